import "../i18n/ledger"; // registers the texts of the keys named here
import { Clock } from "../clock";
import { fieldError } from "../util/error";
import { getDebtor } from "./debtors";
import { debtorVouchers } from "./lists";
import { appliedAt } from "./allocation-records";
import { ChangeSet, commit, writtenOf } from "./matching";
import { buildVoucher, voucherIdFor, type LedgerActor, type Voucher } from "./new-voucher";
import { VOUCHER_TYPES, WRITE_OFF_LIMIT_ORE } from "./voucher-rules";
import { retrying } from "../command/retrying";

/**
 * SPEC 9 write-off: a debtor whose balance is within plus/minus NOK 100 is settled. Unmatched credits are first
 * applied to open items, then one correction voucher (type 9) for what is left closes the rest, all in one
 * transaction.
 */
export async function writeOff(customerId: string, debtorId: string, actor: LedgerActor): Promise<Voucher | null> {
  const correctionId = voucherIdFor({ type: VOUCHER_TYPES.correction });
  return retrying(async () => {
    const debtor = await getDebtor(customerId, debtorId);
    const items = await debtorVouchers(customerId, debtorId);
    const debits = items.filter((v) => !v.deletedAt && v.side === "debit" && v.balanceOre > 0);
    const credits = items.filter((v) => !v.deletedAt && v.side === "credit" && v.balanceOre > 0);
    const balance = debits.reduce((s, v) => s + v.balanceOre, 0) - credits.reduce((s, v) => s + v.balanceOre, 0);
    if (balance === 0 && debits.length === 0) return null;
    if (Math.abs(balance) > WRITE_OFF_LIMIT_ORE) throw fieldError("debtorId", "ledger.writeOffLimit");
    const today = Clock.today();
    const correction = buildVoucher(
      customerId,
      debtor,
      {
        type: VOUCHER_TYPES.correction,
        side: balance > 0 ? "credit" : "debit",
        voucherDate: today,
        dueDate: today,
        amountOre: Math.abs(balance),
        description: "write-off",
        source: "write-off",
      },
      actor,
      correctionId,
    );
    const state = new Map<string, Voucher>(items.map((v) => [v.voucherId, { ...v, allocations: [...v.allocations] }]));
    const allDebits = [...debits.map((d) => state.get(d.voucherId)!), ...(balance < 0 ? [correction] : [])];
    const allCredits = [...credits.map((c) => state.get(c.voucherId)!), ...(balance > 0 ? [correction] : [])];
    // pay debits oldest first from credits oldest first
    allDebits.sort((a, b) => a.dueDate.localeCompare(b.dueDate));
    allCredits.sort((a, b) => a.voucherDate.localeCompare(b.voucherDate));
    for (const d of allDebits) {
      for (const c of allCredits) {
        const take = Math.min(d.balanceOre, c.balanceOre);
        if (take <= 0) continue;
        d.balanceOre -= take;
        c.balanceOre -= take;
        d.allocations.push(appliedAt(c.voucherId, take, actor, c.voucherDate));
        c.allocations.push(appliedAt(d.voucherId, take, actor));
      }
    }
    const set = new ChangeSet();
    for (const v of items) {
      const after = state.get(v.voucherId)!;
      if (after.balanceOre !== v.balanceOre) set.put(v, after);
    }
    if (balance !== 0) set.put(null, correction);
    if (set.changes.length > 90) throw fieldError("debtorId", "ledger.tooManyItems");
    const written = await commit(customerId, set, actor);
    return balance !== 0 ? writtenOf(written, correctionId) : null;
  });
}
