import "../cases/ledger-hooks"; // the ledger writes only where the contexts above it registered their hooks (commit-hooks.ts)
import { ulid } from "ulid";
import { afterEach, describe, expect, it } from "vitest";
import { Clock } from "../clock";
import { saveDebtor } from "../ledger/debtors";
import { applyCredit } from "../ledger/matching";
import { VOUCHER_TYPES } from "../ledger/voucher-rules";
import { createVoucher, deleteVoucher } from "../ledger/vouchers";
import { writeOff } from "../ledger/write-off";
import { exportFileDownload, listExportFiles, makeExportFile } from "./export-files";

const actor = { userId: "u1" };

/**
 * The worked example of docs/accounting.md "Export files for systems without an API": one debtor, invoice F-1001 of
 * NOK 10 000,00 and a reminder fee of NOK 35,00; in May and June a part payment, a payment of the fee with more of
 * the invoice, a credit note, a write-off of what was left, and a payment not yet applied.
 */
async function workedExample() {
  const customerId = ulid();
  const { debtor } = await saveDebtor(customerId, { type: "company", name: "Fjordkaffe AS", customerNumber: "10001" });
  const debtorId = debtor.debtorId;
  const make = (input: Record<string, unknown>) => createVoucher(customerId, { debtorId, ...input } as never, actor);
  const invoice = await make({
    type: VOUCHER_TYPES.invoice,
    number: "F-1001",
    voucherDate: "2026-04-01",
    dueDate: "2026-04-15",
    amountOre: 10_000_00,
  });
  const fee = await make({
    type: VOUCHER_TYPES.lateFee,
    number: "P-1001",
    invoiceNumber: "F-1001",
    voucherDate: "2026-04-20",
    dueDate: "2026-05-04",
    amountOre: 35_00,
  });
  // a part payment on the invoice
  await make({ type: VOUCHER_TYPES.payment, invoiceNumber: "F-1001", voucherDate: "2026-05-10", amountOre: 4_000_00 });
  // the fee and more of the invoice, applied by hand
  const second = await make({ type: VOUCHER_TYPES.payment, voucherDate: "2026-05-20", amountOre: 2_035_00 });
  await applyCredit(
    customerId,
    second.voucherId,
    [
      { voucherId: fee.voucherId, amountOre: 35_00 },
      { voucherId: invoice.voucherId, amountOre: 2_000_00 },
    ],
    actor,
  );
  // a credit note of the invoice
  await make({
    type: VOUCHER_TYPES.creditNote,
    number: "K-501",
    invoiceNumber: "F-1001",
    voucherDate: "2026-05-25",
    amountOre: 3_950_00,
  });
  // NOK 50,00 left: written off on 10 June
  Clock.setNow(new Date("2026-06-10T10:00:00+02:00"));
  const correction = await writeOff(customerId, debtorId, actor);
  Clock.setOffset(0);
  expect(correction?.amountOre).toBe(50_00);
  // a payment with no reference (waiting for manual treatment), a deleted one, and one after the period
  await make({ type: VOUCHER_TYPES.payment, voucherDate: "2026-06-15", amountOre: 100_00 });
  const deleted = await make({ type: VOUCHER_TYPES.payment, voucherDate: "2026-06-16", amountOre: 77_00 });
  await deleteVoucher(customerId, deleted.voucherId, "payments", actor);
  await make({ type: VOUCHER_TYPES.payment, voucherDate: "2026-07-01", amountOre: 55_00 });
  return { customerId, correctionId: correction!.voucherId, secondId: second.voucherId };
}

const text = (csv: string) => csv.replace(/^\uFEFF/, "").split("\r\n");

describe("export files for systems without an API", () => {
  afterEach(() => Clock.setOffset(0));

  it("books a period's payments, fee income, credit note and write-off to the øre, on the rule's accounts", async () => {
    const { customerId, secondId } = await workedExample();
    const { file, made } = await makeExportFile(customerId, { from: "2026-05-01", to: "2026-06-30" }, actor, "no");
    expect(made).toBe(true);
    const { csv, fileName } = await exportFileDownload(customerId, file.id);
    expect(fileName).toBe("innfri-regnskap-2026-05-01-2026-06-30.csv");
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const lines = text(csv);
    // the voucher ids are the ledger's; the rest is exact
    const rows = lines.slice(1, -1).map((l) => l.split(";"));
    const ids = rows.map((r) => r.pop());
    expect(lines[0]).toBe("Dato;Fakturanummer;Kundenummer;Beløp;Debetkonto;Kreditkonto;Tekst;Innfri-bilag");
    expect(rows.map((r) => r.join(";"))).toEqual([
      "10.05.2026;F-1001;10001;4000,00;1920;1500;Innbetaling",
      "20.05.2026;P-1001;10001;35,00;1920;8050;Purregebyr innbetalt",
      "20.05.2026;F-1001;10001;2000,00;1920;1500;Innbetaling",
      "25.05.2026;F-1001;10001;3950,00;;1500;Kreditnota K-501",
      "10.06.2026;F-1001;10001;50,00;7830;1500;Avskrevet, tap på fordring",
      "15.06.2026;;10001;100,00;1920;1500;Innbetaling, ikke avregnet mot faktura",
    ]);
    expect(ids[1]).toBe(secondId);
    expect(lines.at(-1)).toBe("");
    // debit and credit balance: every row is one amount on both sides; the receivables fall by what the invoice
    // (10 000,00) lost in the period, less the unapplied 100,00 that waits on the customer
    const sum = (pick: (r: string[]) => boolean) =>
      rows.filter(pick).reduce((s, r) => s + Math.round(Number(r[3]!.replace(",", ".")) * 100), 0);
    const all = sum(() => true);
    expect(all).toBe(10_135_00);
    // every row credits an account; only the credit note leaves its debit (sales and VAT) to the books
    expect(rows.filter((r) => !r[5])).toEqual([]);
    expect(rows.filter((r) => !r[4]).map((r) => r[6])).toEqual(["Kreditnota K-501"]);
    expect(sum((r) => r[5] === "1500")).toBe(10_000_00 + 100_00);
    expect(sum((r) => r[4] === "1920")).toBe(4_000_00 + 2_035_00 + 100_00);
    expect(sum((r) => r[5] === "8050")).toBe(35_00);
    expect(file).toMatchObject({ from: "2026-05-01", to: "2026-06-30", rows: 6, totalOre: 10_135_00 });
  });

  it("makes one file per period and request key, lists them newest first, and writes the texts in English", async () => {
    const { customerId } = await workedExample();
    const first = await makeExportFile(
      customerId,
      { from: "2026-05-01", to: "2026-05-31", requestKey: "a" },
      actor,
      "no",
    );
    const again = await makeExportFile(
      customerId,
      { from: "2026-05-01", to: "2026-05-31", requestKey: "a" },
      actor,
      "en",
    );
    expect(again).toEqual({ file: first.file, made: false });
    const twice = await Promise.all(
      [1, 2].map(() => makeExportFile(customerId, { from: "2026-06-01", to: "2026-06-30" }, actor, "en")),
    );
    expect(twice[0]!.file).toEqual(twice[1]!.file);
    expect(twice.filter((r) => r.made)).toHaveLength(1);
    const list = await listExportFiles(customerId, 1, 25);
    expect(list.total).toBe(2);
    expect(list.data.map((f) => [f.from, f.to, f.rows])).toEqual([
      ["2026-06-01", "2026-06-30", 2],
      ["2026-05-01", "2026-05-31", 4],
    ]);
    expect((await listExportFiles(customerId, 2, 1)).data.map((f) => f.from)).toEqual(["2026-05-01"]);
    const june = await exportFileDownload(customerId, twice[0]!.file.id);
    expect(june.fileName).toBe("innfri-accounting-2026-06-01-2026-06-30.csv");
    expect(text(june.csv)[0]).toBe(
      "Date;Invoice number;Customer number;Amount;Debit account;Credit account;Text;Innfri voucher",
    );
    expect(text(june.csv)[1]).toMatch(/^10\.06\.2026;F-1001;10001;50,00;7830;1500;Written off, loss on receivables;/);
    // another customer's id is not found
    await expect(exportFileDownload(ulid(), first.file.id)).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});
