import { db } from "../dynamo/db";
import { pageAt } from "../dynamo/paginate";
import { AppError } from "../util/error";
import { getVoucherItem, refsWithPrefix, type Voucher } from "./store";
import {
  groupOf,
  openBalanceOf,
  VOUCHER_TYPE_NUMBERS,
  VOUCHER_TYPES,
  type Group,
  type ListState,
} from "./voucher-rules";
import { beyondEnd, existingVoucherIds, listVouchers, voucherIdFor, type ListParams } from "./vouchers";

/**
 * The lists of the API's voucher resources and the voucher search (GET /customers/{id}/vouchers), over the
 * indexes vouchers.ts keeps: nothing here writes.
 */

export interface VoucherPage {
  data: Voucher[];
  total: number;
  totalAmountOre: number;
}

type Run = { go: (o: Record<string, unknown>) => Promise<{ data: Voucher[]; cursor: string | null }> };

const KEY_ATTRIBUTES = ["customerId", "voucherId", "listName", "voucherDate", "dueDate", "debtorId"];

const pageOf = (run: Run, p: ListParams) =>
  pageAt(
    ({ cursor, limit, attributes }) =>
      run.go({ cursor, limit, order: p.desc ? "desc" : "asc", ...(attributes ? { attributes } : {}) }),
    p.page,
    p.rowsPerPage,
    KEY_ATTRIBUTES,
  );

/** Every row of a filtered list, keys and balance only: its total (a filtered list has no counter). */
type TotalRow = { balanceOre: number; deletedAt?: number | null };
const totalsOf = async (run: Run) =>
  (await run.go({ pages: "all", attributes: ["voucherId", "balanceOre", "deletedAt"] })).data as TotalRow[];

/**
 * A page and the rows of its total: side by side on the first page; on a later one the total first, so a page
 * past the end answers empty without walking the list up to it.
 */
async function withTotal(
  p: Pick<ListParams, "page" | "rowsPerPage">,
  page: () => Promise<Voucher[]>,
  total: () => Promise<TotalRow[]>,
): Promise<[Voucher[], TotalRow[]]> {
  if (p.page === 1) return Promise.all([page(), total()]);
  const all = await total();
  return [beyondEnd(p, all.length) ? [] : await page(), all];
}

/** True when `types` are every voucher type of `group`: its list then is the resource's list as it is. */
const wholeGroup = (group: Group, types: readonly number[]) =>
  VOUCHER_TYPE_NUMBERS.filter((t) => groupOf(t) === group).every((t) => types.includes(t));

/**
 * A resource's list: the page's list of its group (payments, credit notes, corrections), with the total from the
 * counters; or, for the kinds of claim that share the claims list (invoices, late fees, interest calculations,
 * sentences), that list filtered by type. Open claims come from the open-items index by due date (an open claim
 * with a KID is indexed by its KID on the list index); the others by voucher date. A filtered list has no counter
 * of its own, so its total is counted by the same Query, keys only: bounded by the claims list in that state.
 */
export async function listOfTypes(
  customerId: string,
  group: Group,
  types: readonly number[],
  state: ListState,
  p: ListParams & { from?: string; to?: string },
): Promise<VoucherPage> {
  if (wholeGroup(group, types)) return listVouchers(customerId, group, state, p);
  const range = p.from || p.to ? { from: p.from ?? "0000-00-00", to: `${p.to ?? "9999-99-99"}~` } : null;
  if (group === "claims" && state === "open") {
    const q = db().entities.voucher.query.openItems({ customerId });
    const run = (range ? q.between({ dueDate: range.from }, { dueDate: range.to }) : q).where((a, { eq }) =>
      types.map((t) => eq(a.type, t)).join(" OR "),
    ) as unknown as Run;
    const [data, all] = await withTotal(
      p,
      () => pageOf(run, p),
      () => totalsOf(run),
    );
    return { data, total: all.length, totalAmountOre: all.reduce((s, v) => s + openBalanceOf(v), 0) };
  }
  const listRun = (listName: string) => {
    const q = db().entities.voucher.query.byList({ customerId, listName });
    return (range ? q.between({ voucherDate: range.from }, { voucherDate: range.to }) : q).where((a, { eq }) =>
      types.map((t) => eq(a.type, t)).join(" OR "),
    ) as unknown as Run;
  };
  // a closed claim paid late whose interest is not charged yet is indexed as "interest-due" (interest notes)
  const runs = [`${group}:${state}`, ...(group === "claims" && state === "closed" ? ["interest-due"] : [])].map(
    listRun,
  );
  const [data, all] = await withTotal(
    p,
    () => (runs.length === 1 ? pageOf(runs[0]!, p) : mergedPage(runs, p)),
    async () => (await Promise.all(runs.map(totalsOf))).flat(),
  );
  return { data, total: all.length, totalAmountOre: all.reduce((s, v) => s + openBalanceOf(v), 0) };
}

/**
 * A page of several lists of the list index merged in voucher-date order: the first page × rowsPerPage items of
 * each (bounded by the page's position, as `pageAt`), merged and cut.
 */
async function mergedPage(runs: Run[], p: ListParams): Promise<Voucher[]> {
  const upTo = p.page * p.rowsPerPage;
  const firsts = await Promise.all(
    runs.map(async (run) => {
      const out: Voucher[] = [];
      let cursor: string | null = null;
      do {
        const res: { data: Voucher[]; cursor: string | null } = await run.go({
          cursor,
          limit: upTo - out.length,
          order: p.desc ? "desc" : "asc",
        });
        out.push(...res.data);
        cursor = res.cursor;
      } while (cursor && out.length < upTo);
      return out;
    }),
  );
  const key = (v: Voucher) => `${v.voucherDate}#${v.voucherId}`;
  return firsts
    .flat()
    .sort((a, b) => (p.desc ? key(b).localeCompare(key(a)) : key(a).localeCompare(key(b))))
    .slice((p.page - 1) * p.rowsPerPage, upTo);
}

export interface VoucherSearch extends ListParams {
  /** An invoice, credit-note or sentence number (exact), or the invoice number a payment names. */
  number?: string;
  /** A KID: the open items that carry it, and the payments (credits) that carry it. */
  kid?: string;
  debtorId?: string;
  /** Only vouchers of this SPEC 3 type. */
  type?: number;
}

/** The vouchers with these ids, in the order given, those that exist. */
async function vouchersOf(customerId: string, ids: Iterable<string>): Promise<Voucher[]> {
  const out: Voucher[] = [];
  for (const id of new Set(ids)) {
    const v = await getVoucherItem(customerId, id);
    if (v) out.push(v);
  }
  return out;
}

/** The voucher ids of the search refs (voucher-rules `searchRefsOf`) of a KID or an invoice number. */
const refTargets = (customerId: string, kind: "vkid" | "vnum", value: string) =>
  refsWithPrefix(customerId, `${kind}#${value}#`, 200);

/**
 * Voucher search (SPEC 2 voucher-search page): by number (the ids of numbered vouchers are made from their
 * numbers, so this is a BatchGet; payments naming the number are found by their search refs), by KID (the open
 * items indexed by it, and the credits by their search refs), or a debtor's vouchers in voucher-date order;
 * `type` narrows any of them. At least one of number, KID and debtor is needed (SPEC 5).
 */
export async function searchVouchers(customerId: string, s: VoucherSearch): Promise<VoucherPage> {
  const ofType = (v: Voucher) => s.type === undefined || v.type === s.type;
  const pageFrom = (all: Voucher[]): VoucherPage => {
    const found = all.filter(ofType).sort((a, b) => a.voucherDate.localeCompare(b.voucherDate));
    if (s.desc) found.reverse();
    return {
      data: found.slice((s.page - 1) * s.rowsPerPage, s.page * s.rowsPerPage),
      total: found.length,
      totalAmountOre: found.reduce((sum, v) => sum + openBalanceOf(v), 0),
    };
  };
  const wanted = (v: Voucher) =>
    (!s.debtorId || v.debtorId === s.debtorId) &&
    (!s.kid || v.kid === s.kid) &&
    (!s.number || v.number === s.number || v.invoiceNumber === s.number);
  if (s.number) {
    const ids = [VOUCHER_TYPES.invoice, VOUCHER_TYPES.creditNote, VOUCHER_TYPES.sentence].map((type) =>
      voucherIdFor({ type, number: s.number }),
    );
    const numbered = [...(await existingVoucherIds(customerId, ids))];
    const naming = await refTargets(customerId, "vnum", s.number);
    return pageFrom((await vouchersOf(customerId, [...numbered, ...naming])).filter(wanted));
  }
  if (s.kid) {
    const { data } = await db()
      .entities.voucher.query.byList({ customerId, listName: `kid:${s.kid}` })
      .go({ pages: "all" });
    const credits = await vouchersOf(customerId, await refTargets(customerId, "vkid", s.kid));
    const seen = new Set(data.map((v) => v.voucherId));
    return pageFrom([...data, ...credits.filter((v) => !seen.has(v.voucherId))].filter(wanted));
  }
  if (s.debtorId) {
    const q = db().entities.voucher.query.byDebtor({ customerId, debtorId: s.debtorId });
    const run = (s.type === undefined ? q : q.where((a, { eq }) => eq(a.type, s.type!))) as unknown as Run;
    const [data, all] = await withTotal(
      s,
      () => pageOf(run, s),
      () => totalsOf(run),
    );
    return { data, total: all.length, totalAmountOre: all.reduce((sum, v) => sum + openBalanceOf(v), 0) };
  }
  throw new AppError("VALIDATION", "validation.invalid", {}, { search: ["validation.searchParameter"] });
}
