import { z } from "zod";
import { defineJob } from "../jobs/define";
import { renderLetterSpec } from "./letter-queue";

/**
 * The letters' jobs with their handlers (docs/letters.md "Job"). Only jobs/registry.ts imports this file: the
 * handlers load pdfkit, and code that queues a letter imports `letter-queue.ts` instead.
 */
export const renderLetterJob = defineJob({
  ...renderLetterSpec,
  load: async () => (await import("./render-letter")).renderLetter,
});

const osloDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Oslo", year: "numeric", month: "2-digit", day: "2-digit" });
/** The batch of an occurrence: its calendar day in Oslo, `YYYY-MM-DD`. */
export const printBatchIdOf = (at: string) => osloDay.format(new Date(at));

/** Scheduled daily (schedules.ts): every queued letter to post into one PDF for the print partner. */
export const printBatchJob = defineJob({
  type: "letters.print-batch",
  /** `at`: the schedule's occurrence (ISO time); one batch a day, however often it fires. */
  schema: z.object({ at: z.string().max(40) }),
  key: (p) => printBatchIdOf(p.at),
  load: async () => {
    const { makePrintBatch } = await import("./print-queue-batch");
    return async (p) => {
      await makePrintBatch(printBatchIdOf(p.at));
    };
  },
});
