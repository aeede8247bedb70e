/**
 * Downloads with a suggested file name (issue 10: letters "downloadable with a suggested file name"; the ledger's
 * CSV exports name theirs in plain ASCII). Pure. A Norwegian name keeps its letters in `filename*` (RFC 6266 /
 * RFC 5987, UTF-8), and an ASCII fallback in `filename` for old clients: "Brev æøå.pdf" → `filename="Brev
 * aeoa.pdf"; filename*=UTF-8''Brev%20%C3%A6%C3%B8%C3%A5.pdf`.
 */

import { stripControls } from "./validation";

const ASCII_FOR: Record<string, string> = { æ: "ae", Æ: "Ae", ø: "o", Ø: "O", å: "a", Å: "A", ß: "ss" };

/** A name safe as a file name on every system: no path separators, control or reserved characters; ≤ 120 chars. */
export function safeFileName(name: string): string {
  const cleaned = stripControls(name.normalize("NFC").replace(/[\u0000-\u001f\u007f<>:"/\\|?*]+/g, "-"))
    .replace(/\s+/g, " ")
    .replace(/^[\s.-]+|[\s.]+$/g, "");
  const dot = cleaned.lastIndexOf(".");
  if (cleaned.length <= 120) return cleaned || "dokument";
  const ext = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : "";
  return cleaned.slice(0, 120 - ext.length) + ext;
}

/** The ASCII stand-in of a name: æøå spelt out, other accents dropped, anything else "_". */
export function asciiFileName(name: string): string {
  return [...name]
    .map((ch) => ASCII_FOR[ch] ?? ch)
    .join("")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e]|["\\%]/g, "_");
}

/** `Content-Disposition` for a download (`attachment`) or for showing it in the browser (`inline`). */
export function contentDisposition(name: string, disposition: "attachment" | "inline" = "attachment"): string {
  const safe = safeFileName(name);
  const encoded = encodeURIComponent(safe).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${asciiFileName(safe)}"; filename*=UTF-8''${encoded}`;
}

/** A file name from words: lower case, words joined by "-", Norwegian letters kept ("Betalingsoppfordring 2026-0017" → "betalingsoppfordring-2026-0017"). */
export function slugFileName(...words: string[]): string {
  return words
    .join(" ")
    .normalize("NFC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 100);
}
