import { describe, expect, it } from "vitest";
import { kidFor, ocrRecords } from "../../ledger/import/fixtures/generate";
import { parseOcr } from "../../ledger/import/ocr";
import { invoiceNumberOfKid, looksLikeOcr, ocrTransactionsOf, outcomeOf, splitPayment } from "./invoice-ocr-rules";
import { paymentStatusOf } from "./invoice.schema";

/** A generated OCR file; `archive` sets the bank's archive reference of transaction i (record 31, positions 26–34). */
function file(payments: Parameters<typeof ocrRecords>[0], opts: Parameters<typeof ocrRecords>[1], archive: string[]) {
  let tx = 0;
  const records = ocrRecords(payments, opts).map((r) =>
    r.slice(4, 8) === "1031" && archive[tx] !== undefined
      ? r.slice(0, 25) + archive[tx++]!.padStart(9, "0") + r.slice(34)
      : r,
  );
  return parseOcr(new TextEncoder().encode(records.join("\r\n") + "\r\n"));
}

describe("our invoices' payments in our bank's OCR file: matching (issue 19)", () => {
  it("a KID names our invoice by our agreement (9 digits and MOD10); another KID names none", () => {
    expect(invoiceNumberOfKid("0000000018")).toBe(1);
    expect(invoiceNumberOfKid(kidFor("000001234"))).toBe(1234);
    expect(invoiceNumberOfKid("0000000017")).toBeNull(); // wrong check digit
    expect(invoiceNumberOfKid(kidFor("0010017"))).toBeNull(); // a creditor's case KID: another length
    expect(invoiceNumberOfKid("")).toBeNull();
  });

  it("what is over what is left is a surplus, never negative", () => {
    expect(splitPayment(20_000, 61_250)).toEqual({ amountOre: 20_000, surplusOre: 0 });
    expect(splitPayment(70_000, 61_250)).toEqual({ amountOre: 61_250, surplusOre: 8_750 });
    expect(splitPayment(500, 0)).toEqual({ amountOre: 0, surplusOre: 500 });
    expect(outcomeOf({ created: true, surplusOre: 0 })).toBe("matched");
    expect(outcomeOf({ created: true, surplusOre: 1 })).toBe("overpaying");
    expect(outcomeOf({ created: false, surplusOre: 1 })).toBe("alreadyRecorded");
  });

  it("a transaction's key is the same in a later file overlapping it (date, KID, amount, archive reference)", () => {
    const a = { kid: kidFor("000000001"), amountOre: 61_250, date: "2026-11-02" };
    const b = { kid: kidFor("000000002"), amountOre: 10_000, date: "2026-11-03" };
    const c = { kid: kidFor("0010017"), amountOre: 5_000, date: "2026-11-04" };
    const first = ocrTransactionsOf(file([a, b], { assignmentNumber: "0000007" }, ["111111111", "222222222"]));
    // the next day's file holds b again, in another assignment and at another place
    const next = ocrTransactionsOf(file([b, c], { assignmentNumber: "0000008" }, ["222222222", "333333333"]));
    expect(first.map((t) => [t.number, t.amountOre, t.paidDate])).toEqual([
      [1, 61_250, "2026-11-02"],
      [2, 10_000, "2026-11-03"],
    ]);
    expect(next[0]!.key).toBe(first[1]!.key);
    expect(next[0]!.key).toBe(`ocr:2026-11-03:${b.kid}:10000:222222222`);
    expect(next[1]).toMatchObject({ kid: c.kid, number: null }); // not ours
    expect(new Set([...first, ...next].map((t) => t.key)).size).toBe(3);
  });

  it("without an archive reference the key is the transaction's place in its file; the raw KID is kept", () => {
    const parsed = file([{ kid: "12345", amountOre: 100, date: "2026-11-02" }], { assignmentNumber: "0000009" }, []);
    expect(ocrTransactionsOf(parsed)).toEqual([
      {
        line: 3,
        kid: "12345",
        number: null,
        amountOre: 100,
        paidDate: "2026-11-02",
        key: "ocr:9:1:2026-11-02:12345:100",
      },
    ]);
  });

  it("only a file starting with the start-of-transmission record is read as OCR", () => {
    expect(looksLikeOcr("NY000010000080800000170000123450000")).toBe(true);
    expect(looksLikeOcr("\uFEFFNY000010")).toBe(true);
    expect(looksLikeOcr("Fakturanr;Beløp\n1;100")).toBe(false);
    expect(looksLikeOcr("NY090020")).toBe(false);
  });

  it("an invoice's status: paid, part-paid, unpaid, overdue (part-paid too) after its due date", () => {
    const inv = { kind: "invoice" as const, totalOre: 1_000, paidOre: 0, dueDate: "2026-11-14" };
    expect(paymentStatusOf(inv, "2026-11-14")).toBe("unpaid");
    expect(paymentStatusOf({ ...inv, paidOre: 400 }, "2026-11-14")).toBe("partPaid");
    expect(paymentStatusOf({ ...inv, paidOre: 400 }, "2026-11-15")).toBe("overdue");
    expect(paymentStatusOf({ ...inv, paidOre: 1_000 }, "2026-12-01")).toBe("paid");
    expect(paymentStatusOf({ ...inv, kind: "credit-note" }, "2026-12-01")).toBe("creditNote");
  });
});
