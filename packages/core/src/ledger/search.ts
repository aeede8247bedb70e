import "./entities"; // registers the entities named here
import "../i18n/ledger"; // registers the texts of the keys named here
import { db } from "../dynamo/db";
import { fieldError } from "../util/error";
import { filteredTotal, voucherPage, type ListParams, type Run, type VoucherPage } from "./lists";
import { existingVoucherIds, voucherIdFor } from "./new-voucher";
import { getVoucherItem, refsWithPrefix, type Voucher } from "./store";
import { openBalanceOf, VOUCHER_TYPES } from "./voucher-rules";

/** The voucher search (GET /customers/{id}/vouchers) over the indexes and search refs the commands keep. */

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
    return voucherPage([run], s, { read: filteredTotal([run]) });
  }
  throw fieldError("search", "validation.searchParameter");
}
