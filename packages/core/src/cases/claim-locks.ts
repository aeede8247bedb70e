import "./entities"; // registers the entities named here
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
