import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * A context's catalogue is registered by its module when loaded (messages.ts), so the module that names one of its
 * keys must import it: then every function that can produce the key bundles its text, and no other function does.
 * This reads the sources of core, the API and the job functions and names each file that misses one.
 */
const ROOT = path.resolve(import.meta.dirname, "../../../..");
const HERE = path.join(ROOT, "packages/core/src/i18n");

/** Every context catalogue: each module of this folder that registers one (found, not listed, so none is missed). */
const CATALOGUE_NAMES = readdirSync(HERE)
  .filter((f) => /^[\w-]+\.ts$/.test(f) && !f.endsWith(".test.ts"))
  .filter((f) => /^registerMessages\(/m.test(readFileSync(path.join(HERE, f), "utf8")))
  .map((f) => f.replace(/\.ts$/, ""));
const CATALOGUES = Object.fromEntries(
  await Promise.all(
    CATALOGUE_NAMES.map(async (n) => [n, (await import(`./${n}.ts`)) as { no: Record<string, string> }] as const),
  ),
);
const SOURCES = ["packages/core/src", "packages/api/src", "packages/functions/src"];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) return files(p);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [p] : [];
  });
}

const owners = new Map<string, string[]>();
for (const [name, catalogue] of Object.entries(CATALOGUES))
  for (const key of Object.keys(catalogue.no)) owners.set(key, [...(owners.get(key) ?? []), name]);

/** The catalogues a source needs: exact keys in quotes, and `prefix.${...}` templates (every owner of the prefix). */
export function catalogueNeeds(source: string): Set<string> {
  const need = new Set<string>();
  for (const [, key] of source.matchAll(/["'`]([a-zA-Z]+\.[\w.-]+)["'`]/g))
    for (const o of owners.get(key!) ?? []) need.add(o);
  for (const [, prefix] of source.matchAll(/`([a-zA-Z]+\.[\w.-]*)\$\{/g))
    for (const [key, os] of owners) if (key.startsWith(prefix!)) os.forEach((o) => need.add(o));
  return need;
}

function imported(source: string, file: string): Set<string> {
  const out = new Set<string>();
  for (const [, spec] of source.matchAll(/^import (?!type )[^;]*?["']([^"']+)["'];/gms)) {
    const m = /(?:^|\/)i18n\/([\w-]+)$/.exec(spec!) ?? (file.includes("/i18n/") ? /^\.\/([\w-]+)$/.exec(spec!) : null);
    if (m) out.add(m[1]!);
  }
  return out;
}

describe("context catalogues", () => {
  it("are all found, and all loaded by i18n/all.ts (the web's and the tests' whole catalogue)", () => {
    expect(CATALOGUE_NAMES).toEqual(expect.arrayContaining(["cases", "law", "steps", "case-documents"]));
    const all = readFileSync(path.join(HERE, "all.ts"), "utf8");
    expect(CATALOGUE_NAMES.filter((n) => !all.includes(`from "./${n}";`))).toEqual([]);
  });

  it("are imported by every module that names one of their keys", () => {
    const missing: string[] = [];
    for (const root of SOURCES)
      for (const file of files(path.join(ROOT, root))) {
        if (file.includes("/core/src/i18n/")) continue;
        const source = readFileSync(file, "utf8");
        const has = imported(source, file);
        for (const need of catalogueNeeds(source))
          if (!has.has(need)) missing.push(`${path.relative(ROOT, file)} needs i18n/${need}`);
      }
    expect(missing).toEqual([]);
  });

  it("finds a key named in quotes and by a template prefix", () => {
    expect([...catalogueNeeds(`throw new AppError("cases.noClaims")`)]).toContain("cases");
    expect([...catalogueNeeds("t(lang, `voucherType.${type}`)")]).toEqual(["ledger"]);
    expect([...catalogueNeeds(`"validation.required"`)]).toEqual([]);
  });
});
