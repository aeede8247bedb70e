import "./entities"; // registers the entities named here
import "../i18n/ledger"; // registers the texts of the keys named here
import { db } from "../dynamo/db";
import { TransactionCanceledError } from "../dynamo/transaction";
import { AppError, fieldError } from "../util/error";
import { formatNok } from "../util/format-money";
import { getDebtor, UNKNOWN_DEBTOR } from "./debtors";
import { buildVoucher, getVoucher, voucherIdFor, type LedgerActor, type Voucher } from "./new-voucher";
import { getVoucherItem, writeLedger, type RefChange, type VoucherChange } from "./store";
import { allocateOldestFirst, VOUCHER_TYPES } from "./voucher-rules";
import { creditApplied, ledgerHooks, type LedgerPort } from "./commit-hooks";
import { appliedAt, lessOf } from "./allocation-records";
import { retrying } from "../command/retrying";
import { activityOf, activityWritten } from "../command/actor";

/**
 * Matching credits to debits: automatic (by KID or invoice number, oldest due first), manual (applyCredit) and
 * splitting a payment (write-off.ts builds on it). Each builds the changes of one command in a `ChangeSet` and
 * writes them with `commit`: one transaction.
 */

/**
 * The changes of one command, one per voucher (a transaction may touch an item once): a voucher changed twice
 * keeps the `before` it was read at and its last `after`, so a debit two parts of a split pay is one put.
 */
export class ChangeSet {
  private readonly byId = new Map<string, VoucherChange>();
  /** Credits matched automatically (matchInto): what is left of them may pay more (a case's costs, commit-hooks.ts). */
  readonly autoMatched = new Set<string>();
  /** A command of a context above (a case's payment): the targets (case ids), in order, a new credit is meant for. */
  readonly intents = new Map<string, string[]>();
  /** What that command has just read for its hook (a case by its id), so the hook does not read it again. */
  readonly known = new Map<string, unknown>();

  /** The voucher as this set leaves it so far. */
  current(v: Voucher): Voucher {
    return this.byId.get(v.voucherId)?.after ?? v;
  }

  /** `before` is the voucher as read (null: new); it is kept when the voucher is in the set already. */
  put(before: Voucher | null, after: Voucher | null): void {
    const id = (after ?? before)!.voucherId;
    const known = this.byId.get(id);
    this.byId.set(id, { before: known ? known.before : before, after });
  }

  get changes(): VoucherChange[] {
    return [...this.byId.values()];
  }
}

/**
 * Writes a command's changes and its activity entry in one transaction; returns the vouchers as written. What the
 * contexts above the ledger make of the credits applied (a credit that pays a claim of an active case, or is aimed at
 * a case, pays the case: cases/ledger-hooks.ts) joins the same transaction (commit-hooks.ts "credit applied");
 * `onCommitted` hears each context's answer once committed, before what follows the commit runs.
 */
export async function commit(
  customerId: string,
  set: ChangeSet,
  actor: LedgerActor,
  refs: RefChange[] = [],
  onCommitted?: (results: ReadonlyMap<string, unknown>) => void,
): Promise<Voucher[]> {
  const { extra, parts } = await creditApplied(customerId, portOf(set, actor), actor);
  let written: Voucher[];
  try {
    written = await writeLedger(customerId, set.changes, refs, { activity: activityOf(actor), extra });
  } catch (err) {
    // a condition of a hook's items (a claim paid here is held by a case after all): it prepares the retry
    if (err instanceof TransactionCanceledError && err.reasons.includes("ConditionalCheckFailed"))
      for (const p of parts.values()) p.cancelled?.(err);
    throw err;
  }
  activityWritten(actor);
  onCommitted?.(new Map([...parts].map(([context, p]) => [context, p.result])));
  for (const p of parts.values()) await p.committed?.();
  return written;
}

/** What the hooks may do to a command's vouchers: apply, take back, and record a part for a target above. */
function portOf(set: ChangeSet, actor: LedgerActor): LedgerPort {
  return {
    get changes() {
      return set.changes;
    },
    current: (v) => set.current(v),
    apply: (credit, debit, amountOre) => allocate(set, credit, [{ debit, amountOre }], actor),
    unapply: (credit, debit, amountOre) => {
      const d = set.current(debit);
      const c = set.current(credit);
      const back = (v: Voucher, from: string) => ({
        ...v,
        balanceOre: v.balanceOre + amountOre,
        allocations: lessOf(v.allocations, from, amountOre),
      });
      set.put(debit, back(d, c.voucherId));
      set.put(credit, back(c, d.voucherId));
    },
    toTarget: (credit, target, amountOre) => {
      const c = set.current(credit);
      set.put(credit, {
        ...c,
        balanceOre: c.balanceOre - amountOre,
        allocations: [...c.allocations, appliedAt(target, amountOre, actor)],
      });
    },
    autoMatched: set.autoMatched,
    intents: set.intents,
    known: set.known,
  };
}

/** The written voucher of this id (a command answers what it wrote, without reading it back). */
export const writtenOf = (written: Voucher[], voucherId: string) => {
  const v = written.find((w) => w.voucherId === voucherId);
  if (!v) throw new Error(`voucher ${voucherId} was not written`);
  return v;
};

/**
 * The open debits a credit names: by KID first (one Query of the list index, whole items), then by invoice number
 * (a numbered voucher's id is its number), then the open items it names through a context above the ledger (the
 * claims of the case whose number it carries: commit-hooks.ts `itemsNamedBy`); those of its debtor only, if it has
 * one. The index is read eventually
 * consistent: every debit is put conditioned on the version read, so a stale one fails the transaction, which is
 * read again (`retrying`).
 */
export async function candidatesFor(
  customerId: string,
  credit: Pick<Voucher, "kid" | "invoiceNumber" | "debtorId" | "reference" | "description">,
): Promise<Voucher[]> {
  let found: Voucher[] = [];
  if (credit.kid) {
    const { data } = await db()
      .entities.voucher.query.byList({ customerId, listName: `kid:${credit.kid}` })
      .go({ pages: "all" });
    found = data;
  }
  if (found.length === 0 && credit.invoiceNumber) {
    const v = await getVoucherItem(customerId, voucherIdFor({ type: VOUCHER_TYPES.invoice, number: credit.invoiceNumber }));
    found = v ? [v] : [];
  }
  // neither names an open item: a KID made from a case number, or the case number itself (issue 18 #13) names the
  // case, whose open claims it pays like a claim's KID (the settlement then pays the case through their locks)
  if (found.length === 0 && (credit.kid || credit.reference || credit.description)) {
    for (const hooks of ledgerHooks("itemsNamedBy")) {
      const ids = await hooks.itemsNamedBy(customerId, credit);
      if (ids.length === 0) continue;
      found = (await Promise.all(ids.map((id) => getVoucherItem(customerId, id)))).filter((v) => !!v);
      break;
    }
  }
  found = found.filter(
    (v) =>
      !v.deletedAt &&
      v.side === "debit" &&
      v.balanceOre > 0 &&
      (credit.debtorId === UNKNOWN_DEBTOR.debtorId || v.debtorId === credit.debtorId),
  );
  // a credit without a debtor pays the items of one debtor only: the one whose item falls due first
  if (credit.debtorId !== UNKNOWN_DEBTOR.debtorId || found.length === 0) return found;
  const first = [...found].sort((a, b) => a.dueDate.localeCompare(b.dueDate))[0]!;
  return found.filter((v) => v.debtorId === first.debtorId);
}

/**
 * Applies a credit to debits within the set: the credit's balance goes down by the sum, each debit's by its part,
 * both record the allocation. The amounts are checked against the balances as the set has them.
 */
export function allocate(
  set: ChangeSet,
  credit: Voucher,
  parts: { debit: Voucher; amountOre: number }[],
  actor: LedgerActor,
): void {
  const c = set.current(credit);
  const total = parts.reduce((s, p) => s + p.amountOre, 0);
  if (total <= 0) return;
  // B5: more than the credit has left to apply is the credit's fault, not the invoice's; both say the amount
  if (total > c.balanceOre)
    throw fieldError(
      "allocations",
      c.type === VOUCHER_TYPES.payment ? "ledger.moreThanPayment" : "ledger.moreThanCredit",
      { amount: formatNok(c.balanceOre) },
    );
  const first = set.current(parts[0]!.debit);
  for (const p of parts) {
    const d = set.current(p.debit);
    if (p.amountOre > d.balanceOre)
      throw fieldError("allocations", "ledger.moreThanOpen", {
        amount: formatNok(d.balanceOre),
        number: d.number ?? d.invoiceNumber ?? "",
      });
    set.put(p.debit, {
      ...d,
      balanceOre: d.balanceOre - p.amountOre,
      allocations: [...d.allocations, appliedAt(c.voucherId, p.amountOre, actor, c.voucherDate)],
    });
  }
  set.put(credit, {
    ...c,
    balanceOre: c.balanceOre - total,
    ...(c.debtorId === UNKNOWN_DEBTOR.debtorId
      ? { debtorId: first.debtorId, debtorName: first.debtorName, customerNumber: first.customerNumber }
      : {}),
    allocations: [...c.allocations, ...parts.map((p) => appliedAt(p.debit.voucherId, p.amountOre, actor))],
  });
}

/**
 * Adds to the set the matching of a credit (as the set has it) to the open items it names (KID, invoice number),
 * oldest due first; the rest waits for manual treatment. Reads the candidates, writes nothing.
 */
export async function matchInto(set: ChangeSet, customerId: string, credit: Voucher, actor: LedgerActor) {
  const c = set.current(credit);
  if (c.deletedAt || c.side !== "credit" || c.balanceOre <= 0) return;
  set.autoMatched.add(c.voucherId);
  const candidates = (await candidatesFor(customerId, c)).map((d) => set.current(d));
  const byId = new Map(candidates.map((d) => [d.voucherId, d]));
  const plan = allocateOldestFirst(c.balanceOre, candidates);
  allocate(
    set,
    credit,
    plan.map((p) => ({ debit: byId.get(p.voucherId)!, amountOre: p.amountOre })),
    actor,
  );
}

/** Matches a stored credit to the open items it names: one transaction, or none when nothing matches. */
export async function matchCredit(customerId: string, creditId: string, actor: LedgerActor): Promise<Voucher> {
  return retrying(async () => {
    const credit = await getVoucherItem(customerId, creditId);
    // gone meanwhile (a split or move that won a race with this request): as any voucher that is not there
    if (!credit) throw new AppError("NOT_FOUND", "errors.notFound");
    const set = new ChangeSet();
    await matchInto(set, customerId, credit, actor);
    if (set.changes.length === 0) return credit;
    return writtenOf(await commit(customerId, set, actor), creditId);
  });
}

/**
 * Manual treatment: applies a credit to the open items the user chose (SPEC 2, payments waiting for treatment), in
 * one transaction. An item named more than once gets the sum of its amounts (one allocation).
 */
export async function applyCredit(
  customerId: string,
  creditId: string,
  allocations: { voucherId: string; amountOre: number }[],
  actor: LedgerActor,
): Promise<Voucher> {
  // the same item named twice is one allocation of the sum (checked against its balance as one)
  const merged = new Map<string, number>();
  for (const a of allocations) merged.set(a.voucherId, (merged.get(a.voucherId) ?? 0) + a.amountOre);
  return retrying(async () => {
    const [credit, ...debits] = await Promise.all([
      getVoucher(customerId, creditId),
      ...[...merged.keys()].map((id) => getVoucherItem(customerId, id)),
    ]);
    if (credit!.deletedAt || credit!.side !== "credit") throw new AppError("NOT_FOUND", "errors.notFound");
    const parts = [...merged.values()].map((amountOre, i) => {
      const debit = debits[i];
      if (!debit || debit.deletedAt || debit.side !== "debit" || debit.balanceOre <= 0)
        throw fieldError("allocations", "ledger.notOpenItem");
      if (credit!.debtorId !== UNKNOWN_DEBTOR.debtorId && debit.debtorId !== credit!.debtorId)
        throw fieldError("allocations", "ledger.otherDebtor");
      return { debit, amountOre };
    });
    if (new Set(parts.map((p) => p.debit.debtorId)).size > 1) throw fieldError("allocations", "ledger.otherDebtor");
    const set = new ChangeSet();
    allocate(set, credit!, parts, actor);
    if (set.changes.length === 0) return credit!;
    return writtenOf(await commit(customerId, set, actor), creditId);
  });
}

/**
 * SPEC 7 payments/{id}/split: the unapplied part of a payment becomes several payments that add up to it exactly
 * ("Split amount error" otherwise). The original keeps what was already applied, or disappears when nothing was,
 * so the money exists once. Each part is matched on its own KID or invoice number, all in one transaction.
 */
export async function splitPayment(
  customerId: string,
  voucherId: string,
  parts: { amountOre: number; kid?: string; invoiceNumber?: string; debtorId?: string }[],
  actor: LedgerActor,
): Promise<Voucher[]> {
  // minted once: a retry writes the same part ids
  const ids = parts.map(() => voucherIdFor({ type: VOUCHER_TYPES.payment }));
  return retrying(async () => {
    const v = await getVoucher(customerId, voucherId, "payments");
    if (v.deletedAt) throw new AppError("NOT_FOUND", "errors.notFound");
    const sum = parts.reduce((s, p) => s + p.amountOre, 0);
    if (sum !== v.balanceOre || v.balanceOre <= 0) throw fieldError("parts", "ledger.splitAmountError");
    const debtors = await Promise.all(parts.map((p) => (p.debtorId ? getDebtor(customerId, p.debtorId) : null)));
    const applied = v.amountOre - v.balanceOre;
    const set = new ChangeSet();
    set.put(v, applied > 0 ? { ...v, amountOre: applied, balanceOre: 0 } : null);
    const made = parts.map((p, i) => {
      const part = buildVoucher(
        customerId,
        debtors[i] ?? { debtorId: v.debtorId, debtorName: v.debtorName, customerNumber: v.customerNumber },
        {
          type: VOUCHER_TYPES.payment,
          voucherDate: v.voucherDate,
          amountOre: p.amountOre,
          kid: p.kid ?? v.kid,
          invoiceNumber: p.invoiceNumber ?? v.invoiceNumber,
          reference: v.reference,
          source: "split",
        },
        actor,
        ids[i],
      );
      part.splitFrom = v.voucherId;
      set.put(null, part);
      return part;
    });
    // one after another, so a debit two parts name is paid by both as far as it goes
    for (const part of made) await matchInto(set, customerId, part, actor);
    const written = await commit(customerId, set, actor);
    return ids.map((id) => writtenOf(written, id));
  });
}
