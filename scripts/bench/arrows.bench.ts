/**
 * The context arrows of a payment and of a letter (issue 20, design review 2 change 3: "Measure, before and after, the
 * files a payment on a case visits and the bundle of the ledger and admin functions"; the letters → cases arrow the
 * same way). Three readings, none of them a timing:
 *
 *   imports   the static import graph of core (esbuild's metafile, `import` statements only: what loads with the
 *             module, not what an `import()` may load later): which `cases/**` files each ledger module and each
 *             letters module reaches;
 *   bundles   each API function and the jobs consumer built as deployed (lambda-bundle.ts): the core files of each
 *             context it loads at cold start (files and minified bytes), the `cases/**` ones named for the ledger;
 *   walk      one payment on a case, run for real against DynamoDB Local, under V8's precise coverage (call counts):
 *             the core files whose functions ran and how many function calls each saw. Two payments: the case's own
 *             (`registerCaseVoucher`, POST cases/{id}/vouchers) and a ledger payment whose KID pays a case's claim
 *             (`createVoucher`, POST /payments). A warm-up payment of each kind runs first, so module loading is not
 *             counted.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { Session } from "node:inspector/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { BuildOptions, Metafile } from "esbuild";
import { API_FUNCTIONS } from "../../packages/api/src/functions/manifest";
import { buildLikeSst, sstEsbuild } from "./lambda-bundle";
import { heading, kb, ROOT, table, target, type Bench } from "./lib";

const CORE = "packages/core/src/";

/** The context of a core file: its first folder (`cases`, `ledger` …), or `(top)` for a file directly in src/. */
const contextOf = (file: string) => {
  const rest = file.slice(file.indexOf(CORE) + CORE.length);
  return rest.includes("/") ? rest.split("/")[0]! : "(top)";
};

/** The source files an entry loads through `import` statements only (type imports are erased by esbuild). */
function staticFiles(meta: Metafile, entry: string): string[] {
  const seen = new Set<string>([entry]);
  for (const f of seen) {
    for (const i of meta.inputs[f]?.imports ?? []) {
      if (i.kind === "import-statement" && !i.external && meta.inputs[i.path]) seen.add(i.path);
    }
  }
  return [...seen];
}

/** The context below cases whose arrow to cases is measured: the ledger (commit hooks), letters (letter hooks). */
type Below = "ledger" | "letters";

async function importGraph(from: Below) {
  heading(`Imports: the cases/** files each ${from} module reaches through static imports`);
  const { esbuild } = sstEsbuild();
  const { readdirSync } = await import("node:fs");
  const modules = (dir: string): string[] =>
    readdirSync(path.join(ROOT, CORE, dir), { withFileTypes: true }).flatMap((d) =>
      d.isDirectory()
        ? modules(`${dir}/${d.name}`)
        : d.name.endsWith(".ts") && !/\.(test|spec)\.ts$/.test(d.name) && !d.name.endsWith(".db.ts")
          ? [`${CORE}${dir}/${d.name}`]
          : [],
    );
  // the ledger's own files (its import/ and interest/ folders measured with their callers), every letters file
  const files =
    from === "ledger"
      ? readdirSync(path.join(ROOT, CORE, "ledger"))
          .filter((f) => f.endsWith(".ts") && !/\.(test|spec)\.ts$/.test(f) && !f.endsWith(".db.ts"))
          .map((f) => `${CORE}ledger/${f}`)
      : modules("letters");
  const result = await esbuild.build({
    entryPoints: files.map((f) => path.join(ROOT, f)),
    absWorkingDir: ROOT,
    bundle: true,
    write: false,
    metafile: true,
    platform: "node",
    format: "esm",
    splitting: true,
    outdir: "/tmp/innfri-arrows-unused",
    packages: "external",
    logLevel: "silent",
  } satisfies BuildOptions);
  const meta = result.metafile;
  const rows: (string | number)[][] = [];
  const union = new Set<string>();
  for (const f of files) {
    const cases = staticFiles(meta, f).filter((x) => x.startsWith(`${CORE}cases/`));
    cases.forEach((c) => union.add(c));
    if (cases.length)
      rows.push([f.slice(CORE.length), cases.length, kb(cases.reduce((s, c) => s + meta.inputs[c]!.bytes, 0))]);
  }
  console.log(rows.length ? table([`${from} module`, "cases files", "their source"], rows) : "(none)");
  const direct = files.flatMap((f) =>
    meta.inputs[f]!.imports.filter((i) => i.path.startsWith(`${CORE}cases/`)).map(
      (i) => `${f.slice(CORE.length)} → ${i.path.slice(CORE.length)} (${i.kind})`,
    ),
  );
  console.log(`\n${from} → cases imports written in ${from} files: ${direct.length}`);
  for (const d of direct) console.log(`  ${d}`);
  const bytes = [...union].reduce((s, c) => s + meta.inputs[c]!.bytes, 0);
  console.log(`\ncases files reached from any ${from} module: ${union.size} (${kb(bytes)} of source)`);
  for (const c of [...union].sort()) console.log(`  ${c.slice(CORE.length)}`);
  return { files: union.size, direct: direct.length, bytes };
}

async function bundles() {
  heading("Bundles: the core files each function loads at cold start, by context (files / minified bytes)");
  const out = mkdtempSync(path.join(tmpdir(), "innfri-arrows-"));
  try {
    const entries = [
      ...API_FUNCTIONS.map((f) => ({ name: f.name, entry: `packages/api/src/functions/${f.name}.ts` })),
      { name: "jobs (SQS consumer)", entry: "packages/functions/src/queues/jobs.ts" },
    ];
    const shown = ["cases", "ledger", "letters", "procedures", "law", "accounts"];
    const rows: string[][] = [];
    const casesOf: Record<string, string[]> = {};
    const loaded: Record<string, number> = {};
    for (const e of entries) {
      const built = await buildLikeSst(e.entry, path.join(out, e.name.split(" ")[0]!));
      loaded[e.name] = built.loadedBytes;
      const core = [...built.inputs].filter(([f]) => f.includes(CORE));
      const by = new Map<string, { files: number; bytes: number }>();
      for (const [f, b] of core) {
        const c = contextOf(f);
        const s = by.get(c) ?? { files: 0, bytes: 0 };
        by.set(c, { files: s.files + 1, bytes: s.bytes + b });
      }
      casesOf[e.name] = core
        .filter(([f]) => contextOf(f) === "cases")
        .map(([f]) => f.slice(f.indexOf(CORE) + CORE.length));
      rows.push([
        e.name,
        kb(built.loadedBytes),
        ...shown.map((c) => {
          const s = by.get(c);
          return s ? `${s.files} / ${kb(s.bytes)}` : "–";
        }),
      ]);
    }
    console.log(table(["function", "loaded (min.)", ...shown], rows));
    for (const name of ["ledger", "imports", "admin", "collection", "jobs (SQS consumer)"]) {
      console.log(`\n${name}: cases files loaded at cold start: ${casesOf[name]?.length ?? 0}`);
      for (const f of casesOf[name] ?? []) console.log(`  ${f}`);
    }
    return { loaded, casesOf };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

interface Coverage {
  result: { url: string; functions: { functionName: string; ranges: { startOffset: number; count: number }[] }[] }[];
}

/** The core files whose functions ran during `work`, with the number of function calls in each. */
async function walk(session: Session, work: () => Promise<unknown>): Promise<Map<string, number>> {
  await session.post("Profiler.takePreciseCoverage"); // resets the counts
  await work();
  const { result } = (await session.post("Profiler.takePreciseCoverage")) as unknown as Coverage;
  const calls = new Map<string, number>();
  for (const script of result) {
    if (!script.url.includes(CORE) || script.url.includes("node_modules")) continue;
    const file = fileURLToPath(script.url).slice(path.join(ROOT, CORE).length);
    // the module's own body (offset 0) ran when it loaded, not in this payment
    const n = script.functions.filter((f) => f.ranges[0]!.startOffset > 0).reduce((s, f) => s + f.ranges[0]!.count, 0);
    if (n > 0) calls.set(file, n);
  }
  return calls;
}

function printWalk(title: string, calls: Map<string, number>) {
  const by = new Map<string, { files: number; calls: number }>();
  for (const [f, n] of calls) {
    const c = contextOf(CORE + f);
    const s = by.get(c) ?? { files: 0, calls: 0 };
    by.set(c, { files: s.files + 1, calls: s.calls + n });
  }
  console.log(`\n${title}: ${calls.size} core files, ${[...calls.values()].reduce((s, n) => s + n, 0)} function calls`);
  console.log(
    table(
      ["context", "files", "calls"],
      [...by].sort((a, b) => b[1].calls - a[1].calls).map(([c, s]) => [c, s.files, s.calls]),
    ),
  );
  console.log(
    `  files: ${[...calls]
      .sort((a, b) => b[1] - a[1])
      .map(([f, n]) => `${f} ${n}`)
      .join(", ")}`,
  );
}

async function payments() {
  heading("Walk: one payment on a case, the core files whose functions ran (V8 precise coverage)");
  process.env.INNFRI_LOG ??= "silent";
  process.env.INNFRI_LOCAL_QUIET ??= "1";
  const { startEngines } = await import("../local/engines");
  const engines = await startEngines();
  const session = new Session();
  session.connect();
  try {
    await session.post("Profiler.enable");
    await session.post("Profiler.startPreciseCoverage", { callCount: true, detailed: false });
    const { Clock } = await import("@innfri/core/clock");
    const { db } = await import("@innfri/core/dynamo/db");
    const { seedProcedures } = await import("@innfri/core/procedures/seed");
    const { credit } = await import("@innfri/core/billing/entitlements");
    const { saveDebtor } = await import("@innfri/core/ledger/debtors");
    const { createVoucher } = await import("@innfri/core/ledger/vouchers");
    const { VOUCHER_TYPES } = await import("@innfri/core/ledger/voucher-rules");
    const { StartCaseInput } = await import("@innfri/core/cases/case.schema");
    const { startCase } = await import("@innfri/core/cases/start");
    const { getCase } = await import("@innfri/core/cases/store");
    const { registerCaseVoucher } = await import("@innfri/core/cases/operations/case-payments");
    const { CaseVoucherInput } = await import("@innfri/core/cases/operations/case-payments.schema");
    const { createUser } = await import("../../packages/api/test/support");

    Clock.setNow(new Date("2026-11-20T10:00:00Z"));
    await seedProcedures();
    const seeded = await createUser({ permission: "owner", customerName: "Benk Piler AS" });
    const customerId = seeded.customerId!;
    await db()
      .entities.customer.patch({ customerId })
      .set({ address: "Storgata 1", postNumber: "0155", city: "Oslo", accountNumber: "12345678903" })
      .go();
    await credit(customerId, { cases: 5, halfSends: 10 }, "bench", { userId: "system" });
    const actor = { userId: "bench" };
    const caseOn = async (n: number) => {
      const { debtor } = await saveDebtor(customerId, {
        type: "person",
        name: `Debitor Pil ${n}`,
        customerNumber: `7100${n}`,
        address: "Gata 2",
        postcode: "0150",
        city: "Oslo",
      });
      const invoice = await createVoucher(
        customerId,
        {
          type: VOUCHER_TYPES.invoice,
          number: `PIL-${n}`,
          voucherDate: "2026-09-01",
          dueDate: "2026-10-01",
          amountOre: 10_000_00,
          debtorId: debtor.debtorId,
        },
        actor,
      );
      const { case: c } = await startCase(
        customerId,
        StartCaseInput.parse({ debtorId: debtor.debtorId, voucherIds: [invoice.voucherId] }),
        actor,
      );
      return { caseId: String(c.caseNumber), invoice, debtor };
    };
    const a = await caseOn(1);
    const b = await caseOn(2);
    const onCase = (caseId: string, amount: string) =>
      registerCaseVoucher(
        customerId,
        caseId,
        CaseVoucherInput.parse({ type: "payment", voucherDate: "2026-11-19", amount }),
        actor,
      );
    const byInvoice = (x: Awaited<ReturnType<typeof caseOn>>, amount: number) =>
      createVoucher(
        customerId,
        {
          type: VOUCHER_TYPES.payment,
          voucherDate: "2026-11-19",
          amountOre: amount,
          invoiceNumber: x.invoice.number!,
          debtorId: x.debtor.debtorId,
        },
        actor,
      );
    // warm-up: every module of both paths loaded (and their lazy parts), then one measured payment of each kind
    await onCase(a.caseId, "100,00");
    await byInvoice(b, 100_00);
    const caseWalk = await walk(session, () => onCase(a.caseId, "100,00"));
    const ledgerWalk = await walk(session, () => byInvoice(b, 100_00));
    const [ca, cb] = await Promise.all([getCase(customerId, a.caseId), getCase(customerId, b.caseId)]);
    if (ca.paidOre !== 200_00 || cb.paidOre !== 200_00)
      throw new Error(`the payments did not reach the cases: ${ca.paidOre} / ${cb.paidOre}`);
    printWalk("POST cases/{id}/vouchers (registerCaseVoucher)", caseWalk);
    printWalk("POST /payments naming a case's claim (createVoucher)", ledgerWalk);
    return { caseWalk, ledgerWalk };
  } finally {
    session.disconnect();
    await engines.stop();
  }
}

const bench: Bench = {
  name: "arrows",
  async run() {
    const graph = await importGraph("ledger");
    const letters = await importGraph("letters");
    const built = await bundles();
    const walked = await payments();
    const files = (m: Map<string, number>) => `${m.size} files, ${[...m.values()].reduce((s, n) => s + n, 0)} calls`;
    return [
      target("ledger → cases imports written in ledger files", String(graph.direct), "0 (one way)", graph.direct === 0),
      target(
        "letters → cases imports written in letters files",
        String(letters.direct),
        "0 (one way)",
        letters.direct === 0,
      ),
      target(
        "cases files the letters' modules reach (static)",
        `${letters.files} (${kb(letters.bytes)})`,
        "reported",
        true,
      ),
      target(
        "collection function (print queue): loaded",
        kb(built.loaded.collection ?? 0),
        "≤ 1024 KB",
        (built.loaded.collection ?? 0) <= 1024 * 1024,
      ),
      target("jobs consumer: loaded", kb(built.loaded["jobs (SQS consumer)"] ?? 0), "reported", true),
      target(
        "cases files the ledger's modules reach (static)",
        `${graph.files} (${kb(graph.bytes)})`,
        "reported",
        true,
      ),
      target("ledger function: cases files at cold start", String(built.casesOf.ledger?.length ?? 0), "reported", true),
      target(
        "ledger function: loaded",
        kb(built.loaded.ledger ?? 0),
        "≤ 1024 KB",
        (built.loaded.ledger ?? 0) <= 1024 * 1024,
      ),
      target(
        "admin function: loaded",
        kb(built.loaded.admin ?? 0),
        "≤ 1024 KB",
        (built.loaded.admin ?? 0) <= 1024 * 1024,
      ),
      target("walk of a case payment (registerCaseVoucher)", files(walked.caseWalk), "reported", true),
      target("walk of a ledger payment paying a case", files(walked.ledgerWalk), "reported", true),
    ];
  },
};

export default bench;
