import "./entities"; // registers the entities named here
import "../i18n/cases"; // registers the texts of the keys named here
import "../i18n/reminder-processes"; // registers the texts of the keys named here
import "./ledger-hooks"; // registers what the ledger's commands mean for cases (it writes the claims typed in)
import { readCustomerAccount } from "../accounts/customer-settings";
import { activityWrite } from "../activity/activity";
import { Clock } from "../clock";
import { readCounters, sequenceStep } from "../dynamo/counters";
import { db } from "../dynamo/db";
import { committed, failedAt, TransactionCanceledError } from "../dynamo/transaction";
import { idempotentRequest, keyReused } from "../command/idempotency";
import { type LedgerActor } from "../ledger/new-voucher";
import { getDebtorItem, getVoucherItem, type Debtor, type Voucher } from "../ledger/store";
import { createVouchers, withKey } from "../ledger/vouchers";
import { countryOf, DEFAULT_COUNTRY } from "../ledger/debtor-rules";
import { VOUCHER_TYPE_OF_INVOICE_TYPE, voucherDescription, type InvoiceType } from "../ledger/voucher-rules";
import { AppError, fieldError } from "../util/error";
import { formatNok } from "../util/format-money";
import { actorName } from "./actor-names";
import { consume, refusalAt, refuseShort, type Use } from "../billing/entitlements";
import type { CaseClaimView } from "./case-views.schema";
import { DEFAULT_MINIMUM_OWED_ORE, type StartCase } from "./case.schema";
import {
  allRent,
  CASE_COUNTERS,
  caseCounterDelta,
  caseKeyOf,
  claimTypeOf,
  missingCustomerFields,
  openedStatus,
  searchRefsOf,
} from "./case-rules";
import { caseProcedures, type ProcedureFacts } from "./procedures";
import { caseWriteItems, getCaseItem, type Case } from "./store";
import { retrying } from "../command/retrying";
import { hasReminderProcess } from "../accounting/reminder-process-store";
import { activityOf, activityWritten } from "../command/actor";

/**
 * Starting a case (SPEC 5 and 8, issue 10 "Cases"): one debtor, its open ledger items and/or typed claims, in one
 * transaction: the case (its number from the customer's counter, conditioned on the value read, so concurrent
 * starts get consecutive numbers and none is skipped), a lock per claim (an open item is in at most one active case),
 * the allowance's case and its usage record (billing/entitlements.ts), the counters, the search refs, the event and
 * the request's activity entry.
 */

/** Who acts on a case; `name` (else looked up by `actorName`) is the `byName` its events show. */
export type CaseActor = LedgerActor & { name?: string };

/** The Idempotency-Key of a start (ledger/idempotency.ts), and the request it came with. */
export interface StartRequest {
  key: string;
  method: string;
  path: string;
  body: unknown;
}

const refusal = (field: string, key: Parameters<typeof fieldError>[1], params: Record<string, string> = {}) =>
  new AppError("VALIDATION", key, params, { [field]: [key] });

/** The ref that names the case a keyed request started (a repeat finds it). */
const idemRef = (hashedKey: string) => `!idem#${hashedKey}`;

/** The open debit of the debtor that a voucher id names, or the refusal that says why it cannot be claimed. */
function claimable(v: Voucher | null, id: string, debtor: Debtor): Voucher {
  if (!v) throw refusal("voucherIds", "cases.claimNotOpen", { number: id });
  if (v.debtorId !== debtor.debtorId) throw refusal("voucherIds", "cases.otherDebtor");
  if (v.side !== "debit" || v.balanceOre <= 0 || v.deletedAt)
    throw refusal("voucherIds", "cases.claimNotOpen", { number: v.number ?? v.invoiceNumber ?? id });
  return v;
}

/** The bound of a claim's description: what the letters' «Gjelder» column and sentence can hold (letter-model). */
const CLAIM_DESCRIPTION_MAX = 200;

const claimOf = (caseId: string, v: Voucher, source: "ledger" | "typed", at: number): CaseClaimView => ({
  caseId,
  voucherId: v.voucherId,
  type: v.type,
  invoiceType: v.invoiceType ?? undefined,
  claimType: claimTypeOf(v),
  number: v.number ?? v.invoiceNumber ?? undefined,
  description: voucherDescription(v.description, CLAIM_DESCRIPTION_MAX),
  kid: v.kid ?? undefined,
  voucherDate: v.voucherDate,
  dueDate: v.dueDate,
  amountOre: v.amountOre,
  openOre: v.balanceOre,
  source,
  addedAt: at,
});

interface Checked {
  debtor: Debtor;
  picked: Voucher[];
  procedure: ProcedureFacts;
  minimumOwedOre: number;
  rent: boolean;
  foreign: boolean;
  debtorCountry: string;
}

/** Every rule that needs no write, in the order the wizard meets them; typed claims are not yet in the ledger. */
async function check(customerId: string, input: StartCase): Promise<Checked> {
  const [account, debtor, ...picked] = await Promise.all([
    readCustomerAccount(customerId),
    getDebtorItem(customerId, input.debtorId),
    ...input.voucherIds.map((id) => getVoucherItem(customerId, id)),
  ]);
  if (!account.customer || account.customer.deletedAt) throw new AppError("NOT_FOUND", "errors.notFound");
  if (!debtor) throw refusal("debtorId", "errors.notFound");
  if (missingCustomerFields(account.customer).length > 0) throw refusal("customer", "cases.missingCustomerInformation");
  const vouchers = picked.map((v, i) => claimable(v, input.voucherIds[i]!, debtor));
  const types = [
    ...vouchers,
    ...input.claims.map((c) => ({ type: VOUCHER_TYPE_OF_INVOICE_TYPE[c.invoiceType as InvoiceType] })),
  ];
  const total = vouchers.reduce((s, v) => s + v.balanceOre, 0) + input.claims.reduce((s, c) => s + c.amount, 0);
  if (total <= 0) throw refusal("claims", "cases.totalNotPositive");
  const minimumOwedOre = input.minimumOwed ?? account.caseSetting?.minimumOwedOre ?? DEFAULT_MINIMUM_OWED_ORE;
  if (total < minimumOwedOre)
    throw refusal("minimumOwed", "cases.belowMinimumOwed", {
      amount: formatNok(total),
      minimum: formatNok(minimumOwedOre),
    });
  const rent = allRent(types);
  const procedureId =
    input.procedureId ?? (await caseProcedures().procedureFor(debtor.type, { rent }).catch(() => null));
  const procedure = procedureId ? await caseProcedures().facts(procedureId) : null;
  if (!procedure) throw refusal("procedureId", "cases.unknownProcedure");
  if (input.reminderProcessId && !(await hasReminderProcess(customerId, input.reminderProcessId)))
    throw refusal("reminderProcessId", "reminderProcesses.notFound");
  // a debtor abroad may be reminded and warned; only the forced steps are refused, by the law (SPEC 8)
  const debtorCountry = countryOf(debtor);
  const foreign = debtorCountry !== DEFAULT_COUNTRY;
  if (input.open) requireAskedDates(procedure, input);
  if (input.open) refuseShort(account.caseAllowance, { kind: "case-start" });
  return { debtor, picked: vouchers, procedure, minimumOwedOre, rent, foreign, debtorCountry };
}

/** SPEC 5: held date and notification date are required where the procedure asks for them. */
export function requireAskedDates(p: ProcedureFacts, d: { heldDate?: string; notificationDate?: string }) {
  if (p.asksHeldDate && !d.heldDate) throw refusal("heldDate", "cases.heldDateRequired");
  if (p.asksNotificationDate && !d.notificationDate)
    throw refusal("notificationDate", "cases.notificationDateRequired");
}

/** The case a keyed request started before: answered again; the key with another request is refused. */
async function repeatOf(customerId: string, request: { key: string; hash: string }): Promise<Case | null> {
  const { data } = await db()
    .entities.caseRef.get({ customerId, ref: idemRef(request.key) })
    .go({ consistent: true });
  if (!data) return null;
  const existing = await getCaseItem(customerId, data.caseId);
  if (!existing || existing.requestHash !== request.hash) throw keyReused();
  return existing;
}

/**
 * POST /cases: starts a case (or saves it not started, `open: false`). Returns the case and whether this call
 * made it (a repeat of a keyed request answers the first case with `created: false`).
 */
export async function startCase(
  customerId: string,
  input: StartCase,
  actor: CaseActor,
  req?: StartRequest,
): Promise<{ case: Case; created: boolean }> {
  const request = req && idempotentRequest("cases", req.key, req.method, req.path, req.body);
  if (request) {
    const first = await repeatOf(customerId, request);
    if (first) return { case: first, created: false };
  }
  const checked = await check(customerId, input);
  // typed claims become invoices of the debtor's ledger first (the ledger's own command and rules: unique numbers,
  // counters, matching); a keyed repeat finds them as its own (docs/cases.md "Typed claims")
  const typed = await createVouchers(
    customerId,
    input.claims.map((c, n) =>
      withKey(
        {
          type: VOUCHER_TYPE_OF_INVOICE_TYPE[c.invoiceType as InvoiceType],
          invoiceType: c.invoiceType as InvoiceType,
          number: c.number,
          voucherDate: c.voucherDate,
          dueDate: c.dueDate,
          amountOre: c.amount,
          kid: c.kid,
          reference: c.reference,
          description: c.description,
          debtorId: checked.debtor.debtorId,
        },
        req && `${req.key}:${n}`,
        req && { scope: "cases", method: req.method, path: req.path, body: req.body },
      ),
    ),
    { userId: actor.userId },
  );
  // the event's byName (the activity object is shared, so marking it written still reaches the caller's actor)
  const named: CaseActor = { ...actor, name: await actorName(actor) };
  try {
    return {
      case: await retrying(() => insert(customerId, input, checked, typed, named, request), START_TRIES),
      created: true,
    };
  } catch (err) {
    if (err instanceof AppError && request) {
      const first = await repeatOf(customerId, request).catch(() => null);
      if (first) return { case: first, created: false };
    }
    throw err;
  }
}

const MAX_ITEMS = 100;

/**
 * Tries of a start (retrying's default is 8). Every start conditions the customer's `case-number` on the value it
 * read (the numbers stay gap-free: docs/cases.md), so starts of one customer at once commit one at a time and each
 * round has one winner: measured (`npm run bench -- case-number`, docs/scale.md) 0.5 % of starts ran out of 8 tries
 * at 5 at once and 2.5 % at 10, each then a 503 or a job retried 90 minutes later. With 20 (the pause is capped at
 * 645 ms, so at most about 10 s in all) none did; the number stays conditioned, so nothing is given twice or skipped.
 */
const START_TRIES = 20;

async function insert(
  customerId: string,
  input: StartCase,
  c: Checked,
  typed: Voucher[],
  actor: CaseActor,
  request: { key: string; hash: string } | undefined,
): Promise<Case> {
  const n = (await readCounters(customerId, [CASE_COUNTERS.number]))[CASE_COUNTERS.number]!.count;
  const caseNumber = n + 1;
  const caseId = String(caseNumber);
  const now = Clock.nowMs();
  const claims = [
    ...c.picked.map((v) => claimOf(caseId, v, "ledger", now)),
    ...typed.map((v) => claimOf(caseId, v, "typed", now)),
  ].sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  const dueDate = claims[0]!.dueDate;
  const today = Clock.today();
  const item: Case = {
    customerId,
    caseKey: caseKeyOf(caseNumber),
    caseNumber,
    debtorId: c.debtor.debtorId,
    debtorName: c.debtor.name,
    debtorType: c.debtor.type,
    customerNumber: c.debtor.customerNumber,
    procedureId: c.procedure.id,
    ...(input.reminderProcessId ? { reminderProcessId: input.reminderProcessId } : {}),
    status: input.open ? openedStatus(dueDate, today) : "not-started",
    stepKey: "none",
    principalOre: claims.reduce((s, cl) => s + cl.openOre, 0),
    interestOre: 0,
    feesOre: 0,
    paidOre: 0,
    claims,
    claimTypes: [...new Set(claims.map((cl) => cl.claimType))],
    kid: claims.find((cl) => cl.kid)?.kid,
    invoiceNumber: claims.find((cl) => cl.number)?.number,
    dueDate,
    heldDate: input.heldDate,
    notificationDate: input.notificationDate,
    autoPilot: input.autoPilot,
    rent: c.rent,
    foreign: c.foreign,
    debtorCountry: c.debtorCountry,
    minimumOwedOre: c.minimumOwedOre,
    createdDay: today,
    startedAt: input.open ? now : undefined,
    createdBy: actor.userId,
    requestKey: request?.key,
    requestHash: request?.hash,
    version: 1,
    createdAt: now,
    updatedAt: now,
  };
  const activity = activityOf(actor);
  // a started case pays one case: the allowance's item and its usage record
  const use: Use = { kind: "case-start", caseId, by: actor.userId };
  const fixed = 1 + 8 + claims.length + (input.open ? 2 : 0) + (request ? 1 : 0) + (activity ? 4 : 0);
  const refs = searchRefsOf(item).slice(0, MAX_ITEMS - fixed);
  const lockAt = 1 + caseWriteItemsCount(item);
  const allowanceAt = lockAt + claims.length;
  let paid = 0;
  try {
    await committed(
      db()
        .transaction.write((e) => {
          const pay = input.open ? consume(e, customerId, use) : [];
          paid = pay.length;
          return [
            sequenceStep(e, customerId, CASE_COUNTERS.number, n),
            ...caseWriteItems(e, null, item, {
              kind: "created",
              by: actor.userId,
              byName: actor.name,
              data: { claims: claims.length },
            }),
            ...claims.map((cl) => e.caseClaimLock.create({ customerId, voucherId: cl.voucherId, caseId }).commit()),
            ...pay,
            ...(request ? [e.caseRef.create({ customerId, ref: idemRef(request.key), caseId }).commit()] : []),
            ...refs.map((ref) => e.caseRef.put({ customerId, ref, caseId }).commit()),
            ...(activity ? activityWrite(e, { ...activity, targetId: caseId }) : []),
          ];
        })
        .go(),
    );
  } catch (err) {
    const locked = claims.findIndex((_, i) => failedAt(err, lockAt + i));
    if (locked >= 0) throw await inCase(customerId, claims[locked]!);
    const refused = input.open ? refusalAt(err, allowanceAt, use) : null;
    if (refused) throw refused;
    if (request && failedAt(err, allowanceAt + paid)) throw new AppError("CONFLICT", "errors.conflict");
    throw err;
  }
  activityWritten(actor);
  return item;
}

/** The number of items `caseWriteItems` gives for a new case: its put, its counters, its event. */
const caseWriteItemsCount = (item: Case) => 2 + caseCounterDelta(null, item).size;

/** "The claim {number} is already in case {caseNumber}" for a claim whose lock another case holds. */
async function inCase(customerId: string, claim: CaseClaimView): Promise<AppError> {
  const lock = (
    await db().entities.caseClaimLock.get({ customerId, voucherId: claim.voucherId }).go({ consistent: true })
  ).data;
  return refusal("voucherIds", "cases.claimInCase", {
    number: claim.number ?? claim.voucherId,
    caseNumber: lock?.caseId ?? "?",
  });
}

export { TransactionCanceledError };
