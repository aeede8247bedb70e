import { describe, expect, it } from "vitest";
import {
  fillPlaceholders,
  PlaceholderError,
  PLACEHOLDERS,
  placeholdersIn,
  SAMPLE_VALUES,
  unfilledPlaceholders,
  unknownPlaceholders,
} from "./placeholders";

describe("fillPlaceholders", () => {
  it("fills each placeholder, spaces inside the braces allowed, the same one twice", () => {
    expect(
      fillPlaceholders("Til {{debtor.name}}: betal {{ amounts.total }} innen {{deadline}}. Hilsen {{debtor.name}}", {
        "debtor.name": "Kari Nordmann",
        "amounts.total": "1 234,50 kr",
        deadline: "10.12.2026",
      }),
    ).toBe("Til Kari Nordmann: betal 1 234,50 kr innen 10.12.2026. Hilsen Kari Nordmann");
  });

  it('escapes nothing: the PDF draws text, a name with < & " stays as typed', () => {
    expect(fillPlaceholders("{{debtor.name}}", { "debtor.name": `Bø & Sønner <AS> "x"` })).toBe(`Bø & Sønner <AS> "x"`);
  });

  it("refuses an unknown placeholder, naming it, and a known one without a value", () => {
    const values = { "debtor.name": "Kari" };
    expect(() => fillPlaceholders("Hei {{debtor.nam}} og {{ foo }}", values)).toThrow(PlaceholderError);
    try {
      fillPlaceholders("Hei {{debtor.nam}} {{kid}}", values);
    } catch (err) {
      expect(err).toMatchObject({ unknown: ["debtor.nam"], missing: ["kid"] });
    }
  });

  it("leaves single braces and unclosed pairs alone", () => {
    expect(fillPlaceholders("{a} {{ b", {})).toBe("{a} {{ b");
    expect(unknownPlaceholders("{{}} {{kid}} {{x.y}}")).toEqual(["", "x.y"]);
    expect(placeholdersIn("{{kid}} {{kid}} {{deadline}}")).toEqual(["kid", "deadline"]);
  });

  it("has a description in both languages and a sample for every placeholder", () => {
    for (const [name, p] of Object.entries(PLACEHOLDERS)) {
      expect(p.description.no && p.description.en, name).toBeTruthy();
      expect(p.description.no).not.toBe(p.description.en);
      expect(SAMPLE_VALUES[name as keyof typeof PLACEHOLDERS]).toBe(p.sample);
    }
    for (const needed of [
      "debtor.name",
      "case.number",
      "deadline",
      "amounts.total",
      "kid",
      "accountNumber",
      "interest.rate",
      "interest.from",
    ])
      expect(Object.keys(PLACEHOLDERS)).toContain(needed);
  });
});

describe("what each kind of letter fills (security-review-2 G5)", () => {
  it("names the catalogue's placeholders a step letter or the plan's letter has no value for", () => {
    expect(unfilledPlaceholders("Første avdrag {{plan.firstDate}}, sak {{case.number}}, {{debtor.nam}}", "step")).toEqual([
      "plan.firstDate",
    ]);
    expect(unfilledPlaceholders("{{interest.rate}} {{court.name}} {{plan.firstDate}}", "plan")).toEqual([
      "interest.rate",
      "court.name",
    ]);
  });
});
