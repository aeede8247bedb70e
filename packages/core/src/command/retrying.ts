import { isContention } from "../dynamo/errors";

/**
 * Runs a read-compute-write step again when a concurrent change beat it (a version condition or a transaction
 * conflict) or DynamoDB throttled it, a bounded number of times, with a growing, jittered pause. Uniqueness
 * failures are the caller's to translate: it gets them as the error, after the step's own handling. When the
 * tries run out, the last error goes up: the API answers it 503 BUSY (`isContention`, G9), never 500.
 */
export async function retrying<T>(
  step: () => Promise<T>,
  tries = 8,
  pause: (attempt: number) => number = (attempt) => 5 + Math.random() * Math.min(640, 20 * 2 ** attempt),
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await step();
    } catch (err) {
      if (!isContention(err) || attempt >= tries) throw err;
      await new Promise((r) => setTimeout(r, pause(attempt)));
    }
  }
}
