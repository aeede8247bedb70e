import "./entities"; // registers the entities named here
import "../i18n/integrations"; // registers the texts of the keys named here
import type { EntityItem } from "electrodb";
import { db } from "../dynamo/db";
import { getIntegrationSetting, saveIntegrationSetting } from "../ledger/settings";
import { fieldError } from "../util/error";
import type { ConnectionView, IntegrationSettingDetail, SyncView, WriteBackView } from "./accounting.schema";
import { getConnection, revokeConnection, startConnection, type ConnectionItem } from "./connections";
import type { AccountingSyncEntity, AccountingWriteBackEntity } from "./entities";
import { userNames } from "../accounts/user-names";
import { isLocal } from "./env";
import { systemsInLedger } from "./ledger-sources";
import { offeredSystems, systemOf } from "./systems";

/**
 * The integration setting as the integrations' routes show it (docs/accounting.md): the ledger's setting (which
 * integration, the importer's mappings; ledger/settings.ts) with the connection of the system chosen, its last sync,
 * whether one runs, and how many of its recent write-backs failed.
 */

type SyncItem = EntityItem<typeof AccountingSyncEntity>;
type WriteBackItem = EntityItem<typeof AccountingWriteBackEntity>;

/** A sync as the routes show it; `names`: who started the manual ones (syncViews reads them). */
export const syncView = (s: SyncItem, names: ReadonlyMap<string, string> = new Map()): SyncView => ({
  syncId: s.syncId,
  status: s.status,
  trigger: s.trigger,
  startedBy: s.trigger === "manual" ? (names.get(s.userId) ?? null) : null,
  startedAt: s.startedAt,
  endedAt: s.endedAt ?? null,
  result: s.result ?? null,
  issues: s.issues ?? [],
  error: s.error ?? null,
});

export const writeBackView = (w: WriteBackItem): WriteBackView => ({
  key: w.key,
  kind: w.kind,
  invoiceNumber: w.invoiceNumber,
  amountOre: w.amountOre,
  date: w.date,
  status: w.status,
  error: w.error ?? null,
  externalId: w.externalId ?? null,
  updatedAt: w.updatedAt,
});

/** Syncs with who started them: the users' names (or e-mails) as they are now, one BatchGet for them all. */
export async function syncViews(syncs: SyncItem[]): Promise<SyncView[]> {
  const names = await userNames(
    syncs.filter((s) => s.trigger === "manual").map((s) => s.userId),
    { orEmail: true },
  );
  return syncs.map((s) => syncView(s, names));
}

/** The customer's syncs of `system`, newest first (at most `limit`; an earlier system's are left out). */
export async function listSyncs(customerId: string, system: string, limit = 20): Promise<SyncView[]> {
  const { data } = await db().entities.accountingSync.query.byCustomer({ customerId }).go({ order: "desc", limit });
  return syncViews(data.filter((s) => s.system === system));
}

/** The customer's write-backs, newest first (at most `limit`). */
export async function listWriteBacks(customerId: string, limit = 50): Promise<WriteBackView[]> {
  const { data } = await db().entities.accountingWriteBack.query.newest({ customerId }).go({ order: "desc", limit });
  return data.map(writeBackView);
}

async function connectionView(customerId: string, c: ConnectionItem): Promise<ConnectionView> {
  const others = offeredSystems()
    .map((s) => s.id as string)
    .filter((id) => id !== c.system);
  const [last, writeBacks, otherSystemsInLedger] = await Promise.all([
    (c.runningSyncId ?? c.lastSyncId)
      ? db()
          .entities.accountingSync.get({ customerId, syncId: (c.runningSyncId ?? c.lastSyncId)! })
          .go({ consistent: true })
      : Promise.resolve({ data: null }),
    listWriteBacks(customerId),
    systemsInLedger(customerId, others),
  ]);
  return {
    status: c.status,
    companyName: c.companyName ?? null,
    companyRef: c.companyRef ?? null,
    companies: c.status === "chooseCompany" ? (c.companies ?? []) : [],
    connectedAt: c.connectedAt ?? null,
    lastSync: last.data ? (await syncViews([last.data]))[0]! : null,
    syncing: !!c.runningSyncId,
    // of the recent ones (the list the page shows)
    writeBacksFailed: writeBacks.filter((w) => w.status === "failed").length,
    otherSystemsInLedger,
  };
}

/** GET /integration-settings. */
export async function integrationSettingDetail(customerId: string): Promise<IntegrationSettingDetail | null> {
  const setting = await getIntegrationSetting(customerId);
  if (!setting) return null;
  if (setting.integration === "file") return { ...setting, connection: null };
  const c = await getConnection(customerId);
  return {
    ...setting,
    connection:
      c && c.system === setting.integration
        ? await connectionView(customerId, c)
        : {
            status: "disconnected",
            companyName: null,
            companyRef: null,
            companies: [],
            connectedAt: null,
            lastSync: null,
            syncing: false,
            writeBacksFailed: 0,
            otherSystemsInLedger: [],
          },
  };
}

/**
 * POST /integration-settings: chooses how the books reach the ledger. A system we offer starts `disconnected`;
 * leaving a system revokes and drops its connection (the ledger is kept). The same again is no change.
 */
export async function chooseIntegration(
  customerId: string,
  integration: IntegrationSettingDetail["integration"],
): Promise<IntegrationSettingDetail> {
  if (integration !== "file" && !systemOf(integration)) throw fieldError("integration", "integrations.notOffered");
  await saveIntegrationSetting(customerId, { integration });
  if (integration === "file") {
    const c = await getConnection(customerId);
    if (c) {
      await revokeConnection(customerId, c);
      await db().entities.accountingConnection.delete({ customerId }).go();
    }
  } else await startConnection(customerId, integration);
  return (await integrationSettingDetail(customerId))!;
}

/** GET /integration-settings/systems. */
export const systemsOffered = () => ({
  data: offeredSystems().map((s) => ({
    id: s.id,
    name: s.name,
    auth: s.auth.kind === "oauth" ? s.auth : { kind: "token" as const, fields: [...s.auth.fields] },
    local: isLocal(s),
  })),
});
