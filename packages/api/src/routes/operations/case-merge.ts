import "@innfri/core/i18n/case-merge"; // registers the texts of the keys named here
import {
  MergeCasesInput,
  MergeCasesResult,
  MoveClaimsInput,
  MoveClaimsResult,
} from "@innfri/core/cases/operations/case-merge.schema";
import { caseView } from "@innfri/core/cases/store";
import { t } from "@innfri/core/i18n/messages";
import { jsonBody, router } from "../../lib/openapi";
import { secured } from "../../lib/route";
import { responses } from "../../lib/schemas";
import { commandActor } from "../../middleware/activity";
import { caseChange } from "../cases/access";
import { idParam, tags } from "../cases/schemas";

/**
 * Merging cases and moving claims between cases (issue 11; SPEC 4 merge rules, SPEC 8 messages;
 * docs/case-operations.md "Merge, revert, move"). The commands load on first use (cold start).
 */
const merging = () => import("@innfri/core/cases/operations/merge");
const moving = () => import("@innfri/core/cases/operations/move-claims");
const naming = () => import("@innfri/core/cases/actor-names");

export const caseMergeRoutes = router()
  .openapi(
    secured({
      ...caseChange,
      method: "post",
      path: "/{id}/merge",
      tags: tags.cases,
      summary:
        "Merge the cases caseIds into {id} (the target; at most 5 cases in all): same debtor, none merged, no interest-note claims, the target not closed, no legal collection, closed ones only with confirmClosed, a forced-collection notice reverted first (422 with the SPEC 8 message). The target takes every claim, lock and amount; its sent step is reset; the others become merged",
      request: { params: idParam, body: jsonBody(MergeCasesInput) },
      responses: responses(MergeCasesResult),
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const [{ mergeCases }, { userName }] = await Promise.all([merging(), naming()]);
      const actor = { ...commandActor(c, 200), name: await userName(c.get("actor").userId) };
      const merged = await mergeCases(c.get("customerId"), id, c.req.valid("json"), actor);
      const caseIds = merged.sources.map((s) => s.caseNumber).join(", ");
      const message = t(c.get("lang"), "caseMerge.merged", { caseIds, caseId: id });
      return c.json({ message, data: caseView(merged.target) }, 200);
    },
  )
  .openapi(
    secured({
      ...caseChange,
      method: "patch",
      path: "/{id}/move-claims",
      tags: tags.cases,
      summary:
        "Move claims (voucherIds) of case {id} to targetCaseId, a case of the same debtor: both cases and the claims' locks in one transaction; onto a case past the payment demand that step is reset (SPEC 4)",
      request: { params: idParam, body: jsonBody(MoveClaimsInput) },
      responses: responses(MoveClaimsResult),
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const body = c.req.valid("json");
      const [{ moveClaims }, { userName }] = await Promise.all([moving(), naming()]);
      const actor = { ...commandActor(c, 200), name: await userName(c.get("actor").userId) };
      const moved = await moveClaims(c.get("customerId"), id, body, actor);
      const message = t(c.get("lang"), "caseMove.moved", {
        count: body.voucherIds.length,
        caseId: id,
        targetCaseId: body.targetCaseId,
      });
      return c.json({ message, data: caseView(moved.source), target: caseView(moved.target) }, 200);
    },
  );
