import { beforeAll, describe, expect, it } from "vitest";
import {
  isPublicHoliday,
  loadPublicHolidays,
  isWithinSendingWindow,
  nextSendingDay,
  nextSendingTime,
  letterSending,
  postingDay,
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

describe("posted letters: dated by the day the print batch posts them (issue 18 #3)", () => {
  beforeAll(loadPublicHolidays);
  it("is posted the same working day before the 14:00 batch, else the next working day", () => {
    expect(postingDay(at("2026-11-27T12:59:00Z"))).toBe("2026-11-27"); // Fri 13:59
    expect(postingDay(at("2026-11-27T13:00:00Z"))).toBe("2026-11-30"); // Fri 14:00 → Mon
    expect(postingDay(at("2026-11-28T08:00:00Z"))).toBe("2026-11-30"); // Sat 09:00 → Mon
    expect(postingDay(at("2026-12-24T19:00:00Z"))).toBe("2026-12-28"); // Christmas Eve evening → Mon 28.12
    expect(postingDay(at("2027-05-14T12:00:00Z"))).toBe("2027-05-18"); // Fri 14:00 CEST → Tue (17 May is a Monday)
  });

  it("a letter by post planned on a Saturday goes on Monday's opening, dated Monday; by e-mail on Saturday", () => {
    const sat = at("2026-11-28T10:00:00Z"); // Sat 11:00
    expect(letterSending(sat, false)).toEqual({ plannedSendAt: sat.getTime(), sendDate: "2026-11-28" });
    expect(letterSending(sat, true)).toEqual({ plannedSendAt: Date.parse("2026-11-30T07:00:00Z"), sendDate: "2026-11-30" });
    // a weekday morning: the same day, at once
    const thu = at("2026-11-26T09:00:00Z");
    expect(letterSending(thu, true)).toEqual({ plannedSendAt: thu.getTime(), sendDate: "2026-11-26" });
    // a weekday after the batch: the next morning (summer time: 08:00 is 06:00Z)
    expect(letterSending(at("2026-06-10T14:00:00Z"), true)).toEqual({
      plannedSendAt: Date.parse("2026-06-11T06:00:00Z"),
      sendDate: "2026-06-11",
    });
  });
});
