import "../entities"; // registers the entities named here
import "./entities"; // registers the entities named here
import "../settings.entity"; // registers the entities named here
import "../../ledger/entities"; // registers the entities named here
import { Clock } from "../../clock";
import { db } from "../../dynamo/db";
import { isConditionFailure } from "../../dynamo/errors";
import { log } from "../../util/log";
import { bulkActionsOffForEveryone, bulkSwitch } from "../bulk-switch";
import { getAutoPilotSettings } from "./settings";
import type { CaseActor } from "../start";
import { startCasePerDebtor } from "../start-many";
import { overdueItemsNotInCase } from "../claim-locks";
import { queueStepBatches } from "./batches";
import { autopilotCasePage, autopilotNextOf } from "./proposals";
import type { Case } from "../store";
import { inParallel } from "../../util/parallel";
import { withSharedReads } from "../../util/shared-reads";
import { autopilotPageJob, type AutopilotPage } from "./autopilot.spec";

/**
 * The full auto-pilot's evening run (issue 20, docs/auto-pilot.md "The evening run"). Staff's off switch
 * (bulk-switch.ts) stops it for a customer or everyone. At 19:00 Oslo time the
 * schedule `autopilot` queues one job per customer on full-auto whose start date has come (`startAutopilotRun`);
 * the queue's groups are the customers, so no customer waits behind another's cases. A customer's job runs in
 * pages: the first starts a case per debtor on the overdue open items no case holds, then every page queues the
 * next step of up to PAGE cases under the auto-pilot that the law allows now, as step batches with source
 * `autopilot` (batches.ts; the queue runs them). A page queues the next as soon as it has read its cases, so one
 * customer's pages run side by side; the page that completes the day's set sends the summary mail. Each start is
 * keyed by the day and the debtor, each batch by the day, the page and its cases, and each step run by its batch and
 * case, so a message delivered twice, a job killed halfway and retried, or two schedules firing at once leave one
 * case per debtor and one step per case.
 */

/** The auto-pilot as the actor of what it does (events show "Autopilot", never a user's name). */
export const AUTOPILOT_ACTOR: CaseActor = { userId: "autopilot", name: "Autopilot" };

/** Cases a page decides and runs (each reads its steps, documents and mail log, and runs in its own transaction). */
export const PAGE = 50;
/** Most overdue items an evening reads to start cases (the rest are started the next evening). */
export const MAX_START_ITEMS = 5_000;
/** Most debtors an evening starts cases for (the rest the next evening). */
export const MAX_STARTS = 500;
/** Register look-ups an evening makes for the companies it started cases against (the cache answers the rest). */
export const MAX_REGISTER_LOOKUPS = 50;

/** The customers on full-auto whose start date is on or before `day`. */
export async function fullAutoCustomers(day: string): Promise<string[]> {
  const out: string[] = [];
  let cursor: string | null = null;
  do {
    const res: { data: { customerId: string; startDate?: string }[]; cursor: string | null } = await db()
      .entities.autoPilotSetting.query.fullAuto({ mode: "full" })
      .go({ cursor, limit: 1000, attributes: ["customerId", "startDate"] });
    out.push(...res.data.filter((s) => !!s.startDate && s.startDate <= day).map((s) => s.customerId));
    cursor = res.cursor;
  } while (cursor);
  return out;
}

/** The schedule's job: one keyed job per customer on full-auto for the day. */
export async function startAutopilotRun(day: string = Clock.today()): Promise<number> {
  // staff's off switch for everyone: nothing queued (the customers' cases go on one by one)
  if (await bulkActionsOffForEveryone()) return 0;
  const ids = await fullAutoCustomers(day);
  if (ids.length === 0) return 0;
  const { enqueueEach } = await import("../../jobs/queue");
  await enqueueEach(
    autopilotPageJob,
    ids.map((customerId): AutopilotPage => ({ customerId, day, page: 0 })),
  );
  return ids.length;
}

export interface Figures {
  started: number;
  startRefused: number;
  stepsRun: number;
  stepRefused: number;
  waiting: number;
  stopped: number;
  kinds: Map<string, number>;
  /** Issue 21: the started cases' company debtors the register marks. */
  registerWarnings: { caseNumber: number; name: string; orgNumber: string; warnings: string[] }[];
}
export const noFigures = (): Figures => ({
  started: 0,
  startRefused: 0,
  stepsRun: 0,
  stepRefused: 0,
  waiting: 0,
  stopped: 0,
  kinds: new Map(),
  registerWarnings: [],
});

/**
 * Starts a case per debtor on the overdue open items (due before `day`) that no case holds, under the auto-pilot.
 * Keyed by the day and the debtor: run again, the items already in a case are skipped, and a start that committed
 * before a crash is found by its key.
 */
export async function startOverdueCases(customerId: string, day: string, f: Figures): Promise<void> {
  const { items: free } = await overdueItemsNotInCase(customerId, day, MAX_START_ITEMS);
  if (free.length === 0) return;
  // the debtors in id order, at most MAX_STARTS an evening (the rest the next evening)
  const debtors = new Set([...new Set(free.map((v) => v.debtorId))].sort().slice(0, MAX_STARTS));
  const started = await startCasePerDebtor(
    customerId,
    free.filter((v) => debtors.has(v.debtorId)),
    AUTOPILOT_ACTOR,
    {
      autoPilot: true,
      keyOf: (debtorId, voucherIds) => ({
        key: `autopilot#${day}#${debtorId}`,
        method: "POST",
        path: "/auto-pilot/run",
        body: { debtorId, voucherIds, autoPilot: true },
      }),
    },
  );
  for (const s of started) {
    if (s.ok && s.created) f.started++;
    if (!s.ok) {
      f.startRefused++;
      log.info("autopilot.startRefused", { customerId, debtorId: s.debtorId, reason: s.error.messageKey });
    }
  }
  // issue 21: nobody saw the case wizard's notice, so the summary mail says what the company register says of the
  // company debtors it started cases against (bankrupt: a claim is lodged with the estate, not collected as usual)
  const caseOf = new Map(started.filter((s) => s.ok && s.created).map((s) => [s.debtorId, s.ok ? s.caseNumber : 0]));
  if (caseOf.size) {
    const { markedDebtors } = await import("../../company-register/debtor-warnings");
    for (const m of await markedDebtors(customerId, [...caseOf.keys()], MAX_REGISTER_LOOKUPS))
      f.registerWarnings.push({
        caseNumber: caseOf.get(m.debtorId)!,
        name: m.name,
        orgNumber: m.orgNumber,
        warnings: m.warnings,
      });
  }
}

/** Cases of a page decided at once (each decision reads the case's steps, documents and mail log). */
const DECIDING = 8;

/**
 * Runs the next step of a page of the customer's cases under the auto-pilot. The cases are decided `DECIDING` at a
 * time, with what every case reads alike (the procedure, its steps, the customer's settings) read once for the
 * evening's run (util/shared-reads.ts), then queued as step batches.
 */
export async function runAutopilotSteps(
  customerId: string,
  day: string,
  cases: readonly Case[],
  f: Figures,
  pageNo = 0,
  now: Date = Clock.now(),
): Promise<void> {
  const settings = await getAutoPilotSettings(customerId);
  const decided = await withSharedReads(`autopilot#${customerId}#${day}`, () =>
    inParallel(cases, async (c) => ({ c, next: await autopilotNextOf(c, settings, now) }), DECIDING),
  );
  const runs: { caseId: string; stepId: string; kind: string }[] = [];
  for (const { c, next } of decided) {
    if (next.action === "wait") f.waiting++;
    if (next.action === "stop") f.stopped++;
    if (next.action === "run")
      runs.push({ caseId: String(c.caseNumber), stepId: next.decision.step.id, kind: next.decision.step.kind });
  }
  // the steps as step batches with source autopilot (batches.ts): in the batch results, run by the queue
  const { steps } = await queueStepBatches(
    customerId,
    runs,
    { userId: AUTOPILOT_ACTOR.userId },
    `autopilot#${day}#${pageNo}`,
  );
  const kindOf = new Map(runs.map((r) => [r.caseId, r.kind]));
  for (const s of steps) {
    if (s.ok) {
      f.stepsRun++;
      f.kinds.set(kindOf.get(s.caseId)!, (f.kinds.get(kindOf.get(s.caseId)!) ?? 0) + 1);
    } else {
      f.stepRefused++;
      log.info("autopilot.stepRefused", { customerId, caseId: s.caseId, reason: s.error.messageKey });
    }
  }
}

/** True when every page of the customer's day is recorded: the last page's record says how many there are. */
async function everyPageRecorded(customerId: string, day: string): Promise<boolean> {
  const { data } = await db()
    .entities.autopilotRunPage.query.byDay({ customerId })
    .begins({ day })
    .go({ pages: "all", attributes: ["day", "page", "last"], consistent: true });
  const pages = data.filter((p) => p.day === day);
  const last = pages.find((p) => p.last);
  return !!last && new Set(pages.map((p) => p.page)).size === last.page + 1;
}

/**
 * One page of a customer's evening run (the job `cases.autopilot-page`). The setting is read again: a customer who
 * turned full-auto off since the schedule fired is left alone.
 */
export async function runAutopilotPage(p: AutopilotPage): Promise<void> {
  const [settings, bulk] = await Promise.all([getAutoPilotSettings(p.customerId), bulkSwitch(p.customerId)]);
  if (settings.mode !== "full" || !settings.startDate || settings.startDate > p.day) return;
  // turned off by staff since the schedule fired (for the customer or everyone): the page does nothing
  if (!bulk.enabled) return;
  const f = noFigures();
  if (p.page === 0) await startOverdueCases(p.customerId, p.day, f);
  const page = await autopilotCasePage(p.customerId, p.cursor, PAGE);
  // the next page is queued before this one's cases are decided, so one customer's pages run side by side on the
  // queue's consumers (its group keeps them fair to other customers); keyed, so a page run again queues it once
  const { enqueue } = await import("../../jobs/queue");
  if (page.cursor) {
    const following: AutopilotPage = { customerId: p.customerId, day: p.day, page: p.page + 1, cursor: page.cursor };
    await enqueue(autopilotPageJob, following, { customerId: p.customerId });
  }
  await runAutopilotSteps(p.customerId, p.day, page.data, f, p.page);
  // the first run of a page to finish records it; a page run again (a duplicate delivery) finds its work done and
  // would count nothing, so it leaves the record alone (one killed halfway records only what its retry did)
  await db()
    .entities.autopilotRunPage.create({
      customerId: p.customerId,
      day: p.day,
      page: p.page,
      started: f.started,
      startRefused: f.startRefused,
      stepsRun: f.stepsRun,
      stepRefused: f.stepRefused,
      waiting: f.waiting,
      stopped: f.stopped,
      kinds: [...f.kinds].map(([kind, count]) => ({ kind, count })),
      ...(f.registerWarnings.length ? { registerWarnings: f.registerWarnings.slice(0, 100) } : {}),
      ...(page.cursor ? {} : { last: true }),
    })
    .go()
    .catch((err: unknown) => {
      if (!isConditionFailure(err)) throw err;
    });
  // the summary goes once every page is recorded: sent by whichever page completes the set (pages run side by side),
  // keyed by customer and day, so two pages finishing at once send it once
  if (!(await everyPageRecorded(p.customerId, p.day))) return;
  const { sendAutopilotSummary } = await import("./summary");
  await sendAutopilotSummary(p.customerId, p.day, settings);
}
