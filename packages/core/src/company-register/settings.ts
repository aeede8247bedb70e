import "./settings.entity"; // registers the entities named here
import { readCustomerAccount } from "../accounts/customer-settings";
import { Clock } from "../clock";
import { db } from "../dynamo/db";
import { AppError } from "../util/error";
import { SYNC_LIST } from "./settings.entity";
import type { BrregSyncSettingInput, BrregSyncSettingView } from "./sync.schema";

type Stored = NonNullable<Awaited<ReturnType<typeof readCustomerAccount>>["brregSyncSetting"]>;

/** The setting as the API shows it (GET /brreg-synchronization-settings, the customer expand): off while never saved. */
export const brregSyncSettingView = (s: Stored | null): BrregSyncSettingView => ({
  enabled: s?.enabled ?? false,
  lastRunOn: s?.lastRunOn ?? null,
  lastRunUnavailable: s?.lastRunUnavailable ?? false,
  recentChanges: (s?.recentChanges ?? []).map((c) => ({ ...c, fields: c.fields ?? [], warnings: c.warnings ?? [] })),
});

async function account(customerId: string) {
  const a = await readCustomerAccount(customerId);
  if (!a.customer || a.customer.deletedAt) throw new AppError("NOT_FOUND", "errors.notFound");
  return a;
}

export async function getBrregSyncSetting(customerId: string): Promise<BrregSyncSettingView> {
  return brregSyncSettingView((await account(customerId)).brregSyncSetting);
}

/**
 * Turns the synchronisation on or off. Written whole (the sparse index of the customers it is on for), keeping the
 * round's place and the last run's outcome; the same save twice is one. Turned on, the first run is queued at once
 * (keyed by customer and day, as the nightly run's: turned off and on again the same day, it runs once).
 */
export async function saveBrregSyncSetting(
  customerId: string,
  input: BrregSyncSettingInput,
  userId: string,
): Promise<BrregSyncSettingView> {
  const before = (await account(customerId)).brregSyncSetting;
  const { syncList: _list, updatedAt: _at, ...kept } = before ?? { customerId };
  await db()
    .entities.brregSyncSetting.put({
      ...kept,
      customerId,
      enabled: input.enabled,
      updatedBy: userId,
      ...(input.enabled ? { syncList: SYNC_LIST } : {}),
    })
    .go();
  if (input.enabled && !before?.enabled) {
    const [{ enqueue }, { syncCustomerJob }] = await Promise.all([import("../jobs/queue"), import("./sync.spec")]);
    await enqueue(syncCustomerJob, { customerId, day: Clock.today() }, { customerId });
  }
  return getBrregSyncSetting(customerId);
}
