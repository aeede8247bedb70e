import { describe, expect, it } from "vitest";
import { LetterModel, totalOf } from "../letter-model";
import { extractPdfText, pdfText } from "./extract-text";
import { letterAccountNumber, letterRate, winAnsi } from "./format";
import { renderLetterPdf, renderLettersPdf } from "./render";
import { sampleLetter } from "./sample-letter";

/** The text with line wraps and no-break spaces made plain, so a wrapped sentence still matches. */
const flat = (pdf: Uint8Array) => pdfText(pdf).replace(/\u00a0/g, " ").replace(/\s+/g, " ");

// a 1×1 red PNG
const PNG = Uint8Array.from(
  Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC",
    "base64",
  ),
);

describe("renderLetterPdf", () => {
  it("addresses a petition to the court in the window: no payment box, no Betalingsfrist, respondent and attachments (issue 18 #5)", async () => {
    const m = sampleLetter();
    const petition = {
      addressee: { name: "Namsfogden i Oslo", addressLines: ["Grønlandsleiret 44", "0190 Oslo"] },
      respondentId: "Saksøktes fødselsdato: 01.02.1980",
      attachments: ["Kopi av faktura F-1001", "Kopi av varsel etter tvangsfullbyrdelsesloven § 4-18 sendt 20.07.2026"],
    };
    const letter = { ...m, letter: { ...m.letter, kind: "enforcement-petition" as const, title: "Begjæring om utlegg" }, petition };
    const text = flat(await renderLetterPdf(letter, { compress: false }));
    // the window: the return address, then the court (not the debtor)
    expect(text).toContain("Strandgata 12, 5013 Bergen Namsfogden i Oslo Grønlandsleiret 44 0190 Oslo");
    expect(text).not.toContain("Bjørnåsveien 5 B");
    expect(text).not.toContain("Betalingsfrist");
    expect(text).not.toContain("Betalingsinformasjon");
    expect(text).not.toContain("Hva skjer hvis du ikke betaler?");
    expect(text).toContain("Saksøktes fødselsdato: 01.02.1980");
    expect(text).toContain("Kravets enkelte deler");
    expect(text).toContain("Sum krav 9 953,26 kr");
    expect(text).toContain("Vedlegg 1. Kopi av faktura F-1001 2. Kopi av varsel etter tvangsfullbyrdelsesloven § 4-18 sendt 20.07.2026");
  });

  it("sends a konkursvarsel to the stevnevitne for service: no deadline date, «14 dager etter forkynnelse» (issue 18 #1)", async () => {
    const m = sampleLetter();
    const service = {
      addressee: { name: "Oslo politidistrikt, sivil rettspleie", addressLines: ["Grønlandsleiret 44", "0190 Oslo"] },
      copies: 3,
      days: 14,
    };
    const letter = {
      ...m,
      letter: { ...m.letter, kind: "bankruptcy-notice" as const, title: "Betalingsoppfordring med varsel om konkurs" },
      payment: { ...m.payment, deadline: m.letter.date },
      service,
    };
    const text = flat(await renderLetterPdf(letter, { compress: false }));
    // the window holds the stevnevitne; the text asks it to serve the debtor, in copies
    expect(text).toContain(
      "Strandgata 12, 5013 Bergen Oslo politidistrikt, sivil rettspleie Grønlandsleiret 44 0190 Oslo",
    );
    expect(text).toMatch(/Til forkynnelse for [^.]+, Bjørnåsveien 5 B[^.]*\. 3 eksemplarer\./);
    // the payment box: the deadline in words, no date for it anywhere (the letter's own date is in the references)
    expect(text).toContain("Betalingsfrist 14 dager etter forkynnelse");
    expect(text.match(/Betalingsfrist/g)).toHaveLength(1);
    expect(text).not.toContain("28.08.2026");
  });

  it("asks for the case number in the payment box when the letter has no KID (no KID agreement, issue 18 #13)", async () => {
    const m = sampleLetter();
    const { kid: _none, ...payment } = m.payment;
    const no = flat(await renderLetterPdf({ ...m, payment }, { compress: false }));
    expect(no).toContain(`Merk betalingen med saksnummer ${m.caseNumber}`);
    expect(no).not.toContain("KID");
    const en = flat(await renderLetterPdf({ ...m, letter: { ...m.letter, language: "en" }, payment }, { compress: false }));
    expect(en).toContain(`Mark the payment with case number ${m.caseNumber}`);
  });

  it("says what inkassoloven § 10 asks: amounts apart, rate and interest-from date, deadline, KID, account", async () => {
    const pdf = await renderLetterPdf(sampleLetter(), { compress: false });
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe("%PDF-");
    const text = flat(pdf);
    // creditor (§ 10 a) and what the claim concerns (§ 10 b)
    expect(text).toContain("Fjordkraft Utleie AS");
    expect(text).toContain("Org.nr. 923 609 016");
    expect(text).toContain("F-1001 Husleie mai 01.05.2026 15.05.2026 7 500,00 kr");
    // § 10 c: principal and each additional claim on its own line
    expect(text).toContain("Hovedstol 10 000,00 kr");
    expect(text).toContain("Purregebyr 38,00 kr");
    expect(text).toContain("Gebyr for betalingsoppfordring 113,00 kr");
    expect(text).toContain("Forsinkelsesrente 12,00 % fra 16.05.2026 til 30.06.2026 151,23 kr");
    expect(text).toContain("Forsinkelsesrente 12,25 % fra 01.07.2026 til 14.08.2026 151,03 kr");
    expect(text).toContain("Innbetalt -500,00 kr");
    expect(text).toContain("Å betale 9 953,26 kr");
    // § 10 d
    expect(text).toContain("Forsinkelsesrenten er 12,25 % per år (forsinkelsesrenteloven § 3) og beregnes fra 16.05.2026");
    // payment box
    expect(text).toContain("Kontonummer 1234 56 78903 KID 100420260174 Beløp 9 953,26 kr Betalingsfrist 28.08.2026");
    // references and the window
    expect(text).toContain("Dato 14.08.2026 Saksnummer 2026-0017 Kundenummer 10042 Saksbehandler Siri Ødegård");
    expect(text).toContain("Kåre Østby-Ærø Bjørnåsveien 5 B 0598 Oslo");
    // § 10 e (and § 9): what happens if it is not paid
    expect(text).toContain("Hva skjer hvis du ikke betaler? Betaler du ikke innen fristen");
    expect(text).toContain("Side 1 av 1");
  });

  it.each([
    ["no", "Forsinkelsesrente 12,25 % av 38 400,00 kr fra 07.10.2026 til 08.12.2026 811,92 kr", "Forsinkelsesrente 12,25 % av 29 211,92 kr fra 09.12.2026 til 12.12.2026 39,22 kr"],
    ["en", "Late-payment interest 12.25 % on 38 400,00 kr from 07.10.2026 to 08.12.2026 811,92 kr", "Late-payment interest 12.25 % on 29 211,92 kr from 09.12.2026 to 12.12.2026 39,22 kr"],
  ] as const)("%s: names the balance each interest line ran on, before and after a payment (§ 10, usability review C3)", async (language, before, after) => {
    const m = sampleLetter();
    const interest = [
      { from: "2026-10-07", to: "2026-12-08", rateBasisPoints: 1225, baseOre: 38_400_00, amountOre: 811_92 },
      { from: "2026-12-09", to: "2026-12-12", rateBasisPoints: 1225, baseOre: 29_211_92, amountOre: 39_22 },
    ];
    const amounts = { ...m.amounts, interest, totalOre: totalOf({ ...m.amounts, interest }) };
    const letter = { ...m, letter: { ...m.letter, language }, amounts };
    const text = flat(await renderLetterPdf(letter, { compress: false }));
    expect(text).toContain(before);
    expect(text).toContain(after);
  });

  it("writes the metadata, and the same model gives the same bytes", async () => {
    const a = await renderLetterPdf(sampleLetter());
    const b = await renderLetterPdf(sampleLetter());
    expect(Buffer.compare(Buffer.from(a), Buffer.from(b))).toBe(0);
    const raw = Buffer.from(a).toString("latin1");
    expect(raw).toMatch(/\/Title (\d+) 0 R/);
    const ref = (key: string) => new RegExp(`\\n${raw.match(new RegExp(`/${key} (\\d+) 0 R`))![1]} 0 obj\\n([^\\n]*)`).exec(raw)![1];
    expect(ref("Title")).toBe("(Betalingsoppfordring 2026-0017)");
    expect(ref("Author")).toBe("(Fjordkraft Utleie AS)");
    // the compressed production output reads back too
    expect(flat(a)).toContain("KID 100420260174");
  });

  it("gives each claim of a merged case its own KID and interest start (usability-review-2 C7)", async () => {
    const m = sampleLetter();
    const [a, b] = m.claims as [(typeof m.claims)[number], (typeof m.claims)[number]];
    const claims = [
      { ...a, dueDate: "2026-05-15", interestFromDate: "2026-05-16", kid: "100420260174" },
      { ...b, invoiceNumber: "F-1002", dueDate: "2026-06-01", interestFromDate: "2026-06-02", kid: "200420260172" },
    ];
    const text = flat(await renderLetterPdf({ ...m, claims }, { compress: false }));
    expect(text).toContain("Husleie mai · KID 100420260174");
    expect(text).toContain("KID 200420260172");
    expect(text).toContain("beregnes fra 16.05.2026 (F-1001), 02.06.2026 (F-1002) til beløpet er betalt");
  });

  it("writes English letters with English words", async () => {
    const m = sampleLetter();
    const pdf = await renderLetterPdf(
      { ...m, letter: { ...m.letter, language: "en", title: "Payment demand" } },
      { compress: false },
    );
    const text = flat(pdf);
    expect(text).toContain("Late-payment interest 12.25 % from 01.07.2026 to 14.08.2026 151,03 kr");
    expect(text).toContain("Payment deadline 28.08.2026");
    expect(text).toContain("Page 1 of 1");
  });

  it("numbers every page of a long letter and repeats the table header", async () => {
    const claims = Array.from({ length: 80 }, (_, i) => ({
      invoiceNumber: `F-${2000 + i}`,
      invoiceDate: "2026-05-01",
      dueDate: "2026-05-15",
      principalOre: 12_500,
    }));
    const m = sampleLetter({ claims });
    const pdf = await renderLetterPdf({ ...m, amounts: { ...m.amounts, principalOre: 1_000_000 } }, { compress: false });
    const lines = extractPdfText(pdf);
    const pages = lines.filter((l) => /^Side \d av \d$/.test(l));
    expect(pages.length).toBeGreaterThan(1);
    expect(pages).toEqual(pages.map((_, i) => `Side ${i + 1} av ${pages.length}`));
    // the claims run over a page: their header is drawn again on the next
    expect(lines.filter((l) => l === "Fakturanr.").length).toBeGreaterThan(1);
    expect(lines).toContain("F-2079");
  });

  it("embeds a PNG logo, and leaves out a type pdfkit cannot draw", async () => {
    const m = sampleLetter();
    const withPng = await renderLetterPdf({ ...m, creditor: { ...m.creditor, logo: { bytes: PNG, type: "image/png" } } });
    expect(Buffer.from(withPng).toString("latin1")).toMatch(/\/Subtype \/Image/);
    const withSvg = await renderLetterPdf({
      ...m,
      creditor: { ...m.creditor, logo: { bytes: new TextEncoder().encode("<svg/>"), type: "image/svg+xml" } },
    });
    expect(Buffer.from(withSvg).toString("latin1")).not.toMatch(/\/Subtype \/Image/);
  });

  it("refuses a model whose figures do not add up", () => {
    const m = sampleLetter();
    const wrongTotal = LetterModel.safeParse({ ...m, amounts: { ...m.amounts, totalOre: 995_327 } });
    expect(wrongTotal.success).toBe(false);
    expect(wrongTotal.error?.issues.map((i) => i.message)).toEqual(["letters.model.total"]);
    const wrongPrincipal = LetterModel.safeParse({ ...m, amounts: { ...m.amounts, principalOre: 999_999 } });
    expect(wrongPrincipal.error?.issues.map((i) => i.message)).toContain("letters.model.principal");
    expect(LetterModel.safeParse({ ...m, payment: { ...m.payment, kid: "100420260175" } }).success).toBe(false);
    expect(LetterModel.safeParse({ ...m, payment: { ...m.payment, deadline: "2026-08-13" } }).success).toBe(false);
  });
});

describe("print batch", () => {
  it("never ends a line with «§», away from its number (the ladder's PNGs: «Varsel etter §» / «4-18 ble sendt»)", async () => {
    const m = sampleLetter();
    // one word of growing length before the reference: one of the lines reaches the margin between «§» and «4-18»
    const upperText = Array.from({ length: 30 }, (_, k) => `${"x".repeat(75 + k)} § 4-18`).join("\n");
    // and the title (the rent notice's: «Varsel om tvangsfullbyrdelse og fravikelse (tvangsfullbyrdelsesloven §» / «4-18)»)
    const title = "Varsel om tvangsfullbyrdelse og fravikelse (tvangsfullbyrdelsesloven § 4-18)";
    const runs = extractPdfText(
      await renderLetterPdf({ ...m, letter: { ...m.letter, title, upperText } }, { compress: false }),
    );
    expect(runs.filter((r) => r.includes("4-18")).length).toBe(31);
    expect(runs.filter((r) => r.trimEnd().endsWith("§"))).toEqual([]);
  });

  it("joins letters, each starting on an odd page", async () => {
    const a = sampleLetter();
    const b = sampleLetter({ caseNumber: "2026-0018", debtor: { ...a.debtor, name: "Åse Løvø" } });
    const { pdf, pages } = await renderLettersPdf([a, b], { title: "Utskrift 15.08.2026", date: "2026-08-15" }, {
      compress: false,
    });
    expect(pages).toEqual([1, 1]);
    const text = flat(pdf);
    expect(text).toContain("Kåre Østby-Ærø");
    expect(text).toContain("Åse Løvø");
    expect((Buffer.from(pdf).toString("latin1").match(/\/Type \/Page\b/g) ?? []).length).toBe(4);
  });
});

describe("letter formats", () => {
  it("writes account numbers, rates and text the standard fonts can show", () => {
    expect(letterAccountNumber("12345678903")).toBe("1234 56 78903");
    expect(letterAccountNumber("1234.56.78903")).toBe("1234 56 78903");
    expect(letterRate(1225)).toBe("12,25\u00a0%");
    expect(letterRate(800, "en")).toBe("8.00\u00a0%");
    expect(winAnsi("Æøå – “€” Łódź Σ −5")).toBe("Æøå – “€” ?ódz ? -5");
  });
});
