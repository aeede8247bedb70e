import "@innfri/core/i18n/case-pause"; // registers the texts of the keys named here
import { LiftDisputeInput, RecordDisputeInput } from "@innfri/core/cases/operations/dispute.schema";
import { t } from "@innfri/core/i18n/messages";
import { jsonBody, router } from "../../lib/openapi";
import { secured } from "../../lib/route";
import { responses } from "../../lib/schemas";
import { commandActor } from "../../middleware/activity";
import { caseChange } from "../cases/access";
import { CaseMessage, idParam, tags, viewOf } from "../cases/schemas";

/** Loaded at the first request (cold start). */
const core = () => import("@innfri/core/cases/operations/dispute");

/** Record and lift the debtor's objection on a case (issue 18 "Disputed claims stop"; docs/collection-law.md). */
export const disputeRoutes = router()
  .openapi(
    secured({
      ...caseChange,
      method: "patch",
      path: "/{id}/dispute",
      tags: tags.cases,
      summary:
        "Record the debtor's objection (the day it was made and what it says): while it stands no letter with a fee, no payment demand and no forced step but the conciliation claim (inkassoloven § 17, tvfbl. § 7-2 f)",
      request: { params: idParam, body: jsonBody(RecordDisputeInput) },
      responses: responses(CaseMessage),
    }),
    async (c) => {
      const { recordDispute } = await core();
      const id = c.req.valid("param").id;
      const after = await recordDispute(c.get("customerId"), id, c.req.valid("json"), commandActor(c, 200));
      const message = t(c.get("lang"), "caseDispute.recorded", { caseNumber: after.caseNumber });
      return c.json({ message, data: viewOf(after) }, 200);
    },
  )
  .openapi(
    secured({
      ...caseChange,
      method: "patch",
      path: "/{id}/lift-dispute",
      tags: tags.cases,
      summary:
        "Lift the recorded objection with a reason (withdrawn, settled, decided by a judgment): the steps it stopped are offered again",
      request: { params: idParam, body: jsonBody(LiftDisputeInput) },
      responses: responses(CaseMessage),
    }),
    async (c) => {
      const { liftDispute } = await core();
      const id = c.req.valid("param").id;
      const after = await liftDispute(c.get("customerId"), id, c.req.valid("json"), commandActor(c, 200));
      const message = t(c.get("lang"), "caseDispute.lifted", { caseNumber: after.caseNumber });
      return c.json({ message, data: viewOf(after) }, 200);
    },
  );
