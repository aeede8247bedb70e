import { describe, expect, it } from "vitest";
import { addDays } from "../law/dates";
import { DUE_DATE_ALERTS } from "./notifications.schema";
import {
  alertDayOf,
  dueDatesAnnouncedOn,
  isLedgerReportDay,
  isReminderDay,
  reportPeriodStart,
  weekdayOf,
} from "./periods";

describe("notification days", () => {
  it("knows Mondays", () => {
    expect(weekdayOf("2026-11-30")).toBe(0); // a Monday
    expect(weekdayOf("2026-11-29")).toBe(6); // a Sunday
  });

  it("sends the reminder on the first day of its period only", () => {
    expect(isReminderDay("day", "2026-11-28")).toBe(true);
    expect(isReminderDay("week", "2026-11-30")).toBe(true);
    expect(isReminderDay("week", "2026-12-01")).toBe(false);
    expect(isReminderDay("month", "2026-12-01")).toBe(true);
    expect(isReminderDay("month", "2026-12-02")).toBe(false);
    expect(isReminderDay("3months", "2026-12-01")).toBe(false);
    expect(isReminderDay("3months", "2027-01-01")).toBe(true);
    expect(isReminderDay("3months", "2027-04-01")).toBe(true);
    expect(isReminderDay("6months", "2027-04-01")).toBe(false);
    expect(isReminderDay("6months", "2027-07-01")).toBe(true);
    expect(isReminderDay("never", "2027-01-01")).toBe(false);
  });

  it("sends the every-other-week reminder 14 days apart, also across a year with 53 ISO weeks", () => {
    // 2026 has 53 ISO weeks: week parity would send twice in a row around New Year; counting days does not
    const mondays = Array.from({ length: 10 }, (_, i) => addDays("2026-11-30", 7 * i));
    const sent = mondays.filter((d) => isReminderDay("2weeks", d));
    expect(sent.length).toBe(5);
    for (let i = 1; i < sent.length; i++) expect(addDays(sent[i - 1]!, 14)).toBe(sent[i]);
  });

  it("sends the ledger report on Mondays, the 1st, or the 1st of each quarter, covering the period before", () => {
    expect(isLedgerReportDay("weekly-monday", "2026-11-30")).toBe(true);
    expect(isLedgerReportDay("weekly-monday", "2026-12-01")).toBe(false);
    expect(isLedgerReportDay("monthly", "2026-12-01")).toBe(true);
    expect(isLedgerReportDay("quarterly", "2026-12-01")).toBe(false);
    expect(isLedgerReportDay("quarterly", "2026-10-01")).toBe(true);
    expect(isLedgerReportDay("never", "2026-10-01")).toBe(false);
    expect(reportPeriodStart("weekly-monday", "2026-11-30")).toBe("2026-11-23");
    expect(reportPeriodStart("monthly", "2026-12-01")).toBe("2026-11-01");
    expect(reportPeriodStart("quarterly", "2027-01-01")).toBe("2026-10-01");
  });

  it("announces a due date the chosen time before it", () => {
    expect(alertDayOf("3days", "2026-12-03")).toBe("2026-11-30");
    expect(alertDayOf("1week", "2026-12-07")).toBe("2026-11-30");
    expect(alertDayOf("2weeks", "2026-12-14")).toBe("2026-11-30");
    expect(alertDayOf("1month", "2026-12-30")).toBe("2026-11-30");
    expect(alertDayOf("2months", "2027-01-30")).toBe("2026-11-30");
    expect(dueDatesAnnouncedOn("1week", "2026-11-30")).toEqual({ from: "2026-12-07", to: "2026-12-07" });
  });

  it("announces the last days of a long month on the last day of February", () => {
    expect(dueDatesAnnouncedOn("1month", "2027-02-28")).toEqual({ from: "2027-03-28", to: "2027-03-31" });
    expect(dueDatesAnnouncedOn("1month", "2028-02-28")).toEqual({ from: "2028-03-28", to: "2028-03-28" }); // leap year
    expect(dueDatesAnnouncedOn("1month", "2028-02-29")).toEqual({ from: "2028-03-29", to: "2028-03-31" });
    expect(dueDatesAnnouncedOn("1month", "2027-01-29")).toBeNull(); // 29.02.2027 does not exist
    expect(dueDatesAnnouncedOn("2months", "2026-12-28")).toEqual({ from: "2027-02-28", to: "2027-02-28" });
    expect(dueDatesAnnouncedOn("2months", "2026-12-31")).toBeNull(); // 28.02 was announced on 28.12
  });

  it("announces every due date of two years on exactly one day, for every choice", () => {
    for (const alert of DUE_DATE_ALERTS) {
      const announced = new Map<string, number>();
      for (let day = "2026-06-01"; day <= "2028-12-31"; day = addDays(day, 1)) {
        const r = dueDatesAnnouncedOn(alert, day);
        if (!r) continue;
        for (let d = r.from; d <= r.to; d = addDays(d, 1)) {
          expect(alertDayOf(alert, d)).toBe(day);
          announced.set(d, (announced.get(d) ?? 0) + 1);
        }
      }
      for (let d = "2027-03-01"; d <= "2028-12-31"; d = addDays(d, 1))
        expect(announced.get(d), `${alert} ${d}`).toBe(1);
    }
  });
});
