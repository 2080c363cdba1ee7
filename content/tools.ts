/**
 * The tools' own content: exchange rates (content/exchange-rates.yaml) and the study-cost tool's
 * destinations and indicative flights (content/tools/study-cost.yaml).
 */

import { exchangeRates as rates, studyCost } from "content-collections";

import type { ExchangeRates, StudyCostContent } from "./schemas/tools";

export type { ExchangeRates, StudyCostContent };

export const exchangeRates: ExchangeRates = rates;

export const studyCostContent: StudyCostContent = studyCost;
