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

/** SDK errors that say "too many requests at once", not "wrong request": throttling and conflicting transactions. */
const CONTENTION_ERRORS = new Set([
  "ThrottlingException",
  "ProvisionedThroughputExceededException",
  "RequestLimitExceeded",
  "TransactionConflictException",
  "TransactionInProgressException",
]);

/** Cancellation reasons of a transaction that may succeed when sent again: a version beaten, a conflict, throttling. */
const CONTENTION_REASONS = new Set(["ConditionalCheckFailed", "TransactionConflict", "ThrottlingError"]);

/**
 * True when a write gave up under contention (G9): a transaction still cancelled when `retrying` ran out of tries
 * (another writer kept winning the versions, a conflict, throttling), or a throttled or conflicting single call.
 * A command maps the condition failures it expects (a taken number, a changed state) to its own 409/422 before
 * this; what reaches the API's error handler is "busy, send it again", never a 500.
 */
export function isContention(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; e && depth < 5; depth++) {
    if (e instanceof TransactionCanceledError) return e.reasons.some((r) => !!r && CONTENTION_REASONS.has(r));
    const { name, code, cause } = e as { name?: string; code?: string; cause?: unknown };
    if (CONTENTION_ERRORS.has(name ?? "") || CONTENTION_ERRORS.has(code ?? "")) return true;
    e = cause;
  }
  return false;
}
