import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseSaft } from "./saft";
import { ImportFileError } from "./types";

const saft = readFileSync(new URL("./fixtures/saft.xml", import.meta.url), "utf8");
const bytes = (text: string) => new TextEncoder().encode(text);

function fileError(fn: () => unknown): ImportFileError {
  try {
    fn();
  } catch (e) {
    if (e instanceof ImportFileError) return e;
    throw e;
  }
  throw new Error("expected an ImportFileError");
}

const company = {
  customerNumber: "15000",
  name: "Bjørnstad Rør & Sønn AS",
  type: "company",
  orgNumber: "923609016",
  address: "Postboks 55, c/o Regnskap",
  postcode: "5803",
  city: "Bergen",
  email: "faktura@bjornstad.no",
  phone: "55123456",
};
const person = {
  customerNumber: "15001",
  name: "Åse Løvås",
  type: "person",
  address: "Bakkeløkka 7B",
  postcode: "2317",
  city: "Hamar",
  phone: "90012345",
};

describe("SAF-T Financial", () => {
  const result = parseSaft(bytes(saft));

  it("reads invoices, credit notes and payments from the customer lines of the ledger", () => {
    expect(result.format).toBe("saft");
    expect(result.rows).toEqual([
      {
        line: 3,
        kind: "invoice",
        debtor: company,
        number: "59357795",
        voucherDate: "2025-09-27",
        dueDate: "2025-10-11",
        amountOre: 1_250_000,
        kid: "01002310017",
        currency: "NOK",
        description: "Rør og deler",
        externalId: "saft:S:100:3",
      },
      {
        // Posted in two parts (two due dates): one invoice of the sum, with the first part's due date.
        line: 6,
        kind: "invoice",
        debtor: person,
        number: "60000002",
        voucherDate: "2025-10-02",
        dueDate: "2025-10-16",
        amountOre: 100_000,
        currency: "NOK",
        description: "Faktura 60000002 (to forfall)",
        externalId: "saft:S:101:3",
      },
      {
        line: 10,
        kind: "creditNote",
        debtor: person,
        number: "K-5",
        invoiceNumber: "60000002",
        voucherDate: "2025-10-20",
        amountOre: 25_000,
        currency: "NOK",
        description: "Kreditnota til faktura 60000002",
        externalId: "saft:S:102:3",
      },
      {
        line: 16,
        kind: "invoice",
        debtor: company,
        number: "60000004",
        voucherDate: "2025-11-10",
        dueDate: "2025-11-24",
        amountOre: 10_000,
        currency: "EUR",
        description: "Faktura i euro",
        externalId: "saft:S:104:2",
      },
      {
        line: 20,
        kind: "payment",
        debtor: company,
        invoiceNumber: "59357795",
        voucherDate: "2025-10-11",
        amountOre: 600_000,
        kid: "01002310017",
        currency: "NOK",
        reference: "59357795",
        externalId: "saft:B:200:2",
      },
    ]);
  });

  it("names the lines it cannot use: a bad date, and a debit paid out from the bank", () => {
    expect(result.errors).toEqual([
      { line: 18, field: "dueDate", message: "validation.date" },
      { line: 21, message: "imports.saft.unsupportedLine" },
    ]);
  });

  it("skips a cash sale settled in the same voucher, supplier lines and customer ids on revenue lines", () => {
    expect(result.rows.map((r) => r.number ?? r.invoiceNumber)).not.toContain("60000003");
    expect(result.rows.every((r) => r.debtor?.customerNumber.startsWith("150"))).toBe(true);
  });

  it("reads receivables on 15xx when no customer names a balance account (older files)", () => {
    const old = saft.replace(/<BalanceAccount>.*?<\/BalanceAccount>/g, "");
    expect(parseSaft(bytes(old)).rows).toHaveLength(5);
  });

  it("says an amount above NOK 10 000 000 000 is too large, naming the line (also a foreign amount)", () => {
    const large = saft
      .replace("<DebitAmount><Amount>12500.00</Amount>", "<DebitAmount><Amount>10000000000.01</Amount>")
      .replace("<CurrencyAmount>100.00</CurrencyAmount>", "<CurrencyAmount>20000000000</CurrencyAmount>")
      .replace("<DebitAmount><Amount>100.00</Amount>", "<DebitAmount><Amount>ti</Amount>");
    const { rows, errors } = parseSaft(bytes(large));
    expect(rows.filter((r) => r.kind === "invoice").map((r) => r.number)).toEqual(["60000002"]);
    expect(errors).toContainEqual({ line: 3, field: "amount", message: "validation.amountTooLarge" });
    expect(errors).toContainEqual({ line: 16, field: "amount", message: "validation.amountTooLarge" });
    expect(errors).toContainEqual({ line: 18, field: "amount", message: "validation.number" });
    expect(errors.filter((e) => e.message === "validation.number")).toHaveLength(1);
  });

  it("makes a second invoice with the same number a row error", () => {
    const twice = saft.replace(
      "<ReferenceNumber>60000004</ReferenceNumber>",
      "<ReferenceNumber>59357795</ReferenceNumber>",
    );
    expect(parseSaft(bytes(twice)).errors).toContainEqual({
      line: 16,
      field: "number",
      message: "imports.duplicateNumber",
      params: { number: "59357795", firstLine: 3 },
    });
  });

  it("refuses XML that is not a SAF-T Financial file", () => {
    expect(fileError(() => parseSaft(bytes("<AuditFile><Header/></AuditFile>"))).messageKey).toBe(
      "imports.saft.notSaft",
    );
    const ehf = readFileSync(new URL("./fixtures/ehf-invoice.xml", import.meta.url));
    expect(fileError(() => parseSaft(new Uint8Array(ehf))).messageKey).toBe("imports.saft.notSaft");
  });

  it("refuses a broken file, naming the line", () => {
    const broken = saft.replace("<TransactionID>102</TransactionID>", "<TransactionID>102</TransactionId>");
    const e = fileError(() => parseSaft(bytes(broken)));
    expect(e.messageKey).toBe("imports.xml.malformed");
    expect(e.line).toBe(saft.split("\n").findIndex((l) => l.includes("<TransactionID>102<")) + 1);
  });

  it("reads a larger file (2 000 invoices)", () => {
    const transaction = (i: number) =>
      `<Transaction><TransactionID>${1000 + i}</TransactionID><TransactionDate>2025-10-01</TransactionDate>` +
      `<Line><RecordID>1</RecordID><AccountID>3000</AccountID><CreditAmount><Amount>100.00</Amount></CreditAmount></Line>` +
      `<Line><RecordID>2</RecordID><AccountID>1500</AccountID><CustomerID>15000</CustomerID><DebitAmount><Amount>100.00</Amount></DebitAmount>` +
      `<ReferenceNumber>${700000 + i}</ReferenceNumber><DueDate>2025-10-15</DueDate></Line></Transaction>`;
    const many = saft.replace(
      "<JournalID>B</JournalID>",
      `<JournalID>B</JournalID>${Array.from({ length: 2_000 }, (_, i) => transaction(i)).join("\n")}`,
    );
    const parsed = parseSaft(bytes(many));
    expect(parsed.rows).toHaveLength(2_005);
    expect(parsed.rows.at(-2)!.number).toBe("701999");
  });
});
