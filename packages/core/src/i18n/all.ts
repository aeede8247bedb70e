/**
 * Every server catalogue, loaded: for the web app (its forms show the server's validation texts) and tests that
 * read the whole catalogue. Never imported by a Lambda function (it would bundle every context's texts).
 * Each catalogue registers itself when loaded; registering them here by name as well keeps them in a bundle told
 * that the catalogues have no side effects (the web's, web/vite.config.ts), where a bare import would be dropped.
 */
import * as activity from "./activity";
import * as caseDocuments from "./case-documents";
import * as caseLease from "./case-lease";
import * as casePause from "./case-pause";
import * as caseNotes from "./case-notes";
import * as caseMerge from "./case-merge";
import * as casePayments from "./case-payments";
import * as caseSettlement from "./case-settlement";
import * as cases from "./cases";
import * as companyRegister from "./company-register";
import * as integrations from "./integrations";
import * as creditCheck from "./credit-check";
import * as entitlements from "./entitlements";
import * as imports from "./imports";
import * as interest from "./interest";
import * as invoices from "./invoices";
import * as billingRun from "./billing-run";
import * as law from "./law";
import * as ledger from "./ledger";
import * as members from "./members";
import * as notifications from "./notifications";
import * as plans from "./plans";
import * as procedures from "./procedures";
import * as offers from "./offers";
import * as resources from "./resources";
import * as steps from "./steps";
import * as purchases from "./purchases";
import * as reminderProcesses from "./reminder-processes";
import { registerMessages } from "./messages";

for (const catalogue of [
  activity,
  caseDocuments,
  caseLease,
  casePause,
  caseNotes,
  caseMerge,
  casePayments,
  caseSettlement,
  cases,
  companyRegister,
  integrations,
  creditCheck,
  entitlements,
  imports,
  interest,
  invoices,
  billingRun,
  law,
  ledger,
  members,
  notifications,
  plans,
  procedures,
  resources,
  offers,
  steps,
  purchases,
  reminderProcesses,
])
  registerMessages(catalogue);

export * from "./messages";
