/**
 * The API functions' bundles: each function of packages/api/src/functions/manifest.ts bundled as stacks/Api.ts
 * deploys it (lambda-bundle.ts: SST's esbuild, the API functions' props of stacks/bundling.ts, code splitting),
 * and the module load time of each: a fresh `node` process imports its entry (RUNS times, in turns across the
 * functions so a busy machine slows them alike) with the environment a deployed Lambda has.
 *
 * Size is what a cold start loads: the entry and the chunks it imports statically (chunks behind an `import()`
 * load only when a request needs them; "in zip" counts them too). Targets (issues 9 and 20, DESIGN.md section 8):
 * every function ≤ 1 MB minified, and its module load ≤ 1.5× that of the minimal function (minimal-function.ts:
 * Hono, the DynamoDB client, ElectroDB, zod, one route) built the same way and loaded in the same rounds. The
 * ratio is the median over the rounds of (the function's load / the minimal function's load in that round), so a
 * burst of load on a shared machine slows both sides of a ratio alike; the absolute times are printed beside it.
 * The whole app (lambda.ts, deployed only for the OpenAPI document) is printed for comparison, without a target.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { API_FUNCTIONS } from "../../packages/api/src/functions/manifest";
import { API_NODEJS } from "../../stacks/bundling";
import { buildLikeSst, byPackage, measureLoad, sstEsbuild, type Built, type LoadRun } from "./lambda-bundle";
import { heading, kb, median, ms, table, target, type Bench } from "./lib";

const RUNS = 7;
export const MAX_BYTES = 1024 * 1024;
/** DESIGN.md section 8: a function's module load against the minimal function's, measured in the same run. */
export const MAX_LOAD_RATIO = 1.5;
const MINIMAL = "(minimal function)";

interface Measured {
  name: string;
  built: Built;
  runs: LoadRun[];
  noMaps: LoadRun[];
}

const bench: Bench = {
  name: "bundle",
  async run() {
    heading("API functions: bundle and module load (packages/api/src/functions, as stacks/Api.ts deploys them)");
    const out = mkdtempSync(path.join(tmpdir(), "innfri-bundle-"));
    try {
      const external = (API_NODEJS.esbuild as { external?: string[] } | undefined)?.external ?? [];
      console.log(`built with ${sstEsbuild().from}; splitting ${API_NODEJS.splitting ? "on" : "off"}`);
      console.log(`left to the Lambda runtime (external): ${external.length ? external.join(", ") : "nothing"}\n`);
      const fns: Measured[] = [];
      for (const f of API_FUNCTIONS) {
        const built = await buildLikeSst(`packages/api/src/functions/${f.name}.ts`, path.join(out, f.name));
        fns.push({ name: f.name, built, runs: [], noMaps: [] });
      }
      const whole = await buildLikeSst("packages/api/src/lambda.ts", path.join(out, "docs"));
      const docs: Measured = { name: "(docs: the whole app)", built: whole, runs: [], noMaps: [] };
      const minimal: Measured = {
        name: MINIMAL,
        built: await buildLikeSst("scripts/bench/minimal-function.ts", path.join(out, "minimal")),
        runs: [],
        noMaps: [],
      };
      const all = [minimal, ...fns, docs];

      for (let i = 0; i < RUNS; i++) {
        for (const m of all) m.runs.push(...measureLoad(m.built.entry, 1));
      }
      // For comparison: without the source maps (Node reads and parses them at import with --enable-source-maps).
      for (let i = 0; i < 3; i++) {
        for (const m of all) m.noMaps.push(...measureLoad(m.built.entry, 1, { env: { NODE_OPTIONS: "" } }));
      }

      const loadOf = (m: Measured) => median(m.runs.map((r) => r.loaded));
      // round i of every function ran between the same rounds of the others: compare each with its own round
      const ratioOf = (m: Measured) => median(m.runs.map((r, i) => r.loaded / minimal.runs[i]!.loaded));
      const bytesRatioOf = (m: Measured) => m.built.loadedBytes / minimal.built.loadedBytes;
      const x = (v: number) => `${v.toFixed(2)}×`;
      console.log(
        table(
          [
            "function",
            "loaded (min.)",
            "gzip -9",
            "in zip",
            "load median",
            "no maps",
            "whole process",
            "RSS",
            "limits",
          ],
          all.map((m) => {
            const over = [
              m.built.loadedBytes > MAX_BYTES ? "SIZE > 1 MB" : "",
              ratioOf(m) > MAX_LOAD_RATIO ? `load > ${MAX_LOAD_RATIO}× minimal` : "",
            ].filter(Boolean);
            return [
              m.name,
              kb(m.built.loadedBytes),
              kb(m.built.loadedGzip),
              kb(m.built.totalBytes),
              ms(loadOf(m), 0),
              ms(median(m.noMaps.map((r) => r.loaded)), 0),
              ms(median(m.runs.map((r) => r.total)), 0),
              `${(median(m.runs.map((r) => r.rss)) / 1024 / 1024).toFixed(0)} MB`,
              m === docs || m === minimal ? "(no target)" : over.length ? over.join(", ") : "ok",
            ];
          }),
        ),
      );
      console.log(
        `\n(${RUNS} fresh node ${process.version} processes per function, NODE_OPTIONS=--enable-source-maps as deployed)`,
      );

      heading(`Against the minimal function (Hono, DynamoDB client, ElectroDB, zod, one route), same run`);
      console.log(
        table(
          [
            "function",
            "loaded",
            "bytes ×",
            "headroom to 1 MB",
            "load median",
            "load × (median of rounds)",
            `≤ ${MAX_LOAD_RATIO}×`,
          ],
          all.map((m) => [
            m.name,
            kb(m.built.loadedBytes),
            x(bytesRatioOf(m)),
            m === minimal ? "" : kb(MAX_BYTES - m.built.loadedBytes),
            ms(loadOf(m), 0),
            m === minimal ? "1.00× (yardstick)" : x(ratioOf(m)),
            m === minimal || m === docs ? "" : ratioOf(m) <= MAX_LOAD_RATIO ? "ok" : "MISSED",
          ]),
        ),
      );
      console.log(
        `minimal function: ${byPackage(minimal.built.inputs)
          .slice(0, 7)
          .map(([p, b]) => `${p} ${kb(b)}`)
          .join(", ")}`,
      );
      console.log("\nlargest parts of what each function loads:");
      for (const m of fns) {
        const top = byPackage(m.built.inputs).slice(0, 7);
        console.log(`  ${m.name.padEnd(9)} ${top.map(([p, b]) => `${p} ${kb(b)}`).join(", ")}`);
      }

      return fns.flatMap((m) => [
        target(
          `${m.name}: bundle loaded (minified)`,
          kb(m.built.loadedBytes),
          "≤ 1024 KB",
          m.built.loadedBytes <= MAX_BYTES,
        ),
        target(
          `${m.name}: module load against the minimal function`,
          `${x(ratioOf(m))} (${ms(loadOf(m), 0)} / ${ms(loadOf(minimal), 0)})`,
          `≤ ${MAX_LOAD_RATIO}×`,
          ratioOf(m) <= MAX_LOAD_RATIO,
        ),
      ]);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  },
};

export default bench;
