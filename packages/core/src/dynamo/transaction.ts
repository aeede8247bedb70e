/**
 * ElectroDB's `transaction.write(...).go()` does not throw when DynamoDB cancels the transaction: it resolves
 * with `{ canceled: true, data: [{ rejected, code }] }`. Every write transaction goes through `committed` so
 * that a cancelled one is an error the caller cannot overlook.
 */
export class TransactionCanceledError extends Error {
  constructor(readonly reasons: (string | undefined)[]) {
    super(`Transaction cancelled: ${reasons.map((r) => r ?? "None").join(", ")}`);
    this.name = "TransactionCanceledError";
  }
  /** True when a condition (uniqueness, expected state) failed, rather than a conflict with another transaction. */
  get conditionFailed(): boolean {
    return this.reasons.includes("ConditionalCheckFailed");
  }
}

interface TransactionResult {
  canceled: boolean;
  data: { rejected?: boolean; code?: string }[];
}

export async function committed<T extends TransactionResult>(pending: Promise<T>): Promise<T> {
  const result = await pending;
  if (result.canceled) throw new TransactionCanceledError(result.data.map((d) => d.code));
  return result;
}

/**
 * True when the cancelled transaction failed at item `index` on its condition: how a command tells which of its
 * conditions refused it (a taken lock, a state changed, the customer's entitlement: billing/entitlements.ts).
 */
export const failedAt = (err: unknown, index: number) =>
  err instanceof TransactionCanceledError && err.reasons[index] === "ConditionalCheckFailed";
