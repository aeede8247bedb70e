import { BrregSyncSetting, BrregSyncSettingInput } from "@innfri/core/company-register/sync.schema";
import { getBrregSyncSetting, saveBrregSyncSetting } from "@innfri/core/company-register/settings";
import { jsonBody, router } from "../lib/openapi";
import { secured } from "../lib/route";
import { responses } from "../lib/schemas";

const tags = ["Company register"];

/**
 * /brreg-synchronization-settings: the customer's `brregSynchronizationSetting` (SPEC 3; issue 21,
 * docs/company-register.md "Synchronisation"): whether a nightly run keeps the customer's own details and its company
 * debtors in step with Enhetsregisteret, and what the last runs changed. Read by any member, saved by a user with
 * edit_account (it changes the company details).
 */
export const brregSynchronizationSettings = router()
  .openapi(
    secured({
      role: "customer:read",
      customer: "session",
      method: "get",
      path: "/",
      tags,
      summary:
        "The synchronisation with Enhetsregisteret: on or off (off while never saved), the last run and its latest changes",
      responses: responses(BrregSyncSetting),
    }),
    async (c) => c.json(await getBrregSyncSetting(c.get("customerId")), 200),
  )
  .openapi(
    secured({
      role: "customer:editAccount",
      customer: "session",
      method: "put",
      path: "/",
      tags,
      summary: "Turn the synchronisation with Enhetsregisteret on or off: { enabled }",
      request: { body: jsonBody(BrregSyncSettingInput) },
      responses: responses(BrregSyncSetting),
    }),
    async (c) =>
      c.json(await saveBrregSyncSetting(c.get("customerId"), c.req.valid("json"), c.get("actor").userId), 200),
  );
