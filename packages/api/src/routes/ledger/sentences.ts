import { SentenceInput } from "@innfri/core/ledger/ledger.schema";
import { VOUCHER_TYPES } from "@innfri/core/ledger/voucher-rules";
import { claim, voucherRoutes } from "./voucher-routes";

/** /sentences: judgments (SPEC 3 type 12) with the interest they awarded, on the claims page. */
export const sentences = voucherRoutes({
  path: "sentences",
  noun: "sentence",
  types: [VOUCHER_TYPES.sentence],
  group: "claims",
  schema: SentenceInput,
  defaultState: "open",
  toNew: (b) => ({
    ...claim(b),
    type: VOUCHER_TYPES.sentence,
    number: b.number,
    dueDate: b.dueDate,
    judgmentDate: b.voucherDate,
    interestTotalOre: b.interestTotal,
  }),
});
