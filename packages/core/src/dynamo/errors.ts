import { TransactionCanceledError } from "./transaction";

/**
 * The one test for "a condition of the write failed": a cancelled transaction whose reasons include
 * ConditionalCheckFailed (dynamo/transaction.ts `committed`), or a single conditional write, whose SDK error ElectroDB
 * wraps (the ConditionalCheckFailedException is somewhere in the chain of causes). Anything else (throttling, a
 * transaction conflict, a bug) is not a condition failure and must not be mapped to a user's 409/422.
 */
export function isConditionFailure(err: unknown): boolean {
  if (err instanceof TransactionCanceledError) return err.conditionFailed;
  let e: unknown = err;
  for (let depth = 0; e && depth < 5; depth++) {
    const { name, code, cause } = e as { name?: string; code?: string; cause?: unknown };
    if (name === "ConditionalCheckFailedException" || code === "ConditionalCheckFailedException") return true;
    if (e instanceof TransactionCanceledError) return e.conditionFailed;
    e = cause;
  }
  return false;
}
