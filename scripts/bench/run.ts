/**
 * `npm run bench [-- <name> ...]`: runs every `scripts/bench/*.bench.ts` (or those whose file name contains one of
 * the given words) one after another and prints their figures and the targets of DESIGN.md section 8.
 *
 * Exit code: 0 when every benchmark ran, even if a target was missed (it is printed as MISSED); 1 when a benchmark
 * failed with an error. Benchmarks are measurements, not tests.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { heading, printTargets, table, type Bench, type Target } from "./lib";

const dir = path.dirname(fileURLToPath(import.meta.url));
const filters = process.argv.slice(2).filter((a) => !a.startsWith("-"));
const files = readdirSync(dir)
  .filter((f) => f.endsWith(".bench.ts"))
  .filter((f) => filters.length === 0 || filters.some((w) => f.includes(w)))
  .sort();

if (files.length === 0) {
  console.error(`No benchmark matches ${filters.join(", ")} in ${dir}`);
  process.exit(1);
}

/**
 * Each benchmark runs in a process of its own: they start their own engines, and the SDK clients and table names
 * that core caches per process must not outlive the engines of the benchmark before.
 */
const only = process.env.INNFRI_BENCH_ONLY;
if (only) {
  const bench = ((await import(pathToFileURL(path.join(dir, only)).href)) as { default: Bench }).default;
  const targets = await bench.run();
  printTargets(targets);
  writeFileSync(process.env.INNFRI_BENCH_OUT!, JSON.stringify({ name: bench.name, targets }));
  process.exit(0);
}

const summary: { bench: string; seconds: string; targets: Target[]; error?: string }[] = [];
for (const file of files) {
  const started = performance.now();
  const out = path.join(mkdtempSync(path.join(tmpdir(), "innfri-bench-")), "result.json");
  // the flags (`--full`) go to the benchmark's process too; it reads them from its own argv
  const child = spawnSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
    stdio: "inherit",
    env: { ...process.env, INNFRI_BENCH_ONLY: file, INNFRI_BENCH_OUT: out },
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (child.status === 0 && existsSync(out)) {
    const result = JSON.parse(readFileSync(out, "utf8")) as { name: string; targets: Target[] };
    summary.push({ bench: result.name, seconds, targets: result.targets });
  } else {
    console.error(`\n${file} failed (exit ${child.status ?? child.signal})`);
    summary.push({
      bench: file.replace(".bench.ts", ""),
      seconds,
      targets: [],
      error: `exit ${child.status ?? child.signal}`,
    });
  }
}

heading("Summary");
console.log(
  table(
    ["benchmark", "time", "targets met", "result"],
    summary.map((s) => {
      const met = s.targets.filter((t) => t.met).length;
      const result = s.error ? `ERROR: ${s.error.split("\n")[0]}` : met === s.targets.length ? "ok" : "MISSED";
      return [s.bench, `${s.seconds} s`, `${met}/${s.targets.length}`, result];
    }),
  ),
);
const missed = summary.flatMap((s) => s.targets.filter((t) => !t.met).map((t) => `${s.bench}: ${t.what}`));
if (missed.length) console.log(`\nMISSED: ${missed.join("; ")}`);

// Engines and SDK clients may leave handles open; the figures are printed, so end here.
process.exit(summary.some((s) => s.error) ? 1 : 0);
