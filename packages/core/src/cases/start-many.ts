import "../i18n/cases"; // registers the texts of the keys named here
import "../i18n/company-register"; // registers the texts of the keys named here
import "../i18n/reminder-processes"; // registers the texts of the keys named here
import "./entities"; // registers the entities named here
import "../ledger/entities"; // registers the entities named here
import { db } from "../dynamo/db";
import { t, type Language, type MessageKey } from "../i18n/messages";
import { hasReminderProcess } from "../accounting/reminder-process-store";
import { AppError, fieldError } from "../util/error";
import { requireBulkActions } from "./bulk-switch";
import { MAX_CASE_CLAIMS, StartCaseInput } from "./case.schema";
import { startCase, type CaseActor, type StartRequest } from "./start";
import { refusalText } from "./steps/refusal-text";

/** SPEC 5: at most 50 cases at once (one per debtor). */
export const MAX_DEBTORS_AT_ONCE = 50;

/** One debtor's start among several: the case started (or found by the key), or why not. */
export type DebtorStart =
  | { debtorId: string; ok: true; caseId: string; caseNumber: number; created: boolean }
  | { debtorId: string; ok: false; error: AppError };

/**
 * Starts one case per debtor on the given open items (a case collects one debtor's claims, at most MAX_CASE_CLAIMS),
 * debtor by debtor in id order, each its own start and transaction: one the law or the settings refuse does not stop
 * the others. `keyOf(debtorId, voucherIds)` keys each start (its Idempotency-Key): run again, a debtor's start finds its case.
 */
export async function startCasePerDebtor(
  customerId: string,
  items: readonly { voucherId: string; debtorId: string }[],
  actor: CaseActor,
  opts: {
    autoPilot?: boolean;
    /** The reminder process every case follows (absent: the customer's default). */
    reminderProcessId?: string;
    keyOf?: (debtorId: string, voucherIds: string[]) => StartRequest | undefined;
  } = {},
): Promise<DebtorStart[]> {
  const byDebtor = new Map<string, string[]>();
  for (const v of items) {
    const list = byDebtor.get(v.debtorId) ?? [];
    if (list.length < MAX_CASE_CLAIMS && !list.includes(v.voucherId)) list.push(v.voucherId);
    byDebtor.set(v.debtorId, list);
  }
  const out: DebtorStart[] = [];
  for (const debtorId of [...byDebtor.keys()].sort()) {
    const voucherIds = byDebtor.get(debtorId)!.sort();
    try {
      const input = StartCaseInput.parse({
        debtorId,
        voucherIds,
        autoPilot: opts.autoPilot ?? false,
        ...(opts.reminderProcessId ? { reminderProcessId: opts.reminderProcessId } : {}),
      });
      const { case: c, created } = await startCase(customerId, input, actor, opts.keyOf?.(debtorId, voucherIds));
      out.push({ debtorId, ok: true, caseId: String(c.caseNumber), caseNumber: c.caseNumber, created });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      out.push({ debtorId, ok: false, error: err });
    }
  }
  return out;
}

/**
 * POST /cases/start-many (SPEC 2 "start a case manually or automatically"; issue 20): the open items selected on the
 * ledger, of several debtors, become one case per debtor in one action. At most 50 debtors (SPEC 5); refused whole
 * while staff have turned bulk actions off. With an Idempotency-Key each debtor's start is keyed `<key>:<debtorId>`,
 * so a request sent twice starts each case once. Items of no debtor of the customer's, or not open, are that
 * debtor's refusal (the start's own checks), never another customer's data.
 */
export async function startManyCases(
  customerId: string,
  { voucherIds, reminderProcessId }: { voucherIds: readonly string[]; reminderProcessId?: string },
  actor: CaseActor,
  lang: Language,
  request?: StartRequest,
) {
  await requireBulkActions(customerId);
  // a process that does not exist (removed meanwhile) is the request's refusal, once, not each debtor's
  if (reminderProcessId && !(await hasReminderProcess(customerId, reminderProcessId)))
    throw fieldError("reminderProcessId", "reminderProcesses.notFound");
  const ids = [...new Set(voucherIds)];
  const { data } = await db()
    .entities.voucher.get(ids.map((voucherId) => ({ customerId, voucherId })))
    .go({ attributes: ["voucherId", "debtorId"] });
  const found = new Map(data.map((v) => [v.voucherId, v.debtorId]));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length)
    throw new AppError(
      "VALIDATION",
      "validation.invalid",
      {},
      { voucherIds: ["cases.claimNotOpen"] },
      {
        voucherIds: { number: missing[0]! },
      },
    );
  const items = ids.map((voucherId) => ({ voucherId, debtorId: found.get(voucherId)! }));
  if (new Set(items.map((i) => i.debtorId)).size > MAX_DEBTORS_AT_ONCE)
    throw new AppError("VALIDATION", "validation.invalid", {}, { voucherIds: ["cases.tooManySelected"] });
  const process = reminderProcessId ? { reminderProcessId } : {};
  const started = await startCasePerDebtor(customerId, items, actor, {
    ...process,
    keyOf: (debtorId, debtorItems) =>
      request && {
        ...request,
        key: `${request.key}:${debtorId}`,
        body: { debtorId, voucherIds: debtorItems, ...process },
      },
  });
  // issue 21: what the company register says of the companies the cases were started against (the wizard's notice)
  const { markedDebtors } = await import("../company-register/debtor-warnings");
  const marked = new Map(
    (
      await markedDebtors(
        customerId,
        started.filter((s) => s.ok).map((s) => s.debtorId),
      )
    ).map((m) => [m.debtorId, m]),
  );
  const warningOf = (debtorId: string, caseNumber: number) => {
    const m = marked.get(debtorId);
    return m
      ? t(lang, "companyRegister.startedWarning", {
          caseNumber,
          name: m.name,
          warnings: m.warnings.map((k) => t(lang, k as MessageKey)).join(" "),
        })
      : null;
  };
  return {
    data: started.map((s) =>
      s.ok
        ? {
            debtorId: s.debtorId,
            ok: true,
            caseId: s.caseId,
            caseNumber: s.caseNumber,
            message: null,
            registerWarning: warningOf(s.debtorId, s.caseNumber),
          }
        : { debtorId: s.debtorId, ok: false, caseId: null, caseNumber: null, message: refusalText(s.error, lang) },
    ),
  };
}
