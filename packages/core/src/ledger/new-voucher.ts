import "./entities"; // registers the entities named here
import "../i18n/ledger"; // registers the texts of the keys named here
import { createHash } from "node:crypto";
import { ulid } from "ulid";
import type { CommandActor } from "../command/actor";
import { Clock } from "../clock";
import { db } from "../dynamo/db";
import { AppError, fieldError } from "../util/error";
import { getDebtor, UNKNOWN_DEBTOR } from "./debtors";
import type { DebtorInput } from "./ledger.schema";
import { getVoucherItem, type Voucher } from "./store";
import { groupOf, indexListOf, numberKindOf, sideOf, type Group, type Side, type VoucherType } from "./voucher-rules";

/**
 * What the ledger's commands share below them: the shape of a new voucher, its id, how it is built, and who acts.
 * No command lives here (vouchers.ts, matching.ts), so both can build on it without importing each other.
 */

export type { Voucher } from "./store";

/** Who runs a ledger command (command/actor.ts). */
export type LedgerActor = CommandActor;

/** An Idempotency-Key (hashed with its scope, the resource) and the fingerprint of the request that carried it. */
export interface IdempotentRequest {
  key: string;
  hash: string;
}

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
  /** The Idempotency-Key request that makes it (idempotency.ts `withKey`): stored with the voucher. */
  request?: IdempotentRequest;
}

const NUMBER_PREFIX = { invoice: "inv", creditNote: "cn", sentence: "sen" } as const;

/**
 * The id of a new voucher. A numbered voucher's id is made from its kind and number, and an imported row's or an
 * idempotent request's from its external id, so the voucher item itself is the uniqueness lock: creating it again
 * fails its `attribute_not_exists` condition (SPEC 5 unique numbers; the same file or request twice is no change),
 * with no lock item beside it. Anything else gets a time-ordered ULID: call it once per voucher.
 */
export function voucherIdFor(input: Pick<NewVoucher, "type" | "number" | "externalId" | "voucherId">): string {
  const kind = numberKindOf(input.type);
  if (kind && input.number) return `${NUMBER_PREFIX[kind]}-${Buffer.from(input.number, "utf8").toString("base64url")}`;
  if (input.externalId) return `x-${createHash("sha256").update(input.externalId).digest("base64url").slice(0, 32)}`;
  return input.voucherId ?? ulid();
}

/** True when the id comes from the input (a number, a source row, a key): the item may exist already. */
export const derivedId = (input: NewVoucher) => (!!numberKindOf(input.type) && !!input.number) || !!input.externalId;

/** "Invoice {invoiceNumber} already exists in the product" (or the credit-note and sentence texts), on `field`. */
export const duplicateError = (type: number, number: string, field = "number") => {
  const kind = numberKindOf(type);
  const key =
    kind === "sentence"
      ? "ledger.sentenceNumberExists"
      : kind === "creditNote"
        ? "ledger.creditNoteNumberExists"
        : "ledger.invoiceNumberExists";
  return fieldError(field, key, { invoiceNumber: number, number });
};

/** Builds the stored voucher (not yet written) for a debtor; `voucherId` when the caller has minted it already. */
export function buildVoucher(
  customerId: string,
  debtor: { debtorId: string; name?: string; debtorName?: string; customerNumber: string },
  input: NewVoucher,
  actor: { userId: string },
  voucherId: string = voucherIdFor(input),
): Voucher {
  const side = sideOf(input.type, input.side);
  const now = Clock.nowMs();
  const v = {
    customerId,
    voucherId,
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

/** The debtor a new voucher names: by id (a read), the unknown debtor, or none given (the unknown debtor). */
export async function debtorOf(customerId: string, debtorId: string | undefined) {
  if (!debtorId || debtorId === UNKNOWN_DEBTOR.debtorId) return { ...UNKNOWN_DEBTOR, name: "" };
  return getDebtor(customerId, debtorId);
}

export async function getVoucher(customerId: string, voucherId: string, group?: Group): Promise<Voucher> {
  const v = await getVoucherItem(customerId, voucherId);
  if (!v || (group && groupOf(v.type) !== group)) throw new AppError("NOT_FOUND", "errors.notFound");
  return v;
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
