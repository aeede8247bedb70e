import { ChargeInput } from "@innfri/core/ledger/ledger.schema";
import { VOUCHER_TYPES } from "@innfri/core/ledger/voucher-rules";
import { claim, voucherRoutes } from "./voucher-routes";

/** /late-fees: late fees (SPEC 3 type 10), on the claims page. */
export const lateFees = voucherRoutes({
  path: "late-fees",
  noun: "late fee",
  types: [VOUCHER_TYPES.lateFee],
  group: "claims",
  schema: ChargeInput,
  defaultState: "open",
  toNew: (b) => ({ ...claim(b), type: VOUCHER_TYPES.lateFee, dueDate: b.dueDate, invoiceNumber: b.invoiceNumber }),
});
