import { createRoute } from "@hono/zod-openapi";
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
    async (c) => c.json(await getIntegrationSetting(await ledgerOf(c.get("actor"))), 200),
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/",
      tags: tags.ledger,
      security,
      summary: 'Set the integration ("file": imports of CSV, XLSX and OCR files); the same again is no change',
      middleware: [requireActor] as const,
      request: { body: jsonBody(IntegrationSettingInput) },
      responses: responses(IntegrationSetting),
    }),
    async (c) => {
      const customerId = await ledgerOf(c.get("actor"), true);
      return c.json(await saveIntegrationSetting(customerId, c.req.valid("json")), 200);
    },
  );
