import { ulid } from "ulid";
import { db } from "../dynamo/db";
import { committed, TransactionCanceledError } from "../dynamo/transaction";
import { deleteObject, getObject, LOGO_MAX_BYTES, logoKey, putObject, sniffImageType } from "../storage/documents";
import { AppError, fieldError } from "../util/error";
import { log } from "../util/log";
import type { CreateCustomerInput, CustomerDocumentInput, UpdateCustomerInput } from "./customer.schema";
import { toCustomerView, type CustomerView } from "./customer";
import { customerUsers, permissionTypes, type FlagsView } from "./members";
import { integrationSettingView, type IntegrationSettingView } from "../ledger/settings";
import { pageAt } from "../dynamo/paginate";

type CustomerItem = NonNullable<Awaited<ReturnType<ReturnType<typeof getCustomer>["go"]>>["data"]>;
const getCustomer = (customerId: string) => db().entities.customer.get({ customerId });

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
  brregSynchronizationSetting?: null;
  caseSetting?: null;
  integrationSetting?: IntegrationSettingView | null;
  autoPilotSetting?: null;
}

export const CUSTOMER_EXPANDS = [
  "users",
  "customerPermissions",
  "customerCurrencyAccounts",
  "customerPlan",
  "customerPlan.plan",
  "integration",
  "brregSynchronizationSetting",
  "caseSetting",
  "integrationSetting",
  "integrationSetting.integration",
  "autoPilotSetting",
] as const;
/** Relations of SPEC 3 that later issues build: expanded, they are null for now. */
const NOT_BUILT = [
  "customerPlan",
  "integration",
  "brregSynchronizationSetting",
  "caseSetting",
  "autoPilotSetting",
] as const;

const contact = (c?: { name?: string; email?: string; phone?: string }): Contact => ({
  name: c?.name ?? "",
  email: c?.email ?? "",
  phone: c?.phone ?? "",
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

/** Lower case, single spaces: the customer's name as the staff list sorts and searches it. */
export const normaliseName = (name: string) => name.normalize("NFC").trim().toLowerCase().replace(/\s+/g, " ");
export const nameKeyOf = (name: string, customerId: string) => `${normaliseName(name)}#${customerId}`;

/** Reads a customer that is not deleted (deleted ones answer 404 except where told). */
export async function loadCustomer(customerId: string, opts: { includeDeleted?: boolean } = {}): Promise<CustomerItem> {
  const { data } = await getCustomer(customerId).go({ consistent: true });
  if (!data || (data.deletedAt && !opts.includeDeleted)) throw new AppError("NOT_FOUND", "errors.notFound");
  return data;
}

const isConditionFailure = (err: unknown) => err instanceof TransactionCanceledError && err.conditionFailed;

/** 422 "Duplicate IBAN" on the fields whose IBAN repeats within the list or belongs to another customer. */
async function checkIbans(customerId: string, accounts: { iban: string }[]): Promise<void> {
  const fields: Record<string, ["validation.ibanTaken"]> = {};
  const seen = new Set<string>();
  accounts.forEach((a, i) => {
    if (seen.has(a.iban)) fields[`customerCurrencyAccounts.${i}.iban`] = ["validation.ibanTaken"];
    seen.add(a.iban);
  });
  if (accounts.length) {
    const { data } = await db()
      .entities.ibanLock.get([...seen].map((iban) => ({ iban })))
      .go();
    const taken = new Set(data.filter((l) => l.customerId !== customerId).map((l) => l.iban));
    accounts.forEach((a, i) => {
      if (taken.has(a.iban)) fields[`customerCurrencyAccounts.${i}.iban`] = ["validation.ibanTaken"];
    });
  }
  if (Object.keys(fields).length) throw new AppError("VALIDATION", "validation.invalid", {}, fields);
}

/** 422 on orgNumber when another customer holds the organisation number (ask its owner for an invitation). */
async function checkOrgNumber(customerId: string, orgNumber: string): Promise<void> {
  const { data } = await db().entities.orgNumberLock.get({ orgNumber }).go({ consistent: true });
  if (data && data.customerId !== customerId) throw fieldError("orgNumber", "validation.orgNumberTaken");
}

/** Creates a customer with `ownerId` as its owner; it becomes the owner's current customer (and `sessionId`'s). */
export async function createCustomer(
  ownerId: string,
  input: CreateCustomerInput,
  sessionId?: string,
): Promise<CustomerDetail> {
  const customerId = ulid();
  const accounts = input.customerCurrencyAccounts ?? [];
  await checkIbans(customerId, accounts);
  const { data: owner } = await db().entities.user.get({ userId: ownerId }).go();
  if (!owner || owner.deletedAt) throw new AppError("NOT_FOUND", "errors.notFound");
  try {
    await committed(
      db()
        .transaction.write(({ customer, membership, ibanLock, orgNumberLock, user, session }) => [
          // One organisation number, one customer: the lock's create fails if another customer holds it.
          orgNumberLock.create({ orgNumber: input.orgNumber, customerId }).commit(),
          customer
            .create({
              customerId,
              name: input.name,
              orgNumber: input.orgNumber,
              address: input.address,
              coAddress: input.coAddress ?? "",
              postNumber: input.postNumber,
              city: input.city,
              email: input.email,
              phone: input.phone,
              accountNumber: input.accountNumber,
              type: input.type,
              isRegisteredInVatRegister: input.isRegisteredInVatRegister,
              customerCurrencyAccounts: accounts.map((a) => ({ currency: a.currency, iban: a.iban, bic: a.bic })),
              nameKey: nameKeyOf(input.name, customerId),
            })
            .commit(),
          membership.create({ customerId, userId: ownerId, permission: "owner" }).commit(),
          ...accounts.map((a) => ibanLock.create({ iban: a.iban, customerId }).commit()),
          user.patch({ userId: ownerId }).set({ currentCustomerId: customerId }).commit(),
          ...(sessionId ? [session.patch({ sessionId }).set({ customerId }).commit()] : []),
        ])
        .go(),
    );
  } catch (err) {
    if (isConditionFailure(err)) {
      await checkOrgNumber(customerId, input.orgNumber);
      await checkIbans(customerId, accounts);
      throw new AppError("CONFLICT", "errors.conflict");
    }
    throw err;
  }
  log.info("customer.created", { customerId, ownerId });
  return toCustomerDetail(await loadCustomer(customerId), "owner");
}

/** Changes the company details. The account number is changed only through a confirmed account-number update. */
export async function updateCustomer(
  customerId: string,
  input: UpdateCustomerInput,
  permission: string | null,
): Promise<CustomerDetail> {
  const current = await loadCustomer(customerId);
  if (input.accountNumber !== undefined && input.accountNumber !== (current.accountNumber ?? ""))
    throw fieldError("accountNumber", "validation.useAccountNumberUpdate");
  const { accountNumber: _ignored, customerCurrencyAccounts: accounts, ...fields } = input;
  const before = new Set((current.customerCurrencyAccounts ?? []).map((a) => a.iban));
  const after = new Set((accounts ?? []).map((a) => a.iban));
  if (accounts) await checkIbans(customerId, accounts);
  const added = accounts ? [...after].filter((i) => !before.has(i)) : [];
  const removed = accounts ? [...before].filter((i) => !after.has(i)) : [];
  const movesOrgNumber = fields.orgNumber !== undefined && fields.orgNumber !== current.orgNumber;
  if (movesOrgNumber) await checkOrgNumber(customerId, fields.orgNumber!);
  try {
    await committed(
      db()
        .transaction.write(({ customer, ibanLock, orgNumberLock }) => [
          ...(movesOrgNumber
            ? [
                orgNumberLock.create({ orgNumber: fields.orgNumber!, customerId }).commit(),
                // (a customer created before the locks has none to release)
                orgNumberLock
                  .delete({ orgNumber: current.orgNumber })
                  .where((a, { eq, notExists }) => `${notExists(a.customerId)} OR ${eq(a.customerId, customerId)}`)
                  .commit(),
              ]
            : []),
          customer
            .patch({ customerId })
            .set({
              ...fields,
              ...(fields.name ? { nameKey: nameKeyOf(fields.name, customerId), listed: current.listed } : {}),
              ...(accounts
                ? {
                    customerCurrencyAccounts: accounts.map((a) => ({ currency: a.currency, iban: a.iban, bic: a.bic })),
                  }
                : {}),
            })
            .where((a, { notExists }) => notExists(a.deletedAt))
            .commit(),
          ...added.map((iban) => ibanLock.create({ iban, customerId }).commit()),
          ...removed.map((iban) =>
            ibanLock
              .delete({ iban })
              .where((a, { eq }) => eq(a.customerId, customerId))
              .commit(),
          ),
        ])
        .go(),
    );
  } catch (err) {
    if (isConditionFailure(err)) {
      if (movesOrgNumber) await checkOrgNumber(customerId, fields.orgNumber!);
      if (accounts) await checkIbans(customerId, accounts);
      throw new AppError("CONFLICT", "errors.conflict");
    }
    throw err;
  }
  return toCustomerDetail(await loadCustomer(customerId), permission);
}

export async function updateCustomerDocument(
  customerId: string,
  input: CustomerDocumentInput,
  permission: string | null,
): Promise<CustomerDetail> {
  const current = await loadCustomer(customerId);
  const doc = { ...current.document };
  for (const k of ["title", "subtitle", "upperText", "lowerText"] as const)
    if (input[k] !== undefined) doc[k] = input[k];
  await db()
    .entities.customer.patch({ customerId })
    .set({
      document: doc,
      ...(input.emailTemplate ? { emailTemplate: { ...current.emailTemplate, ...input.emailTemplate } } : {}),
      ...(input.companyContact ? { companyContact: { ...current.companyContact, ...input.companyContact } } : {}),
      ...(input.caseworkerContact
        ? { caseworkerContact: { ...current.caseworkerContact, ...input.caseworkerContact } }
        : {}),
    })
    .go();
  return toCustomerDetail(await loadCustomer(customerId), permission);
}

/** The customer with the relations asked for (`expand`); relations not built yet come back null. */
export async function customerDetail(
  customerId: string,
  permission: string | null,
  expand: Record<string, unknown> = {},
): Promise<CustomerDetail> {
  const customer = await loadCustomer(customerId);
  const detail = toCustomerDetail(customer, permission);
  // the ledger's integration setting (issue 4), or null while the customer has none
  if (expand.integrationSetting) detail.integrationSetting = integrationSettingView(customer.integrationSetting);
  if (expand.users) detail.users = await customerUsers(customerId);
  if (expand.customerPermissions) detail.customerPermissions = await permissionTypes(customerId);
  for (const rel of NOT_BUILT) if (expand[rel]) detail[rel] = null;
  return detail;
}

/** Loads another customer in the session: the user's current customer from now on. */
export async function setCustomer(
  userId: string,
  sessionId: string,
  customerId: string,
  permission: string | null,
): Promise<CustomerView> {
  const customer = await loadCustomer(customerId);
  await committed(
    db()
      .transaction.write(({ user, session }) => [
        user.patch({ userId }).set({ currentCustomerId: customerId }).commit(),
        session.patch({ sessionId }).set({ customerId }).commit(),
      ])
      .go(),
  );
  return toCustomerView(customer, permission);
}

// Logo ----------------------------------------------------------------------------------------------------

export async function uploadLogo(
  customerId: string,
  bytes: Uint8Array,
  permission: string | null,
): Promise<CustomerDetail> {
  await loadCustomer(customerId);
  if (bytes.byteLength > LOGO_MAX_BYTES) throw fieldError("logo", "validation.fileTooLarge");
  const type = sniffImageType(bytes);
  if (!type) throw fieldError("logo", "validation.imageType");
  // an SVG is stored sanitised (no script, handlers, foreign objects or external references), never as sent
  const stored = type === "image/svg+xml" ? (await import("../storage/svg")).sanitizeSvg(bytes) : bytes;
  if (!stored) throw fieldError("logo", "validation.imageType");
  const key = logoKey(customerId);
  await putObject(key, stored, type);
  await db().entities.customer.patch({ customerId }).set({ logoKey: key, logoType: type, isMainLogo: true }).go();
  return toCustomerDetail(await loadCustomer(customerId), permission);
}

export async function readLogo(customerId: string): Promise<{ body: Uint8Array; contentType: string }> {
  const customer = await loadCustomer(customerId);
  const found = customer.logoKey ? await getObject(customer.logoKey) : null;
  if (!found) throw new AppError("NOT_FOUND", "errors.notFound");
  return { body: found.body, contentType: customer.logoType ?? found.contentType };
}

export async function deleteLogo(customerId: string): Promise<void> {
  const customer = await loadCustomer(customerId);
  if (customer.logoKey) await deleteObject(customer.logoKey);
  await db().entities.customer.patch({ customerId }).remove(["logoKey", "logoType"]).set({ isMainLogo: false }).go();
}

// Lists -----------------------------------------------------------------------------------------------------

export { type CustomerItem };

/** The staff list of customers (or deleted customers): by name (prefix search) or creation; org number search. */
export async function listCustomers(q: {
  page: number;
  rowsPerPage: number;
  sort: { field: "name" | "createdAt"; desc: boolean };
  search?: string;
  deleted?: boolean;
}): Promise<{ data: CustomerDetail[]; total: number }> {
  const order = q.sort.desc ? ("desc" as const) : ("asc" as const);
  const customers = db().entities.customer;
  const digits = q.search?.replace(/[\s.]/g, "") ?? "";
  const byOrg = /^[0-9]{9}$/.test(digits);
  type Opts = { cursor: string | null; limit?: number; attributes?: string[]; pages?: "all" };
  const query = (opts: Opts) => {
    const go = { ...opts, order, attributes: opts.attributes as ["customerId"] | undefined };
    if (q.deleted) return customers.query.byDeleted({ deletedList: "customers-deleted" }).go(go);
    if (byOrg)
      return customers.query
        .byName({ listed: "customers" })
        .where((a, { eq }) => eq(a.orgNumber, digits))
        .go(go);
    if (q.search)
      return customers.query
        .byName({ listed: "customers" })
        .begins({ nameKey: normaliseName(q.search) })
        .go(go);
    if (q.sort.field === "name") return customers.query.byName({ listed: "customers" }).go(go);
    return customers.query.byCreated({ listed: "customers" }).go(go);
  };
  const keys = ["customerId", "nameKey", "createdAt", "listed", "deletedList", "deletedAt", "orgNumber"];
  const [rows, all] = await Promise.all([
    pageAt((o) => query(o) as Promise<{ data: CustomerItem[]; cursor: string | null }>, q.page, q.rowsPerPage, keys),
    query({ cursor: null, pages: "all", attributes: ["customerId"] }),
  ]);
  return { data: rows.map((c) => toCustomerDetail(c, null)), total: all.data.length };
}
