import { describe, expect, it } from "vitest";
import { formatAccountNumber, formatDate, formatMoney, formatSends } from "./format";

const spaces = (s: string) => s.replace(/[\u00a0\u202f]/g, " ");

describe("formatMoney", () => {
  it("formats øre as no-NO kroner with two decimals", () => {
    expect(spaces(formatMoney(123450))).toBe("1 234,50 kr");
    expect(formatMoney(123450)).toBe("1\u00a0234,50\u00a0kr");
  });

  it("handles small, round and large amounts", () => {
    expect(spaces(formatMoney(0))).toBe("0,00 kr");
    expect(spaces(formatMoney(5))).toBe("0,05 kr");
    expect(spaces(formatMoney(100))).toBe("1,00 kr");
    expect(spaces(formatMoney(1_000_000_00))).toBe("1 000 000,00 kr");
  });

  it("shows negative amounts with a minus sign", () => {
    expect(spaces(formatMoney(-30226)).replace("\u2212", "-")).toBe("-302,26 kr");
  });

  it("gives an empty string for non-numbers", () => {
    expect(formatMoney(Number.NaN)).toBe("");
  });
});

describe("formatDate", () => {
  it("writes calendar dates as DD.MM.YYYY", () => {
    expect(formatDate("2026-05-15")).toBe("15.05.2026");
    expect(formatDate("2026-01-01")).toBe("01.01.2026");
  });

  it("shows a timestamp as its date in Europe/Oslo", () => {
    // 23:30 UTC on 14 May is 01:30 on 15 May in Oslo (summer time).
    expect(formatDate("2026-05-14T23:30:00Z")).toBe("15.05.2026");
    expect(formatDate(new Date("2026-12-31T12:00:00Z"))).toBe("31.12.2026");
  });

  it("gives an empty string for missing or invalid values", () => {
    expect(formatDate("")).toBe("");
    expect(formatDate(null)).toBe("");
    expect(formatDate("not a date")).toBe("");
  });
});

describe("formatAccountNumber", () => {
  it("writes an account number 1234 56 78903 (as the letters do, C12), whatever spacing it was stored with", () => {
    expect(formatAccountNumber("12345678903")).toBe("1234 56 78903");
    expect(formatAccountNumber("1234 56 78903")).toBe("1234 56 78903");
    expect(formatAccountNumber("1234.56.78903")).toBe("1234 56 78903");
    expect(formatAccountNumber("NO9386011117947")).toBe("NO9386011117947");
    expect(formatAccountNumber(undefined)).toBe("");
  });
});

describe("formatSends", () => {
  it("writes an allowance's sends from half-sends, a half as ,5 (a letter by post uses half a send)", () => {
    expect(formatSends(25)).toBe("12,5");
    expect(formatSends(24)).toBe("12");
    expect(formatSends(0)).toBe("0");
    expect(spaces(formatSends(2_001))).toBe("1 000,5");
  });
});
