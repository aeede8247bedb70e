import { createHash } from "node:crypto";
import { ulid } from "ulid";
import { Clock } from "../clock";
import { db } from "../dynamo/db";
import { pageAt } from "../dynamo/paginate";
import { TransactionCanceledError } from "../dynamo/transaction";
import { AppError } from "../util/error";
import { formatNok } from "../util/format-money";
import { getDebtor, saveDebtor, UNKNOWN_DEBTOR } from "./debtors";
import type { DebtorInput, VoucherUpdateInput } from "./ledger.schema";
import {
  counterItems,
  counters,
  getVoucherItem,
  retrying,
  writeLedger,
  type Voucher,
  type VoucherChange,
} from "./store";
import { overdueFigures, receivedFigures, receivedFrom } from "./summary-rules";
import {
  allocateOldestFirst,
  groupOf,
  indexListOf,
  numberKindOf,
  openBalanceOf,
  sideOf,
  statusOf,
  VOUCHER_TYPES,
  WRITE_OFF_LIMIT_ORE,
  type Group,
  type ListState,
  type Side,
  type VoucherType,
} from "./voucher-rules";

export type { Voucher } from "./store";

/** What a new voucher needs besides its debtor; amounts in øre. */
export interface NewVoucher {
  type: VoucherType;
  invoiceType?: 1 | 2 | 3 | 4 | 5;
  /** Corrections only: debit raises what the debtor owes, credit lowers it. */
  side?: Side;
  number?: string;
  invoiceNumber?: string;
  voucherDate: string;
  dueDate?: string;
  amountOre: number;
  kid?: string;
  reference?: string;
  currency?: string;
  description?: string;
  judgmentDate?: string;
  interestTotalOre?: number;
  source?: string;
  importId?: string;
  /** A stable id of the voucher's source row (an OCR transaction): a second import of it is no change. */
  externalId?: string;
  /** A given id (imports make them from the row, so a retried chunk writes the same voucher). */
  voucherId?: string;
  debtorId?: string;
  debtor?: DebtorInput;
  /** The Idempotency-Key request that makes it (`idempotentRequest`): stored with the voucher. */
  request?: IdempotentRequest;
}

/** An Idempotency-Key (hashed with its scope, the resource) and the fingerprint of the request that carried it. */
export interface IdempotentRequest {
  key: string;
  hash: string;
}

/** Canonical JSON: object keys sorted at every level, so the same body always gives the same text. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object")
    return `{${Object.keys(value)
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(",")}}`;
  return JSON.stringify(value) ?? "null";
}

const sha = (text: string) => createHash("sha256").update(text).digest("base64url");

/** The key of `scope` (a resource) and the fingerprint of method, path and the (validated) body. */
export const idempotentRequest = (scope: string, key: string, method: string, path: string, body: unknown) => ({
  key: sha(`${scope}:${key}`),
  hash: sha(`${method.toUpperCase()} ${path}\n${canonical(body)}`),
});

/** The same Idempotency-Key with another request: 422, nothing changed. */
export const keyReused = () =>
  new AppError("VALIDATION", "validation.invalid", {}, { "idempotency-key": ["validation.idempotencyKeyReused"] });

/** The voucher was made under this key by another request (another body, method or path). */
export const otherRequest = (v: Voucher, request: IdempotentRequest | undefined) =>
  !!request && v.requestKey === request.key && v.requestHash !== request.hash;

interface Actor {
  userId: string;
}

const duplicateError = (type: number, number: string, field = "number") => {
  const kind = numberKindOf(type);
  const key =
    kind === "sentence"
      ? "ledger.sentenceNumberExists"
      : kind === "creditNote"
        ? "ledger.creditNoteNumberExists"
        : "ledger.invoiceNumberExists";
  return new AppError("VALIDATION", "validation.invalid", { invoiceNumber: number, number }, { [field]: [key] });
};

const NUMBER_PREFIX = { invoice: "inv", creditNote: "cn", sentence: "sen" } as const;

/**
 * The id of a new voucher. A numbered voucher's id is made from its kind and number, and an imported row's or an
 * idempotent request's from its external id, so the voucher item itself is the uniqueness lock: creating it again
 * fails its `attribute_not_exists` condition (SPEC 5 unique numbers; the same file or request twice is no change),
 * with no lock item beside it. Anything else gets a time-ordered ULID.
 */
export function voucherIdFor(input: Pick<NewVoucher, "type" | "number" | "externalId" | "voucherId">): string {
  const kind = numberKindOf(input.type);
  if (kind && input.number) return `${NUMBER_PREFIX[kind]}-${Buffer.from(input.number, "utf8").toString("base64url")}`;
  if (input.externalId) return `x-${createHash("sha256").update(input.externalId).digest("base64url").slice(0, 32)}`;
  return input.voucherId ?? ulid();
}

/** Builds the stored voucher (not yet written) for a debtor. */
export function buildVoucher(
  customerId: string,
  debtor: { debtorId: string; name?: string; debtorName?: string; customerNumber: string },
  input: NewVoucher,
  actor: Actor,
): Voucher {
  const side = sideOf(input.type, input.side);
  const now = Clock.nowMs();
  const v = {
    customerId,
    voucherId: voucherIdFor(input),
    debtorId: debtor.debtorId,
    debtorName: debtor.name ?? debtor.debtorName ?? "",
    customerNumber: debtor.customerNumber,
    type: input.type,
    invoiceType: input.invoiceType,
    side,
    number: input.number,
    invoiceNumber: input.invoiceNumber,
    voucherDate: input.voucherDate,
    dueDate: side === "debit" ? (input.dueDate ?? input.voucherDate) : input.voucherDate,
    amountOre: input.amountOre,
    balanceOre: input.amountOre,
    kid: input.kid,
    reference: input.reference,
    currency: input.currency ?? "NOK",
    description: input.description,
    judgmentDate: input.judgmentDate,
    interestTotalOre: input.interestTotalOre,
    allocations: [],
    source: input.source ?? "manual",
    importId: input.importId,
    createdBy: actor.userId,
    requestKey: input.request?.key,
    requestHash: input.request?.hash,
    version: 0,
    createdAt: now,
    updatedAt: now,
  } as unknown as Voucher;
  v.listName = indexListOf(v);
  return v;
}

async function debtorFor(customerId: string, input: { debtorId?: string; debtor?: DebtorInput }) {
  if (input.debtorId) {
    if (input.debtorId === UNKNOWN_DEBTOR.debtorId) return { ...UNKNOWN_DEBTOR, name: "" };
    return getDebtor(customerId, input.debtorId);
  }
  if (input.debtor) {
    const { confirmOverwrite, ...details } = input.debtor;
    return (await saveDebtor(customerId, details, { confirmOverwrite })).debtor;
  }
  return { ...UNKNOWN_DEBTOR, name: "" };
}

/**
 * Creates a voucher in one transaction with its counters; then a credit is matched to open items (`matchCredit`).
 * A number in use answers "Invoice {invoiceNumber} already exists in the product" (or the credit-note and
 * sentence texts); a source row or request seen before returns the voucher it made.
 */
export async function createVoucher(customerId: string, input: NewVoucher, actor: Actor): Promise<Voucher> {
  const voucherId = voucherIdFor(input);
  const existing = await getVoucherItem(customerId, voucherId);
  if (existing) return repeated(existing, input);
  const debtor = await debtorFor(customerId, input);
  const voucher = buildVoucher(customerId, debtor, input, actor);
  try {
    await writeLedger(customerId, [{ before: null, after: voucher }]);
  } catch (err) {
    const raced = err instanceof TransactionCanceledError ? await getVoucherItem(customerId, voucherId) : null;
    if (raced) return repeated(raced, input);
    throw err;
  }
  if (voucher.side === "credit") return matchCredit(customerId, voucher.voucherId, actor);
  return (await getVoucherItem(customerId, voucher.voucherId))!;
}

/** A voucher with the new one's id exists: the same row or request again gives it back, a taken number refuses. */
function repeated(existing: Voucher, input: NewVoucher): Voucher {
  if (otherRequest(existing, input.request)) throw keyReused();
  if (numberKindOf(input.type) && input.number && !input.externalId) throw duplicateError(input.type, input.number);
  return existing;
}

/** Creates several vouchers; all are checked for taken numbers first, so a batch with one changes nothing. */
export async function createVouchers(customerId: string, inputs: NewVoucher[], actor: Actor): Promise<Voucher[]> {
  const seen = new Set<string>();
  const fields: Record<string, string[]> = {};
  let params: Record<string, string> = {};
  const ids = inputs.map(voucherIdFor);
  const taken = await existingVoucherIds(customerId, ids);
  for (const [i, input] of inputs.entries()) {
    if (!numberKindOf(input.type) || !input.number) continue;
    if (seen.has(ids[i]!) || taken.has(ids[i]!)) {
      fields[`items.${i}.number`] = duplicateError(input.type, input.number).fields!.number!;
      params = { invoiceNumber: input.number, number: input.number };
    }
    seen.add(ids[i]!);
  }
  if (Object.keys(fields).length) throw new AppError("VALIDATION", "validation.invalid", params, fields as never);
  const out: Voucher[] = [];
  for (const input of inputs) out.push(await createVoucher(customerId, input, actor));
  return out;
}

/** Which of these voucher ids exist (BatchGetItem of keys only, 100 at a time). */
export async function existingVoucherIds(customerId: string, ids: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  const unique = [...new Set(ids)];
  for (let i = 0; i < unique.length; i += 100) {
    const { data } = await db()
      .entities.voucher.get(unique.slice(i, i + 100).map((voucherId) => ({ customerId, voucherId })))
      .go({ attributes: ["voucherId"], consistent: true });
    for (const v of data) found.add(v.voucherId);
  }
  return found;
}

export async function getVoucher(customerId: string, voucherId: string, group?: Group): Promise<Voucher> {
  const v = await getVoucherItem(customerId, voucherId);
  if (!v || (group && groupOf(v.type) !== group)) throw new AppError("NOT_FOUND", "errors.notFound");
  return v;
}

/** The open debits a credit names: by KID first, then by invoice number; those of its debtor only, if it has one. */
async function candidatesFor(customerId: string, credit: Voucher): Promise<Voucher[]> {
  const ids = new Set<string>();
  if (credit.kid) {
    const { data } = await db()
      .entities.voucher.query.byList({ customerId, listName: `kid:${credit.kid}` })
      .go({ pages: "all", attributes: ["voucherId"] });
    for (const v of data) ids.add(v.voucherId);
  }
  if (ids.size === 0 && credit.invoiceNumber)
    ids.add(voucherIdFor({ type: VOUCHER_TYPES.invoice, number: credit.invoiceNumber }));
  const found: Voucher[] = [];
  for (const id of ids) {
    const v = await getVoucherItem(customerId, id);
    if (!v || v.deletedAt || v.side !== "debit" || v.balanceOre <= 0) continue;
    if (credit.debtorId !== UNKNOWN_DEBTOR.debtorId && v.debtorId !== credit.debtorId) continue;
    found.push(v);
  }
  // a credit without a debtor pays the items of one debtor only: the one whose item falls due first
  if (credit.debtorId !== UNKNOWN_DEBTOR.debtorId || found.length === 0) return found;
  const first = [...found].sort((a, b) => a.dueDate.localeCompare(b.dueDate))[0]!;
  return found.filter((v) => v.debtorId === first.debtorId);
}

const appliedAt = (voucherId: string, amountOre: number, actor: Actor, paidDate?: string) => ({
  voucherId,
  amountOre,
  at: Clock.nowMs(),
  by: actor.userId,
  ...(paidDate ? { paidDate } : {}),
});

/**
 * Applies a credit to debits in one transaction: the credit's balance goes down by the sum, each debit's by its
 * part, both record the allocation, and the counters follow. Conditioned on every version read, so a second
 * request racing this one is retried against the new balances and can never apply the same money twice.
 */
async function applyOnce(
  customerId: string,
  credit: Voucher,
  parts: { debit: Voucher; amountOre: number }[],
  actor: Actor,
): Promise<void> {
  const total = parts.reduce((s, p) => s + p.amountOre, 0);
  if (total <= 0) return;
  // B5: more than the credit has left to apply is the credit's fault, not the invoice's; both say the amount
  if (total > credit.balanceOre)
    throw new AppError(
      "VALIDATION",
      "validation.invalid",
      { amount: formatNok(credit.balanceOre) },
      { allocations: [credit.type === VOUCHER_TYPES.payment ? "ledger.moreThanPayment" : "ledger.moreThanCredit"] },
    );
  const debtor = parts[0]!.debit;
  const changes: VoucherChange[] = [
    {
      before: credit,
      after: {
        ...credit,
        balanceOre: credit.balanceOre - total,
        ...(credit.debtorId === UNKNOWN_DEBTOR.debtorId
          ? { debtorId: debtor.debtorId, debtorName: debtor.debtorName, customerNumber: debtor.customerNumber }
          : {}),
        allocations: [...credit.allocations, ...parts.map((p) => appliedAt(p.debit.voucherId, p.amountOre, actor))],
      },
    },
    ...parts.map((p) => {
      if (p.amountOre > p.debit.balanceOre)
        throw new AppError(
          "VALIDATION",
          "validation.invalid",
          { amount: formatNok(p.debit.balanceOre), number: p.debit.number ?? p.debit.invoiceNumber ?? "" },
          { allocations: ["ledger.moreThanOpen"] },
        );
      return {
        before: p.debit,
        after: {
          ...p.debit,
          balanceOre: p.debit.balanceOre - p.amountOre,
          allocations: [...p.debit.allocations, appliedAt(credit.voucherId, p.amountOre, actor, credit.voucherDate)],
        },
      };
    }),
  ];
  await writeLedger(customerId, changes);
}

/** Matches an unmatched credit to the open items it names (KID, invoice number), oldest due first; the rest waits. */
export async function matchCredit(customerId: string, creditId: string, actor: Actor): Promise<Voucher> {
  await retrying(async () => {
    const credit = await getVoucherItem(customerId, creditId);
    if (!credit || credit.deletedAt || credit.side !== "credit" || credit.balanceOre <= 0) return;
    const candidates = await candidatesFor(customerId, credit);
    const plan = allocateOldestFirst(credit.balanceOre, candidates);
    const byId = new Map(candidates.map((c) => [c.voucherId, c]));
    await applyOnce(
      customerId,
      credit,
      plan.map((p) => ({ debit: byId.get(p.voucherId)!, amountOre: p.amountOre })),
      actor,
    );
  });
  // gone meanwhile (a split or move that won a race with this request): as any voucher that is not there
  const v = await getVoucherItem(customerId, creditId);
  if (!v) throw new AppError("NOT_FOUND", "errors.notFound");
  return v;
}

/**
 * Manual treatment: applies a credit to the open items the user chose (SPEC 2, payments waiting for treatment).
 * An item named more than once gets the sum of its amounts (one allocation).
 */
export async function applyCredit(
  customerId: string,
  creditId: string,
  allocations: { voucherId: string; amountOre: number }[],
  actor: Actor,
): Promise<Voucher> {
  // the same item named twice is one allocation of the sum (checked against its balance as one)
  const merged = new Map<string, number>();
  for (const a of allocations) merged.set(a.voucherId, (merged.get(a.voucherId) ?? 0) + a.amountOre);
  await retrying(async () => {
    const credit = await getVoucher(customerId, creditId);
    if (credit.deletedAt || credit.side !== "credit") throw new AppError("NOT_FOUND", "errors.notFound");
    const parts: { debit: Voucher; amountOre: number }[] = [];
    for (const a of [...merged].map(([voucherId, amountOre]) => ({ voucherId, amountOre }))) {
      const debit = await getVoucherItem(customerId, a.voucherId);
      if (!debit || debit.deletedAt || debit.side !== "debit" || debit.balanceOre <= 0)
        throw new AppError("VALIDATION", "validation.invalid", {}, { allocations: ["ledger.notOpenItem"] });
      if (credit.debtorId !== UNKNOWN_DEBTOR.debtorId && debit.debtorId !== credit.debtorId)
        throw new AppError("VALIDATION", "validation.invalid", {}, { allocations: ["ledger.otherDebtor"] });
      parts.push({ debit, amountOre: a.amountOre });
    }
    const debtors = new Set(parts.map((p) => p.debit.debtorId));
    if (debtors.size > 1)
      throw new AppError("VALIDATION", "validation.invalid", {}, { allocations: ["ledger.otherDebtor"] });
    await applyOnce(customerId, credit, parts, actor);
  });
  return getVoucher(customerId, creditId);
}

/**
 * The changes that undo a voucher's allocations: every counterpart gets its amount back and forgets the
 * allocation. The voucher itself returns to its full amount.
 */
async function unapplied(customerId: string, v: Voucher): Promise<{ self: Voucher; others: VoucherChange[] }> {
  const others: VoucherChange[] = [];
  const byId = new Map<string, number>();
  for (const a of v.allocations) byId.set(a.voucherId, (byId.get(a.voucherId) ?? 0) + a.amountOre);
  for (const [id, amountOre] of byId) {
    const other = await getVoucherItem(customerId, id);
    if (!other) continue;
    others.push({
      before: other,
      after: {
        ...other,
        balanceOre: other.balanceOre + amountOre,
        allocations: other.allocations.filter((a) => a.voucherId !== v.voucherId),
      },
    });
  }
  return { self: { ...v, balanceOre: v.amountOre, allocations: [] }, others };
}

/**
 * Deletes a voucher to its page's deleted list. What it paid (or was paid by) is undone in the same
 * transaction: a deleted payment re-opens the invoices it paid, a deleted invoice frees its payments to wait
 * for manual treatment. Its number stays taken, so a restore can never collide.
 */
export async function deleteVoucher(customerId: string, voucherId: string, group: Group | undefined, actor: Actor) {
  void actor;
  await retrying(async () => {
    const v = await getVoucher(customerId, voucherId, group);
    if (v.deletedAt) return;
    const { self, others } = await unapplied(customerId, v);
    await writeLedger(customerId, [{ before: v, after: { ...self, deletedAt: Clock.nowMs() } }, ...others]);
  });
  return getVoucher(customerId, voucherId);
}

/** Restores a deleted voucher with its full amount; a restored credit is matched again or waits. */
export async function restoreVoucher(customerId: string, voucherId: string, group: Group | undefined, actor: Actor) {
  await retrying(async () => {
    const v = await getVoucher(customerId, voucherId, group);
    if (!v.deletedAt) return;
    const after = { ...v, balanceOre: v.amountOre, allocations: [] } as Voucher;
    delete (after as { deletedAt?: number }).deletedAt;
    await writeLedger(customerId, [{ before: v, after }]);
  });
  const v = await getVoucher(customerId, voucherId);
  return v.side === "credit" ? matchCredit(customerId, voucherId, actor) : v;
}

/** Changes a voucher's dates and texts; the amount only while nothing has been applied to it. */
export async function updateVoucher(
  customerId: string,
  voucherId: string,
  group: Group | undefined,
  input: VoucherUpdateInput,
  actor: Actor,
): Promise<Voucher> {
  await retrying(async () => {
    const v = await getVoucher(customerId, voucherId, group);
    if (v.deletedAt) throw new AppError("NOT_FOUND", "errors.notFound");
    if (input.amount !== undefined && input.amount !== v.amountOre && v.allocations.length > 0)
      throw new AppError("VALIDATION", "validation.invalid", {}, { amount: ["ledger.amountLocked"] });
    const after: Voucher = { ...v };
    if (input.voucherDate) after.voucherDate = input.voucherDate;
    if (input.dueDate && v.side === "debit") after.dueDate = input.dueDate;
    if (v.side !== "debit") after.dueDate = after.voucherDate;
    if (input.amount !== undefined) after.amountOre = after.balanceOre = input.amount;
    if (input.reference !== undefined) after.reference = input.reference;
    if (input.description !== undefined) after.description = input.description;
    if (input.kid !== undefined) after.kid = input.kid;
    if (after.side === "debit" && after.dueDate < after.voucherDate)
      throw new AppError("VALIDATION", "validation.invalid", {}, { dueDate: ["validation.dueBeforeVoucherDate"] });
    await writeLedger(customerId, [{ before: v, after }]);
  });
  const v = await getVoucher(customerId, voucherId);
  return v.side === "credit" ? matchCredit(customerId, voucherId, actor) : v;
}

/**
 * SPEC 7 payments/{id}/split: the unapplied part of a payment becomes several payments that add up to it
 * exactly ("Split amount error" otherwise). The original keeps what was already applied, or disappears when
 * nothing was, so the money exists once. Each part is then matched on its own KID or invoice number.
 */
export async function splitPayment(
  customerId: string,
  voucherId: string,
  parts: { amountOre: number; kid?: string; invoiceNumber?: string; debtorId?: string }[],
  actor: Actor,
): Promise<Voucher[]> {
  const created: Voucher[] = [];
  await retrying(async () => {
    created.length = 0;
    const v = await getVoucher(customerId, voucherId, "payments");
    if (v.deletedAt) throw new AppError("NOT_FOUND", "errors.notFound");
    const sum = parts.reduce((s, p) => s + p.amountOre, 0);
    if (sum !== v.balanceOre || v.balanceOre <= 0)
      throw new AppError("VALIDATION", "validation.invalid", {}, { parts: ["ledger.splitAmountError"] });
    for (const p of parts) {
      const debtor = p.debtorId ? await getDebtor(customerId, p.debtorId) : null;
      const part = buildVoucher(
        customerId,
        debtor ?? { debtorId: v.debtorId, debtorName: v.debtorName, customerNumber: v.customerNumber },
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
      );
      (part as { splitFrom?: string }).splitFrom = v.voucherId;
      created.push(part);
    }
    const applied = v.amountOre - v.balanceOre;
    const original: VoucherChange =
      applied > 0 ? { before: v, after: { ...v, amountOre: applied, balanceOre: 0 } } : { before: v, after: null };
    await writeLedger(customerId, [original, ...created.map((after) => ({ before: null, after }))]);
  });
  const out: Voucher[] = [];
  for (const c of created) out.push(await matchCredit(customerId, c.voucherId, actor));
  return out;
}

/**
 * SPEC 9 write-off: a debtor whose balance is within plus/minus NOK 100 is settled. Unmatched credits are first
 * applied to open items, then one correction voucher (type 9) for what is left closes the rest, all in one
 * transaction.
 */
export async function writeOff(customerId: string, debtorId: string, actor: Actor): Promise<Voucher | null> {
  let correctionId: string | null = null;
  await retrying(async () => {
    correctionId = null;
    const debtor = await getDebtor(customerId, debtorId);
    const items = await debtorVouchers(customerId, debtorId);
    const debits = items.filter((v) => !v.deletedAt && v.side === "debit" && v.balanceOre > 0);
    const credits = items.filter((v) => !v.deletedAt && v.side === "credit" && v.balanceOre > 0);
    const balance = debits.reduce((s, v) => s + v.balanceOre, 0) - credits.reduce((s, v) => s + v.balanceOre, 0);
    if (balance === 0 && debits.length === 0) return;
    if (Math.abs(balance) > WRITE_OFF_LIMIT_ORE)
      throw new AppError("VALIDATION", "validation.invalid", {}, { debtorId: ["ledger.writeOffLimit"] });
    const today = Clock.today();
    const correction = buildVoucher(
      customerId,
      debtor,
      {
        type: VOUCHER_TYPES.correction,
        side: balance > 0 ? "credit" : "debit",
        voucherDate: today,
        dueDate: today,
        amountOre: Math.abs(balance),
        description: "write-off",
        source: "write-off",
      },
      actor,
    );
    const state = new Map<string, Voucher>(items.map((v) => [v.voucherId, { ...v, allocations: [...v.allocations] }]));
    const allDebits = [...debits.map((d) => state.get(d.voucherId)!), ...(balance < 0 ? [correction] : [])];
    const allCredits = [...credits.map((c) => state.get(c.voucherId)!), ...(balance > 0 ? [correction] : [])];
    if (balance !== 0) state.set(correction.voucherId, correction);
    // pay debits oldest first from credits oldest first
    allDebits.sort((a, b) => a.dueDate.localeCompare(b.dueDate));
    allCredits.sort((a, b) => a.voucherDate.localeCompare(b.voucherDate));
    for (const d of allDebits) {
      for (const c of allCredits) {
        const take = Math.min(d.balanceOre, c.balanceOre);
        if (take <= 0) continue;
        d.balanceOre -= take;
        c.balanceOre -= take;
        d.allocations.push(appliedAt(c.voucherId, take, actor, c.voucherDate));
        c.allocations.push(appliedAt(d.voucherId, take, actor));
      }
    }
    const changes: VoucherChange[] = [];
    for (const v of items) {
      const after = state.get(v.voucherId)!;
      if (after.balanceOre !== v.balanceOre) changes.push({ before: v, after });
    }
    if (balance !== 0) {
      changes.push({ before: null, after: correction });
      correctionId = correction.voucherId;
    }
    if (changes.length > 90)
      throw new AppError("VALIDATION", "validation.invalid", {}, { debtorId: ["ledger.tooManyItems"] });
    await writeLedger(customerId, changes);
  });
  return correctionId ? getVoucher(customerId, correctionId) : null;
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
  actor: Actor,
): Promise<Voucher> {
  let movedId = voucherId;
  await retrying(async () => {
    const v = await getVoucher(customerId, voucherId);
    if (v.deletedAt) throw new AppError("NOT_FOUND", "errors.notFound");
    if (v.allocations.length > 0)
      throw new AppError("VALIDATION", "validation.invalid", {}, { to: ["ledger.movedAfterApplied"] });
    const type = MOVE_TYPES[to];
    if (type === v.type) return;
    const side = sideOf(type, v.side);
    const after: Voucher = {
      ...v,
      type,
      side,
      invoiceType: type === VOUCHER_TYPES.invoice ? 1 : undefined,
      dueDate: side === "debit" ? v.dueDate : v.voucherDate,
    };
    const numbered = numberKindOf(v.type) !== numberKindOf(type) && !!v.number;
    if (!numbered) return writeLedger(customerId, [{ before: v, after }]);
    const newId = numberKindOf(type) ? voucherIdFor({ type, number: v.number }) : ulid();
    if (await getVoucherItem(customerId, newId)) throw duplicateError(type, v.number!, "to");
    try {
      await writeLedger(customerId, [
        { before: v, after: null },
        { before: null, after: { ...after, voucherId: newId } },
      ]);
    } catch (err) {
      if (err instanceof TransactionCanceledError && (await getVoucherItem(customerId, newId)))
        throw duplicateError(type, v.number!, "to");
      throw err;
    }
    movedId = newId;
  });
  const v = await getVoucher(customerId, movedId);
  return v.side === "credit" ? matchCredit(customerId, movedId, actor) : v;
}

/** All vouchers of a debtor in voucher-date order (a debtor's ledger is small; bounded by it, not the customer). */
export async function debtorVouchers(customerId: string, debtorId: string): Promise<Voucher[]> {
  const { data } = await db().entities.voucher.query.byDebtor({ customerId, debtorId }).go({ pages: "all" });
  return data;
}

export interface LedgerLine extends Voucher {
  /** The debtor's balance after this voucher (debits add, credits subtract; deleted vouchers count nothing). */
  runningBalanceOre: number;
  /** What is open (a debit) or unapplied (a credit) of it: nothing once it is deleted (voucher-rules `openBalanceOf`). */
  openOre: number;
}

/** `GET debtors/{id}/ledger`: the debtor, every voucher with a running balance, the open items and the totals. */
export async function debtorLedger(customerId: string, debtorId: string) {
  const debtor = await getDebtor(customerId, debtorId);
  const vouchers = await debtorVouchers(customerId, debtorId);
  let running = 0;
  const lines: LedgerLine[] = vouchers.map((v) => {
    if (!v.deletedAt) running += v.side === "debit" ? v.amountOre : -v.amountOre;
    return { ...v, runningBalanceOre: running, openOre: openBalanceOf(v) };
  });
  const live = vouchers.filter((v) => !v.deletedAt);
  const openOre = live.filter((v) => v.side === "debit").reduce((s, v) => s + v.balanceOre, 0);
  const unmatchedOre = live.filter((v) => v.side === "credit").reduce((s, v) => s + v.balanceOre, 0);
  return {
    debtor,
    lines,
    openItems: live.filter((v) => v.side === "debit" && v.balanceOre > 0),
    unmatched: live.filter((v) => v.side === "credit" && v.balanceOre > 0),
    totals: { openOre, unmatchedOre, balanceOre: openOre - unmatchedOre },
    /** Cases against the debtor: the cases issue fills this. */
    cases: [] as unknown[],
  };
}

export interface ListParams {
  page: number;
  rowsPerPage: number;
  desc: boolean;
}

/** True when the page starts after the last of `total` rows: it is empty, and nothing needs to be read. */
export const beyondEnd = (p: Pick<ListParams, "page" | "rowsPerPage">, total: number) =>
  (p.page - 1) * p.rowsPerPage >= total;

async function paged(
  run: { go: (o: Record<string, unknown>) => Promise<{ data: Voucher[]; cursor: string | null }> },
  p: ListParams,
): Promise<Voucher[]> {
  return pageAt(
    ({ cursor, limit, attributes }) =>
      run.go({ cursor, limit, order: p.desc ? "desc" : "asc", ...(attributes ? { attributes } : {}) }),
    p.page,
    p.rowsPerPage,
    ["customerId", "voucherId", "listName", "voucherDate", "dueDate", "debtorId"],
  );
}

/** A page of several lists in voucher-date order: each read up to the page's end, merged (bounded by the page). */
async function mergedPage(
  runs: { go: (o: Record<string, unknown>) => Promise<{ data: Voucher[]; cursor: string | null }> }[],
  p: ListParams,
): Promise<Voucher[]> {
  const end = p.page * p.rowsPerPage;
  const lists = await Promise.all(runs.map((r) => paged(r as never, { ...p, page: 1, rowsPerPage: end })));
  const key = (v: Voucher) => `${v.voucherDate}#${v.voucherId}`;
  const merged = lists.flat().sort((a, b) => (p.desc ? key(b).localeCompare(key(a)) : key(a).localeCompare(key(b))));
  return merged.slice(end - p.rowsPerPage, end);
}

/** A page's list (payments:unmatched, claims:open …) by voucher date; its total from the counter. */
export async function listVouchers(
  customerId: string,
  group: Group,
  state: ListState,
  p: ListParams & { from?: string; to?: string },
): Promise<{ data: Voucher[]; total: number; totalAmountOre: number }> {
  // open claims are the ledger's open items (an open claim with a KID is indexed by its KID, not its list)
  if (group === "claims" && state === "open") return openItems(customerId, { ...p, dueFrom: p.from, dueTo: p.to });
  const listName = `${group}:${state}`;
  const listed = (name: string) => {
    const q = db().entities.voucher.query.byList({ customerId, listName: name });
    return p.from || p.to
      ? q.between({ voucherDate: p.from ?? "0000-00-00" }, { voucherDate: `${p.to ?? "9999-99-99"}~` })
      : q;
  };
  const run = listed(listName);
  // closed claims paid late with interest not yet charged are indexed as interest-due: the list is both, merged
  const total =
    p.from || p.to
      ? {
          count: (await run.go({ pages: "all", attributes: ["voucherId"] as never })).data.length,
          amountOre: 0,
        }
      : await counters(customerId, `list#${listName}`);
  // a page past the end is empty, known from the total without walking the list
  const data = beyondEnd(p, total.count)
    ? []
    : group === "claims" && state === "closed"
      ? await mergedPage([run, listed("interest-due")], p)
      : await paged(run as never, p);
  return { data, total: total.count, totalAmountOre: total.amountOre };
}

/**
 * The ledger's open items by due date, optionally within a due period, with the count and amount of the period
 * from the per-due-date counters: a bounded number of reads for any size of ledger.
 */
export async function openItems(
  customerId: string,
  p: ListParams & { dueFrom?: string; dueTo?: string },
): Promise<{ data: Voucher[]; total: number; totalAmountOre: number }> {
  const q = db().entities.voucher.query.openItems({ customerId });
  const run =
    p.dueFrom || p.dueTo
      ? q.between({ dueDate: p.dueFrom ?? "0000-00-00" }, { dueDate: `${p.dueTo ?? "9999-99-99"}~` })
      : q;
  const total = await counters(customerId, "open#", { from: p.dueFrom, to: p.dueTo });
  const data = beyondEnd(p, total.count) ? [] : await paged(run as never, p);
  return { data, total: total.count, totalAmountOre: total.amountOre };
}

/**
 * The dashboard's ledger figures (SPEC 2), all from counter items, never from the vouchers: payments and credit
 * notes waiting for manual treatment, the open total and its split by days overdue (`open#<dueDate>`, one item per
 * due date, read once), and the payments received this month, in the last 30 days and this year
 * (`paid#<voucherDate>`, at most one item per day since the earliest of those periods began).
 */
export async function ledgerSummary(customerId: string) {
  const today = Clock.today();
  const [payments, creditNotes, open, paid] = await Promise.all([
    counters(customerId, "list#payments:unmatched"),
    counters(customerId, "list#creditNotes:unmatched"),
    counterItems(customerId, "open#"),
    counterItems(customerId, "paid#", { from: receivedFrom(today), to: today }),
  ]);
  const overdue = overdueFigures(open, today);
  return {
    today,
    unmatchedPayments: payments.count,
    unmatchedPaymentsOre: payments.amountOre,
    unmatchedCreditNotes: creditNotes.count,
    unmatchedCreditNotesOre: creditNotes.amountOre,
    openItems: overdue.reduce((s, o) => s + o.count, 0),
    openOre: overdue.reduce((s, o) => s + o.amountOre, 0),
    overdue,
    received: receivedFigures(paid, today),
  };
}

export { statusOf };
