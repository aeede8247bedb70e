import "@innfri/core/cases/ledger-hooks"; // the ledger's commands write what they mean for cases (ledger/commit-hooks.ts)
import { router } from "../../lib/openapi";
import { companyRegisterRoutes } from "./company-register";
import { correctionExports } from "./correction-exports";
import { corrections } from "./corrections";
import { creditNotes } from "./credit-notes";
import { customerVouchers } from "./customer-vouchers";
import { debtors } from "./debtors";
import { interestCalculations } from "./interest-notes";
import { invoices } from "./invoices";
import { lateFees } from "./late-fees";
import { ledgers } from "./ledgers";
import { payments } from "./payments";
import { sentences } from "./sentences";
import { voucherMoves } from "./vouchers";

/**
 * The ledger's API (issue 4, docs/ledger.md), mounted at the root of /v1. Each prefix is one router of its own
 * file, mounted once, so the order here does not matter (a router that shares its prefix, as interest notes with
 * the interest-calculation vouchers, orders its own routes).
 */
export const ledger = router()
  .route("/debtors", debtors)
  .route("/invoices", invoices)
  .route("/late-fees", lateFees)
  .route("/interest-calculations", interestCalculations)
  .route("/sentences", sentences)
  .route("/credit-notes", creditNotes)
  .route("/payments", payments)
  .route("/corrections", corrections)
  .route("/vouchers", voucherMoves)
  .route("/ledgers", ledgers)
  .route("/correction-exports", correctionExports)
  // issue 21: the company register
  .route("/company-register", companyRegisterRoutes)
  // a second router under /customers, beside routes/customers.ts
  .route("/customers", customerVouchers);
