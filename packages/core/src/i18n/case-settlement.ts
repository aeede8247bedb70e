import { registerMessages } from "./messages";
/**
 * The texts of the ledger's side of case payments (cases/operations/case-settlement.ts): apart from case-payments.ts
 * because every ledger command loads the settlement, and with it whatever catalogue it names (the cases function's
 * cold start, docs/architecture.md "Cold start").
 */
export const no = {
  "casePayments.appliedToCase":
    "Bilaget er registrert på sak {caseId} og kan ikke slettes her. Registrer en korrigering på saken i stedet.",
};

export const en = {
  "casePayments.appliedToCase":
    "The voucher is registered on case {caseId} and cannot be deleted here. Register a correction on the case instead.",
};

registerMessages({ no, en });
