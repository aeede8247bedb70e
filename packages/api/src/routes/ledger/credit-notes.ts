import { CreditNoteInput } from "@innfri/core/ledger/ledger.schema";
import { VOUCHER_TYPES } from "@innfri/core/ledger/voucher-rules";
import { claim, voucherRoutes } from "./voucher-routes";

/** /credit-notes: a credit note pays the invoice it names on the way in (one transaction), else waits. */
export const creditNotes = voucherRoutes({
  path: "credit-notes",
  noun: "credit note",
  types: [VOUCHER_TYPES.creditNote],
  group: "creditNotes",
  schema: CreditNoteInput,
  defaultState: "unmatched",
  credit: true,
  toNew: (b) => ({ ...claim(b), type: VOUCHER_TYPES.creditNote, number: b.number, invoiceNumber: b.invoiceNumber }),
});
