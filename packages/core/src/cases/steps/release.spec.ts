import { z } from "zod";
import { jobSpec } from "../../jobs/define";

/** One page of a customer's release of its due planned letters (sweep.ts `releasePlannedLetters`). */
export const ReleasePage = z.object({
  customerId: z.string().min(1).max(40),
  /** The sweep's occurrence (ISO time): with the customer and the page, the job's key. */
  at: z.string().min(1).max(40),
  page: z.number().int().min(0).max(100_000),
  cursor: z.string().max(2000).optional(),
});
export type ReleasePage = z.infer<typeof ReleasePage>;

/** Keyed by customer, occurrence and page: a sweep that fires twice, or a page retried, releases once. */
export const releasePlannedLettersJob = jobSpec({
  type: "cases.release-planned-letters",
  schema: ReleasePage,
  key: (p) => `${p.customerId}#${p.at}#${p.page}`,
});
