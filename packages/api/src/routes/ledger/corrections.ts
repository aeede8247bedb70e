import { CorrectionInput } from "@innfri/core/ledger/ledger.schema";
import { VOUCHER_TYPES } from "@innfri/core/ledger/voucher-rules";
import { claim, voucherRoutes } from "./voucher-routes";

/** /corrections: corrections (SPEC 3 type 9) on either side; a credit one waits for manual treatment. */
export const corrections = voucherRoutes({
  path: "corrections",
  noun: "correction",
  types: [VOUCHER_TYPES.correction],
  group: "corrections",
  schema: CorrectionInput,
  defaultState: "unmatched",
  credit: true,
  toNew: (b) => ({ ...claim(b), type: VOUCHER_TYPES.correction, side: b.side, invoiceNumber: b.invoiceNumber }),
});
