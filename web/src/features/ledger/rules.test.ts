import { describe, expect, it } from "vitest";
import type { VoucherView as Voucher } from "@innfri/core/ledger/ledger-views.schema";
import { canWriteOff, groupByDebtor, lastMonth } from "./rules";

const item = (voucherId: string, debtorId: string, dueDate: string) =>
  ({ voucherId, id: voucherId, debtorId, debtorName: `D ${debtorId}`, customerNumber: debtorId, dueDate }) as Voucher;

describe("groupByDebtor", () => {
  it("keeps the due-date order and puts each debtor where its first item falls", () => {
    const groups = groupByDebtor([
      item("a", "1", "2026-01-01"),
      item("b", "2", "2026-01-02"),
      item("c", "1", "2026-01-03"),
    ]);
    expect(groups.map((g) => [g.debtorId, g.items.map((i) => i.voucherId)])).toEqual([
      ["1", ["a", "c"]],
      ["2", ["b"]],
    ]);
    expect(groups[0]).toMatchObject({ debtorName: "D 1", customerNumber: "1" });
  });
});

describe("canWriteOff", () => {
  it("offers write-off only for a balance within plus/minus NOK 100", () => {
    expect(canWriteOff(10000)).toBe(true);
    expect(canWriteOff(-10000)).toBe(true);
    expect(canWriteOff(5)).toBe(true);
    expect(canWriteOff(10001)).toBe(false);
    expect(canWriteOff(-10001)).toBe(false);
    expect(canWriteOff(0)).toBe(false);
    expect(canWriteOff(undefined)).toBe(false);
  });
});

describe("lastMonth", () => {
  it("is the whole previous month, across a year end", () => {
    expect(lastMonth("2026-03-15")).toEqual({ from: "2026-02-01", to: "2026-02-28" });
    expect(lastMonth("2026-01-01")).toEqual({ from: "2025-12-01", to: "2025-12-31" });
  });
});

