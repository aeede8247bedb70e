/**
 * `npx tsx scripts/bench/cold-start-options.ts [runs]`: the comparison behind "Cold start" in docs/decisions.md.
 * Bundles the API three ways, as SST deploys (lambda-bundle.ts), and times the module load in fresh processes:
 *
 *  - whole: one function with every route (packages/api/src/lambda.ts, as before issue 9);
 *  - lazy: one function whose route groups are `import()`ed on their first request, with esbuild code splitting
 *    (a probe entry built here: the init loads the shared middleware, the first request of a group its chunk);
 *  - per function: one function per context (packages/api/src/functions/<name>.ts), each bundling its routes.
 *
 * The candidates are timed in turns (one process each per round), so a busy machine slows them alike.
 * Not a `*.bench.ts`: `npm run bench` runs bundle.bench.ts, which measures the functions as deployed.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { API_FUNCTIONS } from "../../packages/api/src/functions/manifest";
import { RUNTIME_PROVIDED_MODULES } from "../../stacks/settings";
import { buildLikeSst, byPackage, measureLoad, type LoadRun, type NodejsProps } from "./lambda-bundle";
import { heading, kb, median, ms, table } from "./lib";

const RUNS = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? 7);
const SIZES_ONLY = process.argv.includes("--sizes");
/** The app's default bundling (sst.config.ts), as the API was bundled before issue 9. */
const PLAIN: NodejsProps = { format: "esm", minify: true, sourcemap: true, esbuild: { external: RUNTIME_PROVIDED_MODULES } };
const names = API_FUNCTIONS.map((f) => f.name);

/** Option (a): every group behind one dispatcher, each loaded by `import()` on the first request that needs it. */
const LAZY = `
import { handle } from "hono/aws-lambda";
import { loadSecrets } from "@innfri/core/config";
import { apiApp } from "../base";
import { router } from "../lib/openapi";
await loadSecrets();
const groups = {
${names.map((n) => `  ${n}: () => import("./${n}.routes").then((m) => m.${n}Routes),`).join("\n")}
};
const apps = new Map();
export const load = (name) => apps.get(name) ?? apps.set(name, groups[name]().then(apiApp)).get(name);
const PREFIXES = ${JSON.stringify(API_FUNCTIONS.flatMap((f) => f.paths.map((p) => [p.split("/")[1], f.name])))};
const groupOf = (path) => PREFIXES.find(([p]) => path.split("/")[2] === p)?.[1] ?? "admin";
export const handler = handle(
  router().all("*", async (c) => (await load(groupOf(c.req.path))).fetch(c.req.raw, c.env)),
);
`;

interface Candidate {
  what: string;
  entry: string;
  loaded: number;
  total: number;
  then?: string;
  runs: LoadRun[];
}

const out = mkdtempSync(path.join(tmpdir(), "innfri-cold-"));
try {
  heading(`API cold start: three ways to deploy (${RUNS} fresh processes each, medians, source maps on)`);
  const candidates: Candidate[] = [];
  const add = (what: string, b: Awaited<ReturnType<typeof buildLikeSst>>, then?: string) =>
    candidates.push({ what, entry: b.entry, loaded: b.loadedBytes, total: b.totalBytes, then, runs: [] });

  const whole = "packages/api/src/lambda.ts";
  add("whole app, one function", await buildLikeSst(whole, path.join(out, "whole"), { nodejs: PLAIN }));
  add("whole app, split + zod en", await buildLikeSst(whole, path.join(out, "whole-split")));
  // with the API functions' bundling (splitting on): each group a chunk loaded by its import()
  const lazy = await buildLikeSst("packages/api/src/functions/lazy.ts", path.join(out, "lazy"), { contents: LAZY });
  add("lazy groups (a): init only", lazy);
  for (const name of names) add(`  (a) + first request of ${name}`, lazy, `await mod.load(${JSON.stringify(name)});`);
  for (const name of names) {
    const entry = `packages/api/src/functions/${name}.ts`;
    add(`per function (b): ${name}`, await buildLikeSst(entry, path.join(out, `${name}-plain`), { nodejs: PLAIN }));
    const fn = await buildLikeSst(entry, path.join(out, name));
    add(`  (b) split + zod en: ${name}`, fn);
    console.log(`${name}: ${byPackage(fn.inputs).slice(0, 8).map(([p, b]) => `${p} ${kb(b)}`).join(", ")}`);
  }
  for (let i = 0; i < (SIZES_ONLY ? 0 : RUNS); i++) {
    for (const c of candidates) c.runs.push(...measureLoad(c.entry, 1, { then: c.then }));
  }
  console.log(
    "\n" +
      table(
        ["deployment", "loaded at init", "code in zip", "import()", "+ first request", "cold start"],
        candidates.map((c) => {
          const loaded = median(c.runs.map((r) => r.loaded));
          const then = median(c.runs.map((r) => r.then));
          return [c.what, kb(c.loaded), kb(c.total), ms(loaded, 0), c.then ? ms(then, 0) : "", ms(median(c.runs.map((r) => r.loaded + r.then)), 0)];
        }),
      ),
  );
} finally {
  rmSync(out, { recursive: true, force: true });
}
