import "./entities"; // registers the entities named here
import "../ledger/entities"; // registers the entities named here
import "../i18n/integrations"; // registers the texts of the keys named here
import { Clock } from "../clock";
import { db } from "../dynamo/db";
import { endBatch, openBatch, setProgress } from "../jobs/batch";
import { holdingImportLease } from "../ledger/import-workers";
import { countersAdded, countersPassingBound, intake, type IntakeSource } from "../ledger/intake";
import type { ImportRow } from "../ledger/import/types";
import { deleteObject, getObject, putObject } from "../storage/documents";
import { AppError } from "../util/error";
import { log } from "../util/log";
import type { MessageKey } from "../i18n/messages";
import { getConnection, putConnection, withConnection } from "./connections";
import { announce, readSync, type SyncItem } from "./sync-runs";
import { AccountingError, type SyncPage } from "./provider";
import { echoRef, postedTo } from "./write-back";
import { noteLedgerSource } from "./ledger-sources";

/**
 * A sync of a customer's accounting system into its ledger (issue 22; docs/accounting.md "Syncing"). One per
 * customer at a time (the connection's `runningSyncId`, and the customer's import lease while it writes), page by
 * page from the connection's cursor: each page read (`syncPage`) is stored before it is written, written through the
 * ledger's intake (the file import's rules: nothing twice, the same bounds), and only then is the sync moved on to
 * the next page, so a killed run resumes at its page and writes the same rows again (which then are no change).
 * `rateLimited` is waited out (Retry-After); `unavailable` is tried again with a growing pause, then the sync fails
 * with `integrations.unavailable`; rows the adapter could not read are the sync's issues.
 */

type Result = { created: number; skipped: number; matched: number; unmatched: number; debtorsCreated: number };

/** Pauses and limits of a run (tests shorten them). */
export const syncTiming = {
  /** The pauses before each new try of a system that did not answer; after the last, the sync fails. */
  unavailablePausesMs: [2_000, 10_000, 30_000],
  /** The longest Retry-After waited out within a run; a longer one ends the run, and the next round waits it. */
  longestWaitMs: 60_000,
  /** A run stops after this long and a next round goes on from its page (the job's own time limit is 15 min). */
  budgetMs: 10 * 60_000,
};

const ISSUES_KEPT = 200;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export const syncBatchId = (syncId: string) => `sync:${syncId}`;
const pageKey = (customerId: string, syncId: string, page: number) =>
  `tmp/customers/${customerId}/syncs/${syncId}/${page}.json`;

/** Ends the sync (done or failed) and frees the connection for the next; `cursor` is where the next one starts. */
async function endSync(
  s: SyncItem,
  status: "done" | "failed",
  error?: MessageKey,
  cursor?: string | null,
  processed = 0,
) {
  const { customerId, syncId } = s;
  await db()
    .entities.accountingSync.patch({ customerId, syncId })
    .set({ status, endedAt: Clock.nowMs(), ...(error ? { error } : {}) })
    .go();
  for (let attempt = 0; attempt < 5; attempt++) {
    const c = await getConnection(customerId);
    if (!c || c.runningSyncId !== syncId) break;
    const { runningSyncId: _, cursor: before, ...rest } = c;
    const next = cursor === undefined ? before : (cursor ?? undefined);
    if (await putConnection(c, { ...rest, lastSyncId: syncId, ...(next ? { cursor: next } : {}) })) break;
  }
  await endBatch(syncBatchId(syncId), { done: processed }).catch(() => undefined);
  await announce(customerId, syncId, status);
  log.info("accounting.sync.end", { customerId, syncId, status, error, result: s.result });
}

/** A stored page: the rows read, where the sync goes on, and what could not be read. */
type StoredPage = Pick<SyncPage, "rows" | "next" | "resumeFrom" | "issues">;

/** What the system answers for the page, waited out while it asks us to, tried again while it does not answer. */
async function readPage(s: SyncItem, started: number): Promise<StoredPage | "later"> {
  let unavailable = 0;
  for (;;) {
    try {
      return await withConnection(
        s.customerId,
        (p, conn) =>
          p.syncPage(conn, s.pageCursor ?? null, { posted: (numbers) => postedTo(s.customerId, s.system, numbers) }),
        s.system,
      );
    } catch (err) {
      if (!(err instanceof AccountingError)) throw err;
      if (err.kind === "rateLimited") {
        const wait = err.details.retryAfterMs ?? 1_000;
        if (wait > syncTiming.longestWaitMs || Date.now() - started + wait > syncTiming.budgetMs) return "later";
        await sleep(wait);
        continue;
      }
      if (err.kind === "unavailable" && unavailable < syncTiming.unavailablePausesMs.length) {
        await sleep(syncTiming.unavailablePausesMs[unavailable++]!);
        continue;
      }
      throw err;
    }
  }
}

/**
 * Rows a sync may write: each with its id in the system (without one, a row read twice would be written twice), and
 * none that collection posted to the system itself. A payment or credit note registered here is already in the
 * ledger; posted back (write-back.ts), the system lists it as its own, and written again it would count the same
 * money twice. Each write-back done leaves the system's id as an echo (`echoRef`); rows with that id are left out.
 */
async function checked(customerId: string, page: StoredPage) {
  const issues = [...(page.issues ?? [])];
  const withId: ImportRow[] = [];
  for (const row of page.rows) {
    if (!row.externalId && !(row.kind !== "payment" && row.number)) {
      issues.push({ message: "integrations.rowWithoutId" });
      continue;
    }
    withId.push(row);
  }
  const ids = [...new Set(withId.flatMap((r) => (r.externalId ? [r.externalId] : [])))];
  const echoes = new Set<string>();
  for (let i = 0; i < ids.length; i += 100) {
    const { data } = await db()
      .entities.ledgerRef.get(ids.slice(i, i + 100).map((id) => ({ customerId, ref: echoRef(id) })))
      .go({ consistent: true });
    for (const r of data) echoes.add(r.ref);
  }
  const rows = withId.filter((r) => !r.externalId || !echoes.has(echoRef(r.externalId)));
  if (rows.length < withId.length)
    log.info("accounting.sync.echoes", { customerId, left: withId.length - rows.length });
  return { rows, issues };
}

/**
 * Runs the sync (the job `accounting.sync`), holding the customer's import lease: one sync or file import of a
 * customer writes at a time. Answers "later" when the run stopped to wait (the job queues its next round).
 */
export async function runSync(customerId: string, syncId: string): Promise<"ended" | "later"> {
  const first = await readSync(customerId, syncId);
  if (!first || first.status !== "running") return "ended";
  return holdingImportLease(customerId, syncBatchId(syncId), () => runHeld(customerId, syncId));
}

async function runHeld(customerId: string, syncId: string): Promise<"ended" | "later"> {
  const started = Date.now();
  let s = await readSync(customerId, syncId);
  let processed = 0;
  let opened = false;
  while (s && s.status === "running") {
    const key = pageKey(customerId, syncId, s.page);
    let page: StoredPage;
    const stored = s.pageStored ? await getObject(key) : null;
    if (stored) page = JSON.parse(new TextDecoder().decode(stored.body)) as StoredPage;
    else {
      let read: StoredPage | "later";
      try {
        read = await readPage(s, started);
      } catch (err) {
        if (err instanceof AppError) {
          // disconnected or reset meanwhile: this sync cannot go on
          await endSync(s, "failed", "integrations.notConnected");
          return "ended";
        }
        if (!(err instanceof AccountingError)) throw err;
        const error: MessageKey =
          err.kind === "refused" || err.kind === "unauthorized"
            ? "integrations.refused"
            : err.kind === "malformed"
              ? "integrations.malformed"
              : "integrations.unavailable";
        await endSync(s, "failed", error);
        return "ended";
      }
      if (read === "later") return "later";
      page = { rows: read.rows, next: read.next, resumeFrom: read.resumeFrom, issues: read.issues };
      await putObject(key, new TextEncoder().encode(JSON.stringify(page)), "application/json");
      await db().entities.accountingSync.patch({ customerId, syncId }).set({ pageStored: true }).go();
    }
    const { rows, issues } = await checked(customerId, page);
    const source: IntakeSource = { kind: "sync", syncId, system: s.system, page: s.page };
    const actor = { userId: s.userId };
    // the bound is checked before the page's first write (a resumed page whose counters are in is past it)
    if (!(await countersAdded(customerId, source))) {
      const passing = await countersPassingBound(customerId, rows, source, actor);
      if (passing.length) {
        await endSync(s, "failed", "integrations.totalTooLarge");
        return "ended";
      }
    }
    const batchId = syncBatchId(syncId);
    // the batch is opened once a run (a resumed run writes it again); a later page moves its count and total in one
    // write (opened again each page, it cost three round trips more a page: docs/accounting.md "Measured")
    const total = processed + rows.length + 1;
    if (!opened) await openBatch({ batchId, kind: "accounting.sync", customerId, subject: syncId, total });
    else await setProgress(batchId, processed, total);
    opened = true;
    const base = processed;
    const out = await intake({
      customerId,
      rows,
      source,
      actor,
      overwriteDebtors: false,
      progress: (n) => setProgress(batchId, base + n),
    });
    processed += out.processed;
    const sum = s.result ?? { created: 0, skipped: 0, matched: 0, unmatched: 0, debtorsCreated: 0 };
    // the ledger holds this system's rows from now on (the tab's note when another system is connected): noted by
    // the run's first page that brings rows in, not by every page
    if (out.created > 0 && sum.created === 0) await noteLedgerSource(customerId, s.system, syncId);
    const result: Result = {
      created: sum.created + out.created,
      skipped: sum.skipped + out.skipped,
      matched: sum.matched + out.matched,
      unmatched: sum.unmatched + out.unmatched,
      debtorsCreated: sum.debtorsCreated + out.debtorsCreated,
    };
    const allIssues = [...(s.issues ?? []), ...issues].slice(0, ISSUES_KEPT);
    // the page is in: the sync moves on (a run killed before this line writes the same stored page again)
    await db()
      .entities.accountingSync.patch({ customerId, syncId })
      .set({
        page: s.page + 1,
        pageStored: false,
        result,
        issues: allIssues,
        ...(page.next ? { pageCursor: page.next } : {}),
      })
      .go();
    await deleteObject(key).catch(() => undefined);
    s = (await readSync(customerId, syncId))!;
    if (!page.next) {
      await endSync(s, "done", undefined, page.resumeFrom ?? null, processed);
      return "ended";
    }
    if (Date.now() - started > syncTiming.budgetMs) return "later";
  }
  return "ended";
}

/** Who the nightly sync runs as (its activity and vouchers' `createdBy`), as "system" and "autopilot" are. */
export const SCHEDULE_USER = "accounting-sync";

/** The schedule's job: one keyed job per connected customer (fair: one customer's sync never waits for another's). */
export async function startNightlySyncs(day: string): Promise<number> {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const res: { data: { customerId: string }[]; cursor: string | null } = await db()
      .entities.accountingConnection.query.connected({ syncList: "accounting-connected" })
      .go({ cursor, limit: 1000, attributes: ["customerId"] });
    ids.push(...res.data.map((c) => c.customerId));
    cursor = res.cursor;
  } while (cursor);
  const [{ enqueueEach }, { syncCustomerJob }] = await Promise.all([
    import("../jobs/queue"),
    import("./accounting.schema"),
  ]);
  await enqueueEach(
    syncCustomerJob,
    ids.map((customerId) => ({ customerId, day })),
  );
  return ids.length;
}
