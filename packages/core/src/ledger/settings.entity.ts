import { CustomAttributeType, Entity } from "electrodb";
import { registerEntities } from "../dynamo/db";
import { Clock } from "../clock";
import { customerAccountKey, SERVICE } from "../dynamo/keys";
import { INTEGRATIONS } from "./ledger.schema";
import type { ImportMappings } from "./settings.schema";

/**
 * The ledger's settings of a customer, each its own item in the customer's collection "customerAccount"
 * (dynamo/keys.ts `customerAccountKey`): the customer detail reads them with the customer in one query, and each
 * is written by the ledger alone (ledger/settings.ts), never by patching the customer item.
 */

/**
 * How the customer's bookkeeping reaches the ledger (SPEC 6: the ledger and interest-note pages need one): "file"
 * (CSV/XLSX/OCR imports) now, accounting systems later. `importMappings` holds the importer's saved column mappings.
 */
export const IntegrationSettingEntity = new Entity({
  model: { entity: "integration-setting", version: "1", service: SERVICE },
  attributes: {
    customerId: { type: "string", required: true },
    integration: { type: INTEGRATIONS, required: true },
    /** When this integration was chosen (choosing another moves it). */
    createdAt: { type: "number", required: true, default: () => Clock.nowMs() },
    importMappings: { type: CustomAttributeType<ImportMappings>("any") },
    updatedAt: { type: "number", watch: "*", required: true, default: () => Clock.nowMs(), set: () => Clock.nowMs() },
  },
  indexes: { byCustomer: customerAccountKey() },
});

/** The ledger's settings, in the collection "customerAccount" (registered in `db()` when this module loads). */
export const ledgerSettingEntities = {
  integrationSetting: IntegrationSettingEntity,
};

registerEntities(ledgerSettingEntities);
