import { router } from "../../lib/openapi";
import { correctionExports } from "./correction-exports";
import { customerVouchers } from "./customer-vouchers";
import { debtors } from "./debtors";
import { integrationSettings } from "./integration-settings";
import { debtorInterestNotes, interestNotes } from "./interest-notes";
import { ledgers } from "./ledgers";
import {
  corrections,
  creditNotes,
  interestCalculations,
  invoices,
  lateFees,
  payments,
  sentences,
  voucherMoves,
} from "./vouchers";

/** The ledger's API (issue 4, docs/ledger.md), mounted at the root of /v1. */
export const ledger = router()
  // interest notes first: the voucher routes' /{id} would take "proposals" and "dates-range" for ids
  .route("/debtors", debtorInterestNotes)
  .route("/interest-calculations", interestNotes)
  .route("/debtors", debtors)
  .route("/invoices", invoices)
  .route("/late-fees", lateFees)
  .route("/credit-notes", creditNotes)
  .route("/payments", payments)
  .route("/corrections", corrections)
  .route("/interest-calculations", interestCalculations)
  .route("/sentences", sentences)
  .route("/vouchers", voucherMoves)
  .route("/ledgers", ledgers)
  .route("/integration-settings", integrationSettings)
  .route("/correction-exports", correctionExports)
  // a second router under /customers, beside routes/customers.ts
  .route("/customers", customerVouchers);
