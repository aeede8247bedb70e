import { CaseSettingsInput } from "@innfri/core/cases/case.schema";
import { getCaseSettings, saveCaseSettings } from "@innfri/core/cases/settings";
import { jsonBody, router } from "../../lib/openapi";
import { secured } from "../../lib/route";
import { responses } from "../../lib/schemas";
import { CaseSettings, tags } from "./schemas";

/** /case-settings: the customer's case settings (the minimum owed amount a case may be started for, SPEC 5). */
export const caseSettingsRoutes = router()
  .openapi(
    secured({
      role: "customer:read",
      customer: "session",
      method: "get",
      path: "/",
      tags: tags.cases,
      summary: "The case settings, with the default while never saved",
      responses: responses(CaseSettings),
    }),
    async (c) => c.json(await getCaseSettings(c.get("customerId")), 200),
  )
  .openapi(
    secured({
      role: "customer:editCaseConfigurations",
      customer: "session",
      method: "put",
      path: "/",
      tags: tags.cases,
      summary: "Save the case settings: minimumOwed (NOK)",
      request: { body: jsonBody(CaseSettingsInput) },
      responses: responses(CaseSettings),
    }),
    async (c) => c.json(await saveCaseSettings(c.get("customerId"), c.req.valid("json")), 200),
  );
