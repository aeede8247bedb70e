import { describe, expect, it } from "vitest";
import type { Voucher } from "../ledger/store";
import { VOUCHER_TYPES } from "../ledger/voucher-rules";
import { STANDARD_ACCOUNTS } from "./account-rule";
import { exportFileCsv, postingsOf } from "./export-file-rules";

/** A voucher with what the rules read; the rest as the ledger stores it. */
const voucher = (v: Partial<Voucher> & Pick<Voucher, "voucherId" | "type" | "side">): Voucher =>
  ({
    customerId: "c",
    debtorId: "d",
    debtorName: "Fjordkaffe AS",
    customerNumber: "10001",
    voucherDate: "2026-05-10",
    dueDate: "2026-05-10",
    amountOre: 0,
    balanceOre: 0,
    currency: "NOK",
    allocations: [],
    source: "manual",
    listName: "x",
    version: 1,
    createdAt: 0,
    updatedAt: 0,
    ...v,
  }) as Voucher;
const paid = (voucherId: string, amountOre: number) => ({ voucherId, amountOre, at: 0, by: "u" });

const invoice = voucher({ voucherId: "inv", type: VOUCHER_TYPES.invoice, side: "debit", number: "F-1" });
const note = voucher({ voucherId: "note", type: VOUCHER_TYPES.interestCalculation, side: "debit", number: "R-1" });
const fee = voucher({ voucherId: "fee", type: VOUCHER_TYPES.lateFee, side: "debit", number: "P-1" });
const others = new Map([invoice, note, fee].map((v) => [v.voucherId, v]));

describe("the postings of an export file", () => {
  it("splits a payment by what it paid: principal to receivables, interest and fees to their income accounts", () => {
    const payment = voucher({
      voucherId: "pay",
      type: VOUCHER_TYPES.payment,
      side: "credit",
      amountOre: 1_200_00,
      balanceOre: 0,
      allocations: [paid("inv", 1_000_00), paid("note", 165_00), paid("fee", 35_00)],
    });
    expect(
      postingsOf(payment, others, STANDARD_ACCOUNTS).map((p) => [
        p.kind,
        p.invoiceNumber,
        p.amountOre,
        p.debit,
        p.credit,
      ]),
    ).toEqual([
      ["payment", "F-1", 1_000_00, "1920", "1500"],
      ["interestIncome", "R-1", 165_00, "1920", "8050"],
      ["feeIncome", "P-1", 35_00, "1920", "8050"],
    ]);
  });

  it("books nothing for a fee or interest credited or written off (never booked), and keeps a written-off overpayment", () => {
    const credit = voucher({
      voucherId: "cn",
      type: VOUCHER_TYPES.creditNote,
      side: "credit",
      number: "K-1",
      amountOre: 35_00,
      allocations: [paid("fee", 35_00)],
    });
    expect(postingsOf(credit, others, STANDARD_ACCOUNTS)).toEqual([]);
    const overpaid = voucher({
      voucherId: "wo",
      type: VOUCHER_TYPES.correction,
      side: "debit",
      source: "write-off",
      amountOre: 12_50,
      allocations: [paid("pay", 12_50)],
    });
    expect(postingsOf(overpaid, others, STANDARD_ACCOUNTS)).toMatchObject([
      { kind: "writeOffOverpaid", amountOre: 12_50, debit: "1500", credit: "7830" },
    ]);
  });

  it("leaves out deleted vouchers, corrections that are no write-off, and what a connected system sent", () => {
    const base = { type: VOUCHER_TYPES.payment, side: "credit" as const, amountOre: 10_00, balanceOre: 10_00 };
    expect(postingsOf(voucher({ voucherId: "a", ...base, deletedAt: 1 }), others, STANDARD_ACCOUNTS)).toEqual([]);
    expect(postingsOf(voucher({ voucherId: "b", ...base, source: "fiken" }), others, STANDARD_ACCOUNTS)).toEqual([]);
    const correction = voucher({
      voucherId: "c",
      type: VOUCHER_TYPES.correction,
      side: "credit",
      amountOre: 5_00,
      balanceOre: 5_00,
    });
    expect(postingsOf(correction, others, STANDARD_ACCOUNTS)).toEqual([]);
    expect(postingsOf(voucher({ voucherId: "d", ...base, source: "csv" }), others, STANDARD_ACCOUNTS)).toHaveLength(1);
  });

  it("guards a text cell that a spreadsheet would run as a formula", () => {
    const credit = voucher({
      voucherId: "cn2",
      type: VOUCHER_TYPES.creditNote,
      side: "credit",
      number: "K-2",
      invoiceNumber: "=1+1",
      amountOre: 10_00,
      balanceOre: 10_00,
    });
    const csv = exportFileCsv(postingsOf(credit, others, STANDARD_ACCOUNTS), "en");
    expect(csv.split("\r\n")[1]).toBe("10.05.2026;'=1+1;10001;10,00;;1500;Credit note K-2;cn2");
  });
});
