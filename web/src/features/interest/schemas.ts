// The rate form validates with the API's own request schemas (packages/core/src/ledger/interest/interest-rate.schema.ts,
// a pure module: zod and the amount parser only), so a rule and its message are written once.
import { CreateInterestRateInput, UpdateInterestRateInput } from "@innfri/core/ledger/interest/interest-rate.schema";

export const createInterestRateSchema = CreateInterestRateInput;
export const updateInterestRateSchema = UpdateInterestRateInput;

/** The form's fields, as typed (the API parses them). */
export interface InterestRateValues {
  from: string;
  ratePercent: string;
  compensation: string;
  source: string;
}
