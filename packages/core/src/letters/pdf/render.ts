import PDFDocument from "pdfkit";
import { letterWord } from "../../i18n/letters";
import { LetterModel, type LetterModelInput } from "../letter-model";
import { letterAccountNumber, winAnsi } from "./format";
import { A4, COLOR, FONT, FOOTER_TOP, MARGIN, SIZE } from "./layout";
import { write } from "./blocks";
import { drawBody, drawHead, drawLogo } from "./sections";

/**
 * Collection letters as PDF (docs/letters.md). Loaded by the jobs only (letters.jobs.ts `load`): pdfkit never
 * reaches an API bundle. The output is deterministic for a model (the creation date is the letter's date), so a
 * letter rendered again is the same letter.
 */

export interface RenderOptions {
  /** Uncompressed content streams: the tests read the text back (`extract-text.ts`). */
  compress?: boolean;
}

export type Doc = InstanceType<typeof PDFDocument>;

/**
 * A new A4 document with the letters' margins, deterministic for its date (shared with our invoices to customers,
 * billing/invoices/invoice-pdf.ts: one PDF stack).
 */
export function newDocument(
  title: string,
  author: string,
  date: string,
  options: RenderOptions,
  lang: "nb-NO" | "en-GB" = "nb-NO",
): Doc {
  const created = new Date(`${date}T12:00:00Z`);
  return new PDFDocument({
    size: "A4",
    margins: { top: MARGIN.top, left: MARGIN.left, right: MARGIN.right, bottom: A4.height - FOOTER_TOP + 4 },
    bufferPages: true,
    compress: options.compress ?? true,
    autoFirstPage: false,
    displayTitle: true,
    lang,
    info: {
      Title: winAnsi(title),
      Author: winAnsi(author),
      Creator: "Innfri",
      Producer: "Innfri",
      CreationDate: created,
      ModDate: created,
    },
  });
}

/** One letter from its first page; answers the number of pages it took. */
function drawLetter(doc: Doc, m: LetterModel): number {
  const first = doc.bufferedPageRange().count;
  doc.addPage();
  const logo = m.creditor.logo && "bytes" in m.creditor.logo ? m.creditor.logo : undefined;
  drawLogo(doc, logo?.bytes, logo?.type);
  drawHead(doc, m);
  drawBody(doc, m);
  const pages = doc.bufferedPageRange().count - first;
  for (let i = 0; i < pages; i++) drawFooter(doc, m, first + i, i + 1, pages);
  return pages;
}

function drawFooter(doc: Doc, m: LetterModel, index: number, page: number, pages: number): void {
  doc.switchToPage(index);
  const bottom = doc.page.margins.bottom;
  doc.page.margins.bottom = 0; // writing below the body's bottom must not start a new page
  const c = m.creditor;
  const lang = m.letter.language;
  doc
    .moveTo(MARGIN.left, FOOTER_TOP)
    .lineTo(A4.width - MARGIN.right, FOOTER_TOP)
    .lineWidth(0.4)
    .strokeColor(COLOR.rule)
    .stroke();
  doc.font(FONT.regular).fontSize(SIZE.footer).fillColor(COLOR.muted);
  const width = A4.width - MARGIN.left - MARGIN.right;
  const first = [
    c.name,
    `${letterWord(lang, "letters.orgNumber")} ${c.orgNumber}`,
    `${letterWord(lang, "letters.accountNumber")} ${letterAccountNumber(c.accountNumber)}`,
  ];
  const second = [c.contact.phone, c.contact.email, c.contact.web].filter((p): p is string => !!p);
  write(doc, first.join("  ·  "), MARGIN.left, FOOTER_TOP + 5, { width: width - 70, ellipsis: true });
  if (second.length)
    write(doc, second.join("  ·  "), MARGIN.left, FOOTER_TOP + 15, { width: width - 70, ellipsis: true });
  write(doc, letterWord(lang, "letters.page", { page: String(page), pages: String(pages) }), MARGIN.left, FOOTER_TOP + 5, {
    width,
    align: "right",
  });
  doc.page.margins.bottom = bottom;
}

/** Ends the document and answers its bytes. */
export async function finish(doc: Doc): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on("error", reject);
  });
  doc.end();
  return done;
}

/** One letter as a PDF. The model is checked first (a letter whose figures do not add up is refused). */
export async function renderLetterPdf(model: LetterModelInput, options: RenderOptions = {}): Promise<Uint8Array> {
  const m = LetterModel.parse(model);
  const doc = newDocument(`${m.letter.title} ${m.caseNumber}`, m.creditor.name, m.letter.date, options);
  drawLetter(doc, m);
  return finish(doc);
}

/**
 * Many letters in one PDF for the print partner (the daily print batch): each letter starts on a right-hand
 * (odd) page, so a letter with an odd page count is followed by a blank page and duplex printing never puts
 * two debtors on one sheet.
 */
export async function renderLettersPdf(
  models: readonly LetterModelInput[],
  meta: { title: string; date: string },
  options: RenderOptions = {},
): Promise<{ pdf: Uint8Array; pages: number[] }> {
  const doc = newDocument(meta.title, "Innfri", meta.date, options);
  const pages: number[] = [];
  for (const model of models) {
    const n = drawLetter(doc, LetterModel.parse(model));
    pages.push(n);
    if (n % 2 === 1) doc.addPage();
  }
  if (models.length === 0) doc.addPage();
  return { pdf: await finish(doc), pages };
}
