import "../accounts/entities"; // registers the entities named here
import { ulid } from "ulid";
import { Clock } from "../clock";
import { counterUpdate, GLOBAL_SCOPE, readCounterRange, readCounters, sumCounters } from "../dynamo/counters";
import { db } from "../dynamo/db";
import { committed, TransactionCanceledError } from "../dynamo/transaction";
import { countKeys, listPage, MAX_COUNT_KEYS, mergedPageAt, type ListTotal } from "../dynamo/list";
import { log } from "../util/log";
import { describeActivity, type ActivityDescription } from "./describe";

export interface ActivityEntry {
  userId: string;
  customerId?: string | null;
  method: string;
  route: string;
  status: number;
  targetId?: string | null;
  summary: string;
}

/**
 * The activity entry of a request whose command writes it itself, in its own transaction (`activityWrite`): the
 * command sets `written` once that transaction has committed, and the API's activity middleware then writes none.
 */
export interface CommandActivity {
  entry: ActivityEntry;
  written: boolean;
}

export interface ActivityView {
  id: string;
  at: string;
  userId: string;
  userEmail: string;
  customerId: string | null;
  method: string;
  route: string;
  status: number;
  targetId: string | null;
  summary: string;
  /** The user's name ("" once the user is gone for good: the e-mail address stays). */
  userName: string;
  /** What was done, in words (describe.ts): a message key and its parameters; `route` stays beside it. */
  description: ActivityDescription;
}

/**
 * The activity list's totals are counters moved in the entry's own transaction: the whole log's (spread over
 * ACTIVITY_SHARDS items, so concurrent changes of different customers do not contend for one counter item), the
 * customer's and the user's, one per calendar month (`activity@YYYY-MM`, the whole log's `activity@YYYY-MM#<n>`),
 * so that a total sums the months still kept (`keptSince`). Entries written before the months were counted stay
 * on the undated counters (`activity`, `activity#<n>`), and carry no expiry.
 */
const ACTIVITY_SHARDS = 16;
const ACTIVITY = "activity";
const shardNames = Array.from({ length: ACTIVITY_SHARDS }, (_, i) => `${ACTIVITY}#${i}`);
/**
 * The whole log's index (gsi2) is spread the same way: an entry is listed under `activity#<n>`, n the entry's
 * counter shard modulo LISTED_SHARDS, so every customer's changes do not write one index partition (issue 12: a
 * partition takes about 1 000 writes a second, and a throttled index throttles the money transactions beside it).
 * The whole log's page is those partitions merged (`mergedPageAt`), plus `activity`, where entries written before
 * the shards stay.
 */
const LISTED_SHARDS = 8;
const listedNames = [ACTIVITY, ...Array.from({ length: LISTED_SHARDS }, (_, i) => `${ACTIVITY}#${i}`)];
const userScope = (userId: string) => `user#${userId}`;

/**
 * How long the log is kept (docs/deploy.md "Table backups", the activity log): the 36 whole calendar months after
 * the month of the change, then DynamoDB's TTL deletes the entry (`expiresAt`, free of write costs). Three years is
 * the general limitation period (foreldelsesloven § 2): a complaint about what was done in the product can be checked
 * as long as a claim over it can ordinarily be brought; longer would keep personal data past its purpose (GDPR
 * art. 5 (1) e). The money itself is not in the log: payments, letters and records are kept on their own terms.
 */
export const ACTIVITY_KEPT_MONTHS = 36;
const monthOf = (at: Date) => at.toISOString().slice(0, 7);
const monthStart = (at: Date, addMonths: number) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + addMonths, 1));
/** When an entry made at `at` expires (epoch seconds): the start of the 37th month after its own (UTC). */
export const activityExpiresAt = (at: Date): number => monthStart(at, ACTIVITY_KEPT_MONTHS + 1).getTime() / 1000;
/** The first instant still kept at `now`: the start of the month 36 months back. Older entries are gone or going. */
export const keptSince = (now: Date): Date => monthStart(now, -ACTIVITY_KEPT_MONTHS);
const MONTHLY = `${ACTIVITY}@`;

/** The entities as a write transaction's callback receives them. */
type TxEntities = Parameters<Parameters<ReturnType<typeof db>["transaction"]["write"]>[0]>[0];

/**
 * The activity-log entry of a change as items of the change's own transaction: the entry and its counters (a
 * command that writes money adds them to its `writeLedger` transaction, so the change, its record and the list
 * totals commit together): `db().transaction.write((e) => [..., ...activityWrite(e, entry)])`. No user is read:
 * `userEmail` is what the caller knows, and the list resolves the rest.
 */
export function activityWrite(
  entities: Pick<TxEntities, "activityLog" | "counter">,
  entry: ActivityEntry & { userEmail?: string },
) {
  const n = Math.floor(Math.random() * ACTIVITY_SHARDS);
  const now = Clock.now();
  const month = `${MONTHLY}${monthOf(now)}`;
  return [
    entities.activityLog
      .create({
        id: ulid(),
        at: now.toISOString(),
        expiresAt: activityExpiresAt(now),
        userId: entry.userId,
        userEmail: entry.userEmail ?? "",
        scope: entry.customerId ?? "global",
        customerId: entry.customerId ?? undefined,
        method: entry.method,
        route: entry.route,
        status: entry.status,
        targetId: entry.targetId ?? undefined,
        summary: entry.summary,
        listed: `${ACTIVITY}#${n % LISTED_SHARDS}`,
      })
      .commit(),
    counterUpdate(entities, GLOBAL_SCOPE, `${month}#${n}`, 1),
    ...(entry.customerId ? [counterUpdate(entities, entry.customerId, month, 1)] : []),
    counterUpdate(entities, userScope(entry.userId), month, 1),
  ];
}

/** The most items `activityWrite` adds to a transaction: the entry and three counters. */
export const ACTIVITY_ITEMS = 4;

/**
 * Records one change; never throws (a failed log line must not fail the request that was already done). Two
 * changes of one user at the same moment touch the same counters, and DynamoDB cancels one of the transactions
 * (TransactionConflict): that one is tried again, a few times, before it is given up and logged.
 */
export async function recordActivity(entry: ActivityEntry): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await committed(
        db()
          .transaction.write((e) => activityWrite(e, entry))
          .go(),
      );
      return;
    } catch (err) {
      const conflict = err instanceof TransactionCanceledError && err.reasons.includes("TransactionConflict");
      if (conflict && attempt < 5) {
        await new Promise((r) => setTimeout(r, 20 * attempt + Math.random() * 30));
        continue;
      }
      log.error("activity.record_failed", { error: String(err), route: entry.route });
      return;
    }
  }
}

const osloOffsetMs = (at: Date): number => {
  const name = new Intl.DateTimeFormat("en-US", { timeZone: "Europe/Oslo", timeZoneName: "shortOffset" })
    .formatToParts(at)
    .find((p) => p.type === "timeZoneName")!.value; // "GMT+1", "GMT+2"
  const m = /GMT([+-])(\d+)(?::(\d+))?/.exec(name);
  if (!m) return 0;
  return (m[1] === "-" ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3] ?? 0)) * 60_000;
};
/** The instant an Oslo calendar day (YYYY-MM-DD) starts, as ISO text. */
export function osloDayStart(date: string): string {
  const utcMidnight = new Date(`${date}T00:00:00Z`);
  return new Date(utcMidnight.getTime() - osloOffsetMs(utcMidnight)).toISOString();
}
const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * The total of an unfiltered list (the whole log, a customer's or a user's), from its counters: the months still
 * kept, and the undated counter of entries from before the months were counted.
 */
async function countedTotal(q: { customerId?: string; userId?: string }, since: Date): Promise<ListTotal> {
  const scope = q.customerId ?? (q.userId ? userScope(q.userId) : GLOBAL_SCOPE);
  const [months, undated] = await Promise.all([
    readCounterRange({ scope, prefix: MONTHLY, from: monthOf(since) }),
    readCounters(scope, scope === GLOBAL_SCOPE ? shardNames : [ACTIVITY]),
  ]);
  return { known: sumCounters([...months.map(([, v]) => v), ...Object.values(undated)]).count };
}

type ActivityItem = Omit<ActivityView, "customerId" | "targetId" | "userName" | "description"> & {
  customerId?: string;
  targetId?: string;
};

/** The names and addresses of the page's users: one batch read (entries written by commands carry no address). */
async function peopleOf(rows: ActivityItem[]): Promise<Map<string, { name: string; email: string }>> {
  const ids = [...new Set(rows.map((r) => r.userId))];
  if (!ids.length) return new Map();
  const { data } = await db()
    .entities.user.get(ids.map((userId) => ({ userId })))
    .go({ attributes: ["userId", "firstName", "lastName", "email"] });
  return new Map(data.map((u) => [u.userId, { name: `${u.firstName} ${u.lastName}`.trim(), email: u.email }]));
}

export async function listActivity(q: {
  page: number;
  rowsPerPage: number;
  customerId?: string;
  userId?: string;
  from?: string;
  to?: string;
  search?: string;
}): Promise<{ data: ActivityView[]; total: number }> {
  const logs = db().entities.activityLog;
  // entries past their time are hidden until the TTL has deleted them (which may take days)
  const since = keptSince(Clock.now()).toISOString();
  const start = q.from && osloDayStart(q.from) > since ? osloDayStart(q.from) : since;
  const end = q.to ? osloDayStart(nextDay(q.to)) : "9";
  // one list of a customer or a user; the whole log is its index's shards merged
  const runOf = (listed: string) => (opts: { cursor: string | null; limit: number; attributes?: string[] }) => {
    const go = { ...opts, order: "desc" as const, attributes: opts.attributes as ["id"] | undefined };
    const base = q.customerId
      ? logs.query.byScope({ scope: q.customerId })
      : q.userId
        ? logs.query.byUser({ userId: q.userId })
        : logs.query.byAll({ listed });
    return base
      .gte({ at: start })
      .where((a, op) =>
        [
          op.lt(a.at, end),
          q.search ? op.contains(a.route, q.search) : "",
          q.customerId && q.userId ? op.eq(a.userId, q.userId) : "",
        ]
          .filter(Boolean)
          .join(" AND "),
      )
      .go(go) as unknown as Promise<{ data: ActivityItem[]; cursor: string | null }>;
  };
  const keyAttributes = ["id", "at", "scope", "userId", "listed"];
  const whole = !q.customerId && !q.userId;
  const runs = whole ? listedNames.map(runOf) : [runOf(ACTIVITY)];
  // a date range, a search or both a customer and a user narrow the list: those count their keys (bounded)
  const filtered = Boolean(q.from || q.to || q.search || (q.customerId && q.userId));
  const counted = async () => {
    const n = await Promise.all(runs.map((r) => countKeys(r, keyAttributes)));
    return {
      count: Math.min(
        MAX_COUNT_KEYS,
        n.reduce((a, b) => a + b, 0),
      ),
      amountOre: 0,
    };
  };
  const newestFirst = (a: ActivityItem, b: ActivityItem) => `${b.at}#${b.id}`.localeCompare(`${a.at}#${a.id}`);
  const { data: rows, total } = await listPage({
    run: runs[0]!,
    keyAttributes,
    page: q.page,
    rowsPerPage: q.rowsPerPage,
    total: filtered ? { read: counted } : await countedTotal(q, new Date(since)),
    ...(whole ? { readPage: (page, size) => mergedPageAt(runs, page, size, keyAttributes, newestFirst) } : {}),
  });
  const people = await peopleOf(rows);
  return {
    data: rows.map((r) => {
      const person = people.get(r.userId);
      const userEmail = r.userEmail || person?.email || "";
      const userName = person?.name ?? "";
      return {
        id: r.id,
        at: r.at,
        userId: r.userId,
        userEmail,
        customerId: r.customerId ?? null,
        method: r.method,
        route: r.route,
        status: r.status,
        targetId: r.targetId ?? null,
        summary: r.summary,
        userName,
        description: describeActivity(r.route, userName || userEmail || r.userId, r.targetId ?? null),
      };
    }),
    total,
  };
}
