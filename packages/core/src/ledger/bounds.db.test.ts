import "../cases/ledger-hooks"; // the ledger writes only where the contexts above it registered their hooks (commit-hooks.ts)
import { ulid } from "ulid";
import { describe, expect, it } from "vitest";
import { db } from "../dynamo/db";
import { MAX_TOTAL_ORE } from "../util/money";
import { saveDebtor } from "./debtors";
import { counters, ledgerCounter } from "./ledger-counters";
import { VOUCHER_TYPES } from "./voucher-rules";
import { ledgerSummary, listVouchers } from "./lists";
import { matchCredit } from "./matching";
import { createVoucher } from "./vouchers";

const actor = { userId: "u1" };

describe("ledger counters never pass MAX_TOTAL_ORE (F7)", () => {
  it("refuses (422) a voucher that would take a counter past it, writes nothing, and the ledger still reads", async () => {
    const customerId = ulid();
    const { debtor } = await saveDebtor(customerId, {
      type: "company",
      name: "Fjordkaffe AS",
      customerNumber: "10001",
      orgNumber: "998877660",
    });
    // a ledger whose open claims already add up to just under the bound
    const near = MAX_TOTAL_ORE - 500_000_000_000;
    await db()
      .entities.counter.put({ ...ledgerCounter(customerId, "list#claims:open"), count: 1000, amountOre: near })
      .go();
    const invoice = (number: string, amountOre: number) =>
      createVoucher(
        customerId,
        {
          type: VOUCHER_TYPES.invoice,
          number,
          voucherDate: "2026-05-01",
          dueDate: "2026-05-15",
          amountOre,
          debtorId: debtor.debtorId,
        },
        actor,
      );
    await expect(invoice("F-1", 1_000_000_000_000)).rejects.toMatchObject({
      code: "VALIDATION",
      fields: { amount: ["ledger.totalTooLarge"] },
    });
    expect(await counters(customerId, "list#claims:open")).toEqual({ count: 1000, amountOre: near });
    expect(await counters(customerId, "open#")).toEqual({ count: 0, amountOre: 0 });
    // within the bound it is written, and every sum stays an exact integer
    const ok = await invoice("F-2", 400_000_000_000);
    expect(ok.balanceOre).toBe(400_000_000_000);
    const summary = await ledgerSummary(customerId);
    expect(Number.isSafeInteger(summary.openOre)).toBe(true);
    const list = await listVouchers(customerId, "claims", "open", { page: 1, rowsPerPage: 25, desc: false });
    expect(list.data.map((v) => v.voucherId)).toEqual([ok.voucherId]);
  });
});

describe("a credit that is gone when it is matched (F9d)", () => {
  it("is a 404, not a TypeError", async () => {
    await expect(matchCredit(ulid(), "gone", actor)).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});
