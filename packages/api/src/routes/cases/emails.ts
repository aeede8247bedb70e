import { CaseEmailView } from "@innfri/core/cases/documents/case-document-views.schema";
import { listCaseEmails } from "@innfri/core/cases/documents/case-emails";
import { router } from "../../lib/openapi";
import { secured } from "../../lib/route";
import { listOf, responses } from "../../lib/schemas";
import { caseRead } from "./access";
import { idParam, tags } from "./schemas";

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
  async (c) => c.json(await listCaseEmails(c.get("customerId"), c.req.valid("param").id), 200),
);
