import "../../i18n/case-payments"; // registers the texts of the keys named here
import "../entities"; // registers the entities named here
import { db } from "../../dynamo/db";
import { TransactionCanceledError } from "../../dynamo/transaction";
import { t, type Language } from "../../i18n/messages";
import { keyReused } from "../../command/idempotency";
import { otherRequest, withKey, type Idempotency } from "../../ledger/idempotency";
import { ChangeSet, commit, writtenOf } from "../../ledger/matching";
import { casesPaidOf } from "../ledger-hooks";
import { buildVoucher, derivedId, voucherIdFor, type LedgerActor, type NewVoucher } from "../../ledger/new-voucher";
import { getVoucherItem, type Voucher } from "../../ledger/store";
import { fieldError } from "../../util/error";
import { enqueue } from "../../jobs/queue";
import { log } from "../../util/log";
import { formatNok } from "../../util/format-money";
import { userName } from "../actor-names";
import { loadRates } from "../../ledger/interest/interest-rates";
import { openTotalOn } from "../case-interest";
import { isActiveStatus, searchTerm } from "../case-rules";
import { caseView, getCase, getCaseItem, mergeTargetOf, type Case } from "../store";
import type { CaseVoucherInput, CaseVoucherResultView } from "./case-payments.schema";
import type { CasePaid } from "./case-settlement";
import { paymentsOf } from "./case-payment-views";
import { applyPending, asLeader, pendingOf, pendingRefOf } from "./case-payment-queue";
import { applyPendingPaymentJob } from "./case-payment.jobs";
import { CASE_VOUCHER_KINDS, distributionOrder, kindOfVoucherType, openTotalOf } from "./payment-rules";
import { retrying } from "../../command/retrying";

// the views moved to their own module (the file budget); the API and the tests name them here
export { casePayments, explainAllocation, pendingPayments } from "./case-payment-views";

/**
 * POST cases/{id}/vouchers: a payment, credit note or correction registered on a case (issue 11; docs/
 * case-operations.md "Payments on a case"). It is a ledger voucher of the case's debtor, aimed at the case
 * (ChangeSet `intents`), written by the ledger's one command, one transaction (matching.ts `commit`): the voucher,
 * its allocation to the case's claims, the case's paid parts, counters, event and (when paid in full) its close
 * and released claim locks commit together or not at all. An Idempotency-Key makes the voucher's id, so a request
 * delivered twice meets its own voucher and answers what the first made. Many payments on one case at once: a plain
 * payment that does not get the case's lease is queued (case-payment-queue.ts) and answered once applied, or 202
 * "being applied".
 */

/**
 * The most times a payment with an `excess` choice is tried again when other changes of the case win (each try
 * reads afresh); a plain payment holds the case's lease, so only other kinds of writers can beat it.
 */
const TRIES = 64;
/**
 * Many payments on one case contend for its version: one wins each round. Exponential back-off with full jitter (up
 * to 3 s) spreads the losers out, so fewer tries are wasted than with the ledger's short linear pause.
 */
const backOff = (attempt: number) => Math.random() * Math.min(3000, 25 * 2 ** attempt);

export async function registerCaseVoucher(
  customerId: string,
  caseId: string,
  input: CaseVoucherInput,
  who: LedgerActor,
  idem?: Omit<Idempotency, "key"> & { key?: string },
  lang: Language = "no",
): Promise<{ created: boolean; pending?: boolean; result: CaseVoucherResultView }> {
  // the case's pending payments are read beside it (a hot case is paid through the queue at once), and so is the
  // name of who registers it (the payment event names them on the events tab)
  const [first, waiting, byName] = await Promise.all([
    getCase(customerId, caseId),
    pendingOf(customerId, caseId, 1),
    who.byName ? who.byName : userName(who.userId),
  ]);
  const actor: LedgerActor = { ...who, byName };
  const base: NewVoucher = withKey(
    {
      type: CASE_VOUCHER_KINDS[input.type],
      ...(input.type === "correction" ? { side: "credit" as const } : {}),
      voucherDate: input.voucherDate,
      amountOre: input.amount,
      kid: input.kid,
      description: input.text,
      reference: `case:${first.caseNumber}`,
      source: "case",
      debtorId: first.debtorId,
    },
    idem?.key,
    idem,
  );
  const voucherId = voucherIdFor(base);
  const repeat = async (existing: Voucher) => {
    if (otherRequest(existing, base.request)) throw keyReused();
    // the first delivery may have left it pending (its request ended): this one applies it
    const queued = await queuedResult(customerId, caseId, existing, actor, lang);
    return { ...queued, created: false };
  };
  if (derivedId(base)) {
    const existing = await getVoucherItem(customerId, voucherId);
    if (existing) return repeat(existing);
  }
  let paid: CasePaid[] = [];
  // the first try uses the case read above; a retry (another change won) reads it again
  let fresh: Case | null = first;
  const checked = async (c: Case) => {
    if (!isActiveStatus(c.status)) throw fieldError("amount", "casePayments.caseNotActive");
    // what the case owes on the payment's date: its interest accrued to that day (the settlement allocates so)
    const open = openTotalOn(c, input.voucherDate, (await loadRates()).rates);
    if (open <= 0) throw fieldError("amount", "casePayments.nothingOwed");
    // SPEC 8: the user chooses what happens to the excess
    if (input.amount > open && !input.excess) throw fieldError("excess", "casePayments.exceedsTotal");
    return open;
  };
  const voucherOn = (c: Case, amountOre: number) =>
    buildVoucher(
      customerId,
      { debtorId: c.debtorId, debtorName: c.debtorName, customerNumber: c.customerNumber },
      { ...base, amountOre },
      actor,
      voucherId,
    );
  const plain = input.amount <= (await checked(first));
  const attempt = async () => {
    // a case merged since the request began (a retry reads it again): the payment goes to the case it went into
    const c = fresh ?? (await mergeTargetOf(await getCase(customerId, caseId)));
    fresh = null;
    const open = await checked(c);
    const id = String(c.caseNumber);
    let amountOre = input.amount;
    let targets = [id];
    if (amountOre > open) {
      if (input.excess === "delete") amountOre = open;
      else targets = [id, ...(await otherCasesOf(c)).map((o) => String(o.caseNumber))];
    }
    const set = new ChangeSet();
    set.put(null, voucherOn(c, amountOre));
    set.intents.set(voucherId, targets);
    set.known.set(id, c);
    return writtenOf(await commit(customerId, set, actor, [], (r) => (paid = casesPaidOf(r))), voucherId);
  };
  // an excess is decided on one case version, so it retries the whole command; a plain payment runs as one command
  // when it gets the case's lease and nothing is queued, and is queued otherwise (case-payment-queue.ts)
  let written: Voucher | null | false = null;
  if (!plain) written = await ownRace(() => retrying(attempt, TRIES, backOff));
  else if (waiting.length === 0)
    written =
      (await asLeader(customerId, caseId, actor, () => ownRace(() => retrying(attempt, 8, backOff))))?.value ?? null;
  if (written === false) return repeat((await getVoucherItem(customerId, voucherId))!);
  if (written) return { created: true, result: await resultOf(customerId, caseId, written, paid, lang) };
  // accepted into the ledger with its pending ref, exactly once (the voucher's create is conditioned)
  const ref = pendingRefOf(caseId, voucherId);
  const accepted = await ownRace(() =>
    retrying(async () => {
      const set = new ChangeSet();
      set.put(null, voucherOn(fresh ?? first, input.amount));
      return writtenOf(await commit(customerId, set, actor, [ref]), voucherId);
    }),
  );
  if (accepted === false) return repeat((await getVoucherItem(customerId, voucherId))!);
  return { ...(await queuedResult(customerId, caseId, accepted, actor, lang, ref.ref)), created: true };

  /** The voucher's create (the first item) failed: the same keyed request won a race with this one (false). */
  async function ownRace<T>(step: () => Promise<T>): Promise<T | false> {
    try {
      return await step();
    } catch (err) {
      if (!(err instanceof TransactionCanceledError) || err.reasons[0] !== "ConditionalCheckFailed") throw err;
      if (await getVoucherItem(customerId, voucherId)) return false;
      throw err;
    }
  }
}

/** Applies the case's pending payments until this one is applied, and answers it (or that it is being applied). */
async function queuedResult(
  customerId: string,
  caseId: string,
  v: Voucher,
  actor: LedgerActor,
  lang: Language,
  ref?: string,
) {
  // the payment is registered (in the ledger, pending) whatever happens now: a failure to apply it is not the
  // request's failure (a client that took a 500 for "not paid" would pay twice); it answers "being applied"
  const applied = await applyPending(customerId, caseId, v.voucherId, actor, ref).catch((err: unknown) => {
    log.error("case-payment.apply-failed", { customerId, caseId, voucherId: v.voucherId, error: String(err) });
    return { pending: true, paid: [], written: [] };
  });
  if (applied.pending) {
    // nothing may leave it unapplied: a job applies it if no other request of the case does first
    await enqueue(applyPendingPaymentJob, {
      customerId,
      caseId,
      voucherId: v.voucherId,
      userId: actor.userId,
      ...(actor.byName ? { byName: actor.byName } : {}),
    });
    const c = await getCase(customerId, caseId);
    const message = t(lang, "casePayments.beingApplied", {
      kind: t(lang, `casePayments.kind.${kindOfVoucherType(v.type)}`),
      amount: formatNok(v.amountOre),
      caseId,
    });
    const data = { case: caseView(c), payments: [], unappliedOre: v.balanceOre, voucherId: v.voucherId };
    return { pending: true, result: { message, data } };
  }
  const now =
    applied.written.find((w) => w.voucherId === v.voucherId) ?? (await getVoucherItem(customerId, v.voucherId))!;
  return { pending: false, result: await resultOf(customerId, caseId, now, applied.paid, lang) };
}

/** The debtor's other active cases (found by its customer number's search refs), oldest first. */
async function otherCasesOf(c: Case): Promise<Case[]> {
  const { data } = await db()
    .entities.caseRef.query.byRef({ customerId: c.customerId })
    .begins({ ref: `${searchTerm(c.customerNumber)}#` })
    .go({ pages: "all" });
  const ids = [...new Set(data.map((r) => r.caseId))].filter((id) => id !== String(c.caseNumber));
  const cases = await Promise.all(ids.map((id) => getCaseItem(c.customerId, id)));
  return distributionOrder(
    cases.filter((o): o is Case => !!o && o.debtorId === c.debtorId && isActiveStatus(o.status) && openTotalOf(o) > 0),
  );
}

async function resultOf(
  customerId: string,
  askedId: string,
  voucher: Voucher,
  paid: CasePaid[],
  lang: Language,
): Promise<CaseVoucherResultView> {
  // the cases as the transaction wrote them; a repeat reads them. A payment on a case merged meanwhile was applied
  // to the case it went into: the answer names that one
  const caseId = paid.some((p) => p.caseId === askedId)
    ? askedId
    : String((await mergeTargetOf(await getCase(customerId, askedId))).caseNumber);
  const c = paid.find((p) => p.caseId === caseId)?.after ?? (await getCase(customerId, caseId));
  // one transaction may have applied several payments (a batch of queued ones): the cases this one paid, once each
  const own = [...new Set(paid.filter((p) => p.voucherId === voucher.voucherId).map((p) => p.caseId))];
  const caseIds = own.length ? own : [caseId];
  const payments = (await Promise.all(caseIds.map((id) => paymentsOf(customerId, id, voucher.voucherId, lang)))).flat();
  const kind = payments[0]?.kind ?? "payment";
  const others = payments.filter((p) => p.caseId !== caseId).reduce((s, p) => s + p.amountOre, 0);
  const message = [
    ...(caseId !== askedId ? [t(lang, "casePayments.onMergeTarget", { merged: askedId, caseId })] : []),
    t(lang, "casePayments.registered", {
      kind: t(lang, `casePayments.kind.${kind}`),
      amount: formatNok(voucher.amountOre),
      caseId,
    }),
    ...(others > 0 ? [t(lang, "casePayments.distributed", { amount: formatNok(others) })] : []),
    ...(voucher.balanceOre > 0 ? [t(lang, "casePayments.unapplied", { amount: formatNok(voucher.balanceOre) })] : []),
  ].join(" ");
  return {
    message,
    data: { case: caseView(c), payments, unappliedOre: voucher.balanceOre, voucherId: voucher.voucherId },
  };
}
