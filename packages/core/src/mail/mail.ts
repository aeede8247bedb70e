import { t, type Language, type MessageKey } from "../i18n/messages";
import { enqueue } from "../jobs/queue";
import { paragraphsMail } from "./compose";
import { sendMailJob, type Mail } from "./mail.jobs";

export type { Mail } from "./mail.jobs";
export { paragraphsMail } from "./compose";

/** Queues a mail; the jobs consumer sends it (`mail.jobs.ts`). */
export async function queueMail(mail: Mail): Promise<void> {
  await enqueue(sendMailJob, mail);
}

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
  return paragraphsMail({
    lang,
    to: opts.to,
    subject: t(lang, opts.subject, opts.params),
    paragraphs: [t(lang, "mail.greeting", { name: opts.name }), t(lang, opts.body, opts.params)],
    button: { label: t(lang, opts.button), url: opts.url },
  });
}
