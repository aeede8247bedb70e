import { SendEmailCommand, SESv2Client } from "@aws-sdk/client-sesv2";
import { config } from "../config";
import { withoutSdkLogging } from "../util/aws-clients";
import { getRecord } from "../storage/records";
import type { Mail, MailLogRef } from "./mail.jobs";
import { MAIL_TAGS } from "./mail-status";
import { markMailFailed, markMailSent } from "./mail-log";
import { fromHeader } from "./sender";

/** SES errors that will not pass on a retry: the mail is logged failed and not sent again. */
const PERMANENT = new Set(["MessageRejected", "BadRequestException", "NotFoundException"]);

/** A logged mail's tags (mail.jobs.ts `MAIL_TAGS`). */
const mailTags = (log: MailLogRef) => [
  { Name: MAIL_TAGS.customer, Value: log.customerId },
  { Name: MAIL_TAGS.mail, Value: log.mailId },
];

let client: SESv2Client | undefined;
const ses = () => (client ??= withoutSdkLogging(new SESv2Client({})));

/** Sends one mail through SES. Run by the jobs consumer (`mail.jobs.ts`); request paths queue mail with `queueMail`. */
export async function sendMail(mail: Mail): Promise<void> {
  // SES v2 "Simple" content takes attachments itself (no MIME of ours); the local SES emulator keeps them too
  const attachments = await Promise.all(
    (mail.attachments ?? []).map(async (a) => {
      // attachments are letters, records (getRecord falls back to the documents bucket for any other file)
      const found = await getRecord(a.key);
      // a missing file is a bug upstream: fail, so the queue retries and then dead-letters it, never a mail without it
      if (!found) throw new Error(`mail attachment ${a.key} is in neither the records nor the documents bucket`);
      return {
        FileName: a.filename,
        ContentType: a.contentType,
        RawContent: found.body,
        ContentDisposition: "ATTACHMENT" as const,
      };
    }),
  );
  const { mailFrom, mailConfigurationSet } = config();
  const command = new SendEmailCommand({
    // a debtor's mail names the creditor ("Rørlegger AS via Innfri") at our own verified address (sender.ts)
    FromEmailAddress: fromHeader(mailFrom, mail.fromName),
    ...(mail.replyTo ? { ReplyToAddresses: [mail.replyTo] } : {}),
    // the configuration set publishes the mail's delivery, bounce and complaint back to us (mail/ses-events.ts)
    ...(mailConfigurationSet ? { ConfigurationSetName: mailConfigurationSet } : {}),
    ...(mail.log ? { EmailTags: mailTags(mail.log) } : {}),
    Destination: { ToAddresses: [mail.to] },
    Content: {
      Simple: {
        Subject: { Data: mail.subject, Charset: "UTF-8" },
        Body: { Text: { Data: mail.text, Charset: "UTF-8" }, Html: { Data: mail.html, Charset: "UTF-8" } },
        ...(attachments.length ? { Attachments: attachments } : {}),
      },
    },
  });
  let messageId: string | undefined;
  try {
    messageId = (await ses().send(command)).MessageId;
  } catch (err) {
    if (mail.log && err instanceof Error && PERMANENT.has(err.name)) {
      await markMailFailed(mail.log);
      return;
    }
    throw err;
  }
  // a logged mail (a case's letter) keeps SES's message id, so the delivery events find it
  if (mail.log) await markMailSent(mail.log, messageId);
}
