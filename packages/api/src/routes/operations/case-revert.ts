import "@innfri/core/i18n/case-merge"; // registers the texts of the keys named here
import { RevertStepsInput, RevertStepsResult } from "@innfri/core/cases/operations/case-merge.schema";
import { caseView } from "@innfri/core/cases/store";
import { t } from "@innfri/core/i18n/messages";
import { jsonBody, router } from "../../lib/openapi";
import { secured } from "../../lib/route";
import { responses } from "../../lib/schemas";
import { commandActor } from "../../middleware/activity";
import { caseChange } from "../cases/access";
import { idParam, tags } from "../cases/schemas";

/**
 * Reverting steps (issue 11 "Revert"; SPEC 4): POST, since it is a command with consequences (the runs reverted,
 * the fees kept or removed), not a partial update of the case (docs/case-operations.md "Merge, revert, move").
 */
const reverting = () => import("@innfri/core/cases/operations/revert");
const naming = () => import("@innfri/core/cases/actor-names");

export const caseRevertRoutes = router().openapi(
  secured({
    ...caseChange,
    method: "post",
    path: "/{id}/revert",
    tags: tags.cases,
    summary:
      "Revert the steps from the run runId on (the case's last step goes back to the run before), keeping their fees on the case or not (keepFees; a kept fee still counts toward the law's fees, a re-run letter may show it twice). Judicial steps: 422 'Rights for judicial steps already started in the case'",
    request: { params: idParam, body: jsonBody(RevertStepsInput) },
    responses: responses(RevertStepsResult),
  }),
  async (c) => {
    const { id } = c.req.valid("param");
    const body = c.req.valid("json");
    const [{ revertSteps }, { userName }] = await Promise.all([reverting(), naming()]);
    const actor = { ...commandActor(c, 200), name: await userName(c.get("actor").userId) };
    const done = await revertSteps(c.get("customerId"), id, body, actor);
    const lang = c.get("lang");
    const name = lang === "no" ? done.reset.from.nameNo : done.reset.from.nameEn;
    const message = t(lang, body.keepFees ? "caseRevert.revertedKept" : "caseRevert.revertedRemoved", {
      name,
      caseId: id,
    });
    const { caseStepView } = await import("@innfri/core/cases/steps/views");
    return c.json({ message, data: caseView(done.case), reverted: done.runs.map(caseStepView) }, 200);
  },
);
