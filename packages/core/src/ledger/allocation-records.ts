import { Clock } from "../clock";
import type { LedgerActor } from "./new-voucher";
import type { Voucher } from "./store";

/**
 * The allocation records on vouchers (what was applied, to or from which voucher, when and by whom): made and taken
 * back here for every command that applies money (matching.ts, write-off.ts, and a revert moving fees a payment had
 * paid, cases/operations/reverted-fees.ts).
 */

/** An allocation record: what was applied, to or from which voucher, when and by whom. */
export const appliedAt = (voucherId: string, amountOre: number, actor: LedgerActor, paidDate?: string) => ({
  voucherId,
  amountOre,
  at: Clock.nowMs(),
  by: actor.userId,
  ...(paidDate ? { paidDate } : {}),
});

/** The allocations with `amountOre` less to `voucherId`, taken from its latest ones (emptied ones dropped). */
export function lessOf(
  allocations: Voucher["allocations"],
  voucherId: string,
  amountOre: number,
): Voucher["allocations"] {
  let left = amountOre;
  const out = [...allocations];
  for (let i = out.length - 1; i >= 0 && left > 0; i--) {
    const a = out[i]!;
    if (a.voucherId !== voucherId) continue;
    const take = Math.min(left, a.amountOre);
    left -= take;
    if (take === a.amountOre) out.splice(i, 1);
    else out[i] = { ...a, amountOre: a.amountOre - take };
  }
  return out;
}
