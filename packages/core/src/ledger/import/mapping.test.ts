import { describe, expect, it } from "vitest";
import { readDelimited } from "./delimited";
import { INVOICE_CSV_HEADERS, invoiceCsv, kidFor } from "./fixtures/generate";
import { dateFormatOf, excelSerialToDate, normaliseHeader, parseAmountCell, parseDateCell } from "./cells";
import { applyMapping, type ColumnMapping, suggestMapping } from "./mapping";
import { ImportFileError, type ImportTable } from "./types";

const today = "2026-05-01";
const KID = kidFor("0100231001");
const table = (headers: string[], ...rows: (string | number)[][]): ImportTable => ({
  headers,
  rows: rows.map((cells, i) => ({ line: i + 2, cells })),
});

const HEADERS = ["Kundenr", "Navn", "Org.nr", "Fakturanr", "Fakturadato", "Forfallsdato", "Beløp", "KID"];
const mapping: ColumnMapping = {
  kind: "invoice",
  columns: {
    customerNumber: "Kundenr",
    debtorName: "Navn",
    orgNumber: "Org.nr",
    number: "Fakturanr",
    voucherDate: "Fakturadato",
    dueDate: "Forfallsdato",
    amount: "Beløp",
    kid: "KID",
  },
};
const good = ["10023", "Bjørnstad Rør AS", "923 609 016", "1001", "15.03.2026", "29.03.2026", "1 234,50", KID];

describe("suggestMapping", () => {
  it("recognises Norwegian headers", () => {
    expect(suggestMapping(INVOICE_CSV_HEADERS).columns).toEqual({
      customerNumber: "Kundenr",
      debtorName: "Navn",
      orgNumber: "Org.nr",
      address: "Adresse",
      postcode: "Postnr",
      city: "Poststed",
      email: "E-post",
      number: "Fakturanr",
      voucherDate: "Fakturadato",
      dueDate: "Forfallsdato",
      amount: "Beløp",
      kid: "KID",
    });
  });

  it("recognises English headers, ignoring case, accents, punctuation and a unit in brackets", () => {
    const headers = ["Customer number", "NAME", "Invoice No.", "Invoice date", "Due date", "Amount (NOK)", "kid", "x"];
    expect(suggestMapping(headers)).toEqual({
      kind: "invoice",
      columns: {
        customerNumber: "Customer number",
        debtorName: "NAME",
        number: "Invoice No.",
        voucherDate: "Invoice date",
        dueDate: "Due date",
        amount: "Amount (NOK)",
        kid: "kid",
      },
    });
  });

  it.each([
    ["Kundenummer", "customerNumber"],
    ["Fakturanummer", "number"],
    ["Forfall", "dueDate"],
    ["Belop", "amount"],
    ["BELØP", "amount"],
    ["Org. nr.", "orgNumber"],
    ["Postnr.", "postcode"],
    ["Valuta", "currency"],
  ])("%s → %s", (header, field) => {
    expect(suggestMapping([header]).columns).toEqual({ [field]: header });
  });

  it("maps an export's text column to the description, not the reference (usability-review-2 C6)", () => {
    expect(suggestMapping(["Fakturanr", "Tekst", "Deres ref"]).columns).toEqual({
      number: "Fakturanr",
      description: "Tekst",
      reference: "Deres ref",
    });
  });

  it("prefers an open amount to the invoice amount, and uses each header once", () => {
    expect(suggestMapping(["Beløp", "Restbeløp"]).columns).toEqual({ amount: "Restbeløp" });
  });

  it("normalises headers", () => expect(normaliseHeader(" Beløp (NOK) ")).toBe("belop"));
});

describe("cell readers", () => {
  it.each([
    ["1 234,50", 123_450],
    ["1234.5", 123_450],
    ["1.234,50", 123_450],
    ["1,234.50", 123_450],
    ["12.345.678,90", 1_234_567_890],
    ["kr 1 234,-", 123_400],
    ["NOK 99", 9_900],
    ["250,00-", -25_000],
    ["-250", -25_000],
    [1234.5, 123_450],
    ["12,345", 1_234_500],
    ["1,2,3", null],
    ["abc", null],
    ["12.345,678", null],
  ])("amount %j → %j", (cell, ore) => expect(parseAmountCell(cell)).toBe(ore));

  it.each([
    ["15.03.2026", "2026-03-15"],
    ["5.3.2026", "2026-03-05"],
    ["05/03/2026", "2026-03-05"],
    ["15.03.26", "2026-03-15"],
    ["2026-03-15", "2026-03-15"],
    ["2026-03-15T00:00:00", "2026-03-15"],
    ["15.03.2026 14:30", "2026-03-15"],
    ["20260315", "2026-03-15"],
    [46_023, "2026-01-01"],
    ["46023", "2026-01-01"],
    [46_023.75, "2026-01-01"],
    ["29.02.2028", "2028-02-29"],
    ["31.02.2026", undefined],
    ["29.02.2026", undefined],
    ["2026-13-01", undefined],
    ["15.3", undefined],
    ["i går", undefined],
  ])("date %j → %j", (cell, date) => expect(parseDateCell(cell)).toBe(date));

  it("counts Excel serials with the 1900 leap-year bug", () => {
    expect(excelSerialToDate(1)).toBe("1900-01-01");
    expect(excelSerialToDate(59)).toBe("1900-02-28");
    expect(excelSerialToDate(60)).toBeUndefined();
    expect(excelSerialToDate(61)).toBe("1900-03-01");
    expect(excelSerialToDate(45_658)).toBe("2025-01-01");
  });
});

describe("applyMapping", () => {
  it("turns a good row into an invoice with its debtor", () => {
    const result = applyMapping(table(HEADERS, good), mapping, { today });
    expect(result).toEqual({
      format: "csv",
      errors: [],
      rows: [
        {
          line: 2,
          kind: "invoice",
          debtor: { customerNumber: "10023", name: "Bjørnstad Rør AS", orgNumber: "923609016" },
          number: "1001",
          voucherDate: "2026-03-15",
          dueDate: "2026-03-29",
          amountOre: 123_450,
          kid: KID,
          currency: "NOK",
        },
      ],
    });
  });

  it("keeps what the invoice is for on one bounded line, without control or bidi characters (C6, G7)", () => {
    const headers = [...HEADERS, "Tekst"];
    const text = "Rørlegger\u202Earbeid\r\n\tbad\u0000 " + "x".repeat(600);
    const result = applyMapping(table(headers, [...good, text]), { ...mapping, columns: { ...mapping.columns, description: "Tekst" } }, { today });
    const description = result.rows[0]!.description!;
    expect(description.startsWith("Rørleggerarbeid bad xxx")).toBe(true);
    expect(description).toHaveLength(500);
    expect(description.endsWith("…")).toBe(true);
  });

  it("names every error of a row and keeps the other rows", () => {
    const bad = ["", "X", "923609017", "1002", "31.02.2026", "1.1.2026", "tolv", "1234567"];
    const result = applyMapping(table(HEADERS, good, bad, [...good.slice(0, 3), "1003", ...good.slice(4)]), mapping, {
      today,
    });
    expect(result.rows.map((r) => r.number)).toEqual(["1001", "1003"]);
    expect(result.errors).toEqual([
      { line: 3, field: "amount", message: "validation.number" },
      // the message names the format the file's dates are in (DD.MM.YYYY), not ISO
      { line: 3, field: "voucherDate", message: "imports.date", params: { format: "dmy" } },
      { line: 3, field: "customerNumber", message: "validation.required" },
      { line: 3, field: "orgNumber", message: "validation.orgNumber" },
      { line: 3, field: "kid", message: "validation.kid" },
    ]);
  });

  it("says an amount above NOK 10 000 000 000 is too large, not that it is no number (text and spreadsheet cells)", () => {
    const row = (number: string, amount: string | number) => [
      ...good.slice(0, 3),
      number,
      ...good.slice(4, 6),
      amount,
      KID,
    ];
    const result = applyMapping(
      table(
        HEADERS,
        row("1001", "10 000 000 000,00"),
        row("1002", "10 000 000 000,01"),
        row("1003", "kr 12.000.000.000,00"),
        row("1004", 10_000_000_001),
        row("1005", "tolv"),
      ),
      mapping,
      { today },
    );
    expect(result.rows.map((r) => [r.number, r.amountOre])).toEqual([["1001", 1_000_000_000_000]]);
    expect(result.errors).toEqual([
      { line: 3, field: "amount", message: "validation.amountTooLarge" },
      { line: 4, field: "amount", message: "validation.amountTooLarge" },
      { line: 5, field: "amount", message: "validation.amountTooLarge" },
      { line: 6, field: "amount", message: "validation.number" },
    ]);
  });

  it("checks the organisation number, postcode and e-mail of the debtor", () => {
    const headers = ["Kundenr", "Org.nr", "Postnr", "E-post", "Fakturanr", "Fakturadato", "Beløp"];
    const m = { kind: "invoice" as const, columns: suggestMapping(headers).columns };
    const result = applyMapping(
      table(
        headers,
        ["1", "NO923609016MVA", 150, "Post@Firma.no", "1", "01.04.2026", "10"],
        ["2", "923609017", "15O", "post@", "2", "01.04.2026", "10"],
      ),
      m,
      { today },
    );
    expect(result.rows[0]!.debtor).toEqual({
      customerNumber: "1",
      orgNumber: "923609016",
      postcode: "0150",
      email: "post@firma.no",
    });
    expect(result.errors.map((e) => [e.line, e.field, e.message])).toEqual([
      [3, "orgNumber", "validation.orgNumber"],
      [3, "postcode", "validation.postcode"],
      [3, "email", "validation.email"],
    ]);
  });

  it("refuses a voucher date after today, but not a due date", () => {
    const row = [...good];
    row[4] = "02.05.2026";
    row[5] = "16.05.2026";
    const future = applyMapping(table(HEADERS, row), mapping, { today });
    expect(future.errors).toEqual([{ line: 2, field: "voucherDate", message: "imports.dateInFuture" }]);
    row[4] = "01.05.2026";
    expect(applyMapping(table(HEADERS, row), mapping, { today }).rows[0]!.dueDate).toBe("2026-05-16");
  });

  it("makes a second row with the same invoice number an error", () => {
    const result = applyMapping(table(HEADERS, good, good), mapping, { today });
    expect(result.rows).toHaveLength(1);
    expect(result.errors).toEqual([
      { line: 3, field: "number", message: "imports.duplicateNumber", params: { number: "1001", firstLine: 2 } },
    ]);
  });

  it("refuses a negative invoice amount unless the mapping makes it a credit note", () => {
    const row = [...good];
    row[6] = "-500,00";
    const refused = applyMapping(table(HEADERS, row), mapping, { today });
    expect(refused.errors).toEqual([{ line: 2, field: "amount", message: "imports.negativeAmount" }]);
    const credited = applyMapping(table(HEADERS, row), { ...mapping, negativeAsCreditNote: true }, { today });
    expect(credited.rows[0]).toMatchObject({ kind: "creditNote", amountOre: 50_000, number: "1001" });
    expect(credited.rows[0]).not.toHaveProperty("kid");
    expect(credited.rows[0]).not.toHaveProperty("dueDate");
  });

  it("refuses a zero amount", () => {
    const row = [...good];
    row[6] = "0,00";
    expect(applyMapping(table(HEADERS, row), mapping, { today }).errors[0]!.message).toBe("imports.amountNotPositive");
  });

  it("reads each row's kind from a column", () => {
    const headers = ["Type", "Kundenr", "Nr", "Gjelder faktura", "Dato", "Beløp"];
    const m: ColumnMapping = {
      kind: { column: "Type", values: { Faktura: "invoice", Kreditnota: "creditNote", Innbetaling: "payment" } },
      columns: {
        customerNumber: "Kundenr",
        number: "Nr",
        invoiceNumber: "Gjelder faktura",
        voucherDate: "Dato",
        amount: "Beløp",
      },
    };
    const result = applyMapping(
      table(
        headers,
        ["Faktura", "7", "1001", "", "01.04.2026", "1000"],
        ["KREDITNOTA", "7", "K-1", "1001", "02.04.2026", "-200"],
        ["Innbetaling", "", "", "1001", "03.04.2026", "800"],
        ["Purring", "7", "P-1", "", "03.04.2026", "70"],
      ),
      m,
      { today, format: "xlsx" },
    );
    expect(result.format).toBe("xlsx");
    expect(result.rows.map((r) => [r.kind, r.number, r.invoiceNumber, r.amountOre, r.debtor?.customerNumber])).toEqual([
      ["invoice", "1001", undefined, 100_000, "7"],
      ["creditNote", "K-1", "1001", 20_000, "7"],
      ["payment", undefined, "1001", 80_000, undefined],
    ]);
    expect(result.errors).toEqual([
      { line: 5, field: "kind", message: "imports.unknownKind", params: { value: "Purring" } },
    ]);
  });

  it("takes a payment's invoice number from the number column", () => {
    const m: ColumnMapping = { kind: "payment", columns: { number: "Faktura", voucherDate: "Dato", amount: "Beløp" } };
    const result = applyMapping(table(["Faktura", "Dato", "Beløp"], ["1001", "03.04.2026", "800"]), m, { today });
    expect(result.rows).toEqual([
      {
        line: 2,
        kind: "payment",
        invoiceNumber: "1001",
        voucherDate: "2026-04-03",
        amountOre: 80_000,
        currency: "NOK",
      },
    ]);
  });

  it("reads spreadsheet numbers: customer numbers, Excel date serials and amounts", () => {
    const result = applyMapping(table(HEADERS, [10023, "A", "", 1001, 46_023, 46_037, 1234.5, ""]), mapping, { today });
    expect(result.rows[0]).toMatchObject({
      debtor: { customerNumber: "10023" },
      number: "1001",
      voucherDate: "2026-01-01",
      dueDate: "2026-01-15",
      amountOre: 123_450,
    });
  });

  it("checks the currency and debtor type", () => {
    const headers = ["Kundenr", "Type", "Fakturanr", "Fakturadato", "Beløp", "Valuta"];
    const m = { kind: "invoice" as const, columns: { ...suggestMapping(headers).columns, debtorType: "Type" } };
    const result = applyMapping(
      table(headers, ["1", "Privat", "1", "01.04.2026", "10", "eur"], ["2", "Stiftelse", "2", "01.04.2026", "10", "€"]),
      m,
      { today },
    );
    expect(result.rows[0]).toMatchObject({ currency: "EUR", debtor: { customerNumber: "1", type: "person" } });
    expect(result.errors.map((e) => e.message)).toEqual(["imports.debtorType", "imports.currency"]);
  });

  it("refuses a mapping that names a missing column or leaves out a required one", () => {
    const missing = { ...mapping, columns: { ...mapping.columns, amount: "Sum" } };
    expect(() => applyMapping(table(HEADERS, good), missing, { today })).toThrow(ImportFileError);
    const { customerNumber: _, ...withoutCustomer } = mapping.columns;
    try {
      applyMapping(table(HEADERS, good), { kind: "invoice", columns: withoutCustomer }, { today });
      expect.unreachable();
    } catch (e) {
      expect((e as ImportFileError).messageKey).toBe("imports.mapping.missingColumn");
      expect((e as ImportFileError).params).toEqual({ field: "customerNumber" });
    }
  });

  it("matches a saved mapping's column names loosely (case, accents)", () => {
    const result = applyMapping(
      table(
        HEADERS.map((h) => h.toUpperCase()),
        good,
      ),
      mapping,
      { today },
    );
    expect(result.rows).toHaveLength(1);
  });

  it("accepts every row of a generated 10 000-invoice CSV with the suggested mapping", () => {
    const t = readDelimited(new TextEncoder().encode(invoiceCsv(10_000, { today })));
    const result = applyMapping(t, suggestMapping(t.headers), { today });
    expect(result.errors).toEqual([]);
    expect(result.rows).toHaveLength(10_000);
    expect(new Set(result.rows.map((r) => r.debtor!.customerNumber)).size).toBe(2_500);
    expect(result.rows.every((r) => r.kid && r.dueDate && r.debtor?.name)).toBe(true);
  });
});

describe("bad dates name the format of their column", () => {
  const headers = ["Kundenr", "Fakturanr", "Fakturadato", "Forfallsdato", "Beløp"];
  const m = { kind: "invoice" as const, columns: suggestMapping(headers).columns };
  it("names the format most of the column is written in", () => {
    const iso = applyMapping(
      table(headers, ["1", "1", "2026-04-01", "2026-04-15", "10"], ["2", "2", "2026-02-30", "15.04", "10"]),
      m,
      { today: "2026-05-01" },
    );
    expect(iso.errors).toEqual([
      { line: 3, field: "voucherDate", message: "imports.date", params: { format: "ymd" } },
      { line: 3, field: "dueDate", message: "imports.date", params: { format: "ymd" } },
    ]);
    const slash = applyMapping(
      table(headers, ["1", "1", "01/04/2026", "", "10"], ["2", "2", "31/02/2026", "", "10"]),
      m,
      { today: "2026-05-01" },
    );
    expect(slash.errors).toEqual([
      { line: 3, field: "voucherDate", message: "imports.date", params: { format: "dmySlash" } },
    ]);
  });
  it("knows the formats", () => {
    expect(
      ["01.04.2026", "1/4/2026", "01-04-2026", "01.04.26", "2026-04-01", "20260401", "april", 46_000].map(dateFormatOf),
    ).toEqual(["dmy", "dmySlash", "dmyDash", "dmyShort", "ymd", "ymdCompact", undefined, undefined]);
  });
});
