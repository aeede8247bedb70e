import "../i18n/credit-check"; // registers the texts of the keys named here
import "./entities"; // registers the entities named here
import type { EntityItem } from "electrodb";
import { Clock } from "../clock";
import { db } from "../dynamo/db";
import { getObject } from "../storage/documents";
import { AppError } from "../util/error";
import type { CreditCheckView, CreditReport } from "./credit.schema";
import type { CreditCheckEntity } from "./entities";
import { reportPdfKey } from "./keys";

/**
 * Reading checks (issue 21, docs/credit-check.md): the history, a check with its report while it may be read (a
 * private person's 24 hours, whatever DynamoDB's TTL has deleted yet), and the report's PDF.
 */

export type CheckItem = EntityItem<typeof CreditCheckEntity>;

export const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function viewOf(item: CheckItem, reportExists: boolean, now = Clock.nowMs()): CreditCheckView {
  const live = item.reportUntil === undefined || item.reportUntil > now;
  return {
    id: item.checkId,
    kind: item.kind,
    subjectName: item.subjectName,
    orgNumber: item.orgNumber ?? null,
    birthDate: item.birthDate ?? null,
    purpose: item.purpose ?? null,
    caseId: item.caseId ?? null,
    byUserId: item.byUserId,
    byName: item.byName ?? null,
    at: item.at,
    riskClass: item.riskClass ?? null,
    reportUntil: item.reportUntil ?? null,
    reportAvailable: live && reportExists,
    noticeCopy:
      item.noticeCopyBy && item.noticeCopyAt !== undefined
        ? { by: item.noticeCopyBy, provider: item.provider, at: item.noticeCopyAt }
        : null,
  };
}

/** The customer's checks, newest first (at most `limit`). */
export async function listChecks(customerId: string, limit = 200): Promise<CreditCheckView[]> {
  const { data } = await db().entities.creditCheck.query.byCustomer({ customerId }).go({ order: "desc", limit });
  const now = Clock.nowMs();
  // a person's report past its 24 hours is not readable, whether or not DynamoDB has deleted it yet
  return data.map((c) => viewOf(c, true, now));
}

export async function checkItem(customerId: string, checkId: string): Promise<CheckItem> {
  const { data } = await db().entities.creditCheck.get({ customerId, checkId }).go();
  if (!data) throw new AppError("NOT_FOUND", "errors.notFound");
  return data;
}

/** The report of a check, while it may be read (a person's: 24 hours); null after. */
export async function liveReport(item: CheckItem): Promise<CreditReport | null> {
  if (item.reportUntil !== undefined && item.reportUntil <= Clock.nowMs()) return null;
  const { data } = await db().entities.creditReport.get({ customerId: item.customerId, checkId: item.checkId }).go();
  return data ? (JSON.parse(data.report) as CreditReport) : null;
}

export async function checkDetail(customerId: string, checkId: string) {
  const item = await checkItem(customerId, checkId);
  const report = await liveReport(item);
  return { check: viewOf(item, report !== null), report };
}

/** GET case-credit-check/get-pdf/{id}: the report's PDF; a person's gone after 24 hours; 409 while being made. */
export async function reportPdf(customerId: string, checkId: string): Promise<{ body: Uint8Array; fileName: string }> {
  const item = await checkItem(customerId, checkId);
  if (item.reportUntil !== undefined && item.reportUntil <= Clock.nowMs())
    throw new AppError("NOT_FOUND", "creditCheck.reportGone");
  const stored = await getObject(reportPdfKey(customerId, checkId, item.kind));
  if (!stored) throw new AppError("CONFLICT", "creditCheck.pdfPending");
  const slug = item.subjectName
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return { body: stored.body, fileName: `kredittvurdering-${slug || item.kind}-${dayOf(item.at)}.pdf` };
}

/** A check's report for the PDF (the job's input); null once gone. */
export async function reportOfCheck(customerId: string, checkId: string) {
  const item = await checkItem(customerId, checkId);
  const report = await liveReport(item);
  return report ? { check: viewOf(item, true), report } : null;
}
