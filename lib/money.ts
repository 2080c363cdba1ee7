import type { Currency, Money } from "@/content/schemas/primitives";
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

/** Rupees the Indian way: "Rs 25,000", "Rs 2.5 lakh", "Rs 1.5 crore". */
function rupees(amount: number): string {
  if (amount >= CRORE) return `${groupedIndian.format(amount / CRORE)} crore`;
  if (amount >= LAKH) return `${groupedIndian.format(amount / LAKH)} lakh`;
  return groupedIndian.format(amount);
}

function numbers(money: Money): string {
  const format = money.currency === "INR" ? rupees : (value: number) => grouped.format(value);
  return money.to === undefined ? format(money.amount) : `${format(money.amount)}-${format(money.to)}`;
}

function amountText(money: Money): string {
  const value = numbers(money);
  if (money.currency === "INR") return `Rs ${value}`;
  switch (money.notation) {
    case "code":
      return `${money.currency} ${value}`;
    case "code-after":
      return `${value} ${money.currency}`;
    case "symbol":
      return `${symbols[money.currency]}${value}`;
    case "name":
      return `${value} ${names[money.currency].plural}`;
    case "unit":
      return `${value} ${names[money.currency].unit}`;
  }
}

type FormatOptions = {
  /** Capitalise a leading qualifier ("Up to ...") where the amount stands alone, as in a table cell. */
  standalone?: boolean;
};

/**
 * An amount as the page writes it: "GBP 339", "185 USD", "CA$150", "363 pounds", "700-1,200 euro",
 * "up to 1,200 euro per month", "USD 470-520 (Form I-765 filing fee)". A single amount of zero is "Free".
 */
export function formatMoney(money: Money, { standalone = false }: FormatOptions = {}): string {
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
export function displayValue(value: Money | string | number): string {
  return isMoney(value) ? formatMoney(value, { standalone: true }) : String(value);
}

/** A rupee amount to the rupee with Indian digit grouping: "Rs 12,34,567". */
export function formatRupeesExact(amount: number): string {
  return `Rs ${countText(Math.round(amount))}`;
}

/** A rupee amount in lakh or crore words, to two decimals: "Rs 12.35 lakh", "Rs 1.5 crore", "Rs 85,000". */
export function formatRupeesInWords(amount: number): string {
  return `Rs ${rupees(Math.round(amount))}`;
}
