import { describe, expect, it } from "vitest";
import { fillPlaceholders, SAMPLE_VALUES } from "../placeholders";
import { GENERAL_EN, LETTERS_EN } from "../seed-texts-en";
import { GENERAL_NO, LETTERS_NO } from "../seed-texts-no";
import { extractPdfRuns, type PdfRun } from "./extract-text";
import { BODY_TOP, WINDOW } from "./layout";
import { renderLetterPdf } from "./render";
import { sampleLetter } from "./sample-letter";
import { RECIPIENT } from "./sections";

/**
 * The letter's layout read back from the PDF's text positions (security-review-2 G7, usability-review-2 C12): what
 * the envelope window shows stays inside it, no line is drawn over another, a reminder takes one page, the payment
 * box is never split. Pixels are looked at by hand (docs/letters.md "Layout": the PNG check).
 */

const x = (s: string, n: number) => s.repeat(Math.ceil(n / s.length)).slice(0, n);
const runs = async (model: Parameters<typeof renderLetterPdf>[0]) =>
  extractPdfRuns(await renderLetterPdf(model, { compress: false }));

/** The runs drawn in the recipient's part of the window (page 1, the window's left edge, below the return address). */
const recipient = (all: PdfRun[]) =>
  all.filter((r) => r.page === 1 && Math.abs(r.x - WINDOW.x) < 0.5 && r.y > WINDOW.y + WINDOW.returnHeight && r.y < BODY_TOP);

/** No two runs are drawn on lines closer than their size: nothing overprints. */
function expectOwnLines(lines: PdfRun[]) {
  const ys = lines.map((r) => r.y).sort((a, b) => a - b);
  ys.slice(1).forEach((y, i) => expect(y - ys[i]!).toBeGreaterThanOrEqual(lines[0]!.size * 0.95));
}

describe("the envelope window (G7)", () => {
  it.each([
    ["a 55-character name", "Kari Margrethe Nordmann-Kristiansen Bjørnstad-Haugland", ["Bjørnåsveien 5 B", "0598 Oslo"]],
    [
      "a 200-character name and three 100-character address lines",
      x("Boligsameiet Kari Margrethe Nordmann-Kristiansens Minne ", 200),
      [x("Bjørnåsveien 5 B, leilighet H0304, oppgang C ", 100), x("c/o Forretningsfører OBOS ", 100), x("0598 Oslo ", 100)],
    ],
  ])("keeps %s inside the window, each line below the last", async (_, name, addressLines) => {
    const m = sampleLetter();
    const lines = recipient(await runs({ ...m, debtor: { ...m.debtor, name, addressLines } }));
    expect(lines.length).toBeGreaterThan(2);
    for (const r of lines) {
      expect(r.y - r.size * 0.75).toBeGreaterThanOrEqual(RECIPIENT.top - 0.5);
      expect(r.y).toBeLessThanOrEqual(WINDOW.y + WINDOW.height);
      expect(r.size).toBeGreaterThanOrEqual(7);
    }
    expectOwnLines(lines);
    // the postal line is kept: the post reads where the letter goes
    expect(lines.some((r) => r.text.startsWith("0598 Oslo"))).toBe(true);
  });
});

describe("the claims table (G7)", () => {
  it("wraps a 50-character invoice number inside its column, and the next heading starts below it", async () => {
    const number = x("2026-000123456789-ABCDEFGH-", 50);
    const m = sampleLetter();
    const claims = [{ ...m.claims[0]!, invoiceNumber: number, principalOre: 1_000_000 }];
    const all = await runs({ ...m, claims });
    const header = all.find((r) => r.text === "Fakturanr.")!;
    const heading = all.find((r) => r.text === "Dette skal du betale")!;
    const cell = all.filter((r) => Math.abs(r.x - header.x) < 0.5 && r.y > header.y && r.y < heading.y);
    expect(cell.map((r) => r.text).join("")).toBe(number);
    expectOwnLines(cell);
    expect(heading.y - heading.size).toBeGreaterThan(cell.at(-1)!.y);
    // the description column starts right of the number column: nothing of the number is drawn there
    const description = all.find((r) => r.text === "Gjelder")!;
    for (const r of cell) expect(r.x).toBeLessThan(description.x);
  });
});

describe("one page, figures once (C12)", () => {
  it.each([
    ["no", "purring", LETTERS_NO.reminder, GENERAL_NO["if-not-paid-reminder"]],
    ["no", "inkassovarsel", LETTERS_NO["debt-collection-notice"], GENERAL_NO["if-not-paid-notice"]],
    ["en", "purring", LETTERS_EN.reminder, GENERAL_EN["if-not-paid-reminder"]],
    ["en", "inkassovarsel", LETTERS_EN["debt-collection-notice"], GENERAL_EN["if-not-paid-notice"]],
  ] as const)("%s: the seeded %s fits one page and says the total only in its table and box", async (language, _, texts, general) => {
    const m = sampleLetter();
    const fill = (t: string) => fillPlaceholders(t, { ...SAMPLE_VALUES, "amounts.total": "9 953,26 kr" });
    const letter = {
      ...m,
      letter: {
        ...m.letter,
        language,
        title: texts.title,
        upperText: fill(texts.upperText),
        lowerText: fill(texts.lowerText),
        consequences: fill(general.text),
      },
    };
    const all = await runs(letter);
    expect(Math.max(...all.map((r) => r.page))).toBe(1);
    // the amounts table's «Å betale» and the payment box; no «Kravet utgjør: …» block repeating them in the text
    expect(all.filter((r) => r.text.replace(/\u00a0/g, " ").includes("9 953,26")).length).toBe(2);
  });

  // the betalingsoppfordring and the § 4-18 notice say more (inkassoloven § 10, tvfbl. § 4-18) and may take a second
  // page, but not for figures said again: their «Kravet utgjør» block, rate sentence and «Du oppfordres til å betale
  // X til …» printed the total four times and pushed the payment box to page 2 (issue 18, the ladders read as PDFs)
  it.each([
    ["no", "betalingsoppfordring", LETTERS_NO["payment-demand"], GENERAL_NO["if-not-paid-demand"].text],
    ["en", "betalingsoppfordring", LETTERS_EN["payment-demand"], GENERAL_EN["if-not-paid-demand"].text],
    ["no", "§ 4-18 notice", LETTERS_NO["enforcement-notice"], ""],
    ["en", "§ 4-18 notice", LETTERS_EN["enforcement-notice"], ""],
  ] as const)("%s: the seeded %s says the total only in its table and box, the payment box on page 1", async (language, _, texts, general) => {
    const m = sampleLetter();
    const fill = (t: string) => fillPlaceholders(t, { ...SAMPLE_VALUES, "amounts.total": "9 953,26 kr" });
    const letter = {
      ...m,
      letter: {
        ...m.letter,
        language,
        title: texts.title,
        upperText: fill(texts.upperText),
        lowerText: fill(texts.lowerText),
        consequences: fill(general),
      },
    };
    const all = await runs(letter);
    expect(all.filter((r) => r.text.replace(/\u00a0/g, " ").includes("9 953,26")).length).toBe(2);
    const box = all.find((r) => r.text === (language === "no" ? "Betalingsinformasjon" : "Payment details"))!;
    expect(box.page).toBe(1);
  });
});

describe("the payment box (C12)", () => {
  it("is never split across pages, wherever the text before it ends", async () => {
    const m = sampleLetter();
    const sentence = "Dette er en setning som fyller en linje i brevet, slik at betalingsinformasjonen flyttes nedover. ";
    for (let n = 6; n <= 16; n += 2) {
      const all = await runs({ ...m, letter: { ...m.letter, upperText: sentence.repeat(n) } });
      const title = all.find((r) => r.text === "Betalingsinformasjon")!;
      const deadline = all.filter((r) => r.text === "28.08.2026").at(-1)!;
      const account = all.find((r) => r.text === "1234 56 78903" && r.y > title.y - 1 && r.page === title.page);
      expect(account, `n=${n}`).toBeDefined();
      expect(deadline.page, `n=${n}`).toBe(title.page);
    }
  });
});
