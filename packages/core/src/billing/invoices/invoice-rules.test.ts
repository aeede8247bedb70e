import { beforeAll, describe, expect, it } from "vitest";
import { invoiceWord } from "../../i18n/invoice-words";
import { loadPublicHolidays } from "../../law/sending-window";
import { divRound, lineNetOre, vatOf } from "./invoice-amounts";
import { buildInvoice, invoiceKid, termsOf } from "./invoice-rules";
import { IssueInvoiceInput } from "./invoice.schema";
import { COMPANY_BUYER, sampleInvoice } from "./sample-invoice";

const line = (quantity: number, unitPriceOre: number, discountOre?: number) => ({
  description: { no: "Linje", en: "Line" },
  quantity,
  unit: "piece" as const,
  unitPriceOre,
  ...(discountOre !== undefined ? { discountOre } : {}),
});

beforeAll(() => loadPublicHolidays());

describe("an invoice's figures (EN 16931 rounding)", () => {
  it("rounds each line to øre half up, and the VAT once on the category's sum, not per line", () => {
    expect(lineNetOre(0.5, 199)).toBe(100); // 99.5 øre → 100
    expect(lineNetOre(2.5, 1999, 0)).toBe(4998); // 4997.5 → 4998
    expect(divRound(-5, 10)).toBe(-1); // half away from zero (a credit note's negative amounts round alike)
    // three lines of 2 øre: 25 % per line would be 0.5 → 1 øre each, 3 øre; on the sum, 6 øre → 1.5 → 2 øre
    const inv = buildInvoice({
      number: 7,
      customerId: "c",
      language: "no",
      issueDate: "2026-12-01",
      buyer: COMPANY_BUYER,
      lines: [line(1, 2), line(1, 2), line(1, 2)],
    });
    expect(inv.lines.map((l) => l.netOre)).toEqual([2, 2, 2]);
    expect(inv.vat).toEqual([
      { category: "S", basisPoints: 2500, taxableOre: 6, vatOre: 2, source: "merverdiavgiftsloven § 5-1 første ledd" },
    ]);
    expect([inv.netOre, inv.vatOre, inv.totalOre]).toEqual([6, 2, 8]);
    expect(vatOf(6, 2500)).toBe(2);
  });

  it("is due 14 days after the issue date, with a MOD10 KID of the invoice number and our seller of the day", () => {
    const inv = sampleInvoice({ number: 1042 });
    expect(inv.dueDate).toBe("2026-12-15");
    expect(inv.kid).toBe("0000010421");
    expect(invoiceKid(1)).toBe("0000000018");
    expect(inv.seller).toMatchObject({ name: "Innfri AS", orgNumber: "925123455", accountNumber: "15031234562" });
    // 499 + (7 × 33.33 − 10) + 2.5 × 19.99 + 3 × 2 = 499 + 223.31 + 49.98 + 6 = 778.29; VAT 194.5725 → 194.57
    expect(inv.lines.map((l) => l.netOre)).toEqual([49_900, 22_331, 4_998, 600]);
    expect([inv.netOre, inv.vatOre, inv.totalOre]).toEqual([77_829, 19_457, 97_286]);
    expect(invoiceWord("no", termsOf(inv).key, termsOf(inv).params)).toBe(
      "Betales innen 14 dager, til 15.12.2026, med KID 0000010421.",
    );
  });

  it("a due date on a weekend or public holiday moves to the next working day, and the terms say why", () => {
    // Friday 11.12.2026 + 14 days = Friday 25.12 (1. juledag); 26.12 (2. juledag, a Saturday), Sunday 27.12
    const christmas = sampleInvoice({ number: 7, issueDate: "2026-12-11" });
    expect(christmas.dueDate).toBe("2026-12-28");
    expect(invoiceWord("no", termsOf(christmas).key, termsOf(christmas).params)).toBe(
      "Betales innen 28.12.2026 med KID 0000000075: 14 dager ender 25.12.2026, en lørdag, søndag eller helligdag, så fristen går til neste virkedag.",
    );
    expect(invoiceWord("en", termsOf(christmas).key, termsOf(christmas).params)).toContain(
      "Payable by 28.12.2026 with KID 0000000075: 14 days end on 25.12.2026",
    );
    // Saturday 2026-12-19 + 14 = Saturday 02.01.2027 → Monday 04.01.2027
    expect(sampleInvoice({ issueDate: "2026-12-19" }).dueDate).toBe("2027-01-04");
  });
});

describe("IssueInvoiceInput (422 per field, messages in both languages)", () => {
  const issues = (lines: unknown[]) => {
    const r = IssueInvoiceInput.safeParse({ lines });
    // as the API answers them (util/validation.ts fieldErrorsFrom): each field's keys once
    return r.success ? [] : [...new Set(r.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`))];
  };

  it("takes a valid invoice", () => {
    expect(issues([line(2.5, 1999, 100)])).toEqual([]);
  });

  it("refuses negative, fractional-øre and absurd figures, and a discount above its line", () => {
    expect(issues([line(-1, 100)])).toEqual(["lines.0.quantity: invoices.quantityRange"]);
    expect(issues([line(0.0005, 100)])).toEqual(["lines.0.quantity: invoices.quantityRange"]);
    expect(issues([line(1_000_000, 100)])).toEqual(["lines.0.quantity: invoices.quantityRange"]);
    expect(issues([line(1, -5)])).toEqual(["lines.0.unitPriceOre: invoices.priceRange"]);
    expect(issues([line(1, 10.5)])).toEqual(["lines.0.unitPriceOre: invoices.priceRange"]);
    expect(issues([line(1, 100_000_001)])).toEqual(["lines.0.unitPriceOre: invoices.priceRange"]);
    expect(issues([line(1, 100, -1)])).toEqual(["lines.0.discountOre: invoices.discountRange"]);
    expect(issues([line(1, 100, 101)])).toEqual(["lines.0.discountOre: invoices.discountAboveLine"]);
    expect(issues([])).toEqual(["lines: invoices.linesRange"]);
  });

  it("refuses an invoice whose total passes 10 million kr", () => {
    const big = Array.from({ length: 11 }, () => line(100_000, 1_000_000));
    expect(() =>
      buildInvoice({
        number: 1,
        customerId: "c",
        language: "no",
        issueDate: "2026-12-01",
        buyer: COMPANY_BUYER,
        lines: big,
      }),
    ).toThrow(expect.objectContaining({ code: "VALIDATION", fields: { lines: ["invoices.totalTooLarge"] } }));
  });
});
