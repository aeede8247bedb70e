import { catalogues, resources } from "./catalogues";
import { describe, expect, it } from "vitest";

const { no, en } = catalogues;

function keys(value: unknown, prefix = ""): string[] {
  if (value === null || typeof value !== "object") return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

function placeholders(value: unknown, prefix = ""): Record<string, string[]> {
  if (typeof value === "string") return { [prefix]: [...value.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!).sort() };
  return Object.assign(
    {},
    ...Object.entries(value as Record<string, unknown>).map(([k, v]) => placeholders(v, prefix ? `${prefix}.${k}` : k)),
  );
}

describe("i18n catalogues", () => {
  it("no and en have exactly the same keys", () => {
    const noKeys = keys(no).sort();
    const enKeys = keys(en).sort();
    expect(
      noKeys.filter((k) => !enKeys.includes(k)),
      "keys missing in en",
    ).toEqual([]);
    expect(
      enKeys.filter((k) => !noKeys.includes(k)),
      "keys missing in no",
    ).toEqual([]);
  });

  it("uses the same interpolation placeholders in both languages", () => {
    expect(placeholders(en)).toEqual(placeholders(no));
  });

  it("has no empty strings", () => {
    const empty = (obj: unknown): boolean =>
      typeof obj === "string" ? obj.trim() === "" : Object.values(obj as object).some(empty);
    expect(empty(no)).toBe(false);
    expect(empty(en)).toBe(false);
  });

  it("uses the required-field texts from the specification", () => {
    expect(resources.no.translation.validation.required).toBe("Dette feltet er obligatorisk.");
    expect(resources.en.translation.validation.required).toBe("Please type something");
    expect(no.errors.sessionTimeout).toBe("Økten er utløpt. Logg inn igjen.");
    expect(en.errors.sessionTimeout).toBe("Timeout, please log in again");
  });
});
