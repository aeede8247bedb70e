/**
 * The API Lambda bundle: `packages/api/src/lambda.ts` bundled the way SST v2 bundles a nodejs function for
 * deploy (node_modules/sst/runtime/handlers/node.js with our default props from sst.config.ts: format esm,
 * minify, sourcemap, and the modules the Lambda runtime provides as external — `RUNTIME_PROVIDED_MODULES` of
 * stacks/settings.ts): SST's own esbuild, platform node, target esnext, mainFields module/main, keepNames, the
 * createRequire/__dirname banner, `sharp` and `pg-native` external. Written to a temporary folder.
 *
 * Then the module load time: a fresh `node` process imports the bundle (5 times), with the environment a deployed
 * Lambda has (SST_* bindings as plain values, so `loadSecrets()` returns at once; NODE_OPTIONS from sst.config.ts).
 * Next to the bundle there is only a node_modules with the runtime-provided modules (linked from ours), as the
 * Lambda runtime resolves them from /var/runtime/node_modules: their load is part of the cold start, so it is
 * measured too. Targets (DESIGN.md section 8): ≤ 1.5 MB minified, module load ≤ 300 ms.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { readFileSync } from "node:fs";
import { heading, kb, median, ms, ROOT, table, target, type Bench } from "./lib";

const RUNS = 5;
const MAX_BYTES = 1.5 * 1024 * 1024;

type EsbuildModule = typeof import("esbuild");

/** The esbuild SST itself runs (0.18.x, nested under sst), else the root one. */
function sstEsbuild(): { esbuild: EsbuildModule; from: string } {
  try {
    const req = createRequire(path.join(ROOT, "node_modules/sst/package.json"));
    const esbuild = req("esbuild") as EsbuildModule;
    return { esbuild, from: `sst's esbuild ${esbuild.version}` };
  } catch {
    const req = createRequire(path.join(ROOT, "package.json"));
    const esbuild = req("esbuild") as EsbuildModule;
    return { esbuild, from: `root esbuild ${esbuild.version} (sst's own was not found)` };
  }
}

/** The modules sst.config.ts leaves to the Lambda runtime (empty if stacks/settings.ts has no such list). */
async function runtimeProvided(): Promise<string[]> {
  try {
    const settings = (await import("../../stacks/settings")) as { RUNTIME_PROVIDED_MODULES?: unknown };
    const list = settings.RUNTIME_PROVIDED_MODULES;
    return Array.isArray(list) ? list.filter((m): m is string => typeof m === "string") : [];
  } catch {
    return [];
  }
}

/** Links each module into `<dir>/node_modules`, standing in for the runtime's /var/runtime/node_modules. */
function provide(dir: string, modules: string[]): string[] {
  const missing: string[] = [];
  for (const name of modules) {
    const source = [path.join(ROOT, "node_modules", name), path.join(ROOT, "packages/core/node_modules", name)].find(
      existsSync,
    );
    if (!source) {
      missing.push(name);
      continue;
    }
    const link = path.join(dir, "node_modules", name);
    mkdirSync(path.dirname(link), { recursive: true });
    symlinkSync(source, link, "dir");
  }
  return missing;
}

const bench: Bench = {
  name: "bundle",
  async run() {
    heading("API Lambda bundle (packages/api/src/lambda.ts, as SST v2 bundles it)");
    const { esbuild, from } = sstEsbuild();
    const external = await runtimeProvided();
    const out = mkdtempSync(path.join(tmpdir(), "innfri-bundle-"));
    try {
      const outfile = path.join(out, "packages/api/src/lambda.mjs");
      const started = performance.now();
      const result = await esbuild.build({
        entryPoints: [path.join(ROOT, "packages/api/src/lambda.ts")],
        absWorkingDir: ROOT,
        platform: "node",
        external: ["sharp", "pg-native", ...external],
        keepNames: true,
        bundle: true,
        logLevel: "silent",
        metafile: true,
        format: "esm",
        target: "esnext",
        mainFields: ["module", "main"],
        banner: {
          js: [
            `import { createRequire as topLevelCreateRequire } from 'module';`,
            `const require = topLevelCreateRequire(import.meta.url);`,
            `import { fileURLToPath as topLevelFileUrlToPath, URL as topLevelURL } from "url"`,
            `const __dirname = topLevelFileUrlToPath(new topLevelURL(".", import.meta.url))`,
            "",
          ].join("\n"),
        },
        outfile,
        sourcemap: true,
        minify: true,
      });
      const buildMs = performance.now() - started;
      const bytes = statSync(outfile).size;
      const gz = gzipSync(readFileSync(outfile), { level: 9 }).length;
      const mapBytes = statSync(outfile + ".map").size;

      // Where the bytes come from: the biggest packages by their share of the output.
      const output = Object.values(result.metafile!.outputs).find((o) => o.entryPoint);
      const byPackage = new Map<string, number>();
      for (const [input, { bytesInOutput }] of Object.entries(output?.inputs ?? {})) {
        const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input);
        const key = m ? m[1]! : input.startsWith("packages/") ? input.split("/").slice(0, 2).join("/") : input;
        byPackage.set(key, (byPackage.get(key) ?? 0) + bytesInOutput);
      }
      const top = [...byPackage.entries()].sort((a, b) => b[1] - a[1]).slice(0, 12);

      console.log(`built with ${from} in ${ms(buildMs, 0)}`);
      console.log(`left to the Lambda runtime (external): ${external.length ? external.join(", ") : "nothing"}\n`);
      console.log(
        table(
          ["file", "size", "gzip -9"],
          [
            ["lambda.mjs (minified)", kb(bytes), kb(gz)],
            ["lambda.mjs.map (not loaded)", kb(mapBytes), ""],
          ],
        ),
      );
      console.log("\nlargest parts of the bundle:");
      console.log(
        table(
          ["package", "bytes in output", "share"],
          top.map(([name, b]) => [name, kb(b), `${((b / bytes) * 100).toFixed(1)} %`]),
        ),
      );

      // Module load in a fresh process, as a Lambda cold start does it (the handler module is imported once).
      const missing = provide(path.dirname(outfile), external);
      if (missing.length) console.log(`(not installed here, so not linked: ${missing.join(", ")})`);
      const probe = path.join(out, "probe.mjs");
      writeFileSync(
        probe,
        [
          `const started = performance.now();`,
          `const mod = await import(${JSON.stringify(pathToFileURL(outfile).href)});`,
          `const loaded = performance.now() - started;`,
          `if (typeof mod.handler !== "function") throw new Error("the bundle exports no handler");`,
          `process.stdout.write(JSON.stringify({ loaded, rss: process.memoryUsage().rss }));`,
        ].join("\n"),
      );
      const env: Record<string, string> = {
        PATH: process.env.PATH ?? "/usr/bin:/bin",
        HOME: out,
        TZ: "UTC",
        LANG: "en_US.UTF-8",
        NODE_OPTIONS: "--enable-source-maps",
        AWS_REGION: "eu-north-1",
        AWS_DEFAULT_REGION: "eu-north-1",
        AWS_ACCESS_KEY_ID: "AKIAFAKEFAKEFAKEFAKE",
        AWS_SECRET_ACCESS_KEY: "fake",
        AWS_SESSION_TOKEN: "fake",
        AWS_LAMBDA_FUNCTION_NAME: "innfri-bench-Api-ApiHandler",
        AWS_LAMBDA_FUNCTION_MEMORY_SIZE: "1024",
        AWS_LAMBDA_FUNCTION_VERSION: "$LATEST",
        AWS_EXECUTION_ENV: "AWS_Lambda_nodejs20.x",
        LAMBDA_TASK_ROOT: out,
        SST_APP: "innfri",
        SST_STAGE: "bench",
        SST_Table_tableName_Data: "bench-innfri-Data",
        SST_Bucket_bucketName_Documents: "bench-innfri-documents",
        SST_Queue_queueUrl_Jobs: "https://sqs.eu-north-1.amazonaws.com/123456789012/bench-innfri-Jobs",
        SST_Secret_value_JWT_SECRET: "bench-secret-bench-secret-bench-secret",
        SST_Parameter_value_MAIL_FROM: "Innfri <no-reply@innfri.no>",
        SST_Parameter_value_WEB_URL: "https://bench.innfri.no",
      };
      const measure = (extra: Record<string, string>) => {
        const runs: { loaded: number; total: number; rss: number }[] = [];
        for (let i = 0; i < RUNS; i++) {
          const t = performance.now();
          const stdout = execFileSync(process.execPath, [probe], { cwd: out, env: { ...env, ...extra }, encoding: "utf8" });
          const total = performance.now() - t;
          const { loaded, rss } = JSON.parse(stdout) as { loaded: number; rss: number };
          runs.push({ loaded, total, rss });
        }
        return runs;
      };
      const mb = (b: number) => `${(b / 1024 / 1024).toFixed(0)} MB`;
      const runs = measure({});
      const loadMedian = median(runs.map((r) => r.loaded));
      console.log(`\nmodule load in a fresh node ${process.version} process (${RUNS} runs, NODE_OPTIONS=${env.NODE_OPTIONS}):`);
      console.log(
        table(
          ["run", "import()", "whole process", "RSS after"],
          [
            ...runs.map((r, i) => [String(i + 1), ms(r.loaded, 1), ms(r.total, 1), mb(r.rss)]),
            ["median", ms(loadMedian, 1), ms(median(runs.map((r) => r.total)), 1), ""],
          ],
        ),
      );
      // For comparison: the share of the source map (Node reads and parses it at import with --enable-source-maps).
      const noMaps = measure({ NODE_OPTIONS: "" });
      console.log(
        `without --enable-source-maps: import() median ${ms(median(noMaps.map((r) => r.loaded)), 1)}, ` +
          `whole process ${ms(median(noMaps.map((r) => r.total)), 1)}`,
      );
      return [
        target("API bundle size (minified)", kb(bytes), "≤ 1536 KB", bytes <= MAX_BYTES),
        target("API bundle module load (median)", ms(loadMedian, 1), "≤ 300 ms", loadMedian <= 300),
      ];
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  },
};

export default bench;
