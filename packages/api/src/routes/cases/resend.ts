import { z } from "@hono/zod-openapi";
import { CaseEmailView } from "@innfri/core/cases/documents/case-document-views.schema";
import { router } from "../../lib/openapi";
import { secured } from "../../lib/route";
import { IdempotencyHeaders, responses } from "../../lib/schemas";
import { caseChange } from "./access";
import { tags } from "./schemas";

/** Loaded at the first request: keeps the cases function's cold start ≤ 1 MB (stacks.test.ts). */
const core = () => import("@innfri/core/cases/documents/case-emails");

/** SPEC: POST case-emails/resend/{id}, mounted at /case-emails (docs/cases.md "Email log"). */
const mailParam = z.object({ id: z.string().min(1).max(60) });
const Resent = z.object({ data: CaseEmailView }).openapi("CaseEmailResent");

export const caseEmailResendRoutes = router().openapi(
  secured({
    ...caseChange,
    method: "post",
    path: "/resend/{id}",
    tags: tags.cases,
    summary:
      "Send a case's mail again (same mail, attachments and address) as a new row of its email log; Idempotency-Key makes a repeat answer the first resend",
    request: { params: mailParam, headers: IdempotencyHeaders },
    responses: responses(Resent, "Queued", 202),
  }),
  async (c) => {
    const key = c.req.valid("header")["idempotency-key"];
    const data = await (await core()).resendCaseEmail(c.get("customerId"), c.req.valid("param").id, {
      userId: c.get("actor").userId,
      ...(key ? { idempotencyKey: key } : {}),
    });
    return c.json({ data }, 202);
  },
);
