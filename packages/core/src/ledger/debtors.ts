import "./entities"; // registers the entities named here
import "../i18n/ledger"; // registers the texts of the keys named here
import { db } from "../dynamo/db";
import { listPage } from "../dynamo/list";
import { committed, TransactionCanceledError } from "../dynamo/transaction";
import { AppError, fieldError } from "../util/error";
import { DEFAULT_COUNTRY, foldName } from "./debtor-rules";
import type { DebtorInput } from "./ledger.schema";
import { debtorsJoin, ledgerCounter, DEBTORS } from "./ledger-counters";
import { getDebtorItem, refsWithPrefix, type Debtor } from "./store";

/** The placeholder debtor of a payment nobody could be matched to yet (an OCR payment with an unknown KID). */
export const UNKNOWN_DEBTOR = { debtorId: "unknown", debtorName: "", customerNumber: "" } as const;

export type DebtorDetails = Pick<DebtorInput, "type" | "name" | "customerNumber"> &
  Partial<Omit<DebtorInput, "type" | "name" | "customerNumber" | "confirmOverwrite">>;

const DETAIL_FIELDS = [
  "type",
  "name",
  "orgNumber",
  "nationalId",
  "birthDate",
  "address",
  "postcode",
  "city",
  "visitingAddress",
  "email",
  "phone",
  "language",
  "country",
  "emailBasis",
  "emailBasisDate",
] as const;

/**
 * The id of the debtor with a customer number: made from it, so the debtor item is its number's uniqueness lock
 * and an import finds its debtors by key, with no look-up item beside them.
 */
export const debtorIdFor = (customerNumber: string) => `d-${Buffer.from(customerNumber, "utf8").toString("base64url")}`;

/** The search references of a debtor: postcode and city (SPEC 2 customer search; org number is an index). */
export function searchRefs(d: { debtorId: string; postcode?: string; city?: string }): string[] {
  return [
    d.postcode ? `postcode#${d.postcode}#${d.debtorId}` : null,
    d.city ? `city#${foldName(d.city)}#${d.debtorId}` : null,
  ].filter((r): r is string => r !== null);
}

/** A field's value as it counts: a debtor without a language writes Norwegian, without a country lives in Norway. */
const valueOf = (f: (typeof DETAIL_FIELDS)[number], v: unknown) =>
  f === "language"
    ? (v ?? "no")
    : f === "country"
      ? (v ?? DEFAULT_COUNTRY)
      : f === "emailBasis" && v === "none"
        ? undefined
        : v;

/**
 * The debtor's e-mail basis after a change (issue 18): "none" removes it; a new address without a basis given
 * with it drops the old one (the basis is for the address it was given for: consent to, or use of, that address);
 * a basis needs an address.
 */
function withEmailBasis<T extends Partial<Debtor>>(d: T, input: Partial<DebtorDetails>, emailBefore?: string): T {
  const out = { ...d };
  const basisGiven = input.emailBasis !== undefined;
  if (input.emailBasis === "none" || (!basisGiven && emailBefore !== undefined && out.email !== emailBefore)) {
    delete out.emailBasis;
    delete out.emailBasisDate;
  }
  if (out.emailBasis && !out.email?.trim()) throw fieldError("emailBasis", "ledger.emailBasisNoEmail");
  return out;
}

/** True when `input` would change anything of `existing` it names. */
export function differs(existing: Debtor, input: DebtorDetails): boolean {
  return DETAIL_FIELDS.some((f) => input[f] !== undefined && valueOf(f, input[f]) !== valueOf(f, existing[f]));
}

/** A new debtor's item: its id and name key, its e-mail basis as stored ("none" is no basis). */
export function newDebtorItem(customerId: string, input: DebtorDetails) {
  const debtorId = debtorIdFor(input.customerNumber);
  const { emailBasis, ...rest } = input;
  return withEmailBasis(
    {
      customerId,
      debtorId,
      ...rest,
      ...(emailBasis && emailBasis !== "none" ? { emailBasis } : {}),
      nameKey: `${foldName(input.name)}#${debtorId}`,
    },
    input,
  );
}

export const debtorByNumber = (customerId: string, customerNumber: string) =>
  getDebtorItem(customerId, debtorIdFor(customerNumber));

/**
 * Creates a debtor, or finds the one with its customer number. Details that differ from the stored debtor are
 * refused with "Other customer info exists for this customer number" unless the caller confirms the overwrite
 * (SPEC 8); the same details again are no change.
 */
export async function saveDebtor(
  customerId: string,
  input: DebtorDetails,
  opts: { confirmOverwrite?: boolean } = {},
): Promise<{ debtor: Debtor; created: boolean }> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const existing = await debtorByNumber(customerId, input.customerNumber);
    if (existing) {
      if (!differs(existing, input)) return { debtor: existing, created: false };
      if (!opts.confirmOverwrite)
        throw new AppError("DEBTOR_INFO_EXISTS", "ledger.debtorInfoExists", { customerNumber: input.customerNumber });
      return { debtor: await updateDebtor(customerId, existing.debtorId, input), created: false };
    }
    const item = newDebtorItem(customerId, input);
    const { debtorId } = item;
    try {
      await committed(
        db()
          .transaction.write(({ debtor, ledgerRef, counter }) => [
            debtor.create(item).commit(),
            ...searchRefs(item).map((ref) => ledgerRef.create({ customerId, ref, targetId: debtorId }).commit()),
            debtorsJoin({ counter }, customerId, 1),
          ])
          .go(),
      );
      return { debtor: (await getDebtorItem(customerId, debtorId))!, created: true };
    } catch (err) {
      // another request created this customer number first: go round and compare with it
      if (err instanceof TransactionCanceledError) continue;
      throw err;
    }
  }
  throw new AppError("CONFLICT", "errors.conflict");
}

type TxEntities = Parameters<Parameters<ReturnType<typeof db>["transaction"]["write"]>[0]>[0];
type TxItem = ReturnType<Parameters<ReturnType<typeof db>["transaction"]["write"]>[0]>[number];

/**
 * Changes a debtor's details (and its search references) in one transaction, conditioned on its version. `opts.extra`
 * adds items to that transaction (the company register's synchronisation records the change with it), and
 * `opts.version` is the version the caller read the debtor at (another version: CONFLICT).
 */
export async function updateDebtor(
  customerId: string,
  debtorId: string,
  input: Partial<DebtorDetails> & { excluded?: boolean },
  opts: { extra?: (e: TxEntities) => TxItem[]; version?: number } = {},
): Promise<Debtor> {
  const before = await getDebtorItem(customerId, debtorId);
  if (!before) throw new AppError("NOT_FOUND", "errors.notFound");
  if (opts.version !== undefined && before.version !== opts.version) throw new AppError("CONFLICT", "errors.conflict");
  const after: Debtor = withEmailBasis(
    {
      ...before,
      ...Object.fromEntries(Object.entries(input).filter(([k, v]) => v !== undefined && k !== "emailBasis")),
      ...(input.emailBasis && input.emailBasis !== "none" ? { emailBasis: input.emailBasis } : {}),
      version: before.version + 1,
    },
    input,
    before.email,
  );
  after.nameKey = `${foldName(after.name)}#${debtorId}`;
  if (after.customerNumber !== before.customerNumber) throw fieldError("customerNumber", "ledger.customerNumberFixed");
  const oldRefs = new Set(searchRefs(before));
  const newRefs = new Set(searchRefs(after));
  try {
    await committed(
      db()
        .transaction.write((e) => [
          e.debtor
            .put(after)
            .where((a, { eq }) => eq(a.version, before.version))
            .commit(),
          ...[...oldRefs].filter((r) => !newRefs.has(r)).map((ref) => e.ledgerRef.delete({ customerId, ref }).commit()),
          ...[...newRefs]
            .filter((r) => !oldRefs.has(r))
            .map((ref) => e.ledgerRef.create({ customerId, ref, targetId: debtorId }).commit()),
          ...(opts.extra?.(e) ?? []),
        ])
        .go(),
    );
  } catch (err) {
    if (err instanceof TransactionCanceledError) throw new AppError("CONFLICT", "errors.conflict");
    throw err;
  }
  return after;
}

export async function getDebtor(customerId: string, debtorId: string): Promise<Debtor> {
  const debtor = await getDebtorItem(customerId, debtorId);
  if (!debtor) throw new AppError("NOT_FOUND", "errors.notFound");
  return debtor;
}

export interface DebtorSearch {
  page: number;
  rowsPerPage: number;
  /** A prefix of the name. */
  name?: string;
  /** A prefix of the customer number. */
  customerNumber?: string;
  orgNumber?: string;
  postcode?: string;
  city?: string;
}

const matches = (d: Debtor, s: DebtorSearch) =>
  (!s.name || foldName(d.name).startsWith(foldName(s.name))) &&
  (!s.customerNumber || d.customerNumber.startsWith(s.customerNumber)) &&
  (!s.orgNumber || d.orgNumber === s.orgNumber) &&
  (!s.postcode || d.postcode === s.postcode) &&
  (!s.city || foldName(d.city ?? "") === foldName(s.city));

/**
 * The customer's debtors by name, or a search by name prefix, customer number prefix, organisation number,
 * postcode or city. The most selective parameter picks the index or reference list; the others filter the few
 * debtors it gives. Without parameters: every debtor, by name, the total from the `debtors` counter; a prefix
 * search counts the keys it matches (dynamo/list.ts, bounded).
 */
export async function listDebtors(customerId: string, s: DebtorSearch): Promise<{ data: Debtor[]; total: number }> {
  if (s.orgNumber) {
    const { data } = await db()
      .entities.debtor.query.byOrgNumber({ customerId, orgNumber: s.orgNumber })
      .go({ pages: "all" });
    const all = data.filter((d) => matches(d, s)).sort((a, b) => a.nameKey.localeCompare(b.nameKey));
    return { data: all.slice((s.page - 1) * s.rowsPerPage, s.page * s.rowsPerPage), total: all.length };
  }
  const byRef = s.postcode ? `postcode#${s.postcode}#` : s.city ? `city#${foldName(s.city)}#` : null;
  if (byRef) {
    const ids = await refsWithPrefix(customerId, byRef, 1000);
    const found = ids.length
      ? (
          await db()
            .entities.debtor.get(ids.map((debtorId) => ({ customerId, debtorId })))
            .go()
        ).data
      : [];
    const all = found.filter((d) => matches(d, s)).sort((a, b) => a.nameKey.localeCompare(b.nameKey));
    return { data: all.slice((s.page - 1) * s.rowsPerPage, s.page * s.rowsPerPage), total: all.length };
  }
  const base = s.customerNumber
    ? db().entities.debtor.query.byCustomerNumber({ customerId }).begins({ customerNumber: s.customerNumber })
    : db()
        .entities.debtor.query.byName({ customerId })
        .begins({ nameKey: s.name ? foldName(s.name) : "" });
  const run = base.where((a, { begins }) => (s.name && s.customerNumber ? begins(a.nameKey, foldName(s.name)) : ""));
  return listPage({
    run: async ({ cursor, limit, attributes }) => {
      const res = await run.go({ cursor, limit, ...(attributes ? { attributes: attributes as never } : {}) });
      return { data: res.data as Debtor[], cursor: res.cursor };
    },
    keyAttributes: ["customerId", "debtorId", "customerNumber", "nameKey"],
    page: s.page,
    rowsPerPage: s.rowsPerPage,
    total: s.name || s.customerNumber ? "countKeys" : { counter: ledgerCounter(customerId, DEBTORS) },
  });
}
