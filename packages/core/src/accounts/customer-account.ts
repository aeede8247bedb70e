import "./entities"; // registers the entities named here
import "../i18n/members"; // registers the texts of the keys named here
import "../i18n/company-register"; // registers the texts of the keys named here
import { ulid } from "ulid";
import { db } from "../dynamo/db";
import { listPage } from "../dynamo/list";
import { isConditionFailure } from "../dynamo/errors";
import { committed } from "../dynamo/transaction";
import { AppError, fieldError } from "../util/error";
import { log } from "../util/log";
import { normaliseName } from "../util/text";
import type { CreateCustomerInput, CustomerDocumentInput, UpdateCustomerInput } from "./customer.schema";
import {
  loadCustomer,
  toCustomerDetail,
  toCustomerView,
  type CustomerDetail,
  type CustomerItem,
  type CustomerView,
} from "./customer";
import { caseSettingView, integrationSettingView, readCustomerAccount } from "./customer-settings";
import { autoPilotSettingView } from "../cases/settings.schema";
import { brregSyncSettingView } from "../company-register/settings";
import { joins, listCounter } from "./list-counters";
import { customerUsers } from "./members";
import { permissionTypes } from "./permission-types";

// Moved to customer.ts (the cycle with members.ts) and customer-logo.ts; re-exported while routes import them here.
export {
  loadCustomer,
  toCustomerDetail,
  type Contact,
  type CurrencyAccount,
  type CustomerDetail,
  type CustomerItem,
  type CustomerUserView,
} from "./customer";
export { deleteLogo, readLogo, uploadLogo } from "./customer-logo";

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
const NOT_BUILT = ["customerPlan", "integration"] as const;

/** The customer's name as the staff list sorts and searches it, followed by the id (ties broken by id). */
export const nameKeyOf = (name: string, customerId: string) => `${normaliseName(name)}#${customerId}`;

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

/**
 * The company details the register vouches for (issue 21; docs/company-register.md "Registration"): the register is
 * asked itself (never the client's word for it). A company it marks deleted cannot register (422 on orgNumber); one
 * it knows registers under its legal name (the client's spelling kept when only the letter case differs) with its VAT
 * registration. A number it does not know, or a register that does not answer, is no reason to refuse: the details
 * are kept as typed, and the synchronisation checks them again when turned on.
 */
async function registerVouched(input: CreateCustomerInput): Promise<CreateCustomerInput> {
  const record = await registerRecord(input.orgNumber);
  if (!record) return input;
  return {
    ...input,
    name: normaliseName(record.name) === normaliseName(input.name) ? input.name : record.name,
    isRegisteredInVatRegister: record.vatRegistered,
  };
}

/** The register's record of the number (null: none, or no answer); a company it marks deleted is refused (422). */
async function registerRecord(orgNumber: string) {
  const { lookupCompanies } = await import("../company-register/lookups");
  const record = (await lookupCompanies([orgNumber], { max: 1 })).records.get(orgNumber) ?? null;
  if (record?.deletedOn) throw fieldError("orgNumber", "companyRegister.deletedNoRegistration");
  return record;
}

/** Creates a customer with `ownerId` as its owner; it becomes the owner's current customer (and `sessionId`'s). */
export async function createCustomer(
  ownerId: string,
  given: CreateCustomerInput,
  sessionId?: string,
): Promise<CustomerDetail> {
  const customerId = ulid();
  const accounts = given.customerCurrencyAccounts ?? [];
  await checkIbans(customerId, accounts);
  const { data: owner } = await db().entities.user.get({ userId: ownerId }).go();
  if (!owner || owner.deletedAt) throw new AppError("NOT_FOUND", "errors.notFound");
  const input = await registerVouched(given);
  // refer and earn, loaded only for a user who came with a code (the accounts function's cold start: stacks.test.ts)
  const referrals = owner.referrerId ? await import("../billing/referral-codes") : null;
  const referrerId = referrals ? await referrals.referrerFor(owner, input) : null;
  try {
    await committed(
      db()
        .transaction.write((tx) => {
          const { customer, membership, ibanLock, orgNumberLock, user, session, counter } = tx;
          return [
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
                ...(referrerId ? { referredBy: referrerId } : {}),
              })
              .commit(),
            // the referral's item is the billing module's (loaded above with it)
            ...(referrals && referrerId ? [referrals.referralCommit(tx, referrerId, customerId, input.name)] : []),
            joins({ counter }, "customers"),
            membership.create({ customerId, userId: ownerId, permission: "owner" }).commit(),
            ...accounts.map((a) => ibanLock.create({ iban: a.iban, customerId }).commit()),
            // a referral counts for the first company the user registers
            (owner.referrerId
              ? user.patch({ userId: ownerId }).set({ currentCustomerId: customerId }).remove(["referrerId"])
              : user.patch({ userId: ownerId }).set({ currentCustomerId: customerId })
            ).commit(),
            ...(sessionId ? [session.patch({ sessionId }).set({ customerId }).commit()] : []),
          ];
        })
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
  if (movesOrgNumber) {
    await checkOrgNumber(customerId, fields.orgNumber!);
    await registerRecord(fields.orgNumber!); // issue 21: not to a company the register marks deleted
  }
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
  // the customer and its settings items: one query of the collection "customerAccount" (customer-settings.ts)
  const account = await readCustomerAccount(customerId);
  if (!account.customer || account.customer.deletedAt) throw new AppError("NOT_FOUND", "errors.notFound");
  const detail = toCustomerDetail(account.customer, permission);
  // the ledger's integration setting (issue 4), or null while the customer has none
  if (expand.integrationSetting) detail.integrationSetting = integrationSettingView(account.integrationSetting);
  // the case settings (issue 10), the same view as GET /case-settings
  if (expand.caseSetting) detail.caseSetting = caseSettingView(account.caseSetting);
  if (expand.autoPilotSetting) detail.autoPilotSetting = autoPilotSettingView(account.autoPilotSetting);
  // the synchronisation with the company register (issue 21), the same view as GET /brreg-synchronization-settings
  if (expand.brregSynchronizationSetting)
    detail.brregSynchronizationSetting = brregSyncSettingView(account.brregSyncSetting);
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

// Lists -----------------------------------------------------------------------------------------------------

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
  const query = (opts: { cursor: string | null; limit: number; attributes?: string[] }) => {
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
  const { data, total } = await listPage({
    run: (o) => query(o) as Promise<{ data: CustomerItem[]; cursor: string | null }>,
    keyAttributes: ["customerId", "nameKey", "createdAt", "listed", "deletedList", "deletedAt", "orgNumber"],
    page: q.page,
    rowsPerPage: q.rowsPerPage,
    // the whole list counts from its counter (list-counters.ts); a search counts what it matches
    total:
      q.search && !q.deleted ? "countKeys" : { counter: listCounter(q.deleted ? "customers-deleted" : "customers") },
  });
  return { data: data.map((c) => toCustomerDetail(c, null)), total };
}
