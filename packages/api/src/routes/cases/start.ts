import "@innfri/core/i18n/cases"; // registers the texts of the keys named here
import { OpenCaseInput, StartCaseInput } from "@innfri/core/cases/case.schema";
import { t } from "@innfri/core/i18n/messages";
import { jsonBody, router } from "../../lib/openapi";
import { secured } from "../../lib/route";
import { IdempotencyHeaders, responses, startedOrFound } from "../../lib/schemas";
import { commandActor } from "../../middleware/activity";
import { caseChange } from "./access";

/** Starting and opening a case load on their first request, not at the cases function's cold start (≤ 1 MB). */
const starting = () => import("@innfri/core/cases/start");
const opening = () => import("@innfri/core/cases/open");
import { CaseMessage, idParam, tags, viewOf } from "./schemas";

/** Starting a case (the wizard, and the ledger's "start case" for selected open items) and opening a saved one. */
export const caseStart = router()
  .openapi(
    secured({
      ...caseChange,
      method: "post",
      path: "/",
      tags: tags.cases,
      summary:
        "Start a case against one debtor: voucherIds (its open ledger items) and/or typed claims; open:false saves it not started. Rules of SPEC 5/8 (422 per field). Idempotency-Key makes a repeat answer the first case (200)",
      request: { headers: IdempotencyHeaders, body: jsonBody(StartCaseInput) },
      responses: startedOrFound(CaseMessage),
    }),
    async (c) => {
      const key = c.req.valid("header")["idempotency-key"];
      const body = c.req.valid("json");
      const req = key ? { key, method: "POST", path: "/cases", body } : undefined;
      const { startCase } = await starting();
      const result = await startCase(c.get("customerId"), body, commandActor(c, 201), req);
      const made = result.case;
      const message = t(c.get("lang"), made.status === "not-started" ? "cases.saved" : "cases.started", {
        caseNumber: made.caseNumber,
      });
      const answer = { message, data: viewOf(made) };
      return result.created ? c.json(answer, 201) : c.json(answer, 200);
    },
  )
  .openapi(
    secured({
      ...caseChange,
      method: "patch",
      path: "/{id}/open",
      tags: tags.cases,
      summary:
        "Start a case saved not started (SPEC 4: waiting when not yet due, else ready); uses one case of the allowance",
      request: { params: idParam, body: { ...jsonBody(OpenCaseInput), required: false } },
      responses: responses(CaseMessage),
    }),
    async (c) => {
      const { openCase } = await opening();
      const opened = await openCase(
        c.get("customerId"),
        c.req.valid("param").id,
        c.req.valid("json") ?? {},
        commandActor(c, 200),
      );
      const message = t(c.get("lang"), "cases.opened", { caseNumber: opened.caseNumber });
      return c.json({ message, data: viewOf(opened) }, 200);
    },
  );
