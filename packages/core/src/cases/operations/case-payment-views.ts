import "../../i18n/case-payments"; // registers the texts of the keys named here
import "../entities"; // registers the entities named here
import "../../ledger/entities"; // registers the entities named here
import { db } from "../../dynamo/db";
import { t, type Language } from "../../i18n/messages";
import type { CaseEventView } from "../case-views.schema";
import { getCase, historyCaseIdsOf } from "../store";
import type { CasePaymentView } from "./case-payments.schema";
import { pendingOf } from "./case-payment-queue";
import { allocationLines, kindOfVoucherType, type CaseParts, type CaseVoucherKind } from "./payment-rules";
import { formatNok } from "../../util/format-money";

/**
 * The payments of a case as the case page and a payment's answer show them: its "payment" events, each explained
 * (docs/case-operations.md "Payments on a case").
 */

/**
 * The case's payments, credit notes and corrections (its "payment" events), and those of the cases merged into it
 * (each names its case: their money is the case's now, security-review-2 G4), oldest first, each explained.
 */
export async function casePayments(customerId: string, caseId: string, lang: Language): Promise<CasePaymentView[]> {
  const c = await getCase(customerId, caseId);
  const all = await Promise.all(historyCaseIdsOf(c).map((id) => paymentEvents(customerId, id, lang)));
  return all.flat().sort((a, b) => a.at - b.at || a.id.localeCompare(b.id));
}

/** How many of a case's newest events the answer of a payment reads to find its own (it was just written). */
const RECENT_EVENTS = 25;

/**
 * The payment events of one voucher on a case, for the answer of its request: its event is among the newest, so the
 * newest few are read (bounded: 50 payments on one case each read the whole list before, O(N²) items); a repeat long
 * after reads them all.
 */
export async function paymentsOf(customerId: string, caseNumber: string, voucherId: string, lang: Language) {
  const { data } = await db()
    .entities.caseEvent.query.byCase({ customerId, caseId: caseNumber })
    .go({ order: "desc", limit: RECENT_EVENTS, consistent: true });
  const own = data.filter((e) => e.kind === "payment" && (e.data as { voucherId?: string }).voucherId === voucherId);
  if (own.length || data.length < RECENT_EVENTS)
    return own.reverse().map((e) => paymentOf(e as unknown as EventItem, lang));
  return (await paymentEvents(customerId, caseNumber, lang)).filter((p) => p.voucherId === voucherId);
}

async function paymentEvents(customerId: string, caseNumber: string, lang: Language) {
  const { data } = await db().entities.caseEvent.query.byCase({ customerId, caseId: caseNumber }).go({ pages: "all" });
  return data.filter((e) => e.kind === "payment").map((e) => paymentOf(e as unknown as EventItem, lang));
}

type EventItem = Omit<CaseEventView, "id" | "byName"> & { eventId: string; byName?: string };

function paymentOf(e: EventItem, lang: Language): CasePaymentView {
  const d = e.data as {
    amountOre: number;
    voucherDate: string;
    allocation: CaseParts;
    voucherId?: string;
    kind?: CaseVoucherKind;
    source?: "case" | "ledger";
    kid?: string;
    text?: string;
    closeReason?: string;
  };
  const kind = d.kind ?? "payment";
  return {
    id: e.eventId,
    caseId: e.caseId,
    voucherId: d.voucherId ?? "",
    kind,
    voucherDate: d.voucherDate,
    amountOre: d.amountOre,
    allocation: d.allocation,
    source: d.source ?? "ledger",
    kid: d.kid ?? null,
    text: d.text ?? null,
    closedCase: d.closeReason === "case-paid-in-full",
    at: e.at,
    by: e.by,
    byName: e.byName ?? null,
    explanation: explainAllocation(lang, kind, d.amountOre, d.voucherDate, d.allocation),
  };
}

const shownDate = (iso: string) => iso.split("-").reverse().join(".");

/** The allocation in words (inkassoloven § 16: the debtor may ask how a payment was allocated). */
export function explainAllocation(
  lang: Language,
  kind: CaseVoucherKind,
  amountOre: number,
  voucherDate: string,
  allocation: CaseParts,
): string {
  const lines = allocationLines(allocation, kind);
  const params = {
    kind: t(lang, `casePayments.kind.${kind}`),
    amount: formatNok(amountOre),
    date: shownDate(voucherDate),
  };
  if (lines.length === 0) return t(lang, "casePayments.explainedNothing", params);
  const parts = lines
    // the interest part is the interest accrued to the voucher date (docs/case-operations.md)
    .map((l) => t(lang, `casePayments.part.${l.part}`, { amount: formatNok(l.amountOre), date: params.date }))
    .join(t(lang, "casePayments.then"));
  return t(lang, "casePayments.explained", { ...params, parts });
}

/** The case's payments registered in the ledger and still queued for it (GET payments shows them as being applied). */
export async function pendingPayments(customerId: string, caseId: string) {
  const c = await getCase(customerId, caseId);
  // a payment queued for a case merged into this one is applied here
  const queued = (await Promise.all(historyCaseIdsOf(c).map((id) => pendingOf(customerId, id)))).flat();
  if (queued.length === 0) return [];
  const { data } = await db()
    .entities.voucher.get(queued.map((q) => ({ customerId, voucherId: q.voucherId })))
    .go({ consistent: true });
  const byId = new Map(data.map((v) => [v.voucherId, v]));
  return queued.flatMap((q) => {
    const v = byId.get(q.voucherId);
    if (!v || v.deletedAt) return [];
    return [
      { voucherId: v.voucherId, kind: kindOfVoucherType(v.type), voucherDate: v.voucherDate, amountOre: v.amountOre },
    ];
  });
}
