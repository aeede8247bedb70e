import { csvDate } from "../../util/csv";
import { formatNok } from "../../util/format-money";
import { normaliseIdentifier } from "../../util/identifiers";

/**
 * How a letter writes its values (DESIGN 4): dates DD.MM.YYYY, money `1 234,50 kr`, the account number in the
 * groups of the bank giro (`1234.56.78903`), a rate as `12,25 %`. Text goes through `winAnsi`, because the PDF's
 * standard fonts (Helvetica) encode WinAnsi: æøåÆØÅ are in it; a character that is not (a Polish ł, a Greek
 * name) is written without its accent, or as "?", instead of as a wrong glyph.
 */

export const letterDate = (iso: string) => csvDate(iso);
export const letterMoney = (ore: number) => winAnsi(formatNok(ore));

/**
 * `12345678903` → `1234 56 78903`, the common written form, the same in the payment box, the footer, the texts and
 * the mails (letters-legal-review §4); anything that is not 11 digits as it is.
 */
export function letterAccountNumber(value: string): string {
  const v = normaliseIdentifier(value);
  return /^[0-9]{11}$/.test(v) ? `${v.slice(0, 4)} ${v.slice(4, 6)} ${v.slice(6)}` : value;
}

/** 1225 basis points → `12,25 %` (Norwegian decimal comma, no-break space before the sign). */
export function letterRate(basisPoints: number, lang: "no" | "en" = "no"): string {
  const whole = Math.floor(basisPoints / 100);
  const cents = String(basisPoints % 100).padStart(2, "0");
  return `${whole}${lang === "no" ? "," : "."}${cents}\u00a0%`;
}

/** The characters of Windows-1252 above 0x7f that are not Latin-1 (0x80-0x9f). */
const CP1252_EXTRA = "€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ";
const REPLACE: Record<string, string> = { "\u2212": "-", "\u202f": "\u00a0", "\u2009": " ", "\u2010": "-", "\u2011": "-" };

function encodable(ch: string): boolean {
  const code = ch.codePointAt(0)!;
  return (
    code === 0x0a || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || CP1252_EXTRA.includes(ch)
  );
}

/** Text the standard PDF fonts can show: WinAnsi characters kept, others simplified or "?". */
export function winAnsi(text: string): string {
  let out = "";
  for (const ch of text.normalize("NFC")) {
    if (encodable(ch)) out += ch;
    else if (REPLACE[ch]) out += REPLACE[ch];
    else if (ch === "\t" || ch === "\r") out += ch === "\t" ? " " : "";
    else {
      const plain = ch.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
      out += [...plain].every(encodable) && plain.length > 0 ? plain : "?";
    }
  }
  return out;
}
