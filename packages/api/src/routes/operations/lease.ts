import "@innfri/core/i18n/case-lease"; // registers the texts of the keys named here
import { RecordLeaseInput } from "@innfri/core/cases/operations/lease.schema";
import { t } from "@innfri/core/i18n/messages";
import { jsonBody, router } from "../../lib/openapi";
import { secured } from "../../lib/route";
import { responses } from "../../lib/schemas";
import { commandActor } from "../../middleware/activity";
import { caseChange } from "../cases/access";
import { CaseMessage, idParam, tags, viewOf } from "../cases/schemas";

/** Loaded at the first request (cold start). */
const core = () => import("@innfri/core/cases/operations/lease");

/** Record a rent case's lease (issue 18 #9; docs/collection-law.md "The lease before fravikelse"). */
export const leaseRoutes = router().openapi(
  secured({
    ...caseChange,
    method: "put",
    path: "/{id}/lease",
    tags: tags.cases,
    summary:
      "Record the lease of a rent case: the written lease's fravikelse clause confirmed, the leased premises, and its date and uploaded copy when given; the rent notice and the eviction need it (tvfbl. § 13-2 (3) a)",
    request: { params: idParam, body: jsonBody(RecordLeaseInput) },
    responses: responses(CaseMessage),
  }),
  async (c) => {
    const { recordLease } = await core();
    const id = c.req.valid("param").id;
    const after = await recordLease(c.get("customerId"), id, c.req.valid("json"), commandActor(c, 200));
    const message = t(c.get("lang"), "caseLease.recorded", { caseNumber: after.caseNumber });
    return c.json({ message, data: viewOf(after) }, 200);
  },
);
