import { beforeAll, describe, expect, it } from "vitest";
import { loadPublicHolidays } from "../../law/sending-window";
import { pdfText } from "../../letters/pdf/extract-text";
import { renderInvoicePdf } from "./invoice-pdf";
import { PERSON_BUYER, sampleInvoice } from "./sample-invoice";

/** The text with line wraps and no-break spaces made plain, so a wrapped sentence still matches. */
const flat = (pdf: Uint8Array) => pdfText(pdf).replace(/\u00a0/g, " ").replace(/\s+/g, " ");

beforeAll(() => loadPublicHolidays());

describe("renderInvoicePdf", () => {
  it("writes a Norwegian invoice: seller with MVA and Foretaksregisteret, lines, VAT breakdown, KID, account, due date", async () => {
    const pdf = await renderInvoicePdf(sampleInvoice(), { compress: false });
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe("%PDF-");
    const text = flat(pdf);
    expect(text).toContain("Org.nr. 925 123 455 MVA");
    expect(text).toContain("Foretaksregisteret");
    expect(text).toContain("Rørlegger Hansen & Sønn AS");
    expect(text).toContain("Faktura 1042");
    expect(text).toContain("Fakturadato 01.12.2026");
    expect(text).toContain("Forfallsdato 15.12.2026");
    expect(text).toContain("Ekstra saker Rabatt 10,00 kr 7 saker 33,33 kr 223,31 kr");
    expect(text).toContain("2,5 utsendelser 19,99 kr 49,98 kr");
    expect(text).toContain("Sum eks. mva. 778,29 kr");
    expect(text).toContain("Mva. 25,00 % av 778,29 kr 194,57 kr");
    expect(text).toContain("Å betale 972,86 kr");
    expect(text).toContain("Merverdiavgift 25,00 % etter merverdiavgiftsloven § 5-1 første ledd.");
    expect(text).toContain("Kontonummer 1503 12 34562 KID 0000010421 Beløp 972,86 kr Forfallsdato 15.12.2026");
  });

  it("writes an English invoice for an English customer (a person: no org number)", async () => {
    const text = flat(await renderInvoicePdf(sampleInvoice({ buyer: PERSON_BUYER, language: "en" }), { compress: false }));
    expect(text).toContain("Invoice 1042");
    expect(text).toContain("Due date 15.12.2026");
    expect(text).toContain("Kari Nordmann Bjørnåsveien 5 B 1151 Oslo");
    expect(text).toContain("2.5 sends 19,99 kr 49,98 kr");
    expect(text).toContain("To pay 972,86 kr");
    expect(text).toContain("Payable within 14 days, by 15.12.2026, with KID 0000010421.");
    expect(text).not.toContain("Faktura");
  });
});
