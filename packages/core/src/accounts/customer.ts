import "./entities"; // registers the entities named here
import { Clock } from "../clock";
import { db } from "../dynamo/db";
import { AppError } from "../util/error";
import type { IntegrationSettingView } from "./customer-settings";
import type { Flags } from "./rules";
import type { CaseSettingsView } from "../cases/case-views.schema";
import type { AutoPilotSettingsView } from "../cases/settings.schema";
import type { BrregSyncSettingView } from "../company-register/sync.schema";

/**
 * The customer and its views, shared by customer-account.ts, members.ts and the rest of accounts (they import
 * this file, never each other for these).
 */

const getCustomer = (customerId: string) => db().entities.customer.get({ customerId });
export type CustomerItem = NonNullable<Awaited<ReturnType<ReturnType<typeof getCustomer>["go"]>>["data"]>;

export interface CustomerView {
  id: string;
  name: string;
  orgNumber: string;
  email: string | null;
  gdprTermsAccepted: boolean;
  permission: string | null;
}

type CustomerViewSource = Pick<CustomerItem, "customerId" | "name" | "orgNumber" | "email" | "gdprTermsAcceptedAt">;

export interface CurrencyAccount {
  currency: string;
  iban: string;
  bic: string | null;
}
export interface Contact {
  name: string;
  email: string;
  phone: string;
}
export type FlagsView = { id: string; name: string } & Flags;
export interface CustomerUserView {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  active: boolean;
  /** "invited" until the user accepts the invitation (or activates a new user): shown by e-mail only. */
  status: "active" | "invited";
  pivot: { permission: string };
}
export interface CustomerDetail extends CustomerView {
  address: string;
  coAddress: string;
  postNumber: string;
  city: string;
  phone: string;
  accountNumber: string;
  type: string;
  isRegisteredInVatRegister: boolean;
  customerCurrencyAccounts: CurrencyAccount[];
  document: { title: string; subtitle: string; upperText: string; lowerText: string };
  emailTemplate: { subject: string; body: string };
  companyContact: Contact;
  caseworkerContact: Contact;
  logo: boolean;
  isMainLogo: boolean;
  deletionRequestedAt: number | null;
  deletedAt: number | null;
  createdAt: number;
  users?: CustomerUserView[];
  customerPermissions?: FlagsView[];
  customerPlan?: null;
  integration?: null;
  brregSynchronizationSetting?: BrregSyncSettingView;
  caseSetting?: CaseSettingsView;
  integrationSetting?: IntegrationSettingView | null;
  autoPilotSetting?: AutoPilotSettingsView;
}

/** Reads a customer that is not deleted (deleted ones answer 404 except where told). */
export async function loadCustomer(customerId: string, opts: { includeDeleted?: boolean } = {}): Promise<CustomerItem> {
  const { data } = await getCustomer(customerId).go({ consistent: true });
  if (!data || (data.deletedAt && !opts.includeDeleted)) throw new AppError("NOT_FOUND", "errors.notFound");
  return data;
}

const contact = (c?: { name?: string; email?: string; phone?: string }): Contact => ({
  name: c?.name ?? "",
  email: c?.email ?? "",
  phone: c?.phone ?? "",
});

export const toCustomerView = (c: CustomerViewSource, permission: string | null): CustomerView => ({
  id: c.customerId,
  name: c.name,
  orgNumber: c.orgNumber,
  email: c.email ?? null,
  gdprTermsAccepted: c.gdprTermsAcceptedAt !== undefined,
  permission,
});

export function toCustomerDetail(c: CustomerItem, permission: string | null): CustomerDetail {
  return {
    ...toCustomerView(c, permission),
    address: c.address ?? "",
    coAddress: c.coAddress ?? "",
    postNumber: c.postNumber ?? "",
    city: c.city ?? "",
    phone: c.phone ?? "",
    accountNumber: c.accountNumber ?? "",
    type: c.type ?? "",
    isRegisteredInVatRegister: c.isRegisteredInVatRegister ?? false,
    customerCurrencyAccounts: (c.customerCurrencyAccounts ?? []).map((a) => ({
      currency: a.currency,
      iban: a.iban,
      bic: a.bic ?? null,
    })),
    document: {
      title: c.document?.title ?? "",
      subtitle: c.document?.subtitle ?? "",
      upperText: c.document?.upperText ?? "",
      lowerText: c.document?.lowerText ?? "",
    },
    emailTemplate: { subject: c.emailTemplate?.subject ?? "", body: c.emailTemplate?.body ?? "" },
    companyContact: contact(c.companyContact),
    caseworkerContact: contact(c.caseworkerContact),
    logo: Boolean(c.logoKey),
    isMainLogo: c.isMainLogo ?? false,
    deletionRequestedAt: c.deletionRequestedAt ?? null,
    deletedAt: c.deletedAt ?? null,
    createdAt: c.createdAt,
  };
}

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
    return toCustomerView(data as CustomerViewSource, permission);
  } catch {
    throw new AppError("NOT_FOUND", "errors.notFound");
  }
}
