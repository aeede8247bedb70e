import type PDFDocument from "pdfkit";
import { winAnsi } from "./format";
import { BODY_BOTTOM, COLOR, CONTENT_WIDTH, FONT, MARGIN, SIZE } from "./layout";

/**
 * The drawing blocks of our documents, shared by the letters (sections.ts) and our invoices (billing/invoices/
 * invoice-pdf.ts): one line of text, a size that fits, the fonts, a page break, a paragraph, a heading and a table.
 * Every string goes through `winAnsi` (see format.ts).
 */

export type Doc = InstanceType<typeof PDFDocument>;
type Opts = PDFKit.Mixins.TextOptions;

/**
 * One line of text at (x, y). With a width it never runs onto a second line: what does not fit ends in «…»
 * (security-review-2 G7: a wrapped second line used to be drawn over the next one).
 */
export function write(doc: Doc, text: string, x: number, y: number, opts: Opts = {}): void {
  const oneLine = opts.width !== undefined && opts.height === undefined ? { height: doc.currentLineHeight(true), ellipsis: true } : {};
  doc.text(winAnsi(text), x, y, { lineBreak: false, ...oneLine, ...opts });
}

/** The font size from `size` down to `min` at which `text` fits `width` on one line (figures are never cut). */
export function fittingSize(doc: Doc, text: string, width: number, size: number, min: number): number {
  let s = size;
  while (s > min && doc.fontSize(s).widthOfString(winAnsi(text)) > width) s -= 0.5;
  doc.fontSize(s);
  return s;
}

export const use = (doc: Doc, font: "regular" | "bold", size: number, color: string = COLOR.text) =>
  doc.font(FONT[font]).fontSize(size).fillColor(color);

/** A page break when fewer than `height` points are left above the footer. */
export function ensure(doc: Doc, height: number): void {
  if (doc.y + height > BODY_BOTTOM) {
    doc.addPage();
    doc.y = MARGIN.top;
  }
}

/** «§ 4-18» with a no-break space: a line (of a text or the title) never ends in «§» with its number on the next. */
export const keepSectionSign = (text: string) => text.replace(/§ (?=\d)/g, "§\u00a0");

export function paragraph(doc: Doc, text: string, gapAfter = 8): void {
  if (!text.trim()) return;
  use(doc, "regular", SIZE.body);
  doc.text(winAnsi(keepSectionSign(text.trim())), MARGIN.left, doc.y, { width: CONTENT_WIDTH, lineGap: 1.5 });
  doc.y += gapAfter;
}

export function heading(doc: Doc, text: string): void {
  ensure(doc, 40);
  use(doc, "bold", SIZE.heading);
  doc.text(winAnsi(text), MARGIN.left, doc.y, { width: CONTENT_WIDTH });
  doc.y += 3;
}

export interface Column {
  title: string;
  width: number;
  align?: "left" | "right";
}

/**
 * A table with a shaded header row; long tables continue on the next page with the header again. A cell's text
 * wraps within its column and the row is as high as its tallest cell, so a long invoice number never runs into
 * the next column or over the next line (security-review-2 G7).
 */
export function table(doc: Doc, columns: Column[], rows: string[][], boldLast = false): void {
  const rowHeight = 14;
  // a row of one line is `rowHeight` high; each further line of its tallest cell adds a line
  const measure = (row: string[]) =>
    rowHeight +
    Math.max(
      0,
      ...columns.map((c, i) => doc.heightOfString(winAnsi(row[i] ?? ""), { width: c.width - 6 }) - doc.currentLineHeight(true)),
    );
  const header = () => {
    ensure(doc, rowHeight * 2);
    doc.rect(MARGIN.left, doc.y, CONTENT_WIDTH, rowHeight).fill(COLOR.shade);
    const top = doc.y;
    use(doc, "bold", SIZE.info);
    cells(columns.map((c) => c.title), top + 4);
    doc.y = top + rowHeight;
  };
  const cells = (values: string[], y: number) => {
    let x = MARGIN.left;
    columns.forEach((c, i) => {
      doc.text(winAnsi(values[i] ?? ""), x + 3, y, { width: c.width - 6, align: c.align ?? "left" });
      x += c.width;
    });
  };
  header();
  rows.forEach((row, i) => {
    const last = boldLast && i === rows.length - 1;
    use(doc, last ? "bold" : "regular", SIZE.body);
    const height = measure(row);
    if (doc.y + height > BODY_BOTTOM) {
      doc.addPage();
      doc.y = MARGIN.top;
      header();
    }
    if (last)
      doc
        .moveTo(MARGIN.left, doc.y)
        .lineTo(MARGIN.left + CONTENT_WIDTH, doc.y)
        .lineWidth(0.8)
        .strokeColor(COLOR.text)
        .stroke();
    const top = doc.y;
    use(doc, last ? "bold" : "regular", SIZE.body);
    cells(row, top + 3.5);
    doc.y = top + height;
  });
  doc.y += 10;
}
