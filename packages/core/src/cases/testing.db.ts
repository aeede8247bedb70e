// Test support for the cases' db tests (not a test itself), the one world they share: a customer with an allowance,
// debtors, cases started from real invoices, steps run through the real step runner (the clock moved to when the
// law allows), and the refusal a promise rejects with.
import "../accounts/entities"; // registers the entities named here
import "./ledger-hooks"; // registers what the ledger's commands mean for cases (the helpers write invoices)
import "./letter-hooks"; // registers what a letter means for its case (the tests render the letters their steps queue)
import "../i18n/law"; // registers the texts of the keys named here
import { ulid } from "ulid";
import { Clock } from "../clock";
import { db } from "../dynamo/db";
import { committed } from "../dynamo/transaction";
import { petitionBodyOf, serviceBodyOf } from "../reference/court-lookup";
import { seedReferenceData } from "../reference/seed";
import type { DebtorLanguage, DebtorType } from "../ledger/debtor-rules";
import { saveDebtor } from "../ledger/debtors";
import { loadPublicHolidays, nextSendingTime } from "../law/sending-window";
import { VOUCHER_TYPES, type VoucherType } from "../ledger/voucher-rules";
import { createVoucher } from "../ledger/vouchers";
import { pdfText } from "../letters/pdf/extract-text";
import { AppError } from "../util/error";
import { credit } from "../billing/entitlements";
import { StartCaseInput } from "./case.schema";
import { startCase } from "./start";
import { availableSteps, type CaseStepItem } from "./steps/available";
import { runStep } from "./steps/run";
import { releasePlannedLetters } from "./steps/sweep";
import { caseWriteItems, getCase, nextVersion, releaseClaimItems } from "./store";
import type { StepKind } from "./vocabulary";

export const actor = { userId: "u-ops", name: "Ola Saksbehandler" };

export const at = (iso: string) => {
  Clock.setNow(new Date(iso));
  return Clock.now();
};

/** A letter's PDF as one line of text (no-break spaces as spaces), for `toContain`. */
export const flatPdf = (pdf: Uint8Array) =>
  pdfText(pdf)
    .replace(/\u00a0/g, " ")
    .replace(/\s+/g, " ");

export interface CustomerOpts {
  name?: string;
  /** The allowance granted (30 cases, 100 sends unless said); `allowance: false` grants none. */
  cases?: number;
  sends?: number;
  allowance?: false;
  /** Other fields of the customer account (e.g. its e-mail, phone or logo). */
  fields?: Record<string, string>;
}

/** A customer account able to collect (an organisation number, an address, an account number). */
export async function newCustomer(opts: CustomerOpts = {}): Promise<string> {
  const customerId = ulid();
  await db()
    .entities.customer.create({
      customerId,
      name: opts.name ?? "Kreditor AS",
      orgNumber: "999999999",
      address: "Storgata 1",
      postNumber: "0155",
      city: "Oslo",
      accountNumber: "12345678903",
      ...opts.fields,
    })
    .go();
  if (opts.allowance !== false && (opts.cases !== 0 || opts.sends !== 0))
    await credit(customerId, { cases: opts.cases ?? 30, halfSends: (opts.sends ?? 100) * 2 }, "test", {
      userId: "system",
    });
  return customerId;
}

/** A user of the customer ("Kari Kreditor", an owner unless told) with the language given; its id. */
export async function newMember(customerId: string, opts: { language?: "no" | "en"; permission?: string } = {}) {
  const userId = ulid();
  await db()
    .entities.user.create({
      userId,
      email: `${userId.toLowerCase()}@example.test`,
      firstName: "Kari",
      lastName: "Kreditor",
      phone: "+47 22 00 00 00",
      passwordHash: "x",
      language: opts.language ?? "no",
    })
    .go();
  await db()
    .entities.membership.create({ customerId, userId, permission: opts.permission ?? "owner" })
    .go();
  return userId;
}

export interface DebtorOpts {
  name?: string;
  customerNumber?: string;
  type?: DebtorType;
  /** An address of its own by default; false: none (its letters go by post). */
  email?: false;
  language?: DebtorLanguage;
  /** ISO 3166-1 alpha-2; absent: Norway. */
  country?: string;
}

/**
 * A debtor of the customer (a person "Kari Nordmann" 10001, a company "Kunde AS", a sole proprietorship "Kari
 * Nordmann Rør" with an organisation number); its id.
 */
export async function newDebtor(customerId: string, opts: DebtorOpts = {}) {
  const type = opts.type ?? "person";
  const { debtor } = await saveDebtor(customerId, {
    type,
    name:
      opts.name ?? { person: "Kari Nordmann", "sole-proprietorship": "Kari Nordmann Rør", company: "Kunde AS" }[type],
    customerNumber: opts.customerNumber ?? "10001",
    orgNumber: type === "person" ? undefined : "923609016",
    postcode: "0150",
    city: "Oslo",
    address: "Gata 2",
    email: opts.email === false ? undefined : `d-${ulid().slice(-8).toLowerCase()}@example.no`,
    language: opts.language,
    country: opts.country,
  });
  return debtor.debtorId;
}

export interface CaseOpts {
  amountOre?: number;
  voucherDate?: string;
  dueDate?: string;
  type?: VoucherType;
  /** How many invoices (claims) the case starts with. */
  claims?: number;
  /** The (first) invoice's number; a unique one by default. */
  number?: string;
  kid?: string;
  /** The (first) invoice's description: what it is for. */
  description?: string;
}

let numbers = 0;
/** A case of `claims` invoices of the debtor (started, so it is waiting or ready). */
export async function newCase(
  customerId: string,
  debtorId: string,
  opts: CaseOpts = {},
): Promise<{ caseId: string; voucherId: string; voucherIds: string[] }> {
  const voucherIds: string[] = [];
  for (let i = 0; i < (opts.claims ?? 1); i++) {
    const v = await createVoucher(
      customerId,
      {
        type: opts.type ?? VOUCHER_TYPES.invoice,
        number: (i === 0 && opts.number) || `F-${++numbers}-${ulid().slice(-4)}`,
        voucherDate: opts.voucherDate ?? "2026-09-01",
        dueDate: opts.dueDate ?? "2026-10-01",
        amountOre: opts.amountOre ?? 1_000_00,
        debtorId,
        kid: i === 0 ? opts.kid : undefined,
        description: i === 0 ? opts.description : undefined,
      },
      actor,
    );
    voucherIds.push(v.voucherId);
  }
  const { case: c } = await startCase(customerId, StartCaseInput.parse({ debtorId, voucherIds }), actor);
  return { caseId: String(c.caseNumber), voucherId: voucherIds[0]!, voucherIds };
}

/** Closes a case as the close operation does: its status, and its claims' locks released, in one transaction. */
export async function closeCase(customerId: string, caseId: string) {
  const c = await getCase(customerId, caseId);
  const after = nextVersion(c, { status: "closed", closeReason: "nothing-to-pay", closedAt: Clock.nowMs() });
  await committed(
    db()
      .transaction.write((e) => [
        ...caseWriteItems(e, c, after, { kind: "closed", by: actor.userId }),
        ...releaseClaimItems(e, c),
      ])
      .go(),
  );
}

/**
 * The ladder step a forced step's refusal asks for first (law/forced-steps.ts, inkassoloven §§ 9-10), or null: the
 * fixtures below run it, as a user following the reason would.
 */
export const LADDER_STEP_ASKED: Readonly<Record<string, StepKind>> = {
  "law.rule.legalNeedsDebtCollectionNotice": "debt-collection-notice",
  "law.rule.legalNeedsPaymentDemand": "payment-demand",
};

/**
 * The case's next step of `kind` once the law allows it, moving the clock to the first day it does when it must
 * wait; a forced step first runs the inkassovarsel and betalingsoppfordring its refusal asks for.
 */
export async function readyStep(customerId: string, caseId: string, kind: StepKind) {
  for (let i = 0; i < 6; i++) {
    const offered = (await availableSteps(customerId, caseId, Clock.now())).data.find((s) => s.kind === kind);
    if (!offered) throw new Error(`no ${kind} offered on case ${caseId}`);
    if (offered.allowed) return offered;
    const first = LADDER_STEP_ASKED[offered.reasons[0]?.rule ?? ""];
    if (first && first !== kind) await runKind(customerId, caseId, first);
    else if (!offered.earliestDate)
      throw new Error(`${kind} refused: ${offered.reasons.map((r) => r.textEn).join(" ")}`);
    else at(`${offered.earliestDate}T10:00:00Z`);
  }
  throw new Error(`${kind} never allowed on case ${caseId}`);
}

/** Runs the case's next step of `kind` when the law allows it (`readyStep`). */
export async function runKind(customerId: string, caseId: string, kind: StepKind): Promise<CaseStepItem> {
  const offered = await readyStep(customerId, caseId, kind);
  // a petition (and a served notice) is addressed from the reference lists (the sample covers the debtors' Oslo postcode)
  if (petitionBodyOf(kind) || serviceBodyOf(kind)) await seedReferenceData();
  return (await runStep(customerId, caseId, { stepId: offered.stepId }, actor, { now: Clock.now() })).step;
}

/** The AppError a promise rejects with (fails when it resolves). */
export async function refusalOf(p: Promise<unknown>): Promise<AppError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(err instanceof AppError)) throw err ?? new Error("no refusal");
  return err;
}

/**
 * Moves the clock into the sending window (an hour after its next opening) when it is outside it: a test that sends
 * letters or mails without pinning the day must not depend on the hour it runs (letters wait for the window).
 */
export async function inSendingWindow(): Promise<void> {
  await loadPublicHolidays();
  const now = Clock.now();
  const next = nextSendingTime(now);
  if (next.getTime() > now.getTime()) Clock.setNow(new Date(next.getTime() + 3_600_000));
}

/** What the sweep's release job does for one customer now (steps/sweep.ts): its due planned letters queued. */
export const releaseDue = (customerId: string) =>
  releasePlannedLetters({ customerId, at: Clock.now().toISOString(), page: 0 });
