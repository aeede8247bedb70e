/**
 * Bundling a Lambda entry the way SST v2 bundles a nodejs function for deploy, and timing its module load in a
 * fresh `node` process. Used by bundle.bench.ts (every API function) and cold-start-options.ts (the comparison of
 * docs/decisions.md).
 *
 * The build: node_modules/sst/runtime/handlers/node.js with our default props from sst.config.ts (format esm,
 * minify, sourcemap, the modules the Lambda runtime provides as external — `RUNTIME_PROVIDED_MODULES` of
 * stacks/settings.ts): SST's own esbuild, platform node, target esnext, mainFields module/main, keepNames, the
 * createRequire/__dirname banner, `sharp` and `pg-native` external; with `splitting`, an outdir and `.mjs` chunks.
 *
 * The load: a fresh `node` process imports the entry with the environment a deployed Lambda has (SST_* bindings
 * as plain values, so `loadSecrets()` returns at once; NODE_OPTIONS from sst.config.ts). Next to the bundle there
 * is only a node_modules with the runtime-provided modules (linked from ours), as the Lambda runtime resolves them
 * from /var/runtime/node_modules: their load is part of the cold start, so it is measured too.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import type { BuildOptions, Metafile } from "esbuild";
import type { FunctionProps } from "sst/constructs";
import { API_NODEJS } from "../../stacks/bundling";
import { median, ROOT } from "./lib";

export type NodejsProps = NonNullable<FunctionProps["nodejs"]>;

type EsbuildModule = typeof import("esbuild");

/** The esbuild SST itself runs (0.18.x, nested under sst), else the root one. */
export function sstEsbuild(): { esbuild: EsbuildModule; from: string } {
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

/** Links each module into `<dir>/node_modules`, standing in for the runtime's /var/runtime/node_modules. */
export function provide(dir: string, modules: string[]): string[] {
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
    if (existsSync(link)) continue;
    mkdirSync(path.dirname(link), { recursive: true });
    symlinkSync(source, link, "dir");
  }
  return missing;
}

export interface Built {
  /** The entry's output file (what the Lambda runtime imports). */
  entry: string;
  /** Bytes of the entry and every chunk it imports statically: what the cold start loads. */
  loadedBytes: number;
  /** gzip -9 of those bytes. */
  loadedGzip: number;
  /** Bytes of every .mjs output (the function's code in its zip), source maps not counted. */
  totalBytes: number;
  mapBytes: number;
  /** Input files and packages in what the cold start loads, with their bytes in the output. */
  inputs: Map<string, number>;
  buildMs: number;
}

/**
 * Bundles `entry` (relative to the repository root) into `outRoot` as SST does for deploy with the function's
 * `nodejs` props (default: the API functions' own, stacks/bundling.ts). With `contents`, that source stands in for
 * the file (a probe entry that is not in the repository).
 */
export async function buildLikeSst(
  entry: string,
  outRoot: string,
  opts: { nodejs?: NodejsProps; contents?: string } = {},
): Promise<Built> {
  const { esbuild } = sstEsbuild();
  const nodejs = opts.nodejs ?? API_NODEJS;
  const { external = [], ...override } = (nodejs.esbuild ?? {}) as BuildOptions;
  const parsed = path.parse(entry);
  const outfile = path.join(outRoot, parsed.dir, `${parsed.name}.mjs`);
  const started = performance.now();
  const result = await esbuild.build({
    ...(opts.contents === undefined
      ? { entryPoints: [path.join(ROOT, entry)] }
      : {
          stdin: {
            contents: opts.contents,
            resolveDir: path.join(ROOT, parsed.dir),
            sourcefile: parsed.base,
            loader: "ts" as const,
          },
        }),
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
    ...(nodejs.splitting
      ? { splitting: true, outdir: path.dirname(outfile), outExtension: { ".js": ".mjs" } }
      : { outfile }),
    sourcemap: nodejs.sourcemap !== false,
    minify: nodejs.minify,
    ...override,
  });
  const buildMs = performance.now() - started;
  const missing = provide(path.dirname(outfile), external);
  if (missing.length) console.log(`(not installed here, so not linked: ${missing.join(", ")})`);
  const outputs = result.metafile!.outputs;
  const abs = (p: string) => path.resolve(ROOT, p);
  const isEntry = (e?: string) => e === "<stdin>" || (!!e && path.resolve(ROOT, e) === path.join(ROOT, entry));
  const entryOut = Object.keys(outputs).find((o) => isEntry(outputs[o]!.entryPoint))!;
  const loaded = staticClosure(outputs, entryOut);
  const inputs = new Map<string, number>();
  for (const o of loaded) {
    for (const [input, { bytesInOutput }] of Object.entries(outputs[o]!.inputs)) {
      inputs.set(input, (inputs.get(input) ?? 0) + bytesInOutput);
    }
  }
  const code = Object.keys(outputs).filter((o) => o.endsWith(".mjs"));
  const loadedCode = Buffer.concat(loaded.map((o) => readFileSync(abs(o))));
  return {
    entry: abs(entryOut),
    loadedBytes: loadedCode.length,
    loadedGzip: gzipSync(loadedCode, { level: 9 }).length,
    totalBytes: code.reduce((s, o) => s + statSync(abs(o)).size, 0),
    mapBytes: Object.keys(outputs)
      .filter((o) => o.endsWith(".map"))
      .reduce((s, o) => s + statSync(abs(o)).size, 0),
    inputs,
    buildMs,
  };
}

/** An output and the chunks it imports statically, transitively (dynamic imports load later, if ever). */
function staticClosure(outputs: Metafile["outputs"], start: string): string[] {
  const seen = new Set<string>([start]);
  for (const o of seen) {
    for (const i of outputs[o]?.imports ?? []) {
      if (i.kind === "import-statement" && !i.external && outputs[i.path]) seen.add(i.path);
    }
  }
  return [...seen];
}

/** The bytes by package (or `packages/<name>` for ours), largest first. */
export function byPackage(inputs: Map<string, number>): [string, number][] {
  const out = new Map<string, number>();
  for (const [input, bytes] of inputs) {
    const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input);
    const key = m ? m[1]! : input.startsWith("packages/") ? input.split("/").slice(0, 2).join("/") : input;
    out.set(key, (out.get(key) ?? 0) + bytes);
  }
  return [...out.entries()].sort((a, b) => b[1] - a[1]);
}

export const LAMBDA_ENV = (taskRoot: string): Record<string, string> => ({
  PATH: process.env.PATH ?? "/usr/bin:/bin",
  HOME: taskRoot,
  TZ: "UTC",
  LANG: "en_US.UTF-8",
  NODE_OPTIONS: "--enable-source-maps",
  AWS_REGION: "eu-north-1",
  AWS_DEFAULT_REGION: "eu-north-1",
  AWS_ACCESS_KEY_ID: "AKIAFAKEFAKEFAKEFAKE",
  AWS_SECRET_ACCESS_KEY: "fake",
  AWS_SESSION_TOKEN: "fake",
  AWS_LAMBDA_FUNCTION_NAME: "innfri-bench-Api-Handler",
  AWS_LAMBDA_FUNCTION_MEMORY_SIZE: "1024",
  AWS_LAMBDA_FUNCTION_VERSION: "$LATEST",
  AWS_EXECUTION_ENV: "AWS_Lambda_nodejs24.x",
  LAMBDA_TASK_ROOT: taskRoot,
  SST_APP: "innfri",
  SST_STAGE: "bench",
  SST_Table_tableName_Data: "bench-innfri-Data",
  SST_Bucket_bucketName_Documents: "bench-innfri-documents",
  SST_Bucket_bucketName_Records: "bench-innfri-records",
  INNFRI_RECORDS_LOCK_MODE: "GOVERNANCE",
  SST_Queue_queueUrl_Jobs: "https://sqs.eu-north-1.amazonaws.com/123456789012/bench-innfri-Jobs",
  SST_Secret_value_JWT_SECRET: "bench-secret-bench-secret-bench-secret",
  SST_Parameter_value_MAIL_FROM: "Innfri <no-reply@innfri.no>",
  SST_Parameter_value_WEB_URL: "https://bench.innfri.no",
});

export interface LoadRun {
  /** The entry's `import()`, as the Lambda runtime does it at init. */
  loaded: number;
  /** What `then` (JS run after the import, e.g. a lazy group's load) took after it; 0 without. */
  then: number;
  /** The whole process, node's own start included. */
  total: number;
  rss: number;
}

/**
 * Imports `entry` in `runs` fresh node processes and answers each run's times. `then` is the body of an async
 * function given the imported module as `mod`, timed separately (the first request's lazy load, for instance).
 */
export function measureLoad(
  entry: string,
  runs: number,
  opts: { then?: string; env?: Record<string, string> } = {},
): LoadRun[] {
  const dir = path.dirname(entry);
  const probe = path.join(dir, `probe-${path.basename(entry, ".mjs")}.mjs`);
  writeFileSync(
    probe,
    [
      `const started = performance.now();`,
      `const mod = await import(${JSON.stringify(pathToFileURL(entry).href)});`,
      `const loaded = performance.now() - started;`,
      `if (typeof mod.handler !== "function") throw new Error("the bundle exports no handler");`,
      `const t = performance.now();`,
      `await (async (mod) => { ${opts.then ?? ""} })(mod);`,
      `const then = performance.now() - t;`,
      `process.stdout.write(JSON.stringify({ loaded, then, rss: process.memoryUsage().rss }));`,
    ].join("\n"),
  );
  const env = { ...LAMBDA_ENV(dir), ...opts.env };
  const out: LoadRun[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    const stdout = execFileSync(process.execPath, [probe], { cwd: dir, env, encoding: "utf8" });
    const total = performance.now() - t;
    const { loaded, then, rss } = JSON.parse(stdout) as { loaded: number; then: number; rss: number };
    out.push({ loaded, then, total, rss });
  }
  return out;
}

export const medianOf = (runs: LoadRun[], key: keyof LoadRun) => median(runs.map((r) => r[key]));
