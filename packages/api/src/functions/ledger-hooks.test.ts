import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Metafile, Plugin } from "esbuild";
import { sstEsbuild } from "../../../../scripts/bench/lambda-bundle";
import { ROOT } from "../../../../scripts/bench/lib";
import { API_FUNCTIONS } from "./manifest";

/**
 * Every deployed entry that can write the ledger registers the ledger's hooks before its first write
 * (core/ledger/commit-hooks.ts, registered by core/cases/ledger-hooks.ts). Code runs only after the module that
 * holds it was evaluated, with everything it imports statically; so wherever the ledger's one command
 * (ledger/matching.ts) loads (with the entry, or with a module an `import()` loads later), cases/ledger-hooks.ts must
 * load with it or with the entry. Without it the ledger refuses every write (`HookMissing`); this finds the entry
 * before a deploy does.
 */
const MATCHING = "packages/core/src/ledger/matching.ts";
const HOOKS = "packages/core/src/cases/ledger-hooks.ts";

/** The Lambda entries of the stacks: the API functions, the whole app (docs) and packages/functions. */
function entries(): string[] {
  const fns = (dir: string): string[] =>
    readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((d) =>
      d.isDirectory()
        ? fns(`${dir}/${d.name}`)
        : d.name.endsWith(".ts") && !/\.(test|spec)\.ts$/.test(d.name)
          ? [`${dir}/${d.name}`]
          : [],
    );
  return [
    ...API_FUNCTIONS.map((f) => `packages/api/src/functions/${f.name}.ts`),
    "packages/api/src/lambda.ts",
    ...fns("packages/functions/src"),
  ];
}

/** Our packages are bundled; every other package is left out (only our import graph matters here). */
const ownOnly: Plugin = {
  name: "own-only",
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@innfri/") ? undefined : { external: true },
    );
  },
};

function staticClosure(meta: Metafile, entry: string): Set<string> {
  const seen = new Set<string>([entry]);
  for (const f of seen) {
    for (const i of meta.inputs[f]?.imports ?? []) {
      if (i.kind === "import-statement" && !i.external && meta.inputs[i.path]) seen.add(i.path);
    }
  }
  return seen;
}

describe("the ledger's hooks in every deployed entry", () => {
  it("an entry that can write the ledger registers cases' handlers at its start", async () => {
    const { esbuild } = sstEsbuild();
    const list = entries();
    const result = await esbuild.build({
      entryPoints: list.map((e) => path.join(ROOT, e)),
      absWorkingDir: ROOT,
      bundle: true,
      write: false,
      metafile: true,
      platform: "node",
      format: "esm",
      splitting: true,
      outdir: path.join(ROOT, ".ledger-hooks-check"),
      plugins: [ownOnly],
      logLevel: "silent",
    });
    const meta = result.metafile!;
    const writers: string[] = [];
    const missing: string[] = [];
    for (const entry of list) {
      // what loads together: the entry, and each module an import() reachable from it loads
      const roots = new Set<string>([entry]);
      for (const r of roots)
        for (const f of staticClosure(meta, r))
          for (const i of meta.inputs[f]?.imports ?? [])
            if (i.kind === "dynamic-import" && !i.external && meta.inputs[i.path]) roots.add(i.path);
      const atStart = staticClosure(meta, entry);
      let writes = false;
      for (const r of roots) {
        const loads = staticClosure(meta, r);
        if (!loads.has(MATCHING)) continue;
        writes = true;
        if (!loads.has(HOOKS) && !atStart.has(HOOKS)) missing.push(`${entry} (ledger/matching.ts loads with ${r})`);
      }
      if (writes) writers.push(entry);
    }
    // the check can fail: the API's ledger function and the jobs consumer write the ledger
    expect(writers).toEqual(
      expect.arrayContaining(["packages/api/src/functions/ledger.ts", "packages/functions/src/queues/jobs.ts"]),
    );
    expect(missing).toEqual([]);
  });
});
