import { z } from "zod";
import { SEND_CHANNELS } from "../law/vocabulary";
import { jobSpec } from "../jobs/define";
import { enqueue } from "../jobs/queue";
import { QueuedLetterModel } from "./letter-model";

/**
 * Queueing a letter (docs/letters.md "Job"): what the step runner imports. Light on purpose: the handler with
 * pdfkit is added in `letters.jobs.ts`, which only the jobs registry imports, so an API bundle that queues a
 * letter never carries the renderer.
 */

const id = z.string().min(1).max(40).regex(/^[A-Za-z0-9_-]+$/);

export const RenderLetter = z
  .object({
    customerId: id,
    caseId: id,
    /** The letter's id (one per step run and debtor): the job's key and the file's name in S3. */
    letterId: id,
    /** The case-step that sends it (the case's documents tab groups by it); absent for a letter outside a step. */
    caseStepId: id.optional(),
    /** E-mail and/or post; "partner" only stores the PDF for the collection partner. */
    channels: z.array(z.enum(SEND_CHANNELS)).min(1).max(3),
    /** The mail for the e-mail channel; subject and texts default to the letter's own words. */
    email: z
      .object({
        to: z.string().min(3).max(320),
        subject: z.string().max(500).optional(),
        text: z.string().max(50_000).optional(),
        html: z.string().max(50_000).optional(),
      })
      .optional(),
    model: QueuedLetterModel,
    /**
     * The how-manieth time the letter is queued: a step letter whose job ran after the sending window closed waits
     * for the next opening and is queued again (render-letter.ts `waitForWindow`), under a key of its own.
     */
    attempt: z.number().int().min(2).max(100).optional(),
  })
  .refine((p) => !p.channels.includes("email") || p.email, { error: "letters.emailMissing", path: ["email"] });
export type RenderLetter = z.infer<typeof RenderLetter>;

/** `letters.render-letter`: renders, stores in S3, then mails it and/or puts it in the print queue. */
export const renderLetterSpec = jobSpec({
  type: "letters.render-letter",
  schema: RenderLetter,
  // the same letter queued twice renders (and is sent) once
  key: (p) => `${p.customerId}#${p.caseId}#${p.letterId}${p.attempt ? `#${p.attempt}` : ""}`,
});

/** Queues a letter; answers the job id. */
export async function queueLetter(payload: z.input<typeof RenderLetter>): Promise<string> {
  return enqueue(renderLetterSpec, RenderLetter.parse(payload));
}

export { letterFileName, letterModelKey, letterPdfKey, printBatchKey } from "./letter-keys";
