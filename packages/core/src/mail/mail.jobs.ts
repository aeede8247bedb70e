import { z } from "zod";
import { defineJob } from "../jobs/define";

/** One mail, as queued: bounded (an address, a subject line, a body of at most 200 000 characters each way). */
export const Mail = z.object({
  to: z.string().min(3).max(320),
  subject: z.string().max(500),
  text: z.string().max(200_000),
  html: z.string().max(200_000),
});
export type Mail = z.infer<typeof Mail>;

/** Sends a mail through SES (`send.ts`, loaded by the consumer only). */
export const sendMailJob = defineJob({
  type: "mail.send",
  schema: Mail,
  load: async () => (await import("./send")).sendMail,
});
