import { inflateSync } from "node:zlib";

/**
 * The text of a PDF that pdfkit wrote with its standard fonts, one string per text-showing operator (`TJ`/`Tj`),
 * in drawing order. Enough to check what a rendered letter says (tests, the print batch check); not a general PDF
 * parser. Compressed streams (FlateDecode) are inflated, so it reads production output too. Standard-font text is
 * WinAnsi bytes in hex strings; the numbers between them inside a `TJ` are kerning and are dropped.
 */
export function extractPdfText(pdf: Uint8Array): string[] {
  const raw = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  const latin = raw.toString("latin1");
  const decoder = new TextDecoder("windows-1252");
  const out: string[] = [];
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
    const show = /\[((?:[^\]\\]|\\.)*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g;
    for (let s = show.exec(content); s; s = show.exec(content)) {
      const hex = s[1] !== undefined ? [...s[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]).join("") : s[2]!;
      out.push(decoder.decode(Buffer.from(hex, "hex")));
    }
  }
  return out;
}

/** Every page's text joined: handy for `toContain`. */
export const pdfText = (pdf: Uint8Array) => extractPdfText(pdf).join("\n");
