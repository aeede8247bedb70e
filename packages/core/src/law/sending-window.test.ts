import { beforeAll, describe, expect, it } from "vitest";
import {
  isPublicHoliday,
  loadPublicHolidays,
  isWithinSendingWindow,
  nextSendingDay,
  nextSendingTime,
} from "./sending-window";

const at = (iso: string) => new Date(iso);
const next = (iso: string) => nextSendingTime(at(iso)).toISOString();

describe("sending windows (Europe/Oslo)", () => {
  beforeAll(loadPublicHolidays);
  it("opens weekdays 08-21 and Saturdays 09-15, with the end exclusive", () => {
    expect(isWithinSendingWindow(at("2026-11-26T07:00:00Z"))).toBe(true); // Thu 08:00 CET
    expect(isWithinSendingWindow(at("2026-11-26T06:59:59Z"))).toBe(false);
    expect(isWithinSendingWindow(at("2026-11-26T19:59:59Z"))).toBe(true); // 20:59:59
    expect(isWithinSendingWindow(at("2026-11-26T20:00:00Z"))).toBe(false); // 21:00
    expect(next("2026-11-26T20:00:00Z")).toBe("2026-11-27T07:00:00.000Z");
    expect(next("2026-11-26T12:34:00Z")).toBe("2026-11-26T12:34:00.000Z");
  });

  it("moves a Saturday 15:00 to Monday 08:00, past the Sunday", () => {
    expect(isWithinSendingWindow(at("2026-11-28T13:59:00Z"))).toBe(true); // Sat 14:59
    expect(next("2026-11-28T14:00:00Z")).toBe("2026-11-30T07:00:00.000Z"); // Sat 15:00 → Mon 08:00
    expect(next("2026-11-28T07:30:00Z")).toBe("2026-11-28T08:00:00.000Z"); // Sat 08:30 → 09:00
    expect(next("2026-11-29T11:00:00Z")).toBe("2026-11-30T07:00:00.000Z"); // Sunday
  });

  it("handles the change to and from summer time", () => {
    // Sunday 29.03.2026 clocks go forward: Monday 08:00 CEST is 06:00Z.
    expect(next("2026-03-28T14:30:00Z")).toBe("2026-03-30T06:00:00.000Z");
    expect(isWithinSendingWindow(at("2026-03-30T06:00:00Z"))).toBe(true);
    expect(isWithinSendingWindow(at("2026-03-27T06:30:00Z"))).toBe(false); // Friday 07:30 CET
    // Sunday 25.10.2026 clocks go back: Monday 08:00 CET is 07:00Z.
    expect(next("2026-10-24T13:00:00Z")).toBe("2026-10-26T07:00:00.000Z"); // Sat 15:00 CEST
    expect(isWithinSendingWindow(at("2026-10-23T18:59:00Z"))).toBe(true); // Friday 20:59 CEST
    expect(isWithinSendingWindow(at("2026-10-23T19:00:00Z"))).toBe(false); // Friday 21:00 CEST
  });

  it("skips Easter (Maundy Thursday to Easter Monday), 17 May and Christmas", () => {
    expect(["2026-04-02", "2026-04-03", "2026-04-05", "2026-04-06"].every(isPublicHoliday)).toBe(true);
    expect(isPublicHoliday("2026-04-04")).toBe(false); // Easter Saturday is an ordinary Saturday
    expect(next("2026-04-01T19:30:00Z")).toBe("2026-04-04T07:00:00.000Z"); // Wed 21:30 → Sat 09:00 CEST
    expect(next("2026-04-04T13:00:00Z")).toBe("2026-04-07T06:00:00.000Z"); // Sat 15:00 → Tue 08:00
    // 17 May 2027 is a Monday
    expect(next("2027-05-15T13:00:00Z")).toBe("2027-05-18T06:00:00.000Z");
    // Christmas Eve (Thursday 2026) is a weekday; 25 and 26 December are holidays, the 27th a Sunday.
    expect(isWithinSendingWindow(at("2026-12-24T10:00:00Z"))).toBe(true);
    expect(next("2026-12-24T20:00:00Z")).toBe("2026-12-28T07:00:00.000Z");
    expect(nextSendingDay(at("2026-12-24T20:00:00Z"))).toBe("2026-12-28");
    expect(next("2026-12-31T21:00:00Z")).toBe("2027-01-02T08:00:00.000Z"); // New Year's Day → Saturday 09:00
  });
});
