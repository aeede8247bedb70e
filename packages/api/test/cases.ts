/**
 * Fixtures of the cases' API tests and matrix rows: a customer with what letters need (address, account number),
 * its owner signed in, an allowance granted by an admin, and open invoices of one debtor made through the API.
 */
import { db } from "@innfri/core/dynamo/db";
import { seedProcedures } from "@innfri/core/procedures/seed";
import { ledgerOwner, newInvoice, sessionOn, type Ledger } from "./ledger";
import { call } from "./support";

export async function caseOwner(permission = "owner", { cases = 20, sends = 20 } = {}): Promise<Ledger> {
  await seedProcedures(); // the procedures cases follow (creates only what is missing)
  const l = await ledgerOwner(permission);
  await db()
    .entities.customer.patch({ customerId: l.customerId })
    .set({ address: "Storgata 1", postNumber: "0155", city: "Oslo", accountNumber: "12345678903" })
    .go();
  if (cases || sends) {
    const admin = await sessionOn(l.customerId, "admin");
    const res = await call("POST", `/customers/${l.customerId}/allowances`, { token: admin, body: { cases, sends } });
    if (res.status !== 200) throw new Error(`granting: ${res.status} ${JSON.stringify(res.body)}`);
  }
  return l;
}

/** A case started through the API on a new invoice (of a new debtor unless `debtorId`). */
export async function newCase(token: string, extra: Record<string, unknown> = {}) {
  const inv = await newInvoice(token, extra);
  const res = await call("POST", "/cases", { token, body: { debtorId: inv.debtorId, voucherIds: [inv.id] } });
  if (res.status !== 201) throw new Error(`starting a case: ${res.status} ${JSON.stringify(res.body)}`);
  return { invoice: inv, case: res.body.data };
}
