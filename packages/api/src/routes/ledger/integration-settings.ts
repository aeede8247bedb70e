import { IntegrationSettingInput } from "@innfri/core/ledger/ledger.schema";
import { getIntegrationSetting, saveIntegrationSetting } from "@innfri/core/ledger/settings";
import { jsonBody, router } from "../../lib/openapi";
import { secured } from "../../lib/route";
import { IntegrationSetting } from "@innfri/core/ledger/ledger-views.schema";
import { responses } from "../../lib/schemas";
import { ledgerReadAny } from "./access";
import { tags } from "./schemas";

/** /integration-settings: the loaded customer's integration setting; the ledger and interest-note pages need one (SPEC 2, 6). */
export const integrationSettings = router()
  .openapi(
    secured({
      ...ledgerReadAny,
      method: "get",
      path: "/",
      tags: tags.ledger,
      summary: "The customer's integration setting, or null while it has none",
      responses: responses(IntegrationSetting.nullable()),
    }),
    async (c) => c.json(await getIntegrationSetting(c.get("customerId")), 200),
  )
  .openapi(
    secured({
      // changing how the customer's books reach the ledger is an account setting: editAccount (docs/ledger.md)
      role: "customer:editAccount",
      customer: "session",
      method: "post",
      path: "/",
      tags: tags.ledger,
      summary:
        'Set the integration ("file": imports of CSV, XLSX and OCR files); the same again is no change. Needs editAccount (403)',
      request: { body: jsonBody(IntegrationSettingInput) },
      responses: responses(IntegrationSetting),
    }),
    async (c) => c.json(await saveIntegrationSetting(c.get("customerId"), c.req.valid("json")), 200),
  );
