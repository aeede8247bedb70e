import { Clock } from "../clock";
import { db } from "../dynamo/db";
import { AppError } from "../util/error";

export interface CustomerView {
  id: string;
  name: string;
  orgNumber: string;
  email: string | null;
  gdprTermsAccepted: boolean;
  permission: string | null;
}

type CustomerItem = {
  customerId: string;
  name: string;
  orgNumber: string;
  email?: string;
  gdprTermsAcceptedAt?: number;
};

export const toCustomerView = (c: CustomerItem, permission: string | null): CustomerView => ({
  id: c.customerId,
  name: c.name,
  orgNumber: c.orgNumber,
  email: c.email ?? null,
  gdprTermsAccepted: c.gdprTermsAcceptedAt !== undefined,
  permission,
});

/** The user's memberships with their customers, in one query and one batch read. */
export async function customersOfUser(userId: string): Promise<CustomerView[]> {
  const { data: memberships } = await db().entities.membership.query.byUser({ userId }).go({ pages: "all" });
  if (memberships.length === 0) return [];
  const { data: customers } = await db()
    .entities.customer.get(memberships.map((m) => ({ customerId: m.customerId })))
    .go();
  const permission = new Map(memberships.map((m) => [m.customerId, m.permission]));
  return customers
    .filter((c) => !c.deletedAt)
    .map((c) => toCustomerView(c, permission.get(c.customerId) ?? null))
    .sort((a, b) => a.name.localeCompare(b.name, "nb"));
}

/** The customer to load for a user: the preferred one if the user still belongs to it, else the first. */
export async function customerForUser(userId: string, preferred?: string | null): Promise<CustomerView | null> {
  if (preferred) {
    const [{ data: m }, { data: c }] = await Promise.all([
      db().entities.membership.get({ customerId: preferred, userId }).go(),
      db().entities.customer.get({ customerId: preferred }).go(),
    ]);
    if (m && c && !c.deletedAt) return toCustomerView(c, m.permission);
  }
  const all = await customersOfUser(userId);
  return all[0] ?? null;
}

/** Records that the customer accepted the GDPR terms (data processing agreement). */
export async function acceptGdprTerms(
  customerId: string,
  userId: string,
  permission: string | null,
): Promise<CustomerView> {
  try {
    const { data } = await db()
      .entities.customer.patch({ customerId })
      .set({ gdprTermsAcceptedAt: Clock.nowMs(), gdprTermsAcceptedBy: userId })
      .go({ response: "all_new" });
    return toCustomerView(data as CustomerItem, permission);
  } catch {
    throw new AppError("NOT_FOUND", "errors.notFound");
  }
}
