import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The deployed API functions build their ElectroDB entities without ElectroDB's JSON Schema check of the model
 * (stacks/bundling.ts, `electrodbModelsCheckedByTests`: 30 KB and a tenth of a cold start). The check runs here
 * instead: every core module that builds an entity is loaded with ElectroDB unbundled, whose constructor throws
 * on a model its schema refuses (ElectroError "InvalidModel").
 */
const CORE = path.resolve(import.meta.dirname, "..");

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) return files(p);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [p] : [];
  });
}

/** Modules whose entities are built by a function they export, and how to build them. */
const FACTORIES: Record<string, (mod: any) => unknown> = {
  // field resources' entities are built by the modules that call fieldEntity (billing/plan-stores.ts, ...)
  "dynamo/field-store.ts": () => undefined,
  "realtime/connection.entity.ts": (mod) => withTable(() => mod.connectionEntity()),
};

const builders = files(CORE).filter((f) => /\bnew Entity\s*\(|\bfieldEntity\(/.test(readFileSync(f, "utf8")));

describe("ElectroDB models", () => {
  it("finds the modules that build entities", () => {
    // the check can fail: the kernel's and the contexts' entity modules are among them
    expect(builders.map((f) => path.relative(CORE, f))).toEqual(
      expect.arrayContaining(["dynamo/counter.entity.ts", "cases/entities.ts", "ledger/entities.ts"]),
    );
  });

  it.each(builders.map((f) => [path.relative(CORE, f), f]))(
    "%s builds its entities from valid models",
    async (_, f) => {
      // the import builds the module's entities: ElectroDB's constructor throws on a model its schema refuses
      const mod = (await import(pathToFileURL(f).href)) as Record<string, unknown>;
      const factory = FACTORIES[path.relative(CORE, f)];
      if (factory) {
        expect(factory(mod) ?? "built by its callers", f).toBeTruthy();
        return;
      }
      const entities = Object.values(mod).flatMap((v) =>
        isEntity(v) ? [v] : v && typeof v === "object" ? Object.values(v).filter(isEntity) : [],
      );
      expect(entities.length, f).toBeGreaterThan(0);
    },
  );
});

/** Runs `build` with a table configured (the connection entity reads it when built), and puts the setting back. */
function withTable<T>(build: () => T): T {
  const before = process.env.INNFRI_TABLE;
  process.env.INNFRI_TABLE = before ?? "models-test";
  try {
    return build();
  } finally {
    if (before === undefined) delete process.env.INNFRI_TABLE;
  }
}

const isEntity = (v: unknown) => !!v && typeof v === "object" && "_instance" in v && "model" in v;
