import { AutoPilotSettings } from "@innfri/core/cases/settings.schema";
import { getAutoPilotSettings, saveAutoPilotSettings } from "@innfri/core/cases/autopilot/settings";
import {
  ApproveProposalsInput,
  ApproveProposalsResult,
  AutoPilotSettingsInput,
  AutopilotCaseList,
  AutopilotCaseQuery,
} from "@innfri/core/cases/autopilot/views.schema";
import { Clock } from "@innfri/core/clock";
import { jsonBody, router } from "../../lib/openapi";
import { secured } from "../../lib/route";
import { IdempotencyHeaders, responses } from "../../lib/schemas";
import { caseChange } from "./access";
import { tags } from "./schemas";

/**
 * The auto-pilot (issue 20, docs/auto-pilot.md): its setting (SPEC 3 `autoPilotSetting`) and the cases under it with
 * what it would do now. Served by the operations function (functions/manifest.ts): it decides steps as the step
 * dialog does, and the cases function has no room for that.
 */
export const autoPilotSettingsRoutes = router()
  .openapi(
    secured({
      role: "customer:read",
      customer: "session",
      method: "get",
      path: "/",
      tags: tags.cases,
      summary: "The auto-pilot setting (off while never saved)",
      responses: responses(AutoPilotSettings),
    }),
    async (c) => c.json(await getAutoPilotSettings(c.get("customerId")), 200),
  )
  .openapi(
    secured({
      role: "customer:editCaseConfigurations",
      customer: "session",
      method: "put",
      path: "/",
      tags: tags.cases,
      summary: "Save the auto-pilot setting: mode (off, semi, full), startDate, excludedSteps, stepBlocks",
      request: { body: jsonBody(AutoPilotSettingsInput) },
      responses: responses(AutoPilotSettings),
    }),
    async (c) =>
      c.json(await saveAutoPilotSettings(c.get("customerId"), c.req.valid("json"), c.get("actor").userId), 200),
  );

export const autoPilotCaseRoutes = router()
  .openapi(
    secured({
      role: "customer:read",
      customer: "session",
      method: "get",
      path: "/cases",
      tags: tags.cases,
      summary: "The cases under the auto-pilot, each with what it would do now (action=run: the proposals)",
      request: { query: AutopilotCaseQuery },
      responses: responses(AutopilotCaseList),
    }),
    async (c) => {
      const { autopilotCases } = await import("@innfri/core/cases/autopilot/proposals");
      return c.json(await autopilotCases(c.get("customerId"), Clock.now(), c.req.valid("query")), 200);
    },
  )
  .openapi(
    secured({
      ...caseChange,
      method: "post",
      path: "/approve",
      tags: tags.cases,
      summary:
        "Approve the auto-pilot's proposals on up to 50 cases: each case's next step decided again and queued as a step batch (source autopilot, one batch per step), answered per case. Idempotency-Key queues each case once",
      request: { headers: IdempotencyHeaders, body: jsonBody(ApproveProposalsInput) },
      responses: responses(ApproveProposalsResult),
    }),
    async (c) => {
      const key = c.req.valid("header")["idempotency-key"];
      const { caseIds } = c.req.valid("json");
      const { approveProposals } = await import("@innfri/core/cases/autopilot/approve");
      const actor = { userId: c.get("actor").userId };
      return c.json(await approveProposals(c.get("customerId"), caseIds, actor, c.get("lang"), key), 200);
    },
  );
