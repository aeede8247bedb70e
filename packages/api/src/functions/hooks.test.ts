import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Metafile, Plugin } from "esbuild";
import { sstEsbuild } from "../../../../scripts/bench/lambda-bundle";
import { ROOT } from "../../../../scripts/bench/lib";
import { API_FUNCTIONS } from "./manifest";

/**
 * Every deployed entry registers the hooks of a context below cases before it calls them: the ledger's
 * (core/ledger/commit-hooks.ts, registered by core/cases/ledger-hooks.ts) before its first write, the letters'
 * (core/letters/letter-hooks.ts, registered by core/cases/letter-hooks.ts) before a letter is rendered or moved in
 * the print queue. Code runs only after the module that holds it was evaluated, with everything it imports
 * statically; so wherever a module that calls the hooks loads (with the entry, or with a module an `import()` loads
 * later), the module that registers them must load with it or with the entry. Without it the ledger refuses every
 * write (`HookMissing`) and letters refuses to send (`LetterHookMissing`); this finds the entry before a deploy does.
 */
const CORE = "packages/core/src";
const LEDGER = { callers: [`${CORE}/ledger/matching.ts`], hooks: `${CORE}/cases/ledger-hooks.ts` };
const LETTERS = {
  callers: [
    `${CORE}/letters/render-letter.ts`,
    `${CORE}/letters/print-queue.ts`,
    `${CORE}/letters/print-queue-batch.ts`,
  ],
  hooks: `${CORE}/cases/letter-hooks.ts`,
};

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

let built: Promise<Metafile> | undefined;
/** Every entry bundled once (our packages only), with esbuild's metafile. */
function metafile(list: string[]): Promise<Metafile> {
  built ??= (async () => {
    const { esbuild } = sstEsbuild();
    const result = await esbuild.build({
      entryPoints: list.map((e) => path.join(ROOT, e)),
      absWorkingDir: ROOT,
      bundle: true,
      write: false,
      metafile: true,
      platform: "node",
      format: "esm",
      splitting: true,
      outdir: path.join(ROOT, ".hooks-check"),
      plugins: [ownOnly],
      logLevel: "silent",
    });
    return result.metafile!;
  })();
  return built;
}

/** The entries that load one of `callers`, and those where `hooks` loads neither with it nor at the entry's start. */
async function check({ callers, hooks }: { callers: string[]; hooks: string }) {
  const list = entries();
  const meta = await metafile(list);
  const users: string[] = [];
  const missing: string[] = [];
  for (const entry of list) {
    // what loads together: the entry, and each module an import() reachable from it loads
    const roots = new Set<string>([entry]);
    for (const r of roots)
      for (const f of staticClosure(meta, r))
        for (const i of meta.inputs[f]?.imports ?? [])
          if (i.kind === "dynamic-import" && !i.external && meta.inputs[i.path]) roots.add(i.path);
    const atStart = staticClosure(meta, entry);
    let uses = false;
    for (const r of roots) {
      const loads = staticClosure(meta, r);
      const caller = callers.find((c) => loads.has(c));
      if (!caller) continue;
      uses = true;
      if (!loads.has(hooks) && !atStart.has(hooks))
        missing.push(`${entry} (${caller.slice(CORE.length + 1)} loads with ${r})`);
    }
    if (uses) users.push(entry);
  }
  return { users, missing };
}

describe("the hooks of the contexts below cases in every deployed entry", () => {
  it("an entry that can write the ledger registers cases' handlers at its start", async () => {
    const { users, missing } = await check(LEDGER);
    // the check can fail: the API's ledger function and the jobs consumer write the ledger
    expect(users).toEqual(
      expect.arrayContaining(["packages/api/src/functions/ledger.ts", "packages/functions/src/queues/jobs.ts"]),
    );
    expect(missing).toEqual([]);
  });

  it("an entry that renders a letter or moves one in the print queue registers cases' handlers", async () => {
    const { users, missing } = await check(LETTERS);
    // the check can fail: the jobs consumer renders letters, the collection function marks them printed
    expect(users).toEqual(
      expect.arrayContaining(["packages/api/src/functions/collection.ts", "packages/functions/src/queues/jobs.ts"]),
    );
    expect(missing).toEqual([]);
  });
});
