import { ulid } from "ulid";
import { Clock } from "../clock";
import { db } from "../dynamo/db";
import { pageAt } from "../dynamo/paginate";
import { log } from "../util/log";

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
}

/** The entities as a write transaction's callback receives them. */
type TxEntities = Parameters<Parameters<ReturnType<typeof db>["transaction"]["write"]>[0]>[0];

/**
 * The activity-log entry of a change as one item of the change's own transaction (a command that writes money adds
 * it to its `writeLedger` transaction, so the change and its record commit together):
 * `db().transaction.write((e) => [..., activityWrite(e, entry)])`. No user is read: `userEmail` is what the caller
 * knows, and the list resolves the rest.
 */
export function activityWrite(entities: Pick<TxEntities, "activityLog">, entry: ActivityEntry & { userEmail?: string }) {
  return entities.activityLog
    .create({
      id: ulid(),
      at: Clock.now().toISOString(),
      userId: entry.userId,
      userEmail: entry.userEmail ?? "",
      scope: entry.customerId ?? "global",
      customerId: entry.customerId ?? undefined,
      method: entry.method,
      route: entry.route,
      status: entry.status,
      targetId: entry.targetId ?? undefined,
      summary: entry.summary,
    })
    .commit();
}

/** Records one change; never throws (a failed log line must not fail the request that was already done). */
export async function recordActivity(entry: ActivityEntry): Promise<void> {
  try {
    const { data: user } = await db().entities.user.get({ userId: entry.userId }).go();
    await db()
      .entities.activityLog.create({
        id: ulid(),
        at: Clock.now().toISOString(),
        userId: entry.userId,
        userEmail: user?.email ?? "",
        scope: entry.customerId ?? "global",
        customerId: entry.customerId ?? undefined,
        method: entry.method,
        route: entry.route,
        status: entry.status,
        targetId: entry.targetId ?? undefined,
        summary: entry.summary,
      })
      .go();
  } catch (err) {
    log.error("activity.record_failed", { error: String(err), route: entry.route });
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
  const start = q.from ? osloDayStart(q.from) : "0";
  const end = q.to ? osloDayStart(nextDay(q.to)) : "9";
  type Opts = { cursor: string | null; limit?: number; attributes?: string[]; pages?: "all" };
  const query = (opts: Opts) => {
    const go = { ...opts, order: "desc" as const, attributes: opts.attributes as ["id"] | undefined };
    const base = q.customerId
      ? logs.query.byScope({ scope: q.customerId })
      : q.userId
        ? logs.query.byUser({ userId: q.userId })
        : logs.query.byAll({ listed: "activity" });
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
      .go(go);
  };
  const [rows, all] = await Promise.all([
    pageAt(
      (o) => query(o) as unknown as Promise<{ data: ActivityView[]; cursor: string | null }>,
      q.page,
      q.rowsPerPage,
      ["id", "at", "scope", "userId", "listed"],
    ),
    query({ cursor: null, pages: "all", attributes: ["id"] }),
  ]);
  return {
    data: (rows as unknown as (ActivityView & { customerId?: string; targetId?: string })[]).map((r) => ({
      id: r.id,
      at: r.at,
      userId: r.userId,
      userEmail: r.userEmail,
      customerId: r.customerId ?? null,
      method: r.method,
      route: r.route,
      status: r.status,
      targetId: r.targetId ?? null,
      summary: r.summary,
    })),
    total: all.data.length,
  };
}
