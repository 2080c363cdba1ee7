import { moneyGlossary } from "@/content/languages";
import type { Money } from "@/content/schemas/primitives";

import { formatMoney, moneyWordsOf } from "./money";

const gu = moneyWordsOf(moneyGlossary, "gu");
const hi = moneyWordsOf(moneyGlossary, "hi");

const money = (value: Partial<Money> & Pick<Money, "amount" | "currency">): Money => ({ notation: "code", ...value });

describe("a figure in Gujarati or Hindi words", () => {
  it.each([
    [money({ amount: 15_000_000, currency: "INR", qualifier: "up to" }), "₹1.5 કરોડ સુધી", "₹1.5 करोड़ तक"],
    [money({ amount: 250_000, to: 400_000, currency: "INR" }), "₹2.5 લાખ-4 લાખ", "₹2.5 लाख-4 लाख"],
    [
      money({ amount: 1200, currency: "EUR", notation: "unit", per: "month", qualifier: "up to" }),
      "દર મહિને 1,200 યુરો સુધી",
      "प्रति माह 1,200 यूरो तक",
    ],
    [
      money({ amount: 11208, currency: "EUR", notation: "unit", per: "year" }),
      "દર વર્ષે 11,208 યુરો",
      "प्रति वर्ष 11,208 यूरो",
    ],
    [money({ amount: 490, currency: "GBP", notation: "symbol", per: "once" }), "£490", "£490"],
    [money({ amount: 0, currency: "EUR" }), "મફત", "मुफ़्त"],
  ])("%o reads %s and %s, the English figure's digits", (value, gujarati, hindi) => {
    expect(formatMoney(value, { words: gu })).toBe(gujarati);
    expect(formatMoney(value, { words: hi })).toBe(hindi);
    const digits = (text: string) => text.match(/\d[\d,.]*/g);
    expect(digits(gujarati)).toEqual(digits(formatMoney(value)));
  });
});
