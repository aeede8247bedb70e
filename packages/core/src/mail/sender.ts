import { stripControls } from "../util/validation";

/**
 * Who a debtor's mail is from (issue 18, usability-review-2 C5; docs/letters.md "The mail"): the creditor by name,
 * "Rørlegger AS via Innfri", at our own SES-verified address (SES sends only from verified identities, and the
 * creditor's domain is not ours to send from), with Reply-To the creditor's contact address, so a debtor's answer
 * reaches the creditor. Pure.
 */

/** The longest display name put in a header (a name of 200 characters, the model's bound, plus " via Innfri"). */
const MAX_NAME = 220;

/** A name fit for a header: no control character (CR, LF, NUL …) or bidi control, single spaces, bounded. */
export const headerName = (name: string): string =>
  stripControls(name.replace(/[\r\n\t\u2028\u2029]+/g, " "))
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, MAX_NAME);

/** The sender's display name of a creditor's mail: "<Creditor> via Innfri" (or ours alone without a name). */
export const creditorSenderName = (creditorName: string): string => {
  const name = headerName(creditorName);
  return name ? `${name} via Innfri` : "Innfri";
};

/** The bare address of a From setting ("Innfri <no-reply@innfri.no>" → "no-reply@innfri.no"). */
export const addressOf = (from: string): string => /<([^<>]+)>\s*$/.exec(from)?.[1]?.trim() ?? from.trim();

/**
 * RFC 5322 display name: a quoted string when it is printable ASCII, else RFC 2047 encoded-words (UTF-8, base64),
 * each at most 75 characters and never splitting a character (SES v2 wants non-ASCII names so encoded).
 */
export function encodeDisplayName(name: string): string {
  const safe = headerName(name);
  if (/^[\x20-\x7E]*$/.test(safe)) return `"${safe.replace(/(["\\])/g, "\\$1")}"`;
  const words: string[] = [];
  let chunk = "";
  for (const ch of safe) {
    // 45 bytes of UTF-8 are 60 of base64: with "=?UTF-8?B?" and "?=" a word stays at 72
    if (Buffer.byteLength(chunk + ch, "utf8") > 45) {
      words.push(chunk);
      chunk = "";
    }
    chunk += ch;
  }
  if (chunk) words.push(chunk);
  return words.map((w) => `=?UTF-8?B?${Buffer.from(w, "utf8").toString("base64")}?=`).join(" ");
}

/** The From header: `name` (when given) at the address of our From setting; the setting itself without a name. */
export const fromHeader = (mailFrom: string, name: string | undefined): string =>
  name && headerName(name) ? `${encodeDisplayName(name)} <${addressOf(mailFrom)}>` : mailFrom;

/** Decodes RFC 2047 encoded-words (B and Q) of a header: what a mail client shows (tests, the local mail viewer). */
export const decodeHeader = (value: string): string =>
  value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_, enc: string, text: string) =>
      enc.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : Buffer.from(
            text.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
            "latin1",
          ).toString("utf8"),
    );
