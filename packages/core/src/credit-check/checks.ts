import "../i18n/credit-check"; // registers the texts of the keys named here
import "./entities"; // registers the entities named here
import { ulid } from "ulid";
import { activityWrite } from "../activity/activity";
import { consume, readAllowance, refusalAt, refuseShort, type Use } from "../billing/entitlements";
import { Clock } from "../clock";
import { activityOf, activityWritten, type CommandActor } from "../command/actor";
import { firstOf, idempotentRequest } from "../command/idempotency";
import { DAY_PREFIXES } from "../cases/case-rules";
import { readCounterRange } from "../dynamo/counters";
import { db } from "../dynamo/db";
import { committed, failedAt } from "../dynamo/transaction";
import { retrying } from "../command/retrying";
import { dayOf, liveReport, viewOf, type CheckItem } from "./history";
import { requireVerified } from "./verification";
import { AppError } from "../util/error";
import { normaliseIdentifier } from "../util/identifiers";
import {
  birthDateOfNationalId,
  CompanyCheckInput,
  isoOfNorwegianDate,
  PersonCheckInput,
  type CompanyHit,
  type CreditCheckResult,
  type CreditReport,
} from "./credit.schema";
import type { CreditProvider, PersonQuery } from "./provider";

/**
 * The credit check (issue 21; docs/credit-check.md): a verified owner checks a private person (with a justified
 * need) or a company through the bureau (credit-check/provider.ts). Before the bureau is asked: the user verified,
 * a credit check left on the allowance, and not too many checks without new cases. A report found is written in one
 * transaction with its check, the credit check used (billing/entitlements.ts) and the activity entry; a person's
 * report is readable 24 hours and then gone (the history keeps that the check was made, of whom, why and by whom).
 * Several persons found, or none, cost nothing and write nothing.
 */

/** A person's report is readable this long (SPEC 4 and 9: kept only 24 hours). */
export const PERSON_REPORT_MS = 24 * 60 * 60_000;
/**
 * "Too many searches without starting a new case" (SPEC 8), decided (docs/credit-check.md): within the last
 * `SEARCH_WINDOW_DAYS` days a customer may make `FREE_SEARCHES` checks, and `SEARCHES_PER_CASE` more for each case
 * it started in them.
 */
export const SEARCH_WINDOW_DAYS = 30;
export const FREE_SEARCHES = 10;
export const SEARCHES_PER_CASE = 2;

export interface CheckRequest {
  key: string;
  method: string;
  path: string;
  body: unknown;
}

async function provider(): Promise<CreditProvider> {
  const { creditProvider } = await import("./creditsafe");
  return creditProvider();
}

// ---------------------------------------------------------------------------------------------------------
// Before the bureau is asked

/** How many checks the customer may still make now (SPEC 8's "too many searches", decided above). */
export async function searchesLeft(customerId: string): Promise<number> {
  const since = Clock.nowMs() - SEARCH_WINDOW_DAYS * 24 * 60 * 60_000;
  const [started, checks] = await Promise.all([
    readCounterRange({ scope: customerId, prefix: DAY_PREFIXES.day, from: dayOf(since), to: Clock.today() }),
    db()
      .entities.creditCheck.query.byCustomer({ customerId })
      .gte({ checkId: ulid(since).slice(0, 10) })
      .go({ pages: "all", attributes: ["checkId"] }),
  ]);
  const cases = started.reduce((s, [, v]) => s + v.count, 0);
  return FREE_SEARCHES + SEARCHES_PER_CASE * cases - checks.data.length;
}

async function requireMayCheck(customerId: string, userId: string): Promise<void> {
  await requireVerified(userId);
  refuseShort(await readAllowance(customerId), { kind: "credit-check" });
  if ((await searchesLeft(customerId)) <= 0) throw new AppError("TOO_MANY_REQUESTS", "creditCheck.tooManySearches");
}

// ---------------------------------------------------------------------------------------------------------
// Checking

/** Companies the bureau has by name (free: a report is what costs). */
export async function searchCompanies(userId: string, name: string): Promise<CompanyHit[]> {
  await requireVerified(userId);
  return (await provider()).searchCompanies({ name });
}

interface Subject {
  kind: "person" | "company";
  /** The language of the user who checks: the PDF's. */
  lang?: "no" | "en";
  purpose?: PersonCheckInput["purpose"];
  caseId?: string;
}

/** The check a keyed request made before, answered again (the key with another request: 422). */
async function repeatOf(customerId: string, request: { key: string; hash: string }): Promise<CreditCheckResult | null> {
  const { data } = await db()
    .entities.unique.get({ field: `credit-check-key#${customerId}`, value: request.key })
    .go({ consistent: true });
  if (!data) return null;
  const first = firstOf(
    await db()
      .entities.creditCheck.get({ customerId, checkId: data.ownerId })
      .go({ consistent: true })
      .then((r) => r.data),
    request.hash,
  );
  const report = await liveReport(first);
  return { outcome: "report", check: viewOf(first, report !== null), report, candidates: [] };
}

/** Writes a found report: the check, its report, the credit check used and the activity entry, in one transaction. */
async function save(
  customerId: string,
  actor: CommandActor,
  subject: Subject,
  report: CreditReport,
  bureau: CreditProvider,
  request: { key: string; hash: string } | undefined,
): Promise<CreditCheckResult> {
  const now = Clock.nowMs();
  const checkId = ulid(now);
  const person = subject.kind === "person";
  const item: CheckItem = {
    customerId,
    checkId,
    kind: subject.kind,
    subjectName: report.subject.name,
    ...(report.subject.orgNumber ? { orgNumber: report.subject.orgNumber } : {}),
    ...(report.subject.birthDate ? { birthDate: report.subject.birthDate } : {}),
    ...(subject.purpose ? { purpose: subject.purpose } : {}),
    ...(subject.caseId ? { caseId: subject.caseId } : {}),
    provider: bureau.name,
    byUserId: actor.userId,
    ...(actor.byName ? { byName: actor.byName } : {}),
    at: now,
    ...(!person && report.riskClass ? { riskClass: report.riskClass } : {}),
    ...(person ? { reportUntil: now + PERSON_REPORT_MS } : {}),
    // the copy to the person: the bureau sends it (Creditsafe does); recorded with the check
    ...(person && bureau.sendsNoticeCopy ? { noticeCopyBy: "bureau" as const, noticeCopyAt: now } : {}),
    ...(request ? { requestKey: request.key, requestHash: request.hash } : {}),
    createdAt: now,
  };
  const use: Use = {
    kind: "credit-check",
    ref: checkId,
    by: actor.userId,
    ...(subject.caseId ? { caseId: subject.caseId } : {}),
  };
  const activity = activityOf(actor);
  const useAt = 2 + (request ? 1 : 0);
  const first = await retrying(async () => {
    // the same key at once: the first one's check is the answer
    const made = request ? await repeatOf(customerId, request) : null;
    if (made) return made;
    try {
      await committed(
        db()
          .transaction.write((e) => [
            e.creditCheck.create(item).commit(),
            e.creditReport
              .create({
                customerId,
                checkId,
                report: JSON.stringify(report),
                ...(person ? { expiresAt: Math.ceil((now + PERSON_REPORT_MS) / 1000) } : {}),
              })
              .commit(),
            ...(request
              ? [
                  e.unique
                    .create({ field: `credit-check-key#${customerId}`, value: request.key, ownerId: checkId })
                    .commit(),
                ]
              : []),
            ...consume(e, customerId, use),
            ...(activity ? activityWrite(e, { ...activity, targetId: checkId }) : []),
          ])
          .go(),
      );
    } catch (err) {
      // the key taken by a request that committed first (whatever else failed with it, the allowance it used
      // too): retried, the read above finds that check and answers it
      if (request && failedAt(err, 2)) throw err;
      const refused = refusalAt(err, useAt, use);
      if (refused) throw refused;
      throw err; // contention: read and try again
    }
    return null;
  });
  if (first) return first;
  activityWritten(actor);
  // the PDF is made by a job (pdfkit never reaches an API function): queued after the check is written
  const [{ enqueue }, { creditReportPdfJob }] = await Promise.all([
    import("../jobs/queue"),
    import("./credit-check.spec"),
  ]);
  await enqueue(creditReportPdfJob, { customerId, checkId, lang: subject.lang ?? "no" }, { customerId });
  return { outcome: "report", check: viewOf(item, true), report, candidates: [] };
}

/** A name as the bureau's consumer search takes it: the last word the surname, the rest the first names. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/);
  return { firstName: words.slice(0, -1).join(" "), lastName: words[words.length - 1] ?? "" };
}

/** "Storgata 1B" → street "Storgata", house number "1B". */
export function splitStreet(address: string): { street: string; houseNo: string } | null {
  const m = /^(.*\S)\s+(\d+\s*[A-Za-zÆØÅæøå]?)\b/.exec(address.trim());
  return m ? { street: m[1]!, houseNo: m[2]!.replace(/\s+/g, "") } : null;
}

export interface CheckOptions {
  /** The case whose debtor is checked (POST case-credit-check/{type}). */
  caseId?: string;
  /** An Idempotency-Key request: the same request again answers the first check. */
  request?: CheckRequest;
  lang?: "no" | "en";
}

/**
 * Before the bureau is asked: a keyed repeat answers the first check; otherwise the user must be verified, a
 * credit check left and not too many made (`requireMayCheck`).
 */
async function beforeAsking(customerId: string, userId: string, opts: CheckOptions) {
  const r = opts.request;
  const keyed = r && idempotentRequest("credit-checks", r.key, r.method, r.path, r.body);
  const first = keyed ? await repeatOf(customerId, keyed) : null;
  if (!first) await requireMayCheck(customerId, userId);
  return { keyed, first };
}

/** A check of a private person (POST users/{id}/credit-check, kind person). */
export async function checkPerson(
  customerId: string,
  actor: CommandActor,
  input: PersonCheckInput,
  opts: CheckOptions = {},
): Promise<CreditCheckResult> {
  const { keyed, first } = await beforeAsking(customerId, actor.userId, opts);
  if (first) return first;
  const street = splitStreet(input.street ?? "")!;
  const query: PersonQuery = {
    ...splitName(input.name ?? ""),
    ...street,
    postcode: input.postcode!,
    city: input.city!,
    birthDate:
      (input.birthDate && isoOfNorwegianDate(input.birthDate)) || (input.ssn ? birthDateOfNationalId(input.ssn) : null),
  };
  const bureau = await provider();
  const answer = await bureau.personReport(query);
  if (answer.outcome === "none") throw new AppError("NOT_FOUND", "creditCheck.personNotFound");
  if (answer.outcome === "several")
    return { outcome: "several", check: null, report: null, candidates: answer.candidates };
  return save(
    customerId,
    actor,
    { kind: "person", purpose: input.purpose, caseId: opts.caseId, lang: opts.lang },
    answer.report,
    bureau,
    keyed,
  );
}

/** A check of a company by its organisation number (POST users/{id}/credit-check, kind company). */
export async function checkCompany(
  customerId: string,
  actor: CommandActor,
  input: CompanyCheckInput,
  opts: CheckOptions = {},
): Promise<CreditCheckResult> {
  const { keyed, first } = await beforeAsking(customerId, actor.userId, opts);
  if (first) return first;
  const orgNumber = normaliseIdentifier(input.orgNumber);
  const bureau = await provider();
  const hit = (await bureau.searchCompanies({ orgNumber })).find((h) => h.orgNumber === orgNumber);
  if (!hit) throw new AppError("NOT_FOUND", "creditCheck.companyNotFound");
  const report = await bureau.companyReport(hit.providerRef);
  if (!report) throw new AppError("NOT_FOUND", "creditCheck.failed");
  return save(customerId, actor, { kind: "company", caseId: opts.caseId, lang: opts.lang }, report, bureau, keyed);
}

/**
 * POST case-credit-check/{type}: the case's debtor checked as a person (with the need chosen) or as a company (its
 * organisation number), from the debtor's own details; the check names the case.
 */
export async function checkCaseDebtor(
  customerId: string,
  actor: CommandActor,
  type: "person" | "company",
  input: { caseId: string; purpose?: PersonCheckInput["purpose"] },
  opts: CheckOptions = {},
): Promise<CreditCheckResult> {
  const [{ getCase }, { getDebtor }] = await Promise.all([import("../cases/store"), import("../ledger/debtors")]);
  const c = await getCase(customerId, input.caseId);
  const debtor = await getDebtor(customerId, c.debtorId);
  const missing = () =>
    new AppError("VALIDATION", "creditCheck.caseDebtorMissing", {}, { debtor: ["creditCheck.caseDebtorMissing"] });
  const withCase = { ...opts, caseId: input.caseId };
  if (type === "company") {
    const parsed = CompanyCheckInput.safeParse({ orgNumber: debtor.orgNumber ?? "" });
    if (!parsed.success) throw missing();
    return checkCompany(customerId, actor, parsed.data, withCase);
  }
  if (!input.purpose)
    throw new AppError("VALIDATION", "validation.invalid", {}, { purpose: ["creditCheck.purposeRequired"] });
  const [y, m, d] = (debtor.birthDate ?? "").split("-");
  const parsed = PersonCheckInput.safeParse({
    name: debtor.name,
    ...(y && m && d ? { birthDate: `${d}.${m}.${y}` } : {}),
    street: debtor.address ?? "",
    postcode: debtor.postcode ?? "",
    city: debtor.city ?? "",
    purpose: input.purpose,
  });
  if (!parsed.success) throw missing();
  return checkPerson(customerId, actor, parsed.data, withCase);
}

// the history and the verification, where the routes, the job and the demo read them
export { checkDetail, listChecks, reportOfCheck, reportPdf } from "./history";
export { setVerification, verificationOf } from "./verification";
