import "../i18n/ledger"; // registers the texts of the keys named here
import { ulid } from "ulid";
import { Clock } from "../clock";
import { TransactionCanceledError } from "../dynamo/transaction";
import { AppError, fieldError, type FieldErrors } from "../util/error";
import { saveDebtor } from "./debtors";
import { keyReused } from "../command/idempotency";
import { otherRequest, sameRequest } from "./idempotency";
import type { VoucherUpdateInput } from "./ledger.schema";
import { ChangeSet, commit, matchInto, writtenOf } from "./matching";
import {
  buildVoucher,
  debtorOf,
  derivedId,
  duplicateError,
  getVoucher,
  voucherIdFor,
  type LedgerActor,
  type NewVoucher,
} from "./new-voucher";
import { getVoucherItem, type Voucher, type VoucherChange } from "./store";
import { ledgerHooks } from "./commit-hooks";
import { numberKindOf, sideOf, VOUCHER_TYPES, type Group } from "./voucher-rules";
import { retrying } from "../command/retrying";

/**
 * The ledger's voucher commands: register (one or a batch, with Idempotency-Key repeats), change, delete,
 * restore and move. Each is one transaction (matching.ts `commit`) holding the vouchers, the allocations of a
 * credit matched on its way in, the counters and the request's activity entry.
 */

export { buildVoucher, existingVoucherIds, getVoucher, voucherIdFor } from "./new-voucher";
export type { LedgerActor, NewVoucher, Voucher } from "./new-voucher";
export { otherRequest, withKey } from "./idempotency";

/** The debtor of a new voucher; new debtor details are saved first (their own transaction, with their locks). */
async function debtorFor(customerId: string, input: NewVoucher) {
  if (input.debtor && !input.debtorId) {
    const { confirmOverwrite, ...details } = input.debtor;
    return (await saveDebtor(customerId, details, { confirmOverwrite })).debtor;
  }
  return debtorOf(customerId, input.debtorId);
}

/**
 * A voucher with the new one's id exists: the same source row or request again gives it back, the key with another
 * request is refused, and a number taken by anything else is "Invoice {invoiceNumber} already exists in the
 * product" (or the credit-note and sentence texts).
 */
function repeated(existing: Voucher, input: NewVoucher, actor: LedgerActor): Voucher {
  if (otherRequest(existing, input.request)) throw keyReused();
  const numbered = !!numberKindOf(input.type) && !!input.number && !input.externalId;
  if (numbered && !sameRequest(existing, input.request, actor.userId)) throw duplicateError(input.type, input.number!);
  return existing;
}

/**
 * Registers a voucher (SPEC 7 POST /payments, /invoices …): the id minted once; a numbered, imported or keyed one
 * read first (its id may exist: a repeat answers it); a credit's candidates read (KID, invoice number); then one
 * transaction with the voucher already matched, its counters and the activity entry. Returns it as written.
 */
export async function createVoucher(customerId: string, input: NewVoucher, actor: LedgerActor): Promise<Voucher> {
  const voucherId = voucherIdFor(input);
  if (derivedId(input)) {
    const existing = await getVoucherItem(customerId, voucherId);
    if (existing) return repeated(existing, input, actor);
  }
  const voucher = buildVoucher(customerId, await debtorFor(customerId, input), input, actor, voucherId);
  return retrying(async () => {
    const set = new ChangeSet();
    set.put(null, voucher);
    await matchInto(set, customerId, voucher, actor);
    try {
      return writtenOf(await commit(customerId, set, actor), voucherId);
    } catch (err) {
      // the voucher's create (the first item) failed: the same number, row or request won a race with this one
      if (!(err instanceof TransactionCanceledError) || err.reasons[0] !== "ConditionalCheckFailed") throw err;
      const raced = await getVoucherItem(customerId, voucherId);
      if (raced) return repeated(raced, input, actor);
      throw err;
    }
  });
}

/**
 * Registers several vouchers: all are checked first, so a batch with a taken number (or the key of another batch)
 * changes nothing (422 on items.N.number). A repeat of the same keyed batch answers what the first made and
 * finishes any item it did not. Each voucher is its own transaction (a batch of 100 would not fit one).
 */
export async function createVouchers(customerId: string, inputs: NewVoucher[], actor: LedgerActor): Promise<Voucher[]> {
  const ids = inputs.map(voucherIdFor);
  const firsts = await Promise.all(
    inputs.map((input, i) => (derivedId(input) ? getVoucherItem(customerId, ids[i]!) : null)),
  );
  if (firsts.some((f, i) => f && otherRequest(f, inputs[i]!.request))) throw keyReused();
  const seen = new Set<string>();
  const fields: FieldErrors = {};
  let params: Record<string, string> = {};
  for (const [i, input] of inputs.entries()) {
    if (!numberKindOf(input.type) || !input.number) continue;
    const first = firsts[i];
    if (seen.has(ids[i]!) || (first && !sameRequest(first, input.request, actor.userId))) {
      fields[`items.${i}.number`] = duplicateError(input.type, input.number).fields!.number!;
      params = { invoiceNumber: input.number, number: input.number };
    }
    seen.add(ids[i]!);
  }
  if (Object.keys(fields).length) throw new AppError("VALIDATION", "validation.invalid", params, fields);
  const out: Voucher[] = [];
  for (const [i, input] of inputs.entries())
    out.push(firsts[i] ?? (await createVoucher(customerId, { ...input, voucherId: ids[i] }, actor)));
  return out;
}

/**
 * The changes that undo a voucher's allocations: every counterpart gets its amount back and forgets the
 * allocation. The voucher itself returns to its full amount.
 */
async function unapplied(customerId: string, v: Voucher): Promise<{ self: Voucher; others: VoucherChange[] }> {
  const byId = new Map<string, number>();
  for (const a of v.allocations) byId.set(a.voucherId, (byId.get(a.voucherId) ?? 0) + a.amountOre);
  const found = await Promise.all([...byId.keys()].map((id) => getVoucherItem(customerId, id)));
  const others: VoucherChange[] = found
    .filter((other): other is Voucher => !!other)
    .map((other) => ({
      before: other,
      after: {
        ...other,
        balanceOre: other.balanceOre + byId.get(other.voucherId)!,
        allocations: other.allocations.filter((a) => a.voucherId !== v.voucherId),
      },
    }));
  return { self: { ...v, balanceOre: v.amountOre, allocations: [] }, others };
}

/** Writes a changed voucher; a credit with something left is matched again in the same transaction. */
async function changed(customerId: string, before: Voucher | null, after: Voucher, actor: LedgerActor, also: VoucherChange[] = []) {
  const set = new ChangeSet();
  for (const c of also) set.put(c.before, c.after);
  set.put(before, after);
  await matchInto(set, customerId, after, actor);
  return writtenOf(await commit(customerId, set, actor), after.voucherId);
}

/**
 * Deletes a voucher to its page's deleted list. What it paid (or was paid by) is undone in the same
 * transaction: a deleted payment re-opens the invoices it paid, a deleted invoice frees its payments to wait
 * for manual treatment. Its number stays taken, so a restore can never collide.
 */
export async function deleteVoucher(customerId: string, voucherId: string, group: Group | undefined, actor: LedgerActor) {
  return retrying(async () => {
    const v = await getVoucher(customerId, voucherId, group);
    if (v.deletedAt) return v;
    // issue 11: money a case has counted stays in the ledger (a correction on the case undoes it): cases refuses
    for (const hooks of ledgerHooks("mayUndo")) hooks.mayUndo(v);
    const { self, others } = await unapplied(customerId, v);
    const set = new ChangeSet();
    set.put(v, { ...self, deletedAt: Clock.nowMs() });
    for (const o of others) set.put(o.before, o.after);
    return writtenOf(await commit(customerId, set, actor), voucherId);
  });
}

/** Restores a deleted voucher with its full amount; a restored credit is matched again or waits. */
export async function restoreVoucher(customerId: string, voucherId: string, group: Group | undefined, actor: LedgerActor) {
  return retrying(async () => {
    const v = await getVoucher(customerId, voucherId, group);
    if (!v.deletedAt) return v;
    const after = { ...v, balanceOre: v.amountOre, allocations: [] } as Voucher;
    delete (after as { deletedAt?: number }).deletedAt;
    return changed(customerId, v, after, actor);
  });
}

/** Changes a voucher's dates and texts; the amount only while nothing has been applied to it. */
export async function updateVoucher(
  customerId: string,
  voucherId: string,
  group: Group | undefined,
  input: VoucherUpdateInput,
  actor: LedgerActor,
): Promise<Voucher> {
  return retrying(async () => {
    const v = await getVoucher(customerId, voucherId, group);
    if (v.deletedAt) throw new AppError("NOT_FOUND", "errors.notFound");
    if (input.amount !== undefined && input.amount !== v.amountOre && v.allocations.length > 0)
      throw fieldError("amount", "ledger.amountLocked");
    const after: Voucher = { ...v };
    if (input.voucherDate) after.voucherDate = input.voucherDate;
    if (input.dueDate && v.side === "debit") after.dueDate = input.dueDate;
    if (v.side !== "debit") after.dueDate = after.voucherDate;
    if (input.amount !== undefined) after.amountOre = after.balanceOre = input.amount;
    if (input.reference !== undefined) after.reference = input.reference;
    if (input.description !== undefined) after.description = input.description;
    if (input.kid !== undefined) after.kid = input.kid;
    if (after.side === "debit" && after.dueDate < after.voucherDate)
      throw fieldError("dueDate", "validation.dueBeforeVoucherDate");
    return changed(customerId, v, after, actor);
  });
}

const MOVE_TYPES = {
  invoice: VOUCHER_TYPES.invoice,
  payment: VOUCHER_TYPES.payment,
  creditNote: VOUCHER_TYPES.creditNote,
  correction: VOUCHER_TYPES.correction,
} as const;

/**
 * SPEC 4 ledger movement: a claim that was really a payment, credit note or correction (or back) changes type,
 * while nothing has been applied to it. When the kind of its number changes (an invoice becomes a credit note),
 * so does its id, which is its number's lock: the old item goes and the new one comes in one transaction, and
 * a number already taken in the new kind refuses. Returns the moved voucher (with its new id, if any).
 */
export async function moveVoucher(
  customerId: string,
  voucherId: string,
  to: keyof typeof MOVE_TYPES,
  actor: LedgerActor,
): Promise<Voucher> {
  const type = MOVE_TYPES[to];
  // minted once: the id of a numbered voucher that moves to a kind without numbers
  const freshId = ulid();
  return retrying(async () => {
    const v = await getVoucher(customerId, voucherId);
    if (v.deletedAt) throw new AppError("NOT_FOUND", "errors.notFound");
    if (v.allocations.length > 0) throw fieldError("to", "ledger.movedAfterApplied");
    if (type === v.type) return v;
    const side = sideOf(type, v.side);
    const after: Voucher = {
      ...v,
      type,
      side,
      invoiceType: type === VOUCHER_TYPES.invoice ? 1 : undefined,
      dueDate: side === "debit" ? v.dueDate : v.voucherDate,
    };
    const renumbered = numberKindOf(v.type) !== numberKindOf(type) && !!v.number;
    if (!renumbered) return changed(customerId, v, after, actor);
    const newId = numberKindOf(type) ? voucherIdFor({ type, number: v.number }) : freshId;
    if (await getVoucherItem(customerId, newId)) throw duplicateError(type, v.number!, "to");
    try {
      return await changed(customerId, null, { ...after, voucherId: newId }, actor, [{ before: v, after: null }]);
    } catch (err) {
      if (err instanceof TransactionCanceledError && (await getVoucherItem(customerId, newId)))
        throw duplicateError(type, v.number!, "to");
      throw err;
    }
  });
}
