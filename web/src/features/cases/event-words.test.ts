import { describe, expect, it } from "vitest";
import i18n from "@/i18n";
import { eventTitle } from "./event-words";

describe("the events tab's words", () => {
  it("a merge names the case merged in, and on the merged one the case it went into, in both languages", async () => {
    const target = { kind: "merged" as const, data: { caseIds: ["5"], claims: 1 } };
    const source = { kind: "merged" as const, data: { targetCaseId: "21", claims: 1 } };
    await i18n.changeLanguage("no");
    expect(eventTitle(target, i18n.t)).toBe("Slått sammen: sak 5 er slått sammen med denne saken");
    expect(eventTitle(source, i18n.t)).toBe("Slått sammen med sak 21");
    await i18n.changeLanguage("en");
    expect(eventTitle(target, i18n.t)).toBe("Merged: case 5 merged into this case");
    expect(eventTitle(source, i18n.t)).toBe("Merged into case 21");
  });
});
