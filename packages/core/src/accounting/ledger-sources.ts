import "../ledger/entities"; // registers the entities named here
import { db } from "../dynamo/db";

/**
 * Which systems' invoices the customer's ledger holds (docs/accounting-web.md "two systems into one ledger"): a sync
 * that brought rows in leaves the ledger ref `accounting-source#<system>`, kept when the system is disconnected or
 * another chosen (the ledger keeps its rows). The settings tab reads it to say, when another system is connected,
 * that the invoice numbers the ledger holds already are skipped (the intake's rule: a number once).
 */

const sourceRef = (system: string) => `accounting-source#${system}`;

/** Notes that `system`'s sync `syncId` brought rows into the ledger (a put: the same again is no change). */
export async function noteLedgerSource(customerId: string, system: string, syncId: string): Promise<void> {
  await db()
    .entities.ledgerRef.put({ customerId, ref: sourceRef(system), targetId: syncId })
    .go();
}

/** Of `systems`, those whose rows the ledger holds (one BatchGet). */
export async function systemsInLedger(customerId: string, systems: readonly string[]): Promise<string[]> {
  if (!systems.length) return [];
  const { data } = await db()
    .entities.ledgerRef.get(systems.map((s) => ({ customerId, ref: sourceRef(s) })))
    .go({ attributes: ["ref"] });
  const held = new Set(data.map((r) => r.ref));
  return systems.filter((s) => held.has(sourceRef(s)));
}
