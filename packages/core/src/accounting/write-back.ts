import "./entities"; // registers the entities named here
import "../ledger/entities"; // registers the entities named here
import "../i18n/integrations"; // registers the texts of the keys named here
import { db } from "../dynamo/db";
import { isConditionFailure } from "../dynamo/errors";
import { getVoucher, voucherIdFor } from "../ledger/new-voucher";
import { VOUCHER_TYPES } from "../ledger/voucher-rules";
import { AppError, fieldError } from "../util/error";
import { log } from "../util/log";
import { writeBackJob } from "./accounting.schema";
import { withConnection } from "./connections";
import { writeBackKeyPrefix } from "./ledger-hooks";
import { AccountingError, type Posted, type WriteBack } from "./provider";
import { chosenAccounts } from "./reminder-process-store";

/**
 * The write-back outbox (issue 22; docs/accounting.md "Write-back"): entries made by the ledger's commands
 * (ledger-hooks.ts) or asked for (write-offs), each posted by one keyed job (`accounting.write-back`) with its key,
 * so the system can find an entry posted already. Done: the system's id kept. Refused by the system: failed with its
 * message. A system that does not answer: the job is tried again by the queue, up to `MAX_TRIES`, then failed; a
 * failed entry can be tried again (a new round).
 */

export const MAX_TRIES = 4;

async function readEntry(customerId: string, key: string) {
  const { data } = await db().entities.accountingWriteBack.get({ customerId, key }).go({ consistent: true });
  return data;
}

/** The ledger ref that marks a system's id as collection's own write-back (sync.ts leaves such rows out). */
export const echoRef = (externalId: string) => `echo#${externalId}`;

/**
 * Ends an entry. What the system made for it leaves its echo first, so a sync reading the system's record of a
 * payment or credit note posted from here never brings it into the ledger a second time.
 */
async function ended(
  customerId: string,
  key: string,
  set: { status: "done" | "failed"; error?: string; externalId?: string },
) {
  if (set.status === "done" && set.externalId)
    await db()
      .entities.ledgerRef.put({ customerId, ref: echoRef(set.externalId), targetId: key })
      .go();
  await db().entities.accountingWriteBack.patch({ customerId, key }).set(set).go();
}

/** The longest Retry-After a write-back waits out in its job (a longer one goes back to the queue). */
export const WRITE_BACK_LONGEST_WAIT_MS = 10_000;

/**
 * A rate limit with a short Retry-After (Fiken allows one request at a time per user, so a bookkeeper working in
 * Fiken at that moment answers us 429 for a second) is waited out here, as the sync does, up to three times; a longer
 * one, or a fourth, goes back to the queue (minutes).
 */
async function postWaitingOutLimits<T>(post: () => Promise<T>): Promise<T> {
  for (let waited = 0; ; waited++) {
    try {
      return await post();
    } catch (err) {
      const wait =
        err instanceof AccountingError && err.kind === "rateLimited" ? (err.details.retryAfterMs ?? 1_000) : -1;
      if (wait < 0 || wait > WRITE_BACK_LONGEST_WAIT_MS || waited >= 3) throw err;
      await new Promise((r) => setTimeout(r, wait));
    }
  }
}

/** Posts the entry once (the job's handler); a failure the queue should try again is thrown. */
export async function postWriteBack(customerId: string, key: string): Promise<void> {
  const w = await readEntry(customerId, key);
  if (!w || w.status !== "pending") return;
  // the account the customer's reminder process chose (docs/reminder-processes.md "Where the postings go"): a
  // payment on its bank account, a write-off on its loss account; none chosen, the system's own default
  const accounts = await chosenAccounts(customerId);
  const account = w.kind === "payment" ? accounts.bank : w.kind === "writeOff" ? accounts.loss : undefined;
  const entry = {
    key: w.key,
    invoiceNumber: w.invoiceNumber,
    amountOre: w.amountOre,
    date: w.date,
    ...(account ? { account } : {}),
    ...(w.kind === "writeOff"
      ? { kind: "writeOff" as const, reason: (w.reason ?? "collectionFailed") as "collectionFailed" }
      : w.kind === "payment"
        ? { kind: "payment" as const }
        : { kind: "creditNote" as const }),
  } satisfies WriteBack;
  try {
    const { externalId } = await postWaitingOutLimits(() =>
      withConnection(customerId, (p, conn) => p.writeBack(conn, entry), w.system),
    );
    await ended(customerId, key, { status: "done", externalId });
  } catch (err) {
    if (err instanceof AppError)
      return void (await ended(customerId, key, { status: "failed", error: err.messageKey }));
    if (!(err instanceof AccountingError)) throw err;
    if (err.kind === "rejected")
      return void (await ended(customerId, key, {
        status: "failed",
        error: err.details.detail ?? "integrations.rejected",
      }));
    if (err.kind === "refused" || err.kind === "notFound" || err.kind === "malformed")
      return void (await ended(customerId, key, {
        status: "failed",
        error: `integrations.${err.kind === "refused" ? "refused" : "malformed"}`,
      }));
    // unavailable, rate limited: the queue tries again, until the entry has had its tries
    const { data } = await db()
      .entities.accountingWriteBack.patch({ customerId, key })
      .add({ tries: 1 })
      .go({ response: "all_new" });
    if ((data.tries ?? 0) >= MAX_TRIES)
      return void (await ended(customerId, key, { status: "failed", error: "integrations.unavailable" }));
    log.info("accounting.writeBack.retry", { customerId, key, kind: err.kind });
    throw err;
  }
}

/**
 * What collection posted to `system` on these invoices (the sync's `SyncContext.posted`): the amounts of the done
 * entries of payments and credit notes of each invoice, by its number. A numbered invoice's voucher id is made from
 * its number (ledger/new-voucher.ts) and an entry's key begins with its kind and that id (ledger-hooks.ts), so an
 * invoice costs one Query per kind, whatever the customer's number of entries.
 */
export async function postedTo(
  customerId: string,
  system: string,
  invoiceNumbers: readonly string[],
): Promise<Map<string, Posted>> {
  const out = new Map<string, Posted>();
  const kinds = ["payment", "creditNote"] as const;
  await Promise.all(
    [...new Set(invoiceNumbers)].map(async (number) => {
      const debitId = voucherIdFor({ type: VOUCHER_TYPES.invoice, number });
      const posted: Posted = { payment: 0, creditNote: 0 };
      await Promise.all(
        kinds.map(async (kind) => {
          const { data } = await db()
            .entities.accountingWriteBack.query.byKey({ customerId })
            .begins({ key: writeBackKeyPrefix(kind, debitId) })
            .go({ pages: "all", consistent: true });
          for (const w of data) if (w.status === "done" && w.system === system) posted[kind] += w.amountOre;
        }),
      );
      if (posted.payment > 0 || posted.creditNote > 0) out.set(number, posted);
    }),
  );
  return out;
}

/** Queues the job of an entry's round. */
async function queue(customerId: string, key: string, round: number) {
  const { enqueue } = await import("../jobs/queue");
  await enqueue(writeBackJob, { customerId, key, round });
}

/** POST {id}/write-backs/{key}/retry: a failed entry goes again (a new round, its tries anew). */
export async function retryWriteBack(customerId: string, system: string, key: string): Promise<void> {
  const w = await readEntry(customerId, key);
  if (!w || w.system !== system) throw new AppError("NOT_FOUND", "errors.notFound");
  if (w.status !== "failed") throw new AppError("CONFLICT", "integrations.writeBackNotFailed");
  try {
    await db()
      .entities.accountingWriteBack.patch({ customerId, key })
      .set({ status: "pending", tries: 0, round: w.round + 1 })
      .remove(["error"])
      .where((a, { eq }) => `${eq(a.status, "failed")} AND ${eq(a.round, w.round)}`)
      .go();
  } catch (err) {
    if (isConditionFailure(err)) throw new AppError("CONFLICT", "errors.conflict");
    throw err;
  }
  await queue(customerId, key, w.round + 1);
}

/**
 * POST {id}/write-offs: posts the write-off of invoices that came from the system and are written off in our ledger
 * (what corrections credited to them). Each once: an invoice's write-off has one key (`writeOff:<voucherId>`).
 */
export async function queueWriteOffs(
  customerId: string,
  system: string,
  voucherIds: string[],
  reason: "collectionFailed" | "debtorBankrupt" | "irrecoverable",
): Promise<number> {
  const entries = [];
  for (const [i, voucherId] of [...new Set(voucherIds)].entries()) {
    const v = await getVoucher(customerId, voucherId).catch(() => null);
    if (!v || v.side !== "debit" || v.source !== system || !v.number)
      throw fieldError(`voucherIds.${i}`, "integrations.voucherNotFromSystem");
    let amountOre = 0;
    let date = "";
    for (const a of v.allocations) {
      const credit = await getVoucher(customerId, a.voucherId).catch(() => null);
      if (credit?.type !== VOUCHER_TYPES.correction) continue;
      amountOre += a.amountOre;
      if (credit.voucherDate > date) date = credit.voucherDate;
    }
    if (amountOre === 0) throw fieldError(`voucherIds.${i}`, "integrations.voucherNotWrittenOff");
    entries.push({ voucherId, invoiceNumber: v.number, amountOre, date });
  }
  let queued = 0;
  for (const e of entries) {
    const key = `writeOff:${e.voucherId}`;
    try {
      await db()
        .entities.accountingWriteBack.create({
          customerId,
          key,
          system,
          kind: "writeOff",
          reason,
          status: "pending",
          ...e,
        })
        .go();
    } catch (err) {
      if (isConditionFailure(err)) continue; // posted (or on its way) already: never twice
      throw err;
    }
    await queue(customerId, key, 0);
    queued++;
  }
  return queued;
}
