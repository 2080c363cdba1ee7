import type { Glossary } from "@/content/schemas/i18n";
import type { Currency, Money, MoneyPeriod } from "@/content/schemas/primitives";
import type { PrefixedLanguage } from "@/contract/languages";
import { countText } from "@/contract/numbers";

const symbols: Record<Exclude<Currency, "INR">, string> = {
  USD: "$",
  GBP: "£",
  CAD: "CA$",
  AUD: "A$",
  EUR: "€",
  NZD: "NZ$",
};

/** Currency names as a sentence uses them: "363 pounds" (plural) and "11,208 euro" (unit). */
const names: Record<Exclude<Currency, "INR">, { plural: string; unit: string }> = {
  USD: { plural: "dollars", unit: "dollar" },
  GBP: { plural: "pounds", unit: "pound" },
  CAD: { plural: "Canadian dollars", unit: "Canadian dollar" },
  AUD: { plural: "Australian dollars", unit: "Australian dollar" },
  EUR: { plural: "euros", unit: "euro" },
  NZD: { plural: "New Zealand dollars", unit: "New Zealand dollar" },
};

const grouped = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });
const groupedIndian = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 });

const CRORE = 10_000_000;
const LAKH = 100_000;

/**
 * The words a Gujarati or Hindi page writes around a figure (content/i18n/glossary.yaml, `money`): lakh and
 * crore, the rupee sign, "free", where a qualifier goes ("{amount} સુધી") and the period before the amount
 * ("દર વર્ષે"). English pages pass none and read the English words of this module.
 */
export type MoneyWords = {
  lakh: string;
  crore: string;
  rupeePrefix: string;
  free: string;
  qualifiers: Record<NonNullable<Money["qualifier"]>, string>;
  periods: Record<Exclude<MoneyPeriod, "once">, string>;
  currencies: Record<Exclude<Currency, "INR">, string>;
};

/** The money words of one language from the glossary's `money` table. */
export function moneyWordsOf(table: Glossary["money"], language: PrefixedLanguage): MoneyWords {
  const pick = <Key extends string>(entries: Record<Key, Record<PrefixedLanguage, string>>) =>
    Object.fromEntries(
      Object.entries(entries).map(([key, value]) => [key, (value as Record<PrefixedLanguage, string>)[language]]),
    ) as Record<Key, string>;
  return {
    lakh: table.lakh[language],
    crore: table.crore[language],
    rupeePrefix: table.rupeePrefix[language],
    free: table.free[language],
    qualifiers: pick(table.qualifiers),
    periods: pick(table.periods),
    currencies: pick(table.currencies),
  };
}

/** Rupees the Indian way: "Rs 25,000", "Rs 2.5 lakh", "Rs 1.5 crore" (or the language's lakh and crore). */
function rupees(amount: number, words?: MoneyWords): string {
  if (amount >= CRORE) return `${groupedIndian.format(amount / CRORE)} ${words?.crore ?? "crore"}`;
  if (amount >= LAKH) return `${groupedIndian.format(amount / LAKH)} ${words?.lakh ?? "lakh"}`;
  return groupedIndian.format(amount);
}

function numbers(money: Money, words?: MoneyWords): string {
  const format = money.currency === "INR" ? (value: number) => rupees(value, words) : grouped.format;
  return money.to === undefined ? format(money.amount) : `${format(money.amount)}-${format(money.to)}`;
}

function amountText(money: Money, words?: MoneyWords): string {
  const value = numbers(money, words);
  if (money.currency === "INR") return words ? `${words.rupeePrefix}${value}` : `Rs ${value}`;
  switch (money.notation) {
    case "code":
      return `${money.currency} ${value}`;
    case "code-after":
      return `${value} ${money.currency}`;
    case "symbol":
      return `${symbols[money.currency]}${value}`;
    case "name":
      return `${value} ${words?.currencies[money.currency] ?? names[money.currency].plural}`;
    case "unit":
      return `${value} ${words?.currencies[money.currency] ?? names[money.currency].unit}`;
  }
}

type FormatOptions = {
  /** Capitalise a leading qualifier ("Up to ...") where the amount stands alone, as in a table cell. */
  standalone?: boolean;
  /** The words of a Gujarati or Hindi page; English without. */
  words?: MoneyWords;
};

/** An amount in a Gujarati or Hindi sentence: the period first, the qualifier where the language puts it. */
function localMoney(money: Money, words: MoneyWords): string {
  if (money.amount === 0 && money.to === undefined && !money.qualifier) {
    return money.note ? `${words.free} ${money.note}` : words.free;
  }
  const amount = amountText(money, words);
  const qualified = money.qualifier ? words.qualifiers[money.qualifier].replace("{amount}", amount) : amount;
  return [money.per && money.per !== "once" ? words.periods[money.per] : undefined, qualified, money.note]
    .filter(Boolean)
    .join(" ");
}

/**
 * An amount as the page writes it: "GBP 339", "185 USD", "CA$150", "363 pounds", "700-1,200 euro",
 * "up to 1,200 euro per month", "USD 470-520 (Form I-765 filing fee)". A single amount of zero is "Free".
 */
export function formatMoney(money: Money, { standalone = false, words }: FormatOptions = {}): string {
  if (words) return localMoney(money, words);
  if (money.amount === 0 && money.to === undefined && !money.qualifier)
    return money.note ? `Free ${money.note}` : "Free";
  const parts = [
    money.qualifier,
    amountText(money),
    money.per && money.per !== "once" ? `per ${money.per}` : undefined,
    money.note,
  ].filter(Boolean);
  const result = parts.join(" ");
  return standalone ? result.charAt(0).toUpperCase() + result.slice(1) : result;
}

/** True for a value the content stores as money (rather than a number or text). */
export function isMoney(value: unknown): value is Money {
  return typeof value === "object" && value !== null && "amount" in value && "currency" in value;
}

/** A field that holds money or a few words (a scholarship's amount, a table cell) as the page shows it. */
export function displayValue(value: Money | string | number, words?: MoneyWords): string {
  return isMoney(value) ? formatMoney(value, { standalone: true, words }) : String(value);
}

/** The rupee sign before an amount: "Rs " on English pages, the language's ("₹") on the others. */
function rupeePrefix(words?: MoneyWords): string {
  return words ? words.rupeePrefix : "Rs ";
}

/** A rupee amount to the rupee with Indian digit grouping: "Rs 12,34,567" (Gujarati and Hindi "₹12,34,567"). */
export function formatRupeesExact(amount: number, words?: MoneyWords): string {
  return `${rupeePrefix(words)}${countText(Math.round(amount))}`;
}

/**
 * A rupee amount in lakh or crore words, to two decimals: "Rs 12.35 lakh", "Rs 1.5 crore", "Rs 85,000"
 * (Gujarati "₹12.35 લાખ", Hindi "₹1.5 करोड़").
 */
export function formatRupeesInWords(amount: number, words?: MoneyWords): string {
  return `${rupeePrefix(words)}${rupees(Math.round(amount), words)}`;
}

/** An exchange rate in rupees as given, decimals kept: "Rs 84.5" (Gujarati and Hindi "₹84.5"). */
export function formatRupeeRate(rate: number, words?: MoneyWords): string {
  return `${rupeePrefix(words)}${rate}`;
}
