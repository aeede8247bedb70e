import { beforeAll, describe, expect, it } from "vitest";
import { letterDeadline } from "./deadlines";
import { explainText } from "./explanation";
import { easterSunday, holidayPeriodOf, holidayPeriods } from "./holiday-periods";
import { loadPublicHolidays } from "./sending-window";

describe("holiday periods (god inkassoskikk, letters-legal-review #15)", () => {
  beforeAll(loadPublicHolidays);

  it("knows Easter, fellesferie (ISO weeks 28-30) and Christmas of a year", () => {
    expect(easterSunday(2026)).toBe("2026-04-05");
    expect(easterSunday(2027)).toBe("2027-03-28");
    expect(holidayPeriods(2027)).toEqual([
      { name: "easter", from: "2027-03-21", to: "2027-03-29" },
      { name: "summer", from: "2027-07-12", to: "2027-08-01" },
      { name: "christmas", from: "2027-12-24", to: "2028-01-01" },
    ]);
    expect(holidayPeriodOf("2027-01-01")?.name).toBe("christmas");
    expect(holidayPeriodOf("2026-12-23")).toBeNull();
  });

  it("extends a deadline ending in Christmas to the first working day after it, and explains why", () => {
    // 12.12.2026 + 14 = Saturday 26.12, a working day Monday 28.12: in the Christmas holiday, so Monday 04.01.2027
    const d = letterDeadline("debt-collection-notice", "2026-12-12", null, { holidayPeriods: true });
    expect(d).toMatchObject({ days: 14, deadlineDate: "2027-01-04" });
    expect(explainText("no", d.explanations.at(-1)!)).toBe(
      "Fristen 28.12.2026 falt i juleferien (24.12.2026–01.01.2027), så den er forlenget til 04.01.2027 (god inkassoskikk, inkassoloven § 8; kundens innstilling for ferier).",
    );
    expect(explainText("en", d.explanations.at(-1)!)).toContain("fell in the Christmas holiday");
    // off: the working-day rule alone (domstolloven § 149)
    expect(letterDeadline("debt-collection-notice", "2026-12-12").deadlineDate).toBe("2026-12-28");
  });

  it("extends Easter and fellesferie deadlines, and leaves others alone", () => {
    const on = { holidayPeriods: true };
    // 11.03.2027 + 14 = 25.03 (Maundy Thursday): Easter week to Easter Monday 29.03, so Tuesday 30.03
    expect(letterDeadline("payment-demand", "2027-03-11", null, on).deadlineDate).toBe("2027-03-30");
    // 06.03.2027 + 14 = Saturday 20.03 → Monday 22.03, in the Easter week: Tuesday 30.03
    expect(letterDeadline("reminder", "2027-03-06", null, on).deadlineDate).toBe("2027-03-30");
    // 01.07.2027 + 14 = 15.07, fellesferie 12.07-01.08: Monday 02.08
    expect(letterDeadline("enforcement-notice", "2027-07-01", null, on).deadlineDate).toBe("2027-08-02");
    const plain = letterDeadline("reminder", "2026-11-30", null, on);
    expect(plain).toMatchObject({ deadlineDate: "2026-12-14" });
    expect(plain.explanations).toHaveLength(1);
    // the court steps have no deadline to extend
    expect(letterDeadline("enforcement-petition", "2026-12-20", null, on).deadlineDate).toBeNull();
  });
});
