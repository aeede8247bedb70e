import { ulid } from "ulid";
import { describe, expect, it } from "vitest";
import { Clock } from "../clock";
import { db } from "../dynamo/db";
import { MAX_TOTAL_ORE } from "../util/money";
import { invoiceCsv, kidFor, ocrFile } from "./import/fixtures/generate";
import { commitImport, getImport, startImport, type LedgerImport } from "./imports";
import { counters, ledgerCounter } from "./ledger-counters";
import { getRef } from "./store";
import { ledgerSummary, openItems } from "./lists";

const actor = { userId: "u-import" };
const bytes = (text: string) => new TextEncoder().encode(text);

/** The jobs poller of the test file runs the queued stages; wait until the import leaves `state`. */
async function settled(customerId: string, importId: string, state: string): Promise<LedgerImport> {
  for (let i = 0; i < 200; i++) {
    const item = await getImport(customerId, importId);
    if (item.status !== state) return item;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`import ${importId} still ${state}`);
}

async function importFile(customerId: string, fileName: string, text: string, overwriteDebtors = false) {
  const started = await startImport(customerId, actor, { fileName, bytes: bytes(text) });
  const parsed = await settled(customerId, started.importId, "parsing");
  if (parsed.status !== "parsed") return parsed;
  await commitImport(customerId, started.importId, { overwriteDebtors });
  return settled(customerId, started.importId, "importing");
}

describe("ledger imports", () => {
  it("imports a CSV of invoices with a preview, then an OCR file whose payments are matched by KID; neither twice", async () => {
    Clock.setNow(new Date("2026-05-01T10:00:00Z"));
    try {
      const customerId = ulid();
      const csv = invoiceCsv(120, { today: "2026-05-01", customers: 30 });
      const started = await startImport(customerId, actor, { fileName: "faktura.csv", bytes: bytes(csv) });
      const parsed = await settled(customerId, started.importId, "parsing");
      expect(parsed.status).toBe("parsed");
      expect(parsed.summary).toMatchObject({ valid: 120, invoices: 120, newDebtors: 30, duplicates: 0, errors: 0 });
      expect(parsed.preview).toHaveLength(20);
      await commitImport(customerId, started.importId, {});
      const done = await settled(customerId, started.importId, "importing");
      expect(done).toMatchObject({ status: "done", processed: 120, result: { created: 120, skipped: 0 } });
      const open = await openItems(customerId, { page: 1, rowsPerPage: 5, desc: false });
      expect(open.total).toBe(120);
      const csvTotal = (await counters(customerId, "open#")).amountOre;

      // the same bytes again are refused at once; the same rows in another file are skipped
      await expect(
        startImport(customerId, actor, { fileName: "faktura.csv", bytes: bytes(csv) }),
      ).rejects.toMatchObject({ fields: { file: ["imports.fileSeen"] } });
      const again = await importFile(customerId, "faktura-kopi.csv", csv.replace(/\r\n$/, "\r\n\r\n"));
      expect(again).toMatchObject({ status: "done", result: { created: 0, skipped: 120 } });
      expect((await openItems(customerId, { page: 1, rowsPerPage: 5, desc: false })).total).toBe(120);

      // OCR: one payment pays the first invoice in full (by KID), one has an unknown KID and waits
      const first = open.data[0]!;
      const ocr = ocrFile([
        { kid: first.kid!, amountOre: first.amountOre, date: "2026-04-30" },
        { kid: kidFor("99887766"), amountOre: 500_00, date: "2026-04-30" },
      ]);
      const paid = await importFile(customerId, "ocr.txt", ocr);
      expect(paid).toMatchObject({ status: "done", result: { created: 2, matched: 1, unmatched: 1 } });
      expect(await ledgerSummary(customerId)).toMatchObject({
        openItems: 119,
        openOre: csvTotal - first.amountOre,
        unmatchedPayments: 1,
        unmatchedPaymentsOre: 500_00,
      });
      // the same OCR transmission again (another file name, same sender and forsendelsesnummer) is refused
      const twice = await startImport(customerId, actor, { fileName: "ocr-igjen.txt", bytes: bytes(`${ocr}\r\n`) });
      expect(await settled(customerId, twice.importId, "parsing")).toMatchObject({
        status: "failed",
        error: { message: "imports.fileSeen" },
      });
    } finally {
      Clock.setOffset(0);
    }
  }, 60_000);

  it("fails a malformed OCR file naming the line, and imports nothing of it", async () => {
    const customerId = ulid();
    const good = ocrFile([{ kid: kidFor("1234567"), amountOre: 100_00, date: "2026-04-30" }]);
    const broken = good.replace(/^(NY09\d{2}30.{72})/m, (line) => line.slice(0, 70));
    const failed = await importFile(customerId, "ocr.txt", broken);
    expect(failed.status).toBe("failed");
    expect((failed.error as { line: number }).line).toBeGreaterThan(0);
    expect((await ledgerSummary(customerId)).unmatchedPayments).toBe(0);
  });

  it("refuses a file whose invoices would take a counter past MAX_TOTAL_ORE before writing anything of it (F7)", async () => {
    Clock.setNow(new Date("2026-05-01T10:00:00Z"));
    try {
      const customerId = ulid();
      const csv = invoiceCsv(150, { today: "2026-05-01", customers: 20 });
      const started = await startImport(customerId, actor, { fileName: "faktura.csv", bytes: bytes(csv) });
      const parsed = await settled(customerId, started.importId, "parsing");
      expect(parsed.summary).toMatchObject({ invoices: 150 });
      const sum = (parsed.summary as { amountOre: number }).amountOre;
      // the open claims already add up to 1 øre less than the file leaves room for (its commit adds in bulk,
      // outside writeLedger's own bound)
      const near = MAX_TOTAL_ORE - sum + 1;
      await db()
        .entities.counter.put({ ...ledgerCounter(customerId, "list#claims:open"), count: 7, amountOre: near })
        .go();

      await commitImport(customerId, started.importId, {});
      const failed = await settled(customerId, started.importId, "importing");
      expect(failed).toMatchObject({ status: "failed", error: { message: "imports.totalTooLarge", line: null } });
      // nothing of it is written: no voucher, no debtor, no file ref, no counter moved
      const { data: vouchers } = await db().entities.voucher.query.byId({ customerId }).go({ pages: "all" });
      expect(vouchers).toEqual([]);
      const { data: debtors } = await db().entities.debtor.query.byCustomer({ customerId }).go({ pages: "all" });
      expect(debtors).toEqual([]);
      expect(await getRef(customerId, `file#sha256:${failed.fileHash}`)).toBeFalsy();
      expect(await counters(customerId, "list#")).toEqual({ count: 7, amountOre: near });
      expect(await counters(customerId, "open#")).toEqual({ count: 0, amountOre: 0 });

      // with exactly room for it, the same file imports whole and the counter reaches the bound, not past it
      await db()
        .entities.counter.put({ ...ledgerCounter(customerId, "list#claims:open"), count: 7, amountOre: near - 1 })
        .go();
      const done = await importFile(customerId, "faktura-2.csv", csv.replace(/\r\n$/, "\r\n\r\n"));
      expect(done).toMatchObject({ status: "done", result: { created: 150 } });
      expect(await counters(customerId, "list#claims:open")).toEqual({ count: 157, amountOre: MAX_TOTAL_ORE });
    } finally {
      Clock.setOffset(0);
    }
  }, 60_000);
});
