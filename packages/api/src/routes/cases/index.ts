import { router } from "../../lib/openapi";
import { caseDetail } from "./case";
import { caseDocumentRoutes } from "./documents";
import { stepResponseRoutes } from "./step-responses";
import { caseList } from "./list";
import { caseProcedureRoutes } from "./procedures";
import { caseStart } from "./start";
import { startManyRoutes } from "./start-many";
import { caseStatisticsRoutes } from "./statistics";
import { caseStepRoutes } from "./steps";
import { stepServiceRoutes } from "./step-service";
import { caseDocumentSend } from "./step-batch";

/**
 * The cases' API (issue 10, docs/cases.md), mounted at the root of /v1 by the `cases` function. Under /cases the
 * routers with fixed paths (statistics, multiple-procedures, export-statistics) come before the one with `/{id}`.
 */
export const cases = router()
  .route("/cases", caseStatisticsRoutes)
  .route("/cases", caseProcedureRoutes)
  .route("/cases", caseList)
  .route("/cases", caseStart)
  // one case per debtor on open items of several debtors (issue 20), before the `/{id}` routes
  .route("/cases", startManyRoutes)
  .route("/cases", caseDetail)
  .route("/cases", caseStepRoutes)
  // a served notice's service recorded (issue 18 #1)
  .route("/cases", stepServiceRoutes)
  // a case's letters, email log and step responses (docs/cases.md "Documents, email log, step responses")
  .route("/cases", caseDocumentRoutes)
  .route("/cases", stepResponseRoutes)
  // SPEC case-documents/send: a step on several cases (functions/manifest.ts gives this one path to cases)
  .route("/case-documents", caseDocumentSend);
