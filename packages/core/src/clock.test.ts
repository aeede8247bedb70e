import { afterEach, describe, expect, it } from "vitest";
import { Clock } from "./clock";

describe("Clock", () => {
  afterEach(() => Clock.setOffset(0));
  it("gives the calendar date in Europe/Oslo", () => {
    Clock.setNow(new Date("2026-06-30T22:30:00Z")); // 00:30 on 1 July in Oslo (summer time)
    expect(Clock.today()).toBe("2026-07-01");
    Clock.setNow(new Date("2026-12-31T22:30:00Z")); // 23:30 on 31 December in Oslo (winter time)
    expect(Clock.today()).toBe("2026-12-31");
  });
  it("moves forward by an offset", () => {
    const before = Clock.nowMs();
    Clock.setOffset(86_400_000);
    expect(Clock.nowMs() - before).toBeGreaterThanOrEqual(86_400_000);
  });
});
