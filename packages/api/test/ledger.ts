/**
 * Fixtures of the ledger's API tests (src/routes/ledger/*.test.ts) and of the authorisation matrix: a customer
 * with its owner signed in (the session's loaded customer is the ledger), valid KIDs and organisation numbers,
 * and debtors and vouchers made through the API.
 */
import { ulid } from "ulid";
import { kidCheckDigitMod10 } from "@innfri/core/util/identifiers";
import { call, createUser, signIn } from "./support";

/** A valid KID (MOD10) with a random body, so KIDs never meet between tests. */
export const newKid = () => {
  const body = `${Math.floor(1e9 + Math.random() * 8e9)}`;
  return body + kidCheckDigitMod10(body);
};

/** A valid organisation number (MOD11) with a random body. */
export function newOrgNumber(): string {
  while (true) {
    const body = [8, ...Array.from({ length: 7 }, () => Math.floor(Math.random() * 10))];
    const weights = [3, 2, 7, 6, 5, 4, 3, 2];
    const r = 11 - (body.reduce((s, d, i) => s + d * weights[i]!, 0) % 11);
    const check = r === 11 ? 0 : r;
    if (check !== 10) return [...body, check].join("");
  }
}

export interface Ledger {
  customerId: string;
  userId: string;
  email: string;
  token: string;
}

/**
 * A new customer whose owner is signed in with it loaded, with the file integration chosen (the ledger's calls
 * are 404 without an integration setting) unless `integration: false`.
 */
export async function ledgerOwner(permission = "owner", { integration = true } = {}): Promise<Ledger> {
  const u = await createUser({ permission });
  const s = await signIn(u.email);
  const token = s.user.accessToken;
  if (integration) {
    const res = await call("POST", "/integration-settings", { token, body: { integration: "file" } });
    if (res.status !== 200) throw new Error(`integration setting: ${res.status} ${JSON.stringify(res.body)}`);
  }
  return { customerId: u.customerId!, userId: u.userId, email: u.email, token };
}

/** A fresh session of a staff user (or any user) with `customerId` loaded through set-customer. */
export async function sessionOn(customerId: string, type: "admin" | "superadmin" | "sales" = "sales") {
  const u = await createUser({ type });
  const token = (await signIn(u.email)).user.accessToken;
  const res = await call("POST", "/customers/set-customer", { token, body: { customerId } });
  if (res.status !== 200) throw new Error(`set-customer: ${res.status} ${JSON.stringify(res.body)}`);
  return token;
}

export const debtorBody = (extra: Record<string, unknown> = {}) => ({
  type: "company",
  name: "Fjordkaffe AS",
  customerNumber: `K-${ulid().slice(-8)}`,
  orgNumber: newOrgNumber(),
  postcode: "0155",
  city: "Oslo",
  ...extra,
});

async function created(res: { status: number; body: any }, what: string) {
  if (res.status !== 201 && res.status !== 200) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export async function newDebtor(token: string, extra: Record<string, unknown> = {}) {
  return created(await call("POST", "/debtors", { token, body: debtorBody(extra) }), "creating a debtor");
}

/** An invoice of NOK 1 000 (unless told) due 2026-05-15, to a new debtor unless `debtorId` is given. */
export async function newInvoice(token: string, extra: Record<string, unknown> = {}) {
  const body = {
    number: `F-${ulid().slice(-8)}`,
    voucherDate: "2026-05-01",
    dueDate: "2026-05-15",
    amount: "1000",
    ...(extra.debtorId ? {} : { debtor: debtorBody() }),
    ...extra,
  };
  return created(await call("POST", "/invoices", { token, body }), "creating an invoice");
}

export async function newPayment(token: string, extra: Record<string, unknown> = {}) {
  const body = { voucherDate: "2026-06-01", amount: "100", ...extra };
  return created(await call("POST", "/payments", { token, body }), "creating a payment");
}
