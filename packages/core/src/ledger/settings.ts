import "./settings.entity"; // registers the entities named here
import { Clock } from "../clock";
import {
  readCustomerAccount,
  type IntegrationSettingView,
  integrationSettingView,
} from "../accounts/customer-settings";
import { db } from "../dynamo/db";
import { isConditionFailure } from "../dynamo/errors";
import { AppError } from "../util/error";
import type { ColumnMapping } from "./import/mapping";
import type { ImportFormat } from "./import/types";
import type { IntegrationSettingInput } from "./ledger.schema";
import { StoredColumnMapping } from "./settings.schema";

/**
 * The customer's integration setting: its own item in the customer's collection
 * "customerAccount" (ledger/settings.entity.ts), read with the customer in one query (so a deleted customer has
 * none) and written here alone, never by patching the customer item.
 */

export type { IntegrationSettingView };

/** The customer (404 when missing or deleted) with its settings items: one query. */
async function account(customerId: string) {
  const a = await readCustomerAccount(customerId);
  if (!a.customer || a.customer.deletedAt) throw new AppError("NOT_FOUND", "errors.notFound");
  return a;
}

export async function getIntegrationSetting(customerId: string): Promise<IntegrationSettingView | null> {
  return integrationSettingView((await account(customerId)).integrationSetting);
}

/**
 * Sets the customer's integration. The same integration again is no change (the setting and its saved import
 * mappings stay as they are), so a repeated or concurrent request is harmless.
 */
export async function saveIntegrationSetting(
  customerId: string,
  input: IntegrationSettingInput,
): Promise<IntegrationSettingView> {
  const current = (await account(customerId)).integrationSetting;
  if (current?.integration === input.integration) return integrationSettingView(current)!;
  const settings = db().entities.integrationSetting;
  if (current)
    await settings.patch({ customerId }).set({ integration: input.integration, createdAt: Clock.nowMs() }).go();
  else
    await settings
      .create({ customerId, integration: input.integration })
      .go()
      .catch((err) => {
        // a concurrent first save won: its setting stands
        if (!isConditionFailure(err)) throw err;
      });
  return (await getIntegrationSetting(customerId))!;
}

/** The column mapping the customer last used for a CSV/XLSX file, if any (ledger/import-run.ts). */
export async function savedImportMapping(customerId: string, format: ImportFormat): Promise<ColumnMapping | undefined> {
  const { data } = await db().entities.integrationSetting.get({ customerId }).go({ consistent: true });
  return data?.importMappings?.[format];
}

/**
 * Saves the mapping of a format for the customer's next files. Only the mapping of that format changes: a
 * concurrent save of another format's mapping is not lost (the write is conditioned on the setting's last change,
 * and re-read once if it moved). Without an integration setting there is nothing to save into (409).
 */
export async function saveImportMapping(
  customerId: string,
  format: ImportFormat,
  mapping: ColumnMapping,
): Promise<void> {
  const parsed = StoredColumnMapping.parse(mapping) as ColumnMapping;
  const settings = db().entities.integrationSetting;
  for (let attempt = 0; attempt < 3; attempt++) {
    const { data } = await settings.get({ customerId }).go({ consistent: true });
    if (!data) throw new AppError("CONFLICT", "errors.conflict");
    try {
      await settings
        .patch({ customerId })
        .set({ importMappings: { ...data.importMappings, [format]: parsed } })
        .where((a, { eq }) => eq(a.updatedAt, data.updatedAt))
        .go();
      return;
    } catch (err) {
      if (!isConditionFailure(err)) throw err;
    }
  }
  throw new AppError("CONFLICT", "errors.conflict");
}
