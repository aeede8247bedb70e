// The way into the case wizard from elsewhere (the ledger's open items): the debtor and the picked open items ride in
// the wizard's URL, so a page outside the cases feature links to it without importing it. Light on purpose: the
// wizard route's validateSearch imports it (entry bundle).

export const NEW_CASE_PATH = "/customer/new-case";
/** A case collects the claims of one debtor (issue 10); more than this many items is not a pick, it is a bulk job. */
export const MAX_PREFILLED_ITEMS = 50;

/** `/customer/new-case?debtorId=…&items=v1,v2`: the debtor, and the voucher ids of its open items to claim. */
export interface NewCaseSearch {
  debtorId?: string;
  items?: string;
}

const ID = /^[\w-]{1,64}$/;

/** validateSearch of the wizard: a well-formed debtor id and at most MAX_PREFILLED_ITEMS well-formed voucher ids. */
export function validateNewCaseSearch(search: Record<string, unknown>): NewCaseSearch {
  const out: NewCaseSearch = {};
  const debtorId = typeof search.debtorId === "number" ? String(search.debtorId) : search.debtorId;
  if (typeof debtorId !== "string" || !ID.test(debtorId)) return out;
  out.debtorId = debtorId;
  const items = prefilledItems({ items: typeof search.items === "number" ? String(search.items) : search.items });
  if (items.length) out.items = items.join(",");
  return out;
}

/** The voucher ids the URL asks to claim (distinct, well-formed, bounded). */
export function prefilledItems(search: { items?: unknown }): string[] {
  if (typeof search.items !== "string") return [];
  const ids = search.items.split(",").filter((id) => ID.test(id));
  return [...new Set(ids)].slice(0, MAX_PREFILLED_ITEMS);
}

/** The wizard's search for a debtor and some of its open items. */
export function newCaseSearch(debtorId: string, voucherIds: readonly string[] = []): NewCaseSearch {
  return voucherIds.length ? { debtorId, items: voucherIds.join(",") } : { debtorId };
}

export type StartFromSelection =
  | { ok: true; debtorId: string; voucherIds: string[] }
  | { ok: false; reason: "none" | "several-debtors" | "too-many" };

/**
 * Whether the open items selected on a page can start one case: a case is against one debtor (the claims of one
 * debtor are collected together), so items of two debtors cannot, and an empty selection has nothing to claim.
 */
export function startFromSelection(items: readonly { voucherId: string; debtorId: string }[]): StartFromSelection {
  if (items.length === 0) return { ok: false, reason: "none" };
  const debtors = new Set(items.map((i) => i.debtorId));
  if (debtors.size > 1) return { ok: false, reason: "several-debtors" };
  if (items.length > MAX_PREFILLED_ITEMS) return { ok: false, reason: "too-many" };
  return { ok: true, debtorId: items[0]!.debtorId, voucherIds: items.map((i) => i.voucherId) };
}
