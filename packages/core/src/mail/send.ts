import { SendEmailCommand, SESv2Client } from "@aws-sdk/client-sesv2";
import { config } from "../config";
import type { Mail } from "./mail.jobs";

let client: SESv2Client | undefined;
const ses = () => (client ??= new SESv2Client({}));

/** Sends one mail through SES. Run by the jobs consumer (`mail.jobs.ts`); request paths queue mail with `queueMail`. */
export async function sendMail(mail: Mail): Promise<void> {
  await ses().send(
    new SendEmailCommand({
      FromEmailAddress: config().mailFrom,
      Destination: { ToAddresses: [mail.to] },
      Content: {
        Simple: {
          Subject: { Data: mail.subject, Charset: "UTF-8" },
          Body: { Text: { Data: mail.text, Charset: "UTF-8" }, Html: { Data: mail.html, Charset: "UTF-8" } },
        },
      },
    }),
  );
}
