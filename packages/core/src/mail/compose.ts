import { t, type Language } from "../i18n/messages";
import type { Mail } from "./mail.jobs";

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/**
 * A plain mail of paragraphs already in the recipient's language (a line break stays one), optionally one button,
 * and the signature: the text and HTML parts of every such mail of the product.
 */
export function paragraphsMail(opts: {
  lang: Language;
  to: string;
  subject: string;
  paragraphs: readonly string[];
  button?: { label: string; url: string };
  /** A last paragraph after the button (why the mail came), in small print. */
  footer?: string;
}): Mail {
  const { lang, button, footer } = opts;
  const signature = t(lang, "mail.signature");
  const text =
    [
      ...opts.paragraphs,
      ...(button ? [`${button.label}: ${button.url}`] : []),
      signature,
      ...(footer ? [footer] : []),
    ].join("\n\n") + "\n";
  const p = (s: string) => `<p>${escape(s).replace(/\n/g, "<br>")}</p>`;
  const html = `<!doctype html><html lang="${lang}"><body style="font-family:Arial,sans-serif;color:#1f2937;max-width:560px">
${opts.paragraphs.map(p).join("")}${
    button
      ? `
<p><a href="${escape(button.url)}" style="display:inline-block;background:#0f5132;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escape(button.label)}</a></p>
<p style="font-size:13px;color:#4b5563">${escape(button.url)}</p>`
      : ""
  }
${p(signature)}${footer ? `<p style="font-size:12px;color:#4b5563">${escape(footer).replace(/\n/g, "<br>")}</p>` : ""}</body></html>`;
  return { to: opts.to, subject: opts.subject, text, html };
}
