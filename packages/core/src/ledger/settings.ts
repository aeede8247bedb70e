import { Clock } from "../clock";
import { db } from "../dynamo/db";
import { AppError } from "../util/error";
import {
  DEFAULT_LEDGER_SETTINGS,
  type Integration,
  type IntegrationSettingInput,
  type LedgerSettingsInput,
} from "./ledger.schema";

/**
 * The customer's integration setting and ledger settings, kept on the customer item (one small item the
 * ledger pages read anyway, no item of their own to keep in step).
 */

export interface IntegrationSettingView {
  integration: Integration;
  createdAt: number;
  /** Saved column mappings of the CSV/XLSX importer, by the mapping's name. */
  importMappings: Record<string, unknown>;
}

interface StoredSetting {
  integration: string;
  createdAt: number;
  importMappings?: unknown;
}

export function integrationSettingView(s: StoredSetting | undefined | null): IntegrationSettingView | null {
  if (!s) return null;
  const mappings = s.importMappings;
  return {
    integration: s.integration as Integration,
    createdAt: s.createdAt,
    importMappings:
      mappings && typeof mappings === "object" && !Array.isArray(mappings) ? (mappings as Record<string, unknown>) : {},
  };
}

async function customerItem(customerId: string) {
  const { data } = await db().entities.customer.get({ customerId }).go({ consistent: true });
  if (!data || data.deletedAt) throw new AppError("NOT_FOUND", "errors.notFound");
  return data;
}

export async function getIntegrationSetting(customerId: string): Promise<IntegrationSettingView | null> {
  return integrationSettingView((await customerItem(customerId)).integrationSetting);
}

/**
 * Sets the customer's integration. The same integration again is no change (the setting and its saved import
 * mappings stay as they are), so a repeated or concurrent request is harmless.
 */
export async function saveIntegrationSetting(
  customerId: string,
  input: IntegrationSettingInput,
): Promise<IntegrationSettingView> {
  const current = (await customerItem(customerId)).integrationSetting;
  if (current?.integration === input.integration) return integrationSettingView(current)!;
  const setting = { integration: input.integration, createdAt: Clock.nowMs() };
  await db()
    .entities.customer.patch({ customerId })
    .set({
      integrationSetting: {
        ...setting,
        ...(current?.importMappings ? { importMappings: current.importMappings } : {}),
      },
    })
    .go();
  return (await getIntegrationSetting(customerId))!;
}

export async function getLedgerSettings(customerId: string): Promise<LedgerSettingsInput> {
  const s = (await customerItem(customerId)).ledgerSettings;
  return {
    reminderFrequency: s?.reminderFrequency ?? DEFAULT_LEDGER_SETTINGS.reminderFrequency,
    dueDateAlert: s?.dueDateAlert ?? null,
    ledgerNotification: s?.ledgerNotification ?? DEFAULT_LEDGER_SETTINGS.ledgerNotification,
  };
}

export async function saveLedgerSettings(customerId: string, input: LedgerSettingsInput): Promise<LedgerSettingsInput> {
  await customerItem(customerId);
  await db()
    .entities.customer.patch({ customerId })
    .set({
      ledgerSettings: {
        reminderFrequency: input.reminderFrequency,
        ledgerNotification: input.ledgerNotification,
        ...(input.dueDateAlert ? { dueDateAlert: input.dueDateAlert } : {}),
      },
    })
    .go();
  return getLedgerSettings(customerId);
}
