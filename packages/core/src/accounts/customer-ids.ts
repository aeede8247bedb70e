import "./entities"; // registers the entities named here
import { db } from "../dynamo/db";

/** Customers read a page at a time, and the most one call returns. */
const PAGE = 500;
const MAX_CUSTOMERS = 100_000;

/**
 * The ids of the customers not deleted, in creation order: what a daily job fans out over, one keyed job per
 * customer (the notifications, the waiting cases turning ready). One Query page per 500 customers.
 */
export async function liveCustomerIds(): Promise<string[]> {
  const out: string[] = [];
  let cursor: string | null = null;
  do {
    const res: { data: { customerId: string; deletedAt?: number }[]; cursor: string | null } = await db()
      .entities.customer.query.byCreated({ listed: "customers" })
      .go({ limit: PAGE, cursor, attributes: ["customerId", "deletedAt"] });
    out.push(...res.data.filter((c) => !c.deletedAt).map((c) => c.customerId));
    cursor = res.cursor;
  } while (cursor && out.length < MAX_CUSTOMERS);
  return out;
}
