import { describe, expect, it } from "vitest";
import { languageFrom, messages, t } from "./all";
import { registerMessages } from "./messages";

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

describe("context catalogues (registered when their module loads)", () => {
  it("are all in the catalogue once every module is loaded, each key in one place", async () => {
    const [cases, law] = await Promise.all([import("./cases"), import("./law")]);
    expect(t("en", Object.keys(cases.en)[0]!)).toBe(Object.values(cases.en)[0]);
    expect(t("no", Object.keys(law.no)[0]!)).toBe(Object.values(law.no)[0]);
  });
  it("a registered text is translated, an unknown key passes through", () => {
    registerMessages({ no: { "test.registered": "registrert" }, en: { "test.registered": "registered" } });
    expect(t("en", "test.registered")).toBe("registered");
    expect(t("no", "test.unknown")).toBe("test.unknown");
  });
});
