import "./entities"; // registers the entities named here
import "../ledger/entities"; // registers the entities named here
import { db } from "../dynamo/db";

/**
 * The case that holds each of the given open items (its claim lock, cases/entities.ts), by voucher id: the open
 * items page shows which items are already in a case (issue 20). One BatchGet per 100 items.
 */
export async function casesOfItems(customerId: string, voucherIds: readonly string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const ids = [...new Set(voucherIds)];
  for (let i = 0; i < ids.length; i += 100) {
    const { data } = await db()
      .entities.caseClaimLock.get(ids.slice(i, i + 100).map((voucherId) => ({ customerId, voucherId })))
      .go();
    for (const l of data) out.set(l.voucherId, l.caseId);
  }
  return out;
}

export interface FreeItem {
  voucherId: string;
  debtorId: string;
  balanceOre: number;
}

/**
 * The open items due before `day` that no case holds, oldest due first, reading at most `max` open items (`more`:
 * there were more to read). The auto-pilot starts cases on them; the reminder counts them.
 */
export async function overdueItemsNotInCase(
  customerId: string,
  day: string,
  max: number,
): Promise<{ items: FreeItem[]; more: boolean }> {
  const read: FreeItem[] = [];
  let cursor: string | null = null;
  do {
    const res: { data: FreeItem[]; cursor: string | null } = await db()
      .entities.voucher.query.openItems({ customerId })
      .lt({ dueDate: day })
      .go({ cursor, limit: Math.min(500, max - read.length), attributes: ["voucherId", "debtorId", "balanceOre"] });
    read.push(...res.data);
    cursor = res.cursor;
  } while (cursor && read.length < max);
  const inCase = await casesOfItems(
    customerId,
    read.map((v) => v.voucherId),
  );
  return { items: read.filter((v) => !inCase.has(v.voucherId)), more: !!cursor };
}
