import "./entities"; // registers the entities named here
import "../cases/settings.entity"; // registers the entities named here
import "../ledger/settings.entity"; // registers the entities named here
import "../notifications/settings.entity"; // registers the entities named here
import "../company-register/settings.entity"; // registers the entities named here
import { DEFAULT_MINIMUM_OWED_ORE, kidAgreementOf, type CaseSettingsView } from "../cases/settings.schema";
import { db } from "../dynamo/db";

/**
 * A customer's account as one read: the customer item and each of its settings, all in the customer's partition
 * and in the ElectroDB collection "customerAccount" (dynamo/keys.ts `customerAccountKey`). Each setting is an entity
 * of the context that owns it (the ledger's in ledger/settings.entity.ts, the notifications' in
 * notifications/settings.entity.ts, the cases' and the auto-pilot's in cases/settings.entity.ts,
 * the company register's synchronisation in company-register/settings.entity.ts) and is written only there; this module only reads them (and removes them
 * with the customer) by their names in `db()`. It imports only the settings' entity modules (a side-effect import
 * registers every member of the collection, so the query returns them in every function that reads it), never the
 * other contexts' code.
 *
 * A new setting: an entity with `indexes: { byCustomer: customerAccountKey() }` in a small `<context>/settings.entity.ts`
 * ending with `registerEntities(...)` (its type added to `AllEntities` in dynamo/db.ts), imported here, one line
 * below in `readCustomerAccount` and in `removeCustomerSettings`, and its view in the customer expand.
 */
export async function readCustomerAccount(customerId: string) {
  const { data } = await db().collections.customerAccount({ customerId }).go({ consistent: true, pages: "all" });
  return {
    customer: data.customer[0] ?? null,
    integrationSetting: data.integrationSetting[0] ?? null,
    notificationSetting: data.notificationSetting[0] ?? null,
    caseSetting: data.caseSetting[0] ?? null,
    caseAllowance: data.caseAllowance[0] ?? null,
    autoPilotSetting: data.autoPilotSetting[0] ?? null,
    brregSyncSetting: data.brregSyncSetting[0] ?? null,
  };
}

export type CustomerAccount = Awaited<ReturnType<typeof readCustomerAccount>>;
type IntegrationSettingItem = NonNullable<CustomerAccount["integrationSetting"]>;

/** The integration setting as the API shows it (GET /integration-settings and the customer expand). */
export interface IntegrationSettingView {
  integration: IntegrationSettingItem["integration"];
  createdAt: number;
  /** Saved column mappings of the CSV/XLSX importer, by file format. */
  importMappings: NonNullable<IntegrationSettingItem["importMappings"]>;
}

export const integrationSettingView = (s: IntegrationSettingItem | null): IntegrationSettingView | null =>
  s ? { integration: s.integration, createdAt: s.createdAt, importMappings: s.importMappings ?? {} } : null;

/**
 * The case settings as GET /case-settings answers them (cases/settings.ts), for the customer expand `caseSetting`:
 * never null, the default minimum owed amount while never saved, so both reads agree.
 */
export const caseSettingView = (s: CustomerAccount["caseSetting"]): CaseSettingsView => ({
  minimumOwedOre: s?.minimumOwedOre ?? DEFAULT_MINIMUM_OWED_ORE,
  revertStepsOnPayment: s?.revertStepsOnPayment ?? false,
  extendHolidayDeadlines: s?.extendHolidayDeadlines ?? true,
  kidAgreement: kidAgreementOf(s),
});

/** Removes the settings items of a customer removed for good (accounts/deletion.ts `forceDeleteCustomer`). */
export async function removeCustomerSettings(customerId: string): Promise<void> {
  await Promise.all([
    db().entities.integrationSetting.delete({ customerId }).go(),
    db().entities.notificationSetting.delete({ customerId }).go(),
    db().entities.caseSetting.delete({ customerId }).go(),
    db().entities.caseAllowance.delete({ customerId }).go(),
    db().entities.autoPilotSetting.delete({ customerId }).go(),
    db().entities.brregSyncSetting.delete({ customerId }).go(),
  ]);
}
