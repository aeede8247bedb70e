import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { messages } from "@innfri/core/i18n/all";
import { catalogues } from "./catalogues";

// docs/glossary.md is the rule for names: every catalogue key it lists holds exactly its term, in both languages.
// run from the repository root or from web/
const glossaryPath = ["docs/glossary.md", "../docs/glossary.md"]
  .map((p) => resolve(process.cwd(), p))
  .find(existsSync)!;
const glossary = readFileSync(glossaryPath, "utf8");
const section = glossary.slice(glossary.indexOf("## Terms"), glossary.indexOf("## Phrases"));
const rows = section
  .split("\n")
  .filter((l) => l.startsWith("| ") && l.includes("`"))
  .map((l) => l.split("|").map((c) => c.trim()))
  .map(([, thing, no, en, keys]) => ({
    thing: thing!,
    no: no!,
    en: en!,
    keys: [...keys!.matchAll(/`([^`]+)`/g)].map((m) => m[1]!),
  }));

function lookup(lang: "no" | "en", key: string): unknown {
  if (key.startsWith("server:")) return (messages[lang] as Record<string, string>)[key.slice("server:".length)];
  return key.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], catalogues[lang]);
}

describe("the glossary (docs/glossary.md)", () => {
  it("lists the terms with their keys", () => {
    expect(rows.length).toBeGreaterThan(15);
    expect(rows.find((r) => r.no === "Rentenota")?.keys).toContain("ledger.types.11");
  });

  it.each(rows.filter((r) => !r.no.includes("/")))("$no / $en: every key listed holds the term", ({ no, en, keys }) => {
    for (const key of keys) {
      expect(lookup("no", key), key).toBe(no);
      expect(lookup("en", key), key).toBe(en);
    }
  });

  it("names the voucher types alike on the pages and in the exports", () => {
    for (const lang of ["no", "en"] as const) {
      for (const [type, name] of Object.entries(catalogues[lang].ledger.types)) {
        expect((messages[lang] as Record<string, string>)[`voucherType.${type}`], `${lang} ${type}`).toBe(name);
      }
    }
  });

  it("reads the move menu as 'Flytt til …' / 'Move to …'", () => {
    expect(Object.values(catalogues.no.ledger.move.menu).every((v) => v.startsWith("Flytt til "))).toBe(true);
    expect(Object.values(catalogues.en.ledger.move.menu).every((v) => v.startsWith("Move to "))).toBe(true);
    expect(catalogues.no.ledger.move.menu.payment).toBe("Flytt til innbetalinger");
  });
});
