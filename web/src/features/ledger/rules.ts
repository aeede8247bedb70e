// Small pure rules of the ledger pages, apart from the components so they are tested on their own.
import { WRITE_OFF_LIMIT_ORE } from "@innfri/core/ledger/voucher-rules";
import type { VoucherView as Voucher } from "@innfri/core/ledger/ledger-views.schema";
import { addDays } from "./due-periods";

export interface DebtorGroup {
  debtorId: string;
  debtorName: string;
  customerNumber: string;
  items: Voucher[];
}

/** A page of open items (in due-date order) grouped by debtor, each group where its first item falls. */
export function groupByDebtor(items: readonly Voucher[]): DebtorGroup[] {
  const groups = new Map<string, DebtorGroup>();
  for (const item of items) {
    let group = groups.get(item.debtorId);
    if (!group) {
      group = { debtorId: item.debtorId, debtorName: item.debtorName, customerNumber: item.customerNumber, items: [] };
      groups.set(item.debtorId, group);
    }
    group.items.push(item);
  }
  return [...groups.values()];
}

/** May a debtor's balance be written off (SPEC 9: within plus/minus NOK 100, and something to write off)? */
export function canWriteOff(balanceOre: number | undefined): boolean {
  return balanceOre !== undefined && balanceOre !== 0 && Math.abs(balanceOre) <= WRITE_OFF_LIMIT_ORE;
}

/** Last month, from its first to its last day: the correction export's default period. */
export function lastMonth(today: string): { from: string; to: string } {
  const to = addDays(`${today.slice(0, 8)}01`, -1);
  return { from: `${to.slice(0, 8)}01`, to };
}
