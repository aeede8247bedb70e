import type { LedgerActor } from "../../ledger/new-voucher";
import { log } from "../../util/log";
import type { CasePaid } from "./case-settlement";

/**
 * What follows a payment on a case once its transaction has committed (ledger/matching.ts `commit` calls it for
 * every command that paid a case: the case's own POST cases/{id}/vouchers, a KID match, manual treatment, an OCR
 * file). SPEC 4: "A payment registered with the same or an earlier voucher date than an executed step can
 * auto-revert steps when that setting is on": for each case paid by a backdated payment, `revertOnPayment` (it reads
 * the customer's setting and does nothing when it is off). It runs after the commit, so a failed revert never undoes
 * money: it is logged, and the caseworker can revert by hand. A payment delivered twice commits once (the ledger's
 * idempotency), and a second call would find nothing live on or after the date, so a payment reverts once.
 */
export async function afterCasePayments(customerId: string, paid: CasePaid[], actor: LedgerActor): Promise<CasePaid[]> {
  const late = backdated(paid);
  // one revert per case, from its earliest backdated payment (that covers the later ones' steps too)
  const first = new Map<string, CasePaid>();
  for (const p of late) {
    const known = first.get(p.caseId);
    if (!known || p.voucherDate < known.voucherDate) first.set(p.caseId, p);
  }
  if (!first.size) return late;
  // the revert and the step rules it reads load only when a payment is backdated: the ledger's functions import this
  // module through matching.ts, and most payments revert nothing (cold start, DESIGN 8)
  const { revertOnPayment } = await import("./revert-on-payment");
  for (const p of first.values()) {
    try {
      await revertOnPayment(
        customerId,
        p.caseId,
        p.voucherDate,
        { userId: actor.userId, name: actor.byName },
        p.voucherId,
      );
    } catch (err) {
      log.error("cases.revert-on-payment.failed", {
        customerId,
        caseId: p.caseId,
        voucherId: p.voucherId,
        error: String(err),
      });
    }
  }
  return late;
}

const osloDay = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Oslo",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The payments dated on or before the day the case's last step was executed (closed cases are left alone). */
export const backdated = (paid: CasePaid[]) =>
  paid.filter((p) => !p.closed && p.lastStepAt !== null && p.voucherDate <= osloDay.format(new Date(p.lastStepAt)));
