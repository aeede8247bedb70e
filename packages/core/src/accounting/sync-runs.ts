import "./entities"; // registers the entities named here
import "../i18n/integrations"; // registers the texts of the keys named here
import { ulid } from "ulid";
import { Clock } from "../clock";
import { db } from "../dynamo/db";
import { customerChannel, publish } from "../realtime/realtime";
import { AppError } from "../util/error";
import { getConnection, putConnection } from "./connections";

/**
 * A customer's syncs as records (sync.ts runs them): starting one (one per customer at a time) and reading them.
 * Apart from the run, so the API's start and reads bundle neither the intake nor the page storage.
 */

/** A running sync whose record has not moved for this long is taken as dead (a run's budget is 10 minutes). */
const STALE_MS = 30 * 60_000;

export type SyncItem = NonNullable<Awaited<ReturnType<typeof readSync>>>;

export const announce = (customerId: string, syncId: string, status: string) =>
  publish(customerChannel(customerId), "resource.changed", { resource: "integration-syncs", id: syncId, status });

export async function readSync(customerId: string, syncId: string) {
  const { data } = await db().entities.accountingSync.get({ customerId, syncId }).go({ consistent: true });
  return data;
}

/** The sync `syncId` of the customer (404 when none). */
export async function getSync(customerId: string, syncId: string): Promise<SyncItem> {
  const s = await readSync(customerId, syncId);
  if (!s) throw new AppError("NOT_FOUND", "integrations.syncNotFound");
  return s;
}

/**
 * Starts a sync of the customer's connected system, or answers the one running (one at a time). The sync's record
 * is written first, then the connection names it as running (on its version): of two starts at once, one wins.
 */
export async function startSync(
  customerId: string,
  trigger: "manual" | "schedule",
  userId: string,
  systemId?: string,
): Promise<{ syncId: string; started: boolean }> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const c = await getConnection(customerId);
    if (!c || c.status !== "connected" || (systemId && c.system !== systemId))
      throw new AppError("CONFLICT", "integrations.notConnected");
    if (c.runningSyncId) {
      const running = await readSync(customerId, c.runningSyncId);
      // a run writes its record at least every page and queues its next round itself; one silent this long died
      // with its job (or its job was never queued): it no longer holds the customer
      const alive = running?.status === "running" && running.updatedAt > Clock.nowMs() - STALE_MS;
      if (alive) return { syncId: c.runningSyncId, started: false };
      if (running?.status === "running")
        await db()
          .entities.accountingSync.patch({ customerId, syncId: running.syncId })
          .set({ status: "failed", endedAt: Clock.nowMs(), error: "integrations.unavailable" })
          .go();
    }
    const syncId = ulid();
    const now = Clock.nowMs();
    await db()
      .entities.accountingSync.create({
        customerId,
        syncId,
        system: c.system,
        status: "running",
        trigger,
        userId,
        startedAt: now,
        page: 0,
        ...(c.cursor ? { pageCursor: c.cursor } : {}),
      })
      .go();
    if (await putConnection(c, { ...c, runningSyncId: syncId })) {
      await announce(customerId, syncId, "running");
      return { syncId, started: true };
    }
    // another start or change came first: this record never ran
    await db().entities.accountingSync.delete({ customerId, syncId }).go();
  }
  throw new AppError("CONFLICT", "errors.conflict");
}
