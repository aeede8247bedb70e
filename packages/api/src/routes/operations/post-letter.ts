import "@innfri/core/i18n/case-documents"; // registers the texts of the keys named here
import { z } from "@hono/zod-openapi";
import { CaseDocumentView } from "@innfri/core/cases/documents/case-document-views.schema";
import { t } from "@innfri/core/i18n/messages";
import { router } from "../../lib/openapi";
import { secured } from "../../lib/route";
import { responses } from "../../lib/schemas";
import { commandActor } from "../../middleware/activity";
import { caseChange } from "../cases/access";
import { idParam, tags } from "../cases/schemas";

/** Loaded at the first request: keeps the operations function's cold start small. */
const core = () => import("@innfri/core/cases/documents/post-letter");

const letterParam = idParam.extend({ letterId: z.string().min(1).max(40) });
const PostedMessage = z.object({ message: z.string(), data: CaseDocumentView }).openapi("CaseDocumentPosted");

/**
 * Send a letter by post that went by e-mail only: typically one whose mail bounced (docs/deploy.md "Mail status",
 * the documents tab's "Send by post"). The print queue takes it like the step runner's letters to post.
 */
export const postLetterRoutes = router().openapi(
  secured({
    ...caseChange,
    method: "post",
    path: "/{id}/documents/{letterId}/post",
    tags: tags.cases,
    summary:
      "Send a letter of the case by post (its e-mail bounced, or it went by e-mail only): into the print queue, costs half a send; an event on the case. 422 when it was posted already, or when no send is left",
    request: { params: letterParam },
    responses: responses(PostedMessage),
  }),
  async (c) => {
    const { id, letterId } = c.req.valid("param");
    const doc = await (await core()).postLetter(c.get("customerId"), id, letterId, commandActor(c, 200));
    return c.json({ message: t(c.get("lang"), "caseDocuments.posted"), data: doc }, 200);
  },
);
