import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * A context's entities are registered in `db()` by their module when it loads (db.ts), so the module that names
 * one (`db().entities.x`, a transaction's `({ x }) =>` or `e.x.`, a collection's members) must import the module
 * that registers it: then every function that uses the entity has it, and no other function bundles it. This
 * reads the sources of core, the API and the job functions and names each file that misses one.
 */
const ROOT = path.resolve(import.meta.dirname, "../../../..");
const CORE = path.join(ROOT, "packages/core/src");
const SOURCES = ["packages/core/src", "packages/api/src", "packages/functions/src"];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) return files(p);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [p] : [];
  });
}

type Model = { model?: { entity?: string; collections?: string[] } };
const isEntityMap = (v: unknown): v is Record<string, Model> =>
  !!v &&
  typeof v === "object" &&
  Object.values(v).length > 0 &&
  Object.values(v).every((e) => !!(e as Model)?.model?.entity);

/** Entity name → the module (absolute, no extension) that registers it; collection → its members. */
async function registry() {
  const owner = new Map<string, string>();
  const collections = new Map<string, string[]>();
  const modules = files(CORE).filter(
    (f) => !f.endsWith("dynamo/db.ts") && /registerEntities\(/.test(readFileSync(f, "utf8")),
  );
  for (const file of modules) {
    const mod = (await import(file)) as Record<string, unknown>;
    for (const value of Object.values(mod).filter(isEntityMap))
      for (const [name, entity] of Object.entries(value)) {
        owner.set(name, file.replace(/\.ts$/, ""));
        for (const c of entity.model?.collections ?? []) collections.set(c, [...(collections.get(c) ?? []), name]);
      }
  }
  return { owner, collections };
}

/** The entity names a source uses (not checked against the registry: names of no context are ignored). */
export function entitiesNamed(source: string, collections: Map<string, string[]>): Set<string> {
  const out = new Set<string>();
  for (const [, name] of source.matchAll(/\.entities\.(\w+)/g)) out.add(name!);
  for (const [, name] of source.matchAll(/\b(?:e|tx)\.(\w+)\./g)) out.add(name!);
  for (const [, list] of source.matchAll(
    /(?:transaction\.(?:write|get)\(\s*\(\{|const \{)([^}]*)\}(?:\)|\s*=\s*db\(\)\.entities)/g,
  ))
    for (const part of list!.split(",")) out.add(part.split(":")[0]!.trim());
  for (const [, name] of source.matchAll(/\.collections\.(\w+)/g)) collections.get(name!)?.forEach((n) => out.add(n));
  return out;
}

/** The modules a source imports at run time (type-only imports load nothing), absolute and without extension. */
function imported(source: string, file: string): Set<string> {
  const out = new Set<string>();
  for (const [, spec] of source.matchAll(/^import (?!type )[^;]*?["']([^"']+)["'];/gms)) {
    if (spec!.startsWith("@innfri/core/")) out.add(path.join(CORE, spec!.slice("@innfri/core/".length)));
    else if (spec!.startsWith(".")) out.add(path.resolve(path.dirname(file), spec!).replace(/\.ts$/, ""));
  }
  return out;
}

describe("context entities", () => {
  it("are imported by every module that names one of them", async () => {
    const { owner, collections } = await registry();
    expect(owner.get("case")).toMatch(/cases\/entities$/);
    expect(collections.get("customerAccount")).toEqual(
      expect.arrayContaining(["customer", "notificationSetting", "caseSetting"]),
    );
    const missing: string[] = [];
    for (const root of SOURCES)
      for (const file of files(path.join(ROOT, root))) {
        const source = readFileSync(file, "utf8");
        const has = imported(source, file);
        const self = file.replace(/\.ts$/, "");
        for (const name of entitiesNamed(source, collections)) {
          const module = owner.get(name);
          if (module && module !== self && !has.has(module))
            missing.push(`${path.relative(ROOT, file)} needs ${path.relative(ROOT, module)} (${name})`);
        }
      }
    expect(missing).toEqual([]);
  }, 30_000); // reads every source file of core and the functions

  it("finds the names of entities, transactions and collections", () => {
    const collections = new Map([["customerAccount", ["customer", "caseSetting"]]]);
    const found = (s: string) => [...entitiesNamed(s, collections)].sort();
    expect(found("db().entities.case.get({})")).toEqual(["case"]);
    expect(found("db().transaction.write(({ debtor: debtors, ledgerRef }) => [")).toEqual(["debtor", "ledgerRef"]);
    expect(found("(e) => [e.caseEvent.put(x)]")).toEqual(["caseEvent"]);
    expect(found("db().collections.customerAccount({ customerId })")).toEqual(["caseSetting", "customer"]);
  });
});
