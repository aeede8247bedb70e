import "../accounting/ledger-hooks"; // the write-back of synced invoices: it registers with the cases' hooks
import { registerLedgerHooks, type CreditApplied, type LedgerPort } from "../ledger/commit-hooks";
import { newAllocations, refuseIfOnCase } from "./operations/case-target";
import type { CasePaid } from "./operations/case-settlement";

/**
 * What the ledger's commands mean for cases, registered at the ledger's hook points (ledger/commit-hooks.ts) when
 * this module loads. Every function and script that can write the ledger imports it at its start (the API's route
 * groups that write the ledger, the jobs consumer, the local server and the seed; `functions/hooks.test.ts`
 * of the API checks every deployed entry); without it the ledger refuses to write (`HookMissing`).
 *
 * - credit applied: a credit that pays a claim held by an active case, or one a case command aimed at a case, pays
 *   the case in the ledger's transaction (operations/case-settlement.ts), and a backdated one may revert steps
 *   after the commit (operations/payment-followups.ts);
 * - may undo: a voucher paid into a case is not deleted in the ledger (a correction on the case undoes it);
 * - items named by: a payment naming a case by its number pays the case's open claims (operations/case-reference.ts).
 *
 * The settlement, the follow-ups and the case reference load on first use (`import()`): a command that applies
 * nothing to a debit already in the ledger and is aimed at no case (a new invoice, a debtor's voucher edited) needs
 * none of them, and the functions that only read the ledger keep them out of their cold start.
 */

/** Nothing to add to the command: it pays no debit that was there before and is aimed at no case. */
const NOTHING: CreditApplied = { count: 0, items: () => [] };

/** Whether a command may concern a case at all: a debit it paid (a claim may be a case's) or a credit aimed at one. */
const mayPayCases = (port: LedgerPort) =>
  port.intents.size > 0 || port.changes.some((c) => c.after?.side === "debit" && newAllocations(c).length > 0);

export const CASES = "cases";

registerLedgerHooks(CASES, {
  async creditApplied(customerId, port, actor) {
    if (!mayPayCases(port)) return NOTHING;
    const { settleCases, suspectLocks } = await import("./operations/case-settlement");
    const s = await settleCases(customerId, port, actor);
    return {
      count: s.count,
      items: s.items,
      result: s.paid,
      // a claim paid here is held by a case after all: the retry (retrying) reads its lock and pays the case
      cancelled: () => suspectLocks(customerId, s.checked),
      committed: s.paid.length
        ? async () => {
            const { afterCasePayments } = await import("./operations/payment-followups");
            await afterCasePayments(customerId, s.paid, actor);
          }
        : undefined,
    };
  },
  mayUndo: refuseIfOnCase,
  async itemsNamedBy(customerId, credit) {
    const { caseNamedBy, claimIdsOf } = await import("./operations/case-reference");
    const named = await caseNamedBy(customerId, credit);
    return named ? claimIdsOf(named) : [];
  },
});

/** The cases a committed ledger command paid (commit's `onCommitted`), in the order they were paid. */
export const casesPaidOf = (results: ReadonlyMap<string, unknown>): CasePaid[] =>
  (results.get(CASES) as CasePaid[] | undefined) ?? [];
