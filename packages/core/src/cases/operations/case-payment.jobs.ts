import { z } from "zod";
import { defineJob } from "../../jobs/define";

/**
 * `cases.apply-pending-payment`: applies a case payment that its request left pending (it answered 202 "being
 * applied" after waiting `queueTiming.waitMs`, or applying it failed after it was registered). Without it a payment
 * on a case that gets no other payment would stay registered in the ledger and unapplied to the case. Keyed by the
 * voucher: queued twice, it runs once. Still pending when it ends (another request holds the case's lease and has a
 * longer queue than it gets through): it fails, so the queue delivers it again (5 receives, then the dead-letter
 * queue and its alarm).
 */
export const applyPendingPaymentJob = defineJob({
  type: "cases.apply-pending-payment",
  schema: z.object({
    customerId: z.string().min(1).max(64),
    caseId: z.string().min(1).max(20),
    voucherId: z.string().min(1).max(100),
    userId: z.string().min(1).max(64),
    byName: z.string().max(200).optional(),
  }),
  key: (p) => p.voucherId,
  load: async () => {
    const { applyPending } = await import("./case-payment-queue");
    return async (p) => {
      const out = await applyPending(p.customerId, p.caseId, p.voucherId, {
        userId: p.userId,
        ...(p.byName ? { byName: p.byName } : {}),
      });
      if (out.pending) throw new Error(`payment ${p.voucherId} on case ${p.caseId} is still pending`);
    };
  },
});
