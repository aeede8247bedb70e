import { describe, expect, it } from "vitest";
import { languageFrom, messages, t } from "./messages";

describe("server messages", () => {
  it("has the same keys in Norwegian and English, none empty", () => {
    expect(Object.keys(messages.en).sort()).toEqual(Object.keys(messages.no).sort());
    for (const lang of ["no", "en"] as const)
      for (const v of Object.values(messages[lang])) expect(v.trim()).not.toBe("");
  });
  it("uses the spec's exact texts", () => {
    expect(t("en", "auth.wrongCredentials")).toBe("Wrong username or password");
    expect(t("en", "validation.required")).toBe("Please type something");
    expect(t("no", "validation.required")).toBe("Dette feltet er obligatorisk.");
  });
  it("fills placeholders", () => expect(t("no", "auth.throttled", { minutes: 15 })).toContain("15 minutter"));
  it("reads Accept-Language", () => {
    expect(languageFrom("en-GB,en;q=0.9")).toBe("en");
    expect(languageFrom("nb-NO,nb;q=0.9,en;q=0.8")).toBe("no");
    expect(languageFrom(undefined)).toBe("no");
  });
});
