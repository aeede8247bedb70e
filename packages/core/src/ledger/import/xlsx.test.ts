import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { kidFor } from "./fixtures/generate";
import { parseImport } from "./index";
import { ImportFileError } from "./types";
import { readXlsx } from "./xlsx";

const KID = kidFor("0100231001");

/** A workbook as a Norwegian ledger exports it; the first sheet holds the invoices, a second one something else. */
async function workbook(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet("Fakturaer");
  sheet.addRow(["Kundenr", "Navn", "Fakturanr", "Fakturadato", "Forfallsdato", "Beløp", "KID", "Postnr"]);
  sheet.addRow([10023, "Bjørnstad Rør AS", 1001, new Date(Date.UTC(2026, 2, 15)), 46_110, 1234.5, KID, 150]);
  sheet.addRow([]);
  sheet.addRow([
    "10024",
    { richText: [{ text: "Kari " }, { text: "Nordmann", font: { bold: true } }] },
    { formula: "1000+2", result: 1002 },
    "16.03.2026",
    new Date(Date.UTC(2026, 2, 30)),
    { formula: "100*2", result: 200 },
    "",
    { text: "5003", hyperlink: "https://example.invalid" },
  ]);
  sheet.addRow([10025, "Ola", 1003, new Date(Date.UTC(2026, 1, 1)), null, { error: "#N/A" }, null, null]);
  wb.addWorksheet("Annet").addRow(["ikke", "dette"]);
  return new Uint8Array(await wb.xlsx.writeBuffer());
}

describe("XLSX", () => {
  it("reads the first sheet: headers, numbers kept, dates as YYYY-MM-DD, rich text and formulas as values", async () => {
    const table = await readXlsx(await workbook());
    expect(table.headers).toEqual([
      "Kundenr",
      "Navn",
      "Fakturanr",
      "Fakturadato",
      "Forfallsdato",
      "Beløp",
      "KID",
      "Postnr",
    ]);
    expect(table.rows).toEqual([
      { line: 2, cells: [10023, "Bjørnstad Rør AS", 1001, "2026-03-15", 46_110, 1234.5, KID, 150] },
      { line: 4, cells: ["10024", "Kari Nordmann", 1002, "16.03.2026", "2026-03-30", 200, "", "5003"] },
      { line: 5, cells: [10025, "Ola", 1003, "2026-02-01", "", "", "", ""] },
    ]);
  });

  it("becomes rows through the suggested mapping, with row errors for the bad ones", async () => {
    const result = await parseImport("xlsx", await workbook(), { today: "2026-05-01" });
    expect(result.format).toBe("xlsx");
    expect(result.rows).toEqual([
      {
        line: 2,
        kind: "invoice",
        debtor: { customerNumber: "10023", name: "Bjørnstad Rør AS", postcode: "0150" },
        number: "1001",
        voucherDate: "2026-03-15",
        dueDate: "2026-03-29",
        amountOre: 123_450,
        kid: KID,
        currency: "NOK",
      },
      {
        line: 4,
        kind: "invoice",
        debtor: { customerNumber: "10024", name: "Kari Nordmann", postcode: "5003" },
        number: "1002",
        voucherDate: "2026-03-16",
        dueDate: "2026-03-30",
        amountOre: 20_000,
        currency: "NOK",
      },
    ]);
    expect(result.errors).toEqual([{ line: 5, field: "amount", message: "validation.required" }]);
  });

  it("refuses a file that is not a workbook", async () => {
    await expect(readXlsx(new TextEncoder().encode("Kundenr;Beløp\n1;2\n"))).rejects.toThrow(ImportFileError);
    await expect(readXlsx(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).rejects.toMatchObject({
      messageKey: "imports.unreadable",
    });
  });

  it("refuses a workbook whose first sheet is empty", async () => {
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet("Tom");
    await expect(readXlsx(new Uint8Array(await wb.xlsx.writeBuffer()))).rejects.toMatchObject({
      messageKey: "imports.empty",
    });
  });
});
