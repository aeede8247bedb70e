import "../entities"; // registers the entities named here
import { monotonicFactory } from "ulid";
import { Clock } from "../../clock";
import { db } from "../../dynamo/db";
import type { LedgerPort } from "../../ledger/commit-hooks";
import type { Voucher, VoucherChange } from "../../ledger/store";
import { getVoucherItem } from "../../ledger/store";
import { loadRates } from "../../ledger/interest/interest-rates";
import { openTotalOn, paymentOnCase } from "../case-interest";
import { isActiveStatus, recoveredCounters } from "../case-rules";
import type { CaseClaimView } from "../case-views.schema";
import {
  casesWriteItems,
  getCaseItem,
  mergeTargetOf,
  nextVersion,
  releaseClaimItems,
  type Case,
  type TxEntities,
} from "../store";
import { caseTarget, newAllocations } from "./case-target";
import { kindOfVoucherType, type CaseParts } from "./payment-rules";

/**
 * Money on a case through the ledger (docs/case-operations.md "Payments on a case"). Every ledger command that
 * applies a credit writes through matching.ts `commit`; before it writes, the ledger's hook "credit applied"
 * (cases/ledger-hooks.ts) calls `settleCases` to look at what the command applied: a credit that pays a claim held
 * by an active case (its CaseClaimLock), or one the case command aimed at a case (`intents`), is a payment on that
 * case. The case's part of the money is allocated fees, interest accrued to the credit's voucher date
 * (case-interest.ts), principal (payment-rules.ts); the ledger allocation follows it (the principal pays the case's
 * claims, oldest due first; the costs are recorded on the credit as an allocation to `case:<caseId>`), and the
 * cases, their counters, their events and released claim locks join the ledger's one transaction. A retry
 * recomputes all of it from fresh reads.
 */

/** One case paid by one credit in this command. */
export interface CasePaid {
  caseId: string;
  voucherId: string;
  voucherDate: string;
  /** payment, creditNote or correction (payment-rules `kindOfVoucherType`). */
  kind: string;
  allocation: CaseParts;
  amountOre: number;
  closed: boolean;
  /** The case's last executed step when the payment came (auto-revert compares the dates). */
  lastStepAt: number | null;
  /** The case as this transaction writes it (after every payment of the command on it). */
  after: Case;
}

export interface CaseSettlement {
  /** How many transaction items `items` adds. */
  count: number;
  /** The claims the transaction asserts no case holds (their lock absent); see `suspectLocks`. */
  checked: string[];
  items: (e: TxEntities) => unknown[];
  paid: CasePaid[];
}

const NONE: CaseSettlement = { count: 0, checked: [], items: () => [], paid: [] };

/** The ConditionChecks that the claims paid are in no case (their lock does not exist). */
const lockChecks = (e: TxEntities, customerId: string, voucherIds: string[]) =>
  voucherIds.map((voucherId) =>
    e.caseClaimLock
      .check({ customerId, voucherId })
      .where((a, { notExists }) => notExists(a.caseId))
      .commit(),
  );

/** The settlement with the lock checks of `checked` added to its items. */
function withChecks(customerId: string, s: CaseSettlement, checked: string[]): CaseSettlement {
  if (checked.length === 0) return s;
  return {
    ...s,
    checked,
    count: s.count + checked.length,
    items: (e) => [...lockChecks(e, customerId, checked), ...s.items(e)],
  };
}

async function lockedCases(customerId: string, voucherIds: string[]): Promise<Map<string, string>> {
  if (voucherIds.length === 0) return new Map();
  const { data } = await db()
    .entities.caseClaimLock.get(voucherIds.map((voucherId) => ({ customerId, voucherId })))
    .go({ consistent: true });
  return new Map(data.map((l) => [l.voucherId, l.caseId]));
}

/**
 * Claims that were found locked by a case when a transaction asserted they were not (below): the retry reads their
 * locks. Most payments pay no case, so a command does not read the locks of what it pays; its transaction checks
 * that none exists (a ConditionCheck, no extra round trip: DESIGN 8 "a money command … ≤ 5 round trips"). When one
 * does, the transaction fails, the claim is remembered here, and `retrying` runs the command again, which now reads
 * the lock and pays the case. Per process, for a minute: a Lambda retries in the process that failed.
 */
const lockHints = new Map<string, number>();
const HINT_MS = 60_000;
const hintKey = (customerId: string, voucherId: string) => `${customerId}#${voucherId}`;
function hinted(customerId: string, voucherId: string): boolean {
  const at = lockHints.get(hintKey(customerId, voucherId));
  if (at === undefined) return false;
  if (Date.now() - at > HINT_MS) {
    lockHints.delete(hintKey(customerId, voucherId));
    return false;
  }
  return true;
}

/** After a transaction that asserted these claims free failed: the next try reads their locks. */
export function suspectLocks(customerId: string, voucherIds: string[]): void {
  for (const id of voucherIds) lockHints.set(hintKey(customerId, id), Date.now());
}

/**
 * The case effects of a ledger command's changes, applied to its vouchers through `port`; null changes nothing.
 * `by`/`byName` go into the cases' events.
 */
export async function settleCases(
  customerId: string,
  port: LedgerPort,
  actor: { userId: string; byName?: string },
): Promise<CaseSettlement> {
  const debits = port.changes.filter((c) => c.after?.side === "debit" && newAllocations(c).length > 0);
  const paidIds = debits.map((c) => c.after!.voucherId);
  // only claims found locked before are read; the others are asserted free in the transaction
  const locks = await lockedCases(
    customerId,
    paidIds.filter((id) => hinted(customerId, id)),
  );
  const checked = paidIds.filter((id) => !hinted(customerId, id));
  return withChecks(customerId, await settle(customerId, port, actor, debits, locks), checked);
}

async function settle(
  customerId: string,
  port: LedgerPort,
  actor: { userId: string; byName?: string },
  debits: VoucherChange[],
  locks: Map<string, string>,
): Promise<CaseSettlement> {
  const credits = port.changes
    .map((c) => c.after)
    .filter((v): v is Voucher => !!v && v.side === "credit" && !v.deletedAt);
  // credit id → case ids, in order: aimed first, then the cases of the claims it paid
  const plan = new Map<string, string[]>();
  for (const credit of credits) {
    const ids = [...(port.intents.get(credit.voucherId) ?? [])];
    for (const d of debits) {
      const caseId = locks.get(d.after!.voucherId);
      if (caseId && !ids.includes(caseId) && newAllocations(d).some((a) => a.voucherId === credit.voucherId))
        ids.push(caseId);
    }
    if (ids.length) plan.set(credit.voucherId, ids);
  }
  if (plan.size === 0) return NONE;
  const caseIds = [...new Set([...plan.values()].flat())];
  // a payment meant for a case that has since been merged (queued before the merge, applied after it) pays the case
  // it went into: its claims and costs are there now (security-review-2 G4)
  const read = await Promise.all(
    caseIds.map(async (id) => {
      const c = (port.known.get(id) as Case | undefined) ?? (await getCaseItem(customerId, id));
      return c && c.status === "merged" ? mergeTargetOf(c) : c;
    }),
  );
  const alias = new Map<string, string>();
  const before = new Map<string, Case>();
  read.forEach((c, i) => {
    if (!c) return;
    const id = String(c.caseNumber);
    alias.set(caseIds[i]!, id);
    if (isActiveStatus(c.status) && !before.has(id)) before.set(id, c);
  });
  const actual = (ids: readonly string[]) => [...new Set(ids.map((id) => alias.get(id) ?? id))];
  for (const [creditId, ids] of plan) plan.set(creditId, actual(ids));
  const now = new Map(before);
  const events = new Map<string, { kind: "payment"; by: string; byName?: string; data: Record<string, unknown> }[]>();
  const paid: CasePaid[] = [];
  for (const credit of credits) {
    for (const caseId of plan.get(credit.voucherId) ?? []) {
      const c = now.get(caseId);
      if (!c) continue;
      const aimed = actual(port.intents.get(credit.voucherId) ?? []).includes(caseId);
      const result = await settleOne(customerId, port, credit, c, aimed);
      if (!result) continue;
      // paid in full only when the interest to the payment day (and to the last letter's) is paid too
      const closed = result.paidInFull;
      now.set(
        caseId,
        nextVersion(c, {
          ...result.paidFields,
          ...(closed ? { status: "closed", closeReason: "case-paid-in-full", closedAt: Clock.nowMs() } : {}),
        }),
      );
      const v = port.current(credit);
      const data = {
        amountOre: result.amountOre,
        voucherDate: v.voucherDate,
        allocation: result.allocation,
        voucherId: v.voucherId,
        kind: kindOfVoucherType(v.type),
        source: port.intents.has(v.voucherId) ? "case" : "ledger",
        ...(v.kid ? { kid: v.kid } : {}),
        ...(v.description ? { text: v.description } : {}),
        ...(closed ? { closeReason: "case-paid-in-full" } : {}),
      };
      // a case's payment applied by another request of the case (case-payment-queue.ts) is its maker's
      const by = port.intents.has(v.voucherId) && v.createdBy ? v.createdBy : actor.userId;
      events.set(caseId, [
        ...(events.get(caseId) ?? []),
        { kind: "payment", by, byName: by === actor.userId ? actor.byName : undefined, data },
      ]);
      paid.push({
        caseId,
        voucherId: v.voucherId,
        voucherDate: v.voucherDate,
        kind: kindOfVoucherType(v.type),
        allocation: result.allocation,
        amountOre: result.amountOre,
        closed,
        lastStepAt: c.lastStep?.at ?? null,
        after: c,
      });
    }
  }
  return caseItems(before, now, events, paid);
}

/**
 * One credit on one case: what it applied to the case's claims in this command (T), plus, when it is aimed at the
 * case or was matched automatically, what is left of it up to the case's open total. That sum is allocated in the
 * kind's order; the ledger is brought to it (the principal on the claims, the costs to `case:<id>`).
 */
async function settleOne(customerId: string, port: LedgerPort, credit: Voucher, c: Case, aimed: boolean) {
  const claimIds = new Set((c.claims as CaseClaimView[]).map((cl) => cl.voucherId));
  const inSet = new Map(
    port.changes.filter((ch) => ch.after && claimIds.has(ch.after.voucherId)).map((ch) => [ch.after!.voucherId, ch]),
  );
  const applied = (id: string) =>
    (inSet.get(id) ? newAllocations(inSet.get(id)!) : [])
      .filter((a) => a.voucherId === credit.voucherId)
      .reduce((s, a) => s + a.amountOre, 0);
  const claims = (
    await Promise.all(
      [...claimIds].map(async (id) => inSet.get(id)?.after ?? (await getVoucherItem(customerId, id)) ?? null),
    )
  )
    .filter((d): d is Voucher => !!d && d.side === "debit" && !d.deletedAt)
    .map((d) => port.current(d))
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.voucherId.localeCompare(b.voucherId));
  const t = claims.reduce((s, d) => s + applied(d.voucherId), 0);
  // the case as owed on the payment's voucher date: its interest accrued to that day (case-interest.ts)
  const voucherDate = port.current(credit).voucherDate;
  const { rates } = await loadRates();
  const open = openTotalOn(c, voucherDate, rates);
  const mayTakeMore = aimed || port.autoMatched.has(credit.voucherId);
  const extra = mayTakeMore ? Math.min(port.current(credit).balanceOre, Math.max(0, open - t)) : 0;
  const money = t + extra;
  if (money <= 0) return null;
  const kind = kindOfVoucherType(credit.type);
  const { allocation: a, restOre, after, paidInFull } = paymentOnCase(c, voucherDate, money, kind, rates);
  // what the claims should carry: the principal part (and anything the case could not take), as far as they are open
  const claimsOpen = claims.reduce((s, d) => s + d.balanceOre + applied(d.voucherId), 0);
  const onClaims = Math.min(a.principalOre + restOre, claimsOpen);
  let delta = onClaims - t;
  // too much on the claims: take it back from the latest due first
  for (const d of [...claims].reverse()) {
    if (delta >= 0) break;
    const back = Math.min(-delta, applied(d.voucherId));
    if (back > 0) port.unapply(credit, d, back);
    delta += back;
  }
  // too little: pay the claims oldest due first
  for (const d of claims) {
    if (delta <= 0) break;
    const take = Math.min(delta, port.current(d).balanceOre);
    if (take > 0) port.apply(credit, d, take);
    delta -= take;
  }
  // the costs (and principal beyond what the claims hold open) are recorded on the credit for the case; a zero
  // allocation still marks the credit as paid into the case (the ledger refuses to delete it)
  port.toTarget(credit, caseTarget(String(c.caseNumber)), money - onClaims);
  return { allocation: a, amountOre: a.feesOre + a.interestOre + a.principalOre, paidFields: after, paidInFull };
}

function caseItems(
  before: Map<string, Case>,
  after: Map<string, Case>,
  events: Map<string, { kind: "payment"; by: string; byName?: string; data: Record<string, unknown> }[]>,
  paid: CasePaid[],
): CaseSettlement {
  const changed = [...after].filter(([id, c]) => c !== before.get(id));
  if (changed.length === 0) return NONE;
  const released = changed.filter(([, c]) => c.status === "closed");
  // one case changes once per transaction: its put carries all, its events are written beside the last
  for (const p of paid) p.after = { ...after.get(p.caseId)!, version: before.get(p.caseId)!.version + 1 };
  // the events of one case in the order its payments were allocated (several in one transaction: a queued batch)
  const nextId = monotonicFactory();
  const list = changed.map(([id, c]) => ({
    before: before.get(id)!,
    after: { ...c, version: before.get(id)!.version + 1 },
    evs: (events.get(id) ?? []).map((ev) => ({ ...ev, eventId: nextId() })),
  }));
  const extraEvents = list.reduce((s, l) => s + Math.max(0, l.evs.length - 1), 0);
  // the money recovered, on the payments' days (C15), in the same transaction as the allocation: a repeat of the
  // request meets its own voucher and writes nothing, so a payment counts once
  const recovered = recoveredCounters(paid);
  const count =
    list.length * 2 +
    8 +
    recovered.size +
    extraEvents +
    released.reduce((s, [, c]) => s + (c.claims as unknown[]).length, 0);
  return {
    count,
    checked: [],
    paid,
    items: (e) => [
      ...casesWriteItems(
        e,
        list.map((l) => ({ before: l.before, after: l.after, event: l.evs[0]! })),
        recovered,
      ),
      ...list.flatMap((l) =>
        l.evs.slice(1).map((ev) =>
          e.caseEvent
            .create({
              customerId: l.after.customerId,
              caseId: String(l.after.caseNumber),
              eventId: ev.eventId,
              kind: ev.kind,
              at: Clock.nowMs(),
              by: ev.by,
              byName: ev.byName,
              data: ev.data,
            })
            .commit(),
        ),
      ),
      ...released.flatMap(([, c]) => releaseClaimItems(e, c)),
    ],
  };
}
