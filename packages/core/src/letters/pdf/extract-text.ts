import { inflateSync } from "node:zlib";

/**
 * The text of a PDF that pdfkit wrote with its standard fonts, one string per text-showing operator (`TJ`/`Tj`),
 * in drawing order. Enough to check what a rendered letter says (tests, the print batch check); not a general PDF
 * parser. Compressed streams (FlateDecode) are inflated, so it reads production output too. Standard-font text is
 * WinAnsi bytes in hex strings; the numbers between them inside a `TJ` are kerning and are dropped.
 */
export function extractPdfText(pdf: Uint8Array): string[] {
  return extractPdfRuns(pdf).map((r) => r.text);
}

/** A piece of text as drawn: its page (from 1), its left edge and baseline from the page's top-left, its size. */
export interface PdfRun {
  text: string;
  page: number;
  x: number;
  /** The baseline, in points from the top of the page. */
  y: number;
  size: number;
}

/**
 * Every text-showing operator with where it was drawn: pdfkit positions each line with `1 0 0 1 x y Tm` (PDF
 * coordinates, from the bottom) and its font with `/Fn size Tf`. Enough for layout tests (nothing overlaps, a
 * block stays on one page); each content stream is a page (pdfkit writes one per page, starting with `cm`).
 */
export function extractPdfRuns(pdf: Uint8Array, pageHeight = 841.89): PdfRun[] {
  const raw = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  const latin = raw.toString("latin1");
  const decoder = new TextDecoder("windows-1252");
  const out: PdfRun[] = [];
  let [page, x, y, size] = [0, 0, 0, 0];
  const stream = /<<([^]*?)>>\s*stream\r?\n/g;
  for (let m = stream.exec(latin); m; m = stream.exec(latin)) {
    const start = m.index + m[0].length;
    const end = latin.indexOf("endstream", start);
    if (end < 0) break;
    let body = raw.subarray(start, end);
    if (/\/FlateDecode/.test(m[1]!)) {
      try {
        body = inflateSync(body);
      } catch {
        continue; // an image stream or another filter: no text in it
      }
    } else if (/\/Subtype\s*\/Image/.test(m[1]!)) continue;
    const content = body.toString("latin1");
    if (/\bcm\b/.test(content)) page++;
    const ops = /1 0 0 1 (-?[\d.]+) (-?[\d.]+) Tm|\/F\w* (-?[\d.]+) Tf|\[((?:[^\]\\]|\\.)*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g;
    for (let s = ops.exec(content); s; s = ops.exec(content)) {
      if (s[1] !== undefined) [x, y] = [Number(s[1]), pageHeight - Number(s[2])];
      else if (s[3] !== undefined) size = Number(s[3]);
      else {
        const hex = s[4] !== undefined ? [...s[4].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]).join("") : s[5]!;
        out.push({ text: decoder.decode(Buffer.from(hex, "hex")), page, x, y, size });
      }
    }
  }
  return out;
}

/** Every page's text joined: handy for `toContain`. */
export const pdfText = (pdf: Uint8Array) => extractPdfText(pdf).join("\n");
