import { createRoute } from "@hono/zod-openapi";
import { authorize } from "@innfri/core/accounts/rights";
import { IntegrationSettingInput } from "@innfri/core/ledger/ledger.schema";
import { getIntegrationSetting, saveIntegrationSetting } from "@innfri/core/ledger/settings";
import { jsonBody, router } from "../../lib/openapi";
import { IntegrationSetting, responses } from "../../lib/schemas";
import { requireActor } from "../../middleware/actor";
import { ledgerOf, security, tags } from "./schemas";

/** The loaded customer's integration setting: the ledger and interest-note pages need one (SPEC 2, 6). */
export const integrationSettings = router()
  .openapi(
    createRoute({
      method: "get",
      path: "/",
      tags: tags.ledger,
      security,
      summary: "The customer's integration setting, or null while it has none",
      middleware: [requireActor] as const,
      responses: responses(IntegrationSetting.nullable()),
    }),
    async (c) =>
      c.json(await getIntegrationSetting(await ledgerOf(c.get("actor"), false, { integration: false })), 200),
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/",
      tags: tags.ledger,
      security,
      summary:
        'Set the integration ("file": imports of CSV, XLSX and OCR files); the same again is no change. Needs editAccount (403)',
      middleware: [requireActor] as const,
      request: { body: jsonBody(IntegrationSettingInput) },
      responses: responses(IntegrationSetting),
    }),
    async (c) => {
      // changing how the customer's books reach the ledger is an account setting: editAccount (docs/ledger.md)
      const customerId = await ledgerOf(c.get("actor"), true, { integration: false });
      await authorize(c.get("actor"), customerId, "editAccount");
      return c.json(await saveIntegrationSetting(customerId, c.req.valid("json")), 200);
    },
  );
