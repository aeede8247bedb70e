/**
 * The local stand-in for EventBridge Scheduler: fires each entry of `schedules` (packages/core/src/schedules.ts,
 * the list `stacks/` deploys) at its next cron time in Europe/Oslo (a job entry through the one enqueue handler,
 * with `{ scheduleId, at }` as EventBridge sends it; a handler entry through its own handler), reading time from `Clock`, so moving the
 * clock forward (`/_local/clock`) fires what fell due. Checks every second and at once when told the clock moved.
 *
 * Occurrences missed while the process was down or skipped by a clock jump are coalesced into one run (the
 * event's `time` is the latest due occurrence); a schedule never overlaps itself. The last run of each schedule
 * is kept in `<dataDir>/scheduler.json` when a dataDir is given.
 */
import { randomUUID } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import awsCronParser from "aws-cron-parser";
import type { ScheduledEvent } from "aws-lambda";
import { Clock } from "@innfri/core/clock";
import { handlerOf, isJobSchedule, schedules as productSchedules, type Schedule } from "@innfri/core/schedules";
import { importFile, logger } from "./log";
import { lambdaContext, REPO_ROOT } from "./poller";

const log = logger("scheduler");
type Parsed = ReturnType<typeof awsCronParser.parse>;
/** A job schedule's event is `{ scheduleId, at }` (stacks/Events.ts); a handler schedule's is a ScheduledEvent. */
export type CronEvent = ScheduledEvent | { scheduleId: string; at: string };
export type CronHandler = (event: CronEvent, context: ReturnType<typeof lambdaContext>) => Promise<unknown>;
export type { Schedule };

export interface SchedulerOptions {
  /** Default: the product's `schedules`. */
  schedules?: Schedule[];
  /** Where `scheduler.json` (last runs) lives; undefined keeps them in memory. */
  dataDir?: string;
  /** Default: imports `<repo>/<handler file>.ts` (a job schedule's: the enqueue handler) and takes the export named after the last dot. */
  resolveHandler?: (schedule: Schedule) => Promise<CronHandler>;
  /** Default 1000 ms. */
  tickMs?: number;
}

export interface ScheduleStatus {
  id: string;
  cron: string;
  description: string;
  nextRun: string | null;
  lastRun: string | null;
  lastResult: "ok" | "error" | null;
  lastError?: string;
  lastDurationMs?: number;
  running: boolean;
}

export interface Scheduler {
  /** Checks now for due schedules (call after moving the Clock); resolves when the runs it started finished. */
  tick(): Promise<void>;
  /** Fires one schedule now, whatever its cron says. */
  runNow(id: string): Promise<void>;
  status(): ScheduleStatus[];
  stop(): Promise<void>;
}

// ---------------------------------------------------------------------------------------------------------
// Europe/Oslo wall time <-> instants. aws-cron-parser works on UTC fields, so it is fed "wall time as UTC".

const TZ = "Europe/Oslo";
const wallFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: TZ,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** The Oslo wall-clock time of `instant`, as a Date whose UTC fields carry it. */
export function osloWall(instant: Date): Date {
  const p: Record<string, number> = {};
  for (const part of wallFormat.formatToParts(instant)) if (part.type !== "literal") p[part.type] = Number(part.value);
  return new Date(
    Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!, instant.getUTCMilliseconds()),
  );
}

/**
 * The instant at which Oslo's wall clock shows `wall` (UTC fields). In the autumn's repeated hour the first
 * instant after `after`; in the spring's skipped hour the instant just after the gap.
 */
export function fromOsloWall(wall: Date, after = -Infinity): Date {
  const w = wall.getTime();
  const offsets = new Set(
    [w - 86_400_000, w, w + 86_400_000].map((t) => osloWall(new Date(t)).getTime() - t),
  );
  const candidates = [...offsets].map((o) => w - o).sort((a, b) => a - b);
  const valid = candidates.filter((t) => osloWall(new Date(t)).getTime() === w);
  const pick = valid.find((t) => t > after) ?? valid[valid.length - 1] ?? candidates[candidates.length - 1]!;
  return new Date(pick);
}

export function parseCron(cron: string): Parsed {
  const m = /^cron\((.+)\)$/.exec(cron.trim());
  if (!m) throw new Error(`not an AWS cron expression: ${cron}`);
  return awsCronParser.parse(m[1]!);
}

/** The first occurrence strictly after `from` (minute resolution), as an instant. */
export function nextOccurrence(parsed: Parsed, from: Date): Date | null {
  const wall = awsCronParser.next(parsed, osloWall(from));
  return wall ? fromOsloWall(wall, from.getTime()) : null;
}

// ---------------------------------------------------------------------------------------------------------

async function importHandler(schedule: Schedule): Promise<CronHandler> {
  const handler = handlerOf(schedule);
  const dot = handler.lastIndexOf(".");
  const file = path.join(REPO_ROOT, handler.slice(0, dot) + ".ts");
  const name = handler.slice(dot + 1);
  const mod = await importFile<Record<string, unknown>>(file);
  const fn = mod[name];
  if (typeof fn !== "function") throw new Error(`${file} has no export \`${name}\``);
  return fn as CronHandler;
}

/** The event a schedule's target receives at `time`, as EventBridge Scheduler sends it. */
export function cronEvent(schedule: Schedule, time: Date): CronEvent {
  const at = time.toISOString().replace(/\.\d{3}Z$/, "Z");
  return isJobSchedule(schedule) ? { scheduleId: schedule.id, at } : scheduledEvent(schedule, time);
}

export function scheduledEvent(schedule: Schedule, time: Date): ScheduledEvent {
  const region = process.env.AWS_REGION ?? "eu-north-1";
  return {
    version: "0",
    id: randomUUID(),
    "detail-type": "Scheduled Event",
    source: "aws.scheduler",
    account: "000000000000",
    time: time.toISOString().replace(/\.\d{3}Z$/, "Z"),
    region,
    resources: [`arn:aws:scheduler:${region}:000000000000:schedule/default/${schedule.id}`],
    detail: {},
  };
}

interface State {
  schedule: Schedule;
  parsed: Parsed;
  lastRun: Date;
  lastResult: "ok" | "error" | null;
  lastError?: string;
  lastDurationMs?: number;
  running: Promise<void> | null;
}

export function startScheduler(options: SchedulerOptions = {}): Scheduler {
  const list = options.schedules ?? productSchedules;
  const file = options.dataDir ? path.join(options.dataDir, "scheduler.json") : undefined;
  const resolveHandler = options.resolveHandler ?? importHandler;
  let saved: Record<string, { lastRun?: string; lastResult?: "ok" | "error"; lastError?: string }> = {};
  if (file && existsSync(file)) {
    try {
      saved = JSON.parse(readFileSync(file, "utf8"));
    } catch {
      log.warn(`ignoring unreadable ${file}`);
    }
  }
  const now = Clock.now();
  const states = new Map<string, State>();
  for (const schedule of list) {
    const parsed = parseCron(schedule.cron);
    const prev = saved[schedule.id]?.lastRun ? new Date(saved[schedule.id]!.lastRun!) : undefined;
    // First start: nothing is "missed". A lastRun in the future (the clock was moved back): start from now.
    const lastRun = prev && !Number.isNaN(prev.getTime()) && prev <= now ? prev : now;
    states.set(schedule.id, {
      schedule,
      parsed,
      lastRun,
      lastResult: saved[schedule.id]?.lastResult ?? null,
      lastError: saved[schedule.id]?.lastError,
      running: null,
    });
  }

  const persist = () => {
    if (!file) return;
    const out: typeof saved = {};
    for (const s of states.values())
      out[s.schedule.id] = {
        lastRun: s.lastRun.toISOString(),
        ...(s.lastResult ? { lastResult: s.lastResult } : {}),
        ...(s.lastError ? { lastError: s.lastError } : {}),
      };
    writeFileSync(file, JSON.stringify(out, null, 2) + "\n");
  };
  persist();

  const fire = (s: State, occurrence: Date, why: string): Promise<void> => {
    s.lastRun = Clock.now();
    persist();
    const run = (async () => {
      const started = Date.now();
      const label = `${s.schedule.id} (${why}, ${osloWall(occurrence).toISOString().slice(0, 16).replace("T", " ")} Oslo)`;
      log.info(`${label} started`);
      try {
        const handler = await resolveHandler(s.schedule);
        await handler(cronEvent(s.schedule, occurrence), lambdaContext(`innfri-local-${s.schedule.id}`, 900_000));
        s.lastResult = "ok";
        s.lastError = undefined;
        log.info(`${label} finished in ${Date.now() - started} ms`);
      } catch (err) {
        s.lastResult = "error";
        s.lastError = String((err as Error)?.stack ?? err);
        log.error(`${label} failed after ${Date.now() - started} ms:`, err);
      } finally {
        s.lastDurationMs = Date.now() - started;
        s.running = null;
        persist();
      }
    })();
    s.running = run;
    return run;
  };

  const tick = async (): Promise<void> => {
    const now = Clock.now();
    const runs: Promise<void>[] = [];
    for (const s of states.values()) {
      if (s.running) continue;
      let due = nextOccurrence(s.parsed, s.lastRun);
      if (!due || due > now) continue;
      // coalesce: the latest occurrence that is due
      let missed = 0;
      for (let n = nextOccurrence(s.parsed, due); n && n <= now && missed < 10_000; n = nextOccurrence(s.parsed, n)) {
        due = n;
        missed++;
      }
      runs.push(fire(s, due, missed ? `due, ${missed + 1} occurrences coalesced` : "due"));
    }
    await Promise.all(runs);
  };

  let stopped = false;
  let ticking: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (!ticking && !stopped) ticking = tick().finally(() => (ticking = null));
  }, options.tickMs ?? 1000);
  timer.unref();
  log.info(
    `${states.size} schedule(s): ` +
      [...states.values()]
        .map((s) => `${s.schedule.id} next ${fmt(nextOccurrence(s.parsed, s.lastRun))}`)
        .join(", "),
  );

  return {
    tick,
    async runNow(id) {
      const s = states.get(id);
      if (!s) throw new Error(`no schedule ${id}`);
      if (s.running) return s.running;
      return fire(s, Clock.now(), "run by hand");
    },
    status() {
      return [...states.values()].map((s) => ({
        id: s.schedule.id,
        cron: s.schedule.cron,
        description: s.schedule.description,
        nextRun: nextOccurrence(s.parsed, s.lastRun)?.toISOString() ?? null,
        lastRun: s.lastRun.toISOString(),
        lastResult: s.lastResult,
        ...(s.lastError ? { lastError: s.lastError } : {}),
        ...(s.lastDurationMs !== undefined ? { lastDurationMs: s.lastDurationMs } : {}),
        running: !!s.running,
      }));
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await Promise.allSettled([...states.values()].map((s) => s.running));
    },
  };
}

function fmt(d: Date | null): string {
  return d ? osloWall(d).toISOString().slice(0, 16).replace("T", " ") + " Oslo" : "never";
}
