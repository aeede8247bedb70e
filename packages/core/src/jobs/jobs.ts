import { z } from "zod";

/** Every kind of job the queue carries. A new kind is one more member here and one more handler in run.ts. */
export const Job = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("mail.send"),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string(),
  }),
  z.object({ type: z.literal("ledger.import.parse"), customerId: z.string(), importId: z.string() }),
  z.object({ type: z.literal("ledger.import.commit"), customerId: z.string(), importId: z.string() }),
]);
export type Job = z.infer<typeof Job>;
export const QueuedJob = z.intersection(z.object({ id: z.string() }), Job);
export type QueuedJob = z.infer<typeof QueuedJob>;
