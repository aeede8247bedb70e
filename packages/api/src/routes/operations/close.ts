import "@innfri/core/i18n/case-pause"; // registers the texts of the keys named here
import { CaseCloseResults, CloseCaseInput, CloseCasesInput } from "@innfri/core/cases/operations/pause.schema";
import { t } from "@innfri/core/i18n/messages";
import { jsonBody, router } from "../../lib/openapi";
import { secured } from "../../lib/route";
import { responses } from "../../lib/schemas";
import { commandActor } from "../../middleware/activity";
import { caseChange } from "../cases/access";
import { CaseMessage, idParam, tags, viewOf } from "../cases/schemas";

/** Loaded at the first request (cold start). */
const core = () => import("@innfri/core/cases/operations/close");

/** Close cases (one, or up to 50 selected in the list) and reopen one (SPEC 4 close options; SPEC 5 and 8). */
export const closeRoutes = router()
  .openapi(
    secured({
      ...caseChange,
      method: "patch",
      path: "/close",
      tags: tags.cases,
      summary:
        "Close the selected cases (1 to 50: 'You can select a maximum of 50 cases at once') with one close reason; each in its own transaction; the answer says per case whether it closed and why not",
      request: { body: jsonBody(CloseCasesInput) },
      responses: responses(CaseCloseResults),
    }),
    async (c) => {
      const lang = c.get("lang");
      const { closeCases } = await core();
      const out = await closeCases(c.get("customerId"), c.req.valid("json"), commandActor(c, 200));
      const data = out.map((o) => ({
        caseId: o.caseId,
        closed: !!o.case,
        error: o.error ? t(lang, o.error.messageKey, o.error.params) : null,
        data: o.case ? viewOf(o.case) : null,
      }));
      const closed = data.filter((d) => d.closed).length;
      const message = t(lang, "casePause.closedMany", { closed, total: data.length });
      return c.json({ message, data, closed, total: data.length }, 200);
    },
  )
  .openapi(
    secured({
      ...caseChange,
      method: "patch",
      path: "/{id}/close",
      tags: tags.cases,
      summary:
        "Close a case with a close reason (SPEC 4): its claims are freed for a new case, its pause ends, no letter of it goes out",
      request: { params: idParam, body: jsonBody(CloseCaseInput) },
      responses: responses(CaseMessage),
    }),
    async (c) => {
      const { closeCase } = await core();
      const { userName } = await import("@innfri/core/cases/actor-names");
      const actor = commandActor(c, 200);
      const id = c.req.valid("param").id;
      const closed = await closeCase(c.get("customerId"), id, c.req.valid("json"), actor, await userName(actor.userId));
      const message = t(c.get("lang"), "casePause.closed", { caseNumber: closed.caseNumber });
      return c.json({ message, data: viewOf(closed) }, 200);
    },
  )
  .openapi(
    secured({
      ...caseChange,
      method: "patch",
      path: "/{id}/reopen",
      tags: tags.cases,
      summary:
        "Reopen a closed case (not a merged one) to the status it had, taking its claims back: 422 on claims naming the case that holds one now",
      request: { params: idParam },
      responses: responses(CaseMessage),
    }),
    async (c) => {
      const { reopenCase } = await core();
      const reopened = await reopenCase(c.get("customerId"), c.req.valid("param").id, commandActor(c, 200));
      const message = t(c.get("lang"), "casePause.reopened", { caseNumber: reopened.caseNumber });
      return c.json({ message, data: viewOf(reopened) }, 200);
    },
  );
