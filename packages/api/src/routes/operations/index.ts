import { router } from "../../lib/openapi";
import { caseDocumentPreviewRoutes } from "../cases/preview";
import { caseEmailResendRoutes } from "../cases/resend";
import { caseSettingsRoutes } from "../cases/settings";
import { autoPilotCaseRoutes, autoPilotSettingsRoutes } from "../cases/auto-pilot";
import { bulkCustomerSwitchRoutes, bulkGlobalSwitchRoutes, bulkStatusRoutes } from "../cases/bulk-switch";
import { allowanceRoutes } from "../cases/allowances";
import { caseEmailRoutes } from "../cases/emails";
import { closeRoutes } from "./close";
import { disputeRoutes } from "./dispute";
import { leaseRoutes } from "./lease";
import { debtorPauseRoutes } from "./debtor-pauses";
import { pauseRoutes } from "./pause";
import { caseNoteRoutes } from "./case-notes";
import { caseUploadRoutes } from "./case-uploads";
import { caseMergeRoutes } from "./case-merge";
import { caseRevertRoutes } from "./case-revert";
import { casePaymentRoutes } from "./payments";
import { downPaymentPlanRoutes } from "./down-payment-plans";
import { postLetterRoutes } from "./post-letter";
import { stepBatchRoutes } from "./step-batches";

/**
 * The case operations' API (issue 11, docs/case-operations.md), mounted at the root of /v1 by the `operations`
 * function: everything a caseworker does to a running case. Each part mounts its router here, one line each; under
 * /cases a router with fixed paths (`/close`) comes before one with `/{id}`. Every path must be listed in
 * functions/manifest.ts (`operations`), or API Gateway sends it to the cases function (stacks.test.ts names it).
 */
export const operations = router();
operations.route("/cases", closeRoutes);
operations.route("/cases", pauseRoutes);
operations.route("/cases", disputeRoutes);
operations.route("/cases", leaseRoutes);
operations.route("/debtor-pauses-and-notes", debtorPauseRoutes);
operations.route("/case-notes", caseNoteRoutes);
operations.route("/cases", caseUploadRoutes);
operations.route("/cases", caseMergeRoutes);
operations.route("/cases", caseRevertRoutes);
operations.route("/cases", casePaymentRoutes);
operations.route("/cases", downPaymentPlanRoutes);
// the letter previews (routes/cases/preview.ts): served here, the cases function has no room for the letter builder
operations.route("/case-documents", caseDocumentPreviewRoutes);
operations.route("/case-emails", caseEmailResendRoutes);
operations.route("/case-settings", caseSettingsRoutes);
// the auto-pilot's setting and its cases (docs/auto-pilot.md)
operations.route("/auto-pilot-settings", autoPilotSettingsRoutes);
operations.route("/auto-pilot", autoPilotCaseRoutes);
// the off switch of the bulk actions: the customer's status, staff's switches
operations.route("/bulk-actions-status", bulkStatusRoutes);
operations.route("/bulk-actions-switch", bulkGlobalSwitchRoutes);
operations.route("/customers", bulkCustomerSwitchRoutes);
operations.route("/customers", allowanceRoutes);
operations.route("/cases", caseEmailRoutes);
// a letter whose mail bounced, sent by post (docs/deploy.md "Mail status")
operations.route("/cases", postLetterRoutes);
// the step batches started by POST /case-documents/send (docs/batches.md)
operations.route("/case-step-creation-batches", stepBatchRoutes);
