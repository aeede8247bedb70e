import { describe, expect, it } from "vitest";
import { osloDayStart } from "./activity";

describe("Oslo day boundaries", () => {
  it("starts a winter day at 23:00 UTC the day before, a summer day at 22:00", () => {
    expect(osloDayStart("2026-01-15")).toBe("2026-01-14T23:00:00.000Z");
    expect(osloDayStart("2026-07-15")).toBe("2026-07-14T22:00:00.000Z");
  });
});
