import { CaseEmailView } from "@innfri/core/cases/documents/case-document-views.schema";
import { router } from "../../lib/openapi";
import { secured } from "../../lib/route";
import { listOf, responses } from "../../lib/schemas";
import { caseRead } from "./access";
import { idParam, tags } from "./schemas";

/** Loaded at the first request: keeps the cases function's cold start ≤ 1 MB (stacks.test.ts). */
const core = () => import("@innfri/core/cases/documents/case-emails");

/** A case's email log (docs/cases.md "Email log"): its letters' mails and resends with their delivery status. */
export const CaseEmailList = listOf(CaseEmailView).openapi("CaseEmailList");

export const caseEmailRoutes = router().openapi(
  secured({
    ...caseRead,
    method: "get",
    path: "/{id}/emails",
    tags: tags.cases,
    summary:
      "The case's mails, oldest first: to, subject, attachments, status (queued, sent, delivered, bounced, complained, failed), SES message id",
    request: { params: idParam },
    responses: responses(CaseEmailList),
  }),
  async (c) => c.json(await (await core()).listCaseEmails(c.get("customerId"), c.req.valid("param").id), 200),
);
