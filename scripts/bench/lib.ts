/**
 * Small helpers shared by the benchmarks: timing statistics, plain-text tables and targets.
 * A benchmark is a `*.bench.ts` file whose default export is a `Bench`; `run.ts` runs them one after another.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Engines, EnginesOptions } from "../local/engines";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export interface Target {
  /** What is measured, e.g. "GET /v1/user p95". */
  what: string;
  /** The measured value, already formatted with its unit. */
  value: string;
  /** The target as written in DESIGN.md section 8, e.g. "≤ 100 ms". */
  target: string;
  met: boolean;
}

export interface Bench {
  name: string;
  /** Prints its figures and answers the targets it checked. Throws only on errors (not on missed targets). */
  run(): Promise<Target[]>;
}

// ---------------------------------------------------------------------------------------------------------
// Statistics

export interface Stats {
  n: number;
  min: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  mean: number;
}

/** Nearest-rank percentile of sorted values (p in 0..100). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

export function stats(values: number[]): Stats {
  const sorted = [...values].sort((a, b) => a - b);
  const sum = sorted.reduce((a, b) => a + b, 0);
  return {
    n: sorted.length,
    min: sorted[0] ?? Number.NaN,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
    mean: sorted.length ? sum / sorted.length : Number.NaN,
  };
}

export const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

/** Milliseconds since an origin, with sub-millisecond resolution. */
export const now = () => performance.now();

// ---------------------------------------------------------------------------------------------------------
// Output

export const ms = (v: number, digits = 2) => `${v.toFixed(digits)} ms`;
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** A plain-text table; numbers and units right-aligned, the first column left-aligned. */
export function table(headers: string[], rows: (string | number)[][]): string {
  const cells = [headers, ...rows.map((r) => r.map(String))];
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? "").length)));
  const line = (r: string[]) =>
    r
      .map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)))
      .join("  ")
      .trimEnd();
  const rule = widths.map((w) => "-".repeat(w)).join("  ");
  return [line(cells[0]!), rule, ...cells.slice(1).map(line)].join("\n");
}

export function heading(title: string) {
  console.log(`\n${title}\n${"=".repeat(title.length)}`);
}

export function statsRows(label: string, s: Stats): string[] {
  return [label, String(s.n), ms(s.p50), ms(s.p95), ms(s.p99), ms(s.mean), ms(s.min), ms(s.max)];
}

export const STATS_HEADERS = ["", "n", "p50", "p95", "p99", "mean", "min", "max"];

export function target(what: string, value: string, targetText: string, met: boolean): Target {
  return { what, value, target: targetText, met };
}

export function printTargets(targets: Target[]) {
  if (targets.length === 0) return;
  console.log("");
  console.log(
    table(
      ["target", "measured", "goal", "result"],
      targets.map((t) => [t.what, t.value, t.target, t.met ? "met" : "MISSED"]),
    ),
  );
}

/**
 * Times an API call against the raw reads it needs, taking turns (so a busy moment weighs on both), after a
 * warm-up; prints both and answers the targets of a page: p95 ≤ 100 ms and ≤ 2× the raw reads.
 */
export async function apiAgainstRaw(
  label: string,
  api: () => Promise<void>,
  raw: () => Promise<void>,
  { n, warmup }: { n: number; warmup: number },
): Promise<Target[]> {
  for (let i = 0; i < warmup; i++) {
    await api();
    await raw();
  }
  const apiMs: number[] = [];
  const rawMs: number[] = [];
  for (let i = 0; i < n; i++) {
    for (const fn of i % 2 === 0 ? [api, raw] : [raw, api]) {
      const s = now();
      await fn();
      (fn === api ? apiMs : rawMs).push(now() - s);
    }
  }
  const a = stats(apiMs);
  const r = stats(rawMs);
  console.log(`\n${label}`);
  console.log(table(STATS_HEADERS, [statsRows(`API  ${label}`, a), statsRows("raw  the reads it needs", r)]));
  return [
    target(`${label} p95`, ms(a.p95), "≤ 100 ms", a.p95 <= 100),
    target(`${label} p95 / raw reads p95`, `${(a.p95 / r.p95).toFixed(2)}×`, "≤ 2×", a.p95 / r.p95 <= 2),
  ];
}

// ---------------------------------------------------------------------------------------------------------
// CPU time

/**
 * CPU seconds used so far by this process and by the DynamoDB Local JVM on `dynamoPort` (Linux /proc; the JVM's
 * null when not found). On a machine shared with other work the wall-clock figures move with its load; the CPU a
 * piece of work takes does not, so a benchmark prints both.
 */
export function cpuSeconds(dynamoPort?: number): { node: number; dynamo: number | null } {
  const u = process.cpuUsage();
  const node = (u.user + u.system) / 1e6;
  if (!dynamoPort) return { node, dynamo: null };
  for (const pid of readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
    try {
      const args = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
      if (!args.some((a) => a.includes("DynamoDBLocal"))) continue;
      if (args[args.indexOf("-port") + 1] !== String(dynamoPort)) continue;
      // utime and stime, fields 14 and 15, in clock ticks (100 a second); the name (field 2) may hold spaces
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      return { node, dynamo: (Number(fields[11]) + Number(fields[12])) / 100 };
    } catch {
      // gone meanwhile
    }
  }
  return { node, dynamo: null };
}

// ---------------------------------------------------------------------------------------------------------
// Engines, measured work and the file import

/**
 * DynamoDB Local and the S3, SES and SQS emulators for a benchmark, in memory, started before `work` and stopped
 * after it (logs quiet unless asked for). Core is imported inside `work` (`await import(...)`), after the engines
 * have set the environment it reads.
 */
export async function withEngines<T>(work: (engines: Engines) => Promise<T>, options: EnginesOptions = {}): Promise<T> {
  process.env.INNFRI_LOG ??= "silent";
  process.env.INNFRI_LOCAL_QUIET ??= "1";
  const { startEngines } = await import("../local/engines");
  const engines = await startEngines(options);
  try {
    return await work(engines);
  } finally {
    await engines.stop();
  }
}

export interface Measured<T> {
  result: T;
  /** Wall-clock milliseconds. */
  ms: number;
  /** CPU seconds of this process and of the DynamoDB Local JVM (null: not found) during the work. */
  cpu: { node: number; dynamo: number | null };
  /** The highest resident set size of this process seen during the work (sampled every 100 ms), in bytes. */
  peakRss: number;
  /** The DynamoDB round trips the work sent (core/dynamo/client.ts `countingCommands`), by command. */
  dynamo: Record<string, number>;
}

/**
 * Runs `work` and measures it: wall time, CPU (this process and DynamoDB Local's, see `cpuSeconds`), peak RSS, and
 * the DynamoDB commands sent from `work`'s async context (what it starts inside, e.g. a poller, included).
 */
export async function measured<T>(work: () => Promise<T>, dynamoPort?: number): Promise<Measured<T>> {
  const { countingCommands } = await import("@innfri/core/dynamo/client");
  let peakRss = process.memoryUsage.rss();
  const sample = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage.rss())), 100);
  const cpu0 = cpuSeconds(dynamoPort);
  const start = now();
  try {
    const { result, commands } = await countingCommands(work);
    const ms = now() - start;
    const cpu1 = cpuSeconds(dynamoPort);
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
    const dynamo: Record<string, number> = {};
    for (const c of commands) dynamo[c] = (dynamo[c] ?? 0) + 1;
    const jvm = cpu0.dynamo === null || cpu1.dynamo === null ? null : cpu1.dynamo - cpu0.dynamo;
    return { result, ms, cpu: { node: cpu1.node - cpu0.node, dynamo: jvm }, peakRss, dynamo };
  } finally {
    clearInterval(sample);
  }
}

/** The round trips of a `Measured`, all commands together. */
export const roundTrips = (m: Pick<Measured<unknown>, "dynamo">) => Object.values(m.dynamo).reduce((a, b) => a + b, 0);

export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/**
 * Writes at the engine's own speed: the intake keeps to `importPace` (400 vouchers a second per customer deployed,
 * what one partition takes), a limit of DynamoDB's partitions that DynamoDB Local does not have. Answers a restore.
 */
export async function unpaced(): Promise<{ pace: number; restore: () => void }> {
  const { importPace } = await import("@innfri/core/ledger/import-workers");
  const pace = importPace.vouchersPerSecond;
  importPace.vouchersPerSecond = Number.POSITIVE_INFINITY;
  return { pace, restore: () => void (importPace.vouchersPerSecond = pace) };
}

/**
 * A CSV file imported into the customer's ledger as the queue consumer runs an import: the file stored, its import
 * record made, then the two stages (core/ledger/import-run.ts `parseStage`: parse and preview, what the user sees
 * before committing; `commitStage`: the rows written through the intake), each `measured`. Throws unless the
 * import ended `done` having created `expected` vouchers.
 */
export async function importCsv(customerId: string, csv: Uint8Array, expected: number, dynamoPort?: number) {
  const { ulid } = await import("ulid");
  const { db } = await import("@innfri/core/dynamo/db");
  const { putRecord } = await import("@innfri/core/storage/record-writer");
  const { fileKey } = await import("@innfri/core/ledger/imports");
  const { parseStage, commitStage } = await import("@innfri/core/ledger/import-run");
  // the ledger writes only where the contexts above it registered their hooks (the jobs registry does it deployed)
  await import("@innfri/core/cases/ledger-hooks");
  const importId = ulid();
  await putRecord(fileKey(customerId, importId), csv, { contentType: "text/csv" });
  await db()
    .entities.ledgerImport.create({
      customerId,
      importId,
      format: "csv",
      fileName: "bench.csv",
      fileSize: csv.length,
      fileHash: importId,
      status: "parsing",
      createdBy: "bench",
    })
    .go();
  const parse = await measured(() => parseStage(customerId, importId), dynamoPort);
  await db().entities.ledgerImport.patch({ customerId, importId }).set({ status: "importing" }).go();
  const commit = await measured(() => commitStage(customerId, importId), dynamoPort);
  const done = (await db().entities.ledgerImport.get({ customerId, importId }).go()).data!;
  const result = done.result as { created: number };
  if (done.status !== "done" || result.created !== expected)
    throw new Error(`the import ended ${done.status} with ${JSON.stringify(done.result)}`);
  return { importId, parse, commit, result };
}
