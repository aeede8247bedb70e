import "../accounts/entities"; // registers the entities named here
import "./print-queue.entity"; // registers the entities named here
import { db } from "../dynamo/db";
import type { PrintLetter } from "./print-queue";
import type { PrintStatus } from "./print-queue.entity";

/**
 * The staff list of letters to post across customers (the admin page /admin/case-documents, SPEC 2 and 6): one
 * status at a time, each with its customer's name, so staff see what the print partner has and has not got yet:
 * waiting letters oldest first (the next batch takes those), printed and sent ones newest first. At most `limit`
 * letters (the page says when there are more).
 */
export async function printQueueList(
  status: PrintStatus,
  limit = 200,
): Promise<{ data: (PrintLetter & { customerName: string })[]; total: number; more: boolean }> {
  const { data: letters } = await db()
    .entities.printLetter.query.byStatus({ listed: "print-letter", status })
    .go({ limit: limit + 1, pages: "all", order: status === "queued" || status === "batched" ? "asc" : "desc" });
  const shown = letters.slice(0, limit).map((i): PrintLetter => ({
    customerId: i.customerId,
    caseId: i.caseId,
    letterId: i.letterId,
    caseNumber: i.caseNumber,
    debtorName: i.debtorName,
    status: i.status,
    ...(i.batchId ? { batchId: i.batchId } : {}),
    queuedAt: i.queuedAt,
  }));
  const ids = [...new Set(shown.map((l) => l.customerId))].slice(0, 100);
  const names = new Map<string, string>();
  if (ids.length) {
    const { data } = await db()
      .entities.customer.get(ids.map((customerId) => ({ customerId })))
      .go({ attributes: ["customerId", "name"] });
    for (const c of data) names.set(c.customerId, c.name);
  }
  return {
    data: shown.map((l) => ({ ...l, customerName: names.get(l.customerId) ?? "" })),
    total: shown.length,
    more: letters.length > limit,
  };
}
