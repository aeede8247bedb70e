import { t, type Language, type MessageKey } from "../i18n/messages";
import { enqueue } from "../jobs/queue";
import { sendMailJob, type Mail } from "./mail.jobs";

export type { Mail } from "./mail.jobs";

/** Queues a mail; the jobs consumer sends it (`mail.jobs.ts`). */
export async function queueMail(mail: Mail): Promise<void> {
  await enqueue(sendMailJob, mail);
}

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** A plain mail with a greeting, a paragraph and one button, in the recipient's language. */
export function actionMail(opts: {
  lang: Language;
  to: string;
  name: string;
  subject: MessageKey;
  body: MessageKey;
  button: MessageKey;
  url: string;
  /** `{placeholders}` of the subject and body (e.g. the company and the person who invited). */
  params?: Record<string, string>;
}): Mail {
  const { lang } = opts;
  const greeting = t(lang, "mail.greeting", { name: opts.name });
  const body = t(lang, opts.body, opts.params);
  const button = t(lang, opts.button);
  const signature = t(lang, "mail.signature");
  const text = `${greeting}\n\n${body}\n\n${button}: ${opts.url}\n\n${signature}\n`;
  const html = `<!doctype html><html lang="${lang}"><body style="font-family:Arial,sans-serif;color:#1f2937;max-width:560px">
<p>${escape(greeting)}</p><p>${escape(body)}</p>
<p><a href="${escape(opts.url)}" style="display:inline-block;background:#0f5132;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escape(button)}</a></p>
<p style="font-size:13px;color:#4b5563">${escape(opts.url)}</p>
<p>${escape(signature).replace("\n", "<br>")}</p></body></html>`;
  return { to: opts.to, subject: t(lang, opts.subject, opts.params), text, html };
}
