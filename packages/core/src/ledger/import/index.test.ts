import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { INVOICE_CSV_HEADERS, invoiceCsv, kidFor, ocrFile } from "./fixtures/generate";
import { detectFormat, parseImport, readTable } from "./index";
import { ImportFileError } from "./types";

const encode = (text: string) => new TextEncoder().encode(text);
const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url)));
const today = "2026-05-01";

describe("parseImport", () => {
  it("parses a generated CSV with the suggested mapping", async () => {
    const result = await parseImport("csv", encode(invoiceCsv(40, { today })), { today });
    expect(result.format).toBe("csv");
    expect(result.errors).toEqual([]);
    expect(result.rows).toHaveLength(40);
    expect(new Set(result.rows.map((r) => r.debtor!.customerNumber)).size).toBe(10);
    expect(result.rows[0]).toMatchObject({ line: 2, kind: "invoice", number: "100001", currency: "NOK" });
  });

  it("parses a Windows-1252 CSV with a saved mapping", async () => {
    const text = "Kunde nr;Beløp;Dato;Faktura\r\n7;1 000,00;01.04.2026;1001\r\n";
    const bytes = Uint8Array.from(text, (c) => c.charCodeAt(0));
    const mapping = {
      kind: "invoice" as const,
      columns: { customerNumber: "Kunde nr", amount: "Beløp", voucherDate: "Dato", number: "Faktura" },
    };
    const result = await parseImport("csv", bytes, { today, mapping });
    expect(result.rows).toEqual([
      {
        line: 2,
        kind: "invoice",
        debtor: { customerNumber: "7" },
        number: "1001",
        voucherDate: "2026-04-01",
        amountOre: 100_000,
        currency: "NOK",
      },
    ]);
  });

  it("dispatches OCR, EHF and SAF-T", async () => {
    const ocr = await parseImport(
      "ocr",
      encode(ocrFile([{ kid: kidFor("1001"), amountOre: 500, date: "2026-04-02" }])),
      {
        today,
      },
    );
    expect(ocr.rows.map((r) => [r.kind, r.amountOre, r.kid])).toEqual([["payment", 500, kidFor("1001")]]);
    expect((await parseImport("ehf", fixture("ehf-invoice.xml"), { today })).rows).toHaveLength(1);
    expect((await parseImport("saft", fixture("saft.xml"), { today })).rows).toHaveLength(5);
  });

  it("throws ImportFileError for a file of another format", async () => {
    await expect(parseImport("ocr", fixture("saft.xml"), { today })).rejects.toBeInstanceOf(ImportFileError);
    await expect(parseImport("saft", fixture("ehf-invoice.xml"), { today })).rejects.toMatchObject({
      messageKey: "imports.saft.notSaft",
    });
    await expect(parseImport("csv", encode(""), { today })).rejects.toMatchObject({ messageKey: "imports.empty" });
    await expect(parseImport("pdf" as never, encode("x"), { today })).rejects.toMatchObject({
      messageKey: "imports.format",
    });
  });

  it("reads a CSV's table for a preview", async () => {
    const table = await readTable("csv", encode(invoiceCsv(3)));
    expect(table.headers).toEqual(INVOICE_CSV_HEADERS);
    expect(table.rows).toHaveLength(3);
  });
});

describe("detectFormat", () => {
  it("tells the formats apart by their first bytes", () => {
    expect(detectFormat(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0]))).toBe("xlsx");
    expect(detectFormat(encode(ocrFile([])))).toBe("ocr");
    expect(detectFormat(fixture("saft.xml"))).toBe("saft");
    expect(detectFormat(fixture("ehf-invoice.xml"))).toBe("ehf");
    expect(detectFormat(encode("\uFEFF<?xml version='1.0'?><n1:AuditFile xmlns:n1='x'/>"))).toBe("saft");
    expect(detectFormat(encode(invoiceCsv(2)))).toBe("csv");
  });
});

describe("fixture generators", () => {
  it("invoiceCsv is deterministic and quotes names that need it", () => {
    const csv = invoiceCsv(24, { seed: 7 });
    expect(invoiceCsv(24, { seed: 7 })).toBe(csv);
    expect(csv.split("\r\n")[0]).toBe(INVOICE_CSV_HEADERS.join(";"));
    expect(csv.split("\r\n")).toHaveLength(26);
    expect(csv).toContain(';"Kafé ""Kroken"" 2 AS";');
    expect(csv).toContain(';"Lillevik Elektro; avd. Bergen 4 AS";');
  });

  it("ocrFile with no payments is still a valid file", async () => {
    const result = await parseImport("ocr", encode(ocrFile([])), { today });
    expect(result).toMatchObject({ rows: [], errors: [], totals: { count: 0, amountOre: 0 } });
  });
});
