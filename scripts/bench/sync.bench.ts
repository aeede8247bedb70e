/**
 * A sync of 10 000 open invoices from an accounting system's local fake, beside the file import of the same rows
 * (issue 22; DESIGN.md section 8: "throughput printed beside the file import of the same rows").
 *
 * For each system (Fiken, Tripletex): its fake (scripts/local/fakes/<id>.ts) seeded with N open invoices (the demo's
 * 50 and `moreOpenInvoices`) and their customers, served on a port of its own (`serveFake`, as the API tests serve
 * it) and named by `INNFRI_<ID>_URL`; a customer connected through the real connection code (Fiken: its OAuth flow
 * with state and the fake's consent page; Tripletex: the employee token; the tokens sealed at rest); then
 *
 *   read only   the adapter's pages read through `withConnection`, nothing written: what the fake and the adapter
 *               cost (these rows, as a CSV, are the file import's below)
 *   sync        `startSync` and the keyed job `accounting.sync` enqueued as POST {id}/import does, run by the
 *               deployed consumer (packages/functions/src/queues/jobs.ts) through a local poller shaped like the
 *               heavy queue's: page by page, each page stored and written through the ledger's intake
 *   again       a second sync right after: nothing new, it must create 0
 *
 * and the file import of the first system's invoice rows as a CSV (`importCsv`: the import's parse and commit stages,
 * as its consumer runs them) into a customer of its own, between that system's read and its sync, after a warm-up
 * import (DynamoDB Local's JVM is slower for its first writes). Each path must end with exactly N open items in its
 * customer's ledger (the vouchers and the `open#` counters), or the benchmark fails. Both write unpaced (`unpaced`):
 * deployed, the intake keeps to 400 vouchers a second per customer, a partition's limit DynamoDB Local does not have.
 *
 *   npm run bench -- sync          BENCH_SYNC_N (10 000), BENCH_SYNC_SYSTEMS (fiken,tripletex) override them
 */
import {
  heading,
  importCsv,
  mb,
  measured,
  ms,
  roundTrips,
  table,
  target,
  unpaced,
  withEngines,
  type Bench,
  type Measured,
  type Target,
} from "./lib";
import { AsyncLocalStorage } from "node:async_hooks";
import type { SyncItem } from "@innfri/core/accounting/sync-runs";
import type { ImportRow } from "@innfri/core/ledger/import/types";
import type { SqsHandler } from "../local/poller";

const N = Number(process.env.BENCH_SYNC_N ?? 10_000);
const SYSTEMS = (process.env.BENCH_SYNC_SYSTEMS ?? "fiken,tripletex").split(",").map((s) => s.trim());
/** The open invoices of each fake's demo company; `moreOpenInvoices` adds the rest. */
const DEMO_OPEN = 50;
const USER = "bench";

/** A fake as the benchmark uses it: its fetch, and a way in for the customer (consent or token). */
interface Fake {
  fetch: (req: Request) => Response | Promise<Response>;
  connect: (customerId: string) => Promise<void>;
}

const connections = () => import("@innfri/core/accounting/connections");

/** The customer's consent on the fake's authorize page, as the browser gives it, and the code taken back (OAuth). */
async function consentAndReturn(customerId: string, system: string) {
  const { redirectUriFor, completeOAuth } = await connections();
  const authorize = new URL(await redirectUriFor(customerId, system, USER));
  const page = await fetch(authorize);
  if (page.status !== 200) throw new Error(`${system}'s authorize page answered ${page.status}`);
  const back = await fetch(`${authorize.origin}${authorize.pathname}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      redirect_uri: authorize.searchParams.get("redirect_uri")!,
      state: authorize.searchParams.get("state")!,
      decision: "allow",
    }).toString(),
  });
  const to = new URL(back.headers.get("location")!);
  await completeOAuth(customerId, { state: to.searchParams.get("state")!, code: to.searchParams.get("code")! });
}

const FAKES: Record<string, () => Promise<Fake>> = {
  fiken: async () => {
    const { fikenFake } = await import("../local/fakes/fiken");
    const fake = fikenFake({ moreOpenInvoices: N - DEMO_OPEN });
    return { fetch: (req) => fake.fetch(req), connect: (customerId) => consentAndReturn(customerId, "fiken") };
  },
  tripletex: async () => {
    const { tripletexFake, TRIPLETEX_EMPLOYEE_TOKEN } = await import("../local/fakes/tripletex");
    const fake = tripletexFake({ moreOpenInvoices: N - DEMO_OPEN });
    return {
      fetch: (req) => fake.fetch(req),
      connect: async (customerId) =>
        (await connections()).connectWithTokens(customerId, "tripletex", { employeeToken: TRIPLETEX_EMPLOYEE_TOKEN }),
    };
  },
};

/** The rows of the customer's system, page by page as a sync reads them, nothing written. */
async function readAll(customerId: string, system: string) {
  const { withConnection } = await connections();
  const rows: ImportRow[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page = await withConnection(customerId, (p, conn) => p.syncPage(conn, cursor), system);
    rows.push(...page.rows);
    cursor = page.next;
    pages++;
  } while (cursor);
  return { rows, pages };
}

/**
 * The invoice rows as the file import's CSV: `invoiceCsv`'s columns (Norwegian headers, dates and decimal comma) and
 * the country (a debtor abroad has a postcode Norway's rules would refuse).
 */
async function csvOf(rows: ImportRow[]): Promise<Uint8Array> {
  const { INVOICE_CSV_HEADERS, csvField, norwegianAmount, norwegianDate } =
    await import("@innfri/core/ledger/import/fixtures/generate");
  const lines = [[...INVOICE_CSV_HEADERS, "Land"].join(";")];
  for (const r of rows) {
    if (r.kind !== "invoice") continue;
    const d = r.debtor!;
    const cells = [d.customerNumber, d.name, d.orgNumber, d.address, d.postcode, d.city, d.email, r.number];
    const dates = [norwegianDate(r.voucherDate), norwegianDate(r.dueDate!)];
    const rest = [norwegianAmount(r.amountOre), r.kid, d.country];
    lines.push([...cells, ...dates, ...rest].map((c) => csvField(c ?? "")).join(";"));
  }
  return new TextEncoder().encode(`${lines.join("\r\n")}\r\n`);
}

/** The customer's open items, counted twice: its vouchers (open debits) and its `open#<due date>` counters. */
async function openItems(customerId: string): Promise<{ vouchers: number; counters: number }> {
  const { db } = await import("@innfri/core/dynamo/db");
  const { counters } = await import("@innfri/core/ledger/ledger-counters");
  const { openBalanceOf } = await import("@innfri/core/ledger/voucher-rules");
  const { data } = await db()
    .entities.voucher.query.byId({ customerId })
    .go({ pages: "all", attributes: ["side", "balanceOre", "deletedAt"] });
  const vouchers = data.filter((v) => v.side === "debit" && openBalanceOf(v) > 0).length;
  return { vouchers, counters: (await counters(customerId, "open#")).count };
}

async function expectOpen(customerId: string, what: string) {
  const open = await openItems(customerId);
  if (open.vouchers !== N || open.counters !== N)
    throw new Error(`${what}: ${open.vouchers} open items in the ledger (counters: ${open.counters}), not ${N}`);
  return open;
}

interface Row {
  what: string;
  /** Invoices written (0 for a sync with nothing new). */
  invoices: number;
  rows: number;
  pages?: number;
  requests?: number;
  m: Measured<unknown>;
}

/** A system's fake served on a port of its own, a customer connected to it, and the requests it was asked. */
async function connectedFake(system: string) {
  const make = FAKES[system];
  if (!make) throw new Error(`no fake for ${system} (${Object.keys(FAKES).join(", ")})`);
  const fake = await make();
  const { serveFake } = await import("../local/fakes/serve");
  const { startConnection, getConnection } = await connections();
  const { ulid } = await import("ulid");
  let requests = 0;
  const served = await serveFake((req) => {
    requests++;
    return fake.fetch(req);
  });
  process.env[`INNFRI_${system.toUpperCase()}_URL`] = served.url;
  const customerId = ulid();
  await startConnection(customerId, system);
  await fake.connect(customerId);
  const c = await getConnection(customerId);
  if (c?.status !== "connected" || !c.sealedTokens) throw new Error(`${system} is not connected`);
  return { customerId, close: served.close, requests: () => requests };
}

/** A system's rows: read only, synced, synced again; checked (N invoices, all created once, N open items). */
async function benchSystem(
  system: string,
  syncOnce: (customerId: string, system: string) => Promise<{ s: SyncItem; m: Measured<void> }>,
  port: number,
  before: (rows: ImportRow[]) => Promise<void>,
): Promise<Row[]> {
  const fake = await connectedFake(system);
  const { customerId } = fake;
  try {
    // the requests the fake answered since the last count (the file import in between asks it none)
    let mark = fake.requests();
    const counted = () => {
      const since = fake.requests() - mark;
      mark += since;
      return since;
    };
    const read = await measured(() => readAll(customerId, system), port);
    const { rows: all, pages } = read.result;
    const invoices = all.filter((r) => r.kind === "invoice").length;
    if (invoices !== N) throw new Error(`${system}'s fake lists ${invoices} open invoices`);
    const out: Row[] = [
      { what: `${system}: read only`, invoices: N, rows: all.length, pages, requests: counted(), m: read },
    ];
    await before(all);

    const first = await syncOnce(customerId, system);
    if (first.s.result?.created !== all.length)
      throw new Error(`the sync of ${system} created ${first.s.result?.created} of ${all.length} rows`);
    const open = await expectOpen(customerId, `the sync of ${system}`);
    out.push({
      what: `${system}: sync`,
      invoices: N,
      rows: all.length,
      pages: first.s.page,
      requests: counted(),
      m: first.m,
    });
    console.log(
      `${system}: ${all.length} rows (${N} invoices, ${all.length - N} payments and credit notes) on ` +
        `${first.s.result.debtorsCreated} debtors; ${open.vouchers} open items (counters ${open.counters})` +
        (first.s.issues?.length ? `; issues: ${first.s.issues.length}` : ""),
    );

    const again = await syncOnce(customerId, system);
    if (again.s.result?.created !== 0)
      throw new Error(`the no-change sync of ${system} created ${again.s.result?.created}`);
    await expectOpen(customerId, `the second sync of ${system}`);
    const rows = again.s.result.skipped + again.s.result.created;
    out.push({ what: `${system}: again`, invoices: 0, rows, pages: again.s.page, requests: counted(), m: again.m });
    return out;
  } finally {
    fake.close();
  }
}

const rate = (r: Row) => (r.invoices / r.m.ms) * 1000;

function report(results: Row[], pace: number): Target[] {
  const cpu = (m: Measured<unknown>) => `${m.cpu.node.toFixed(1)} / ${m.cpu.dynamo?.toFixed(1) ?? "?"} s`;
  const headers = [
    "",
    "wall",
    "invoices/s",
    "rows",
    "pages",
    "requests",
    "DynamoDB calls",
    "a row",
    "CPU node / DDB",
    "peak RSS",
  ];
  console.log(
    "\n" +
      table(
        headers,
        results.map((r) => [
          r.what,
          ms(r.m.ms, 0),
          r.invoices ? rate(r).toFixed(0) : "–",
          r.rows,
          r.pages ?? "–",
          r.requests ?? "–",
          roundTrips(r.m),
          r.rows ? (roundTrips(r.m) / r.rows).toFixed(2) : "–",
          cpu(r.m),
          mb(r.m.peakRss),
        ]),
      ),
  );
  console.log("\nDynamoDB commands:");
  for (const r of results.filter((x) => roundTrips(x.m))) {
    const byCommand = Object.entries(r.m.dynamo).sort((a, b) => b[1] - a[1]);
    console.log(`  ${r.what}: ${byCommand.map(([c, n]) => `${c} ${n}`).join(", ")}`);
  }
  const parse = results.find((r) => r.what === "file import: parse + preview")!;
  const commit = results.find((r) => r.what === "file import: commit")!;
  const targets: Target[] = [];
  for (const system of SYSTEMS) {
    const sync = results.find((r) => r.what === `${system}: sync`)!;
    const again = results.find((r) => r.what === `${system}: again`)!;
    const ratio = rate(sync) / rate(commit);
    console.log(
      `\n${system}: the sync writes ${ratio.toFixed(2)}× the invoices a second of the file import's commit; its ` +
        `time ${(sync.m.ms / (parse.m.ms + commit.m.ms)).toFixed(2)}× the import's parse + commit; CPU ` +
        `${((sync.m.cpu.node + (sync.m.cpu.dynamo ?? 0)) / (commit.m.cpu.node + (commit.m.cpu.dynamo ?? 0))).toFixed(2)}× ` +
        `the commit's; a sync with nothing new ${ms(again.m.ms, 0)}`,
    );
    targets.push(
      target(`sync of ${N} invoices from ${system} / file import commit`, `${ratio.toFixed(2)}×`, "printed", true),
      target(`${system}: a sync with nothing new`, ms(again.m.ms, 0), "printed, creates 0", true),
    );
  }
  console.log(`\n(unpaced; deployed, the intake keeps to ${pace} vouchers/s per customer, either path)`);
  return targets;
}

const bench: Bench = {
  name: "sync",
  async run() {
    heading(
      `Sync of ${N} open invoices from ${SYSTEMS.join(", ")} (local fakes) beside the file import of the same rows`,
    );
    return withEngines(
      async (engines) => {
        const { ulid } = await import("ulid");
        const { Clock } = await import("@innfri/core/clock");
        const { db } = await import("@innfri/core/dynamo/db");
        const { startSync } = await import("@innfri/core/accounting/sync-runs");
        const { syncJob } = await import("@innfri/core/accounting/accounting.schema");
        const { enqueue } = await import("@innfri/core/jobs/queue");
        const { invoiceCsv } = await import("@innfri/core/ledger/import/fixtures/generate");
        const { startPoller, JOBS_HANDLER_FILE } = await import("../local/poller");
        const { importFile } = await import("../local/log");
        const port = engines.ports.dynamodb;
        const { pace, restore } = await unpaced();
        // the consumer's modules loaded once, as a warm Lambda has them (the first sync is not a cold start)
        const consumer = (await importFile<{ handler: SqsHandler }>(JOBS_HANDLER_FILE)).handler;
        // one poller for the whole run, shaped like the heavy queue's consumer (stacks/Jobs.ts CONSUMERS: one
        // message an invocation, 5 at once); an invocation runs in the async context of the sync being measured, so
        // its DynamoDB commands count there (a poller per sync, stopped mid long-poll, could lose the next message)
        let measuring: (<R>(fn: () => R) => R) | undefined;
        const poller = startPoller({
          batchSize: 1,
          concurrency: 5,
          waitTimeSeconds: 1,
          handler: (event, context) => (measuring ?? ((fn) => fn()))(() => consumer(event, context)),
        });
        try {
          /** One sync as POST {id}/import starts it and the heavy queue's consumer runs it, to its end. */
          const syncOnce = async (customerId: string, system: string) => {
            const { syncId, started } = await startSync(customerId, "manual", USER, system);
            if (!started) throw new Error(`a sync of ${system} was running already`);
            const failed = poller.stats.failed;
            const m = await measured(async () => {
              measuring = AsyncLocalStorage.snapshot();
              await enqueue(syncJob, { customerId, syncId, round: 0 });
              await poller.drain({ timeoutMs: 3_600_000 });
            }, port);
            measuring = undefined;
            if (poller.stats.failed > failed) throw new Error(`${poller.stats.failed - failed} sync deliveries failed`);
            const s = (await db().entities.accountingSync.get({ customerId, syncId }).go({ consistent: true })).data!;
            if (s.status !== "done") throw new Error(`the sync of ${system} ended ${s.status} (${s.error ?? ""})`);
            return { s, m };
          };

          // DynamoDB Local's JVM warmed up first (its first thousand writes are slower), so neither path pays it
          const warm = new TextEncoder().encode(invoiceCsv(1_000, { today: Clock.today() }));
          await importCsv(ulid(), warm, 1_000);

          const results: Row[] = [];
          for (const [i, system] of SYSTEMS.entries()) {
            // the file import of the first system's invoice rows (as read), into a customer of its own, before
            // that system's sync, so the two run on an engine equally warm
            const fileImport = async (rows: ImportRow[]) => {
              if (i > 0) return;
              const csv = await csvOf(rows);
              const customerId = ulid();
              const file = await importCsv(customerId, csv, N, port);
              await expectOpen(customerId, "the file import");
              console.log(`file import: a CSV of ${system}'s ${N} invoice rows, ${(csv.length / 1024).toFixed(0)} KB`);
              for (const [what, m] of [
                ["parse + preview", file.parse],
                ["commit", file.commit],
              ] as const)
                results.push({ what: `file import: ${what}`, invoices: N, rows: N, m });
            };
            results.push(...(await benchSystem(system, syncOnce, port, fileImport)));
          }
          const targets = report(results, pace);
          restore();
          return targets;
        } finally {
          await poller.stop();
        }
      },
      // the heavy queue's visibility as deployed (6 × its 15-minute job limit): a long sync is not delivered twice
      { queueVisibilityTimeout: 5_400 },
    );
  },
};
export default bench;
