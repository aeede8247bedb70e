import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Issue 19 "One metering module": the allowance's counters (cases, half-sends, credit checks) and the usage records
 * are written by billing/entitlements.ts and nowhere else, so that every use is conditioned, recorded and billed the
 * same way. This reads every source of the packages and the scripts (tests too: a test seeds units with `credit`)
 * and names each line that writes them some other way: the allowance entity's writes (update, patch, upsert, put,
 * create, remove), a subtract or add of its counters, the usage record's entity, or the stored item's own name.
 */
const ROOT = path.resolve(import.meta.dirname, "../../../..");
const SOURCES = ["packages/core/src", "packages/api/src", "packages/functions/src", "packages/api/test", "scripts"];
const OWNERS = new Set([
  "packages/core/src/billing/entitlements.ts",
  "packages/core/src/billing/entitlements.entity.ts",
  // the entity's definition (the stored item's name) and the module that reads and removes it with its customer
  "packages/core/src/cases/settings.entity.ts",
  "packages/core/src/billing/entitlements.guard.test.ts",
]);

const RULES: [string, RegExp][] = [
  ["writes the allowance item", /\bcaseAllowance\s*\.\s*(?:update|patch|upsert|put|create|remove)\s*\(/g],
  ["moves its counters", /\.\s*(?:subtract|add)\s*\(\s*\{[^}]*\b(?:cases|halfSends|creditChecks)\b/g],
  ["writes a usage record", /\bentitlementMovement\s*\.\s*(?:update|patch|upsert|put|create|remove|delete)\s*\(/g],
  ["names the stored item", /["'`](?:case-allowance|entitlement-movement)["'`]/g],
];

function files(dir: string): string[] {
  if (!statSync(dir, { throwIfNoEntry: false })) return [];
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    if (name === "node_modules") return [];
    if (statSync(p).isDirectory()) return files(p);
    return /\.tsx?$/.test(name) ? [p] : [];
  });
}

/** Each offence of a source: "line N: what it does". */
export function offences(source: string): string[] {
  const out: string[] = [];
  for (const [what, rule] of RULES)
    for (const m of source.matchAll(rule)) out.push(`line ${source.slice(0, m.index).split("\n").length}: ${what}`);
  return out;
}

describe("metering has one module", () => {
  it("finds the step runner's own decrement of before issue 19", () => {
    // cases/steps/run.ts as it was: the allowance subtracted beside the module's helpers
    const before = `
            ...(halfSends > 0
              ? [
                  e.caseAllowance
                    .update({ customerId })
                    .subtract({ halfSends })
                    .where((a, { gte }) => gte(a.halfSends, halfSends))
                    .commit(),
                ]
              : []),`;
    expect(offences(before)).toEqual(["line 4: writes the allowance item", "line 6: moves its counters"]);
    expect(offences(`await db().entities.caseAllowance.update({ customerId }).add({ cases: 1 }).go();`)).toHaveLength(
      2,
    );
    expect(offences(`e.entitlementMovement.create({ customerId }).commit()`)).toHaveLength(1);
    expect(offences(`const { data } = await db().entities.caseAllowance.get({ customerId }).go();`)).toEqual([]);
  });

  it("no source outside billing/entitlements.ts writes the allowance's counters or the usage records", () => {
    const found: string[] = [];
    for (const root of SOURCES)
      for (const file of files(path.join(ROOT, root))) {
        const rel = path.relative(ROOT, file);
        if (OWNERS.has(rel)) continue;
        for (const o of offences(readFileSync(file, "utf8"))) found.push(`${rel} ${o}`);
      }
    expect(found).toEqual([]);
  });
});
