import { afterEach, describe, expect, it } from "vitest";
import { drainJobs } from "../../../../api/test/jobs";
import { Clock } from "../../clock";
import { db } from "../../dynamo/db";
import "../../i18n/all";
import { getVoucherItem } from "../../ledger/store";
import { VOUCHER_TYPES } from "../../ledger/voucher-rules";
import { applyCredit } from "../../ledger/matching";
import { createVoucher, deleteVoucher } from "../../ledger/vouchers";
import { seedProcedures } from "../../procedures/seed";
import { AppError } from "../../util/error";
import { getCase, nextVersion, writeCase } from "../store";
import { caseKid } from "../kid-agreement";
import { saveCaseSettings } from "../settings";
import { newCase, newCustomer, newDebtor } from "../testing.db";
import { CaseVoucherInput } from "./case-payments.schema";
import { casePayments, registerCaseVoucher } from "./case-payments";
import { pendingOf, pendingRefOf, queueTiming } from "./case-payment-queue";
import { mergeCases } from "./merge";
import { ChangeSet, commit } from "../../ledger/matching";
import { buildVoucher } from "../../ledger/new-voucher";

const actor = { userId: "u-pay", byName: "Per Betaler" };

/**
 * A customer with a debtor, and cases of its invoices carrying a fee (as steps would have added). Interest is the
 * claims' own (case-interest.ts): an invoice due 19.11.2026 has none by the payments of 19.11; one due 01.10.2026 has
 * 49 days at 12,25 % by then (10 000,00 kr: 164,452 → 164,45 kr).
 */
async function world() {
  Clock.setNow(new Date("2026-11-20T10:00:00Z"));
  await seedProcedures();
  const customerId = await newCustomer({ name: "Betaling AS", cases: 10, sends: 10 });
  const debtor = { debtorId: await newDebtor(customerId, { email: false }) };
  /** A case of one invoice of `principalOre` due `dueDate`, with fees set on it. */
  const caseOf = async (number: string, principalOre: number, feesOre = 750_00, dueDate = "2026-11-19", kid?: string) => {
    const { caseId, voucherId } = await newCase(customerId, debtor.debtorId, {
      number,
      amountOre: principalOre,
      kid,
      dueDate,
    });
    const c = await getCase(customerId, caseId);
    await writeCase(c, nextVersion(c, { feesOre }), { kind: "step-run", by: "test" });
    return { caseId, invoice: { voucherId } };
  };
  const pay = (caseId: string, body: Record<string, unknown>, idem?: { key: string }) =>
    registerCaseVoucher(
      customerId,
      caseId,
      CaseVoucherInput.parse({ voucherDate: "2026-11-19", ...body }),
      actor,
      idem && { ...idem, scope: "case-vouchers", method: "POST", path: `/cases/${caseId}/vouchers`, body },
    );
  return { customerId, debtor, caseOf, pay };
}

async function refusal(p: Promise<unknown>): Promise<[string, string]> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(err instanceof AppError)) throw err ?? new Error("no refusal");
  const [field, keys] = Object.entries(err.fields ?? {})[0] ?? ["", [err.messageKey]];
  return [field, keys[0]!];
}

describe("payments on a case", () => {
  afterEach(() => Clock.setOffset(0));

  it("allocates fees, then interest, then principal, and records it on the case, its event and the ledger", async () => {
    const w = await world();
    // due 01.10: 49 days of interest to the payment's 19.11, 164,45 kr; the principal gets 1 000 − 750 − 164,45
    const { caseId, invoice } = await w.caseOf("P-1", 10_000_00, 750_00, "2026-10-01");
    const { created, result } = await w.pay(caseId, { amount: "1 000,00", text: "Nettbank" });
    expect(created).toBe(true);
    expect(result.data.payments).toHaveLength(1);
    expect(result.data.payments[0]).toMatchObject({
      amountOre: 1_000_00,
      allocation: { feesOre: 750_00, interestOre: 164_45, principalOre: 85_55 },
      source: "case",
      text: "Nettbank",
      kind: "payment",
    });
    expect(result.data.payments[0]!.explanation).toBe(
      "Innbetaling på 1\u00a0000,00\u00a0kr datert 19.11.2026 er ført slik: gebyrer og kostnader 750,00\u00a0kr, deretter renter til 19.11.2026 164,45\u00a0kr, deretter hovedstol 85,55\u00a0kr.",
    );
    const c = await getCase(w.customerId, caseId);
    expect(c).toMatchObject({
      paidOre: 1_000_00,
      feesPaidOre: 750_00,
      interestPaidOre: 164_45,
      principalPaidOre: 85_55,
      // the interest brought to the payment's day, and the principal paid dated (interest runs on what is left)
      interestOre: 164_45,
      interestToDate: "2026-11-19",
      principalPayments: [{ date: "2026-11-19", amountOre: 85_55 }],
    });
    // the ledger: the claim carries the principal part, the costs are recorded on the payment for the case
    expect((await getVoucherItem(w.customerId, invoice.voucherId))!.balanceOre).toBe(10_000_00 - 85_55);
    const v = (await getVoucherItem(w.customerId, result.data.voucherId))!;
    expect(v).toMatchObject({
      type: VOUCHER_TYPES.payment,
      amountOre: 1_000_00,
      balanceOre: 0,
      listName: "payments:matched",
    });
    expect(v.allocations.map((a) => [a.voucherId, a.amountOre])).toEqual([
      [invoice.voucherId, 85_55],
      [`case:${caseId}`, 914_45],
    ]);
    const en = await casePayments(w.customerId, caseId, "en");
    expect(en[0]!.explanation).toBe(
      "Payment of 1\u00a0000,00\u00a0kr dated 19.11.2026 was allocated: fees and costs 750,00\u00a0kr, then interest to 19.11.2026 164,45\u00a0kr, then principal 85,55\u00a0kr.",
    );
    // money a case counted cannot be deleted in the ledger
    expect(await refusal(deleteVoucher(w.customerId, v.voucherId, "payments", actor))).toEqual([
      "voucher",
      "casePayments.appliedToCase",
    ]);
  });

  it("refuses a payment above the case total until the user chooses; 'delete' registers up to the total and closes the case", async () => {
    const w = await world();
    const { caseId, invoice } = await w.caseOf("P-2", 1_000_00, 100_00);
    expect(await refusal(w.pay(caseId, { amount: "1 500" }))).toEqual(["excess", "casePayments.exceedsTotal"]);
    const { result } = await w.pay(caseId, { amount: "1 500", excess: "delete" });
    expect(result.data.payments[0]).toMatchObject({ amountOre: 1_100_00, closedCase: true });
    expect((await getVoucherItem(w.customerId, result.data.voucherId))!.amountOre).toBe(1_100_00);
    expect(await getCase(w.customerId, caseId)).toMatchObject({
      status: "closed",
      closeReason: "case-paid-in-full",
      paidOre: 1_100_00,
    });
    expect((await getVoucherItem(w.customerId, invoice.voucherId))!.balanceOre).toBe(0);
    const lock = await db().entities.caseClaimLock.get({ customerId: w.customerId, voucherId: invoice.voucherId }).go();
    expect(lock.data).toBeNull();
    expect(await refusal(w.pay(caseId, { amount: "1" }))).toEqual(["amount", "casePayments.caseNotActive"]);
  });

  it("'distribute' spreads the excess over the debtor's other active cases, oldest first; the rest waits in the ledger", async () => {
    const w = await world();
    const one = await w.caseOf("D-1", 1_000_00, 0);
    const two = await w.caseOf("D-2", 300_00, 50_00);
    const three = await w.caseOf("D-3", 200_00, 0);
    const { result } = await w.pay(three.caseId, { amount: "2 000", excess: "distribute" });
    expect(result.data.payments.map((p) => [p.caseId, p.amountOre])).toEqual([
      [three.caseId, 200_00],
      [one.caseId, 1_000_00],
      [two.caseId, 350_00],
    ]);
    expect(result.data.unappliedOre).toBe(450_00);
    expect(result.message).toContain("1\u00a0350,00\u00a0kr av overskuddet");
    for (const c of [one, two, three]) expect((await getCase(w.customerId, c.caseId)).status).toBe("closed");
    const v = (await getVoucherItem(w.customerId, result.data.voucherId))!;
    expect(v).toMatchObject({ amountOre: 2_000_00, balanceOre: 450_00, listName: "payments:unmatched" });
  });

  it("records each of 20 concurrent payments once, with exact totals", async () => {
    const w = await world();
    // each payment of 19.11 finds the interest to 19.11 (164,45 kr) less what the ones before it paid of it
    const { caseId, invoice } = await w.caseOf("C-1", 10_000_00, 750_00, "2026-10-01");
    const results = await Promise.all(Array.from({ length: 20 }, () => w.pay(caseId, { amount: "100,00" })));
    expect(new Set(results.map((r) => r.result.data.voucherId)).size).toBe(20);
    const c = await getCase(w.customerId, caseId);
    expect(c).toMatchObject({
      paidOre: 2_000_00,
      feesPaidOre: 750_00,
      interestPaidOre: 164_45,
      principalPaidOre: 1_085_55,
    });
    // created, the step-run of the fees, then one per payment or per batch of queued ones (case-payment-queue.ts)
    expect(c.version).toBeGreaterThanOrEqual(2 + 4);
    expect(c.version).toBeLessThanOrEqual(2 + 20);
    // each answer names its own payment, applied once; nothing is left queued
    for (const r of results) {
      expect(r.pending).toBeFalsy();
      expect(r.result.data.payments.map((p) => [p.voucherId, p.amountOre])).toEqual([
        [r.result.data.voucherId, 100_00],
      ]);
    }
    expect(await pendingOf(w.customerId, caseId)).toEqual([]);
    const payments = await casePayments(w.customerId, caseId, "no");
    expect(payments).toHaveLength(20);
    expect(payments.reduce((s, p) => s + p.allocation.principalOre, 0)).toBe(1_085_55);
    expect((await getVoucherItem(w.customerId, invoice.voucherId))!.balanceOre).toBe(10_000_00 - 1_085_55);
  });

  it("gives the same payment delivered twice with one Idempotency-Key one effect, and refuses the key with another body", async () => {
    const w = await world();
    const { caseId } = await w.caseOf("I-1", 10_000_00);
    const body = { amount: "250,00" };
    const [a, b] = await Promise.all([w.pay(caseId, body, { key: "k-1" }), w.pay(caseId, body, { key: "k-1" })]);
    expect([a.created, b.created].sort()).toEqual([false, true]);
    expect(a.result.data.voucherId).toBe(b.result.data.voucherId);
    expect(b.result.data.payments).toHaveLength(1);
    expect((await getCase(w.customerId, caseId)).paidOre).toBe(250_00);
    expect(await casePayments(w.customerId, caseId, "no")).toHaveLength(1);
    expect(await refusal(w.pay(caseId, { amount: "251,00" }, { key: "k-1" }))).toEqual([
      "idempotency-key",
      "validation.idempotencyKeyReused",
    ]);
  });

  it("makes a payment matched in the ledger by KID a payment on the case, with the same allocation", async () => {
    const w = await world();
    // due 01.10: interest to the payment's 18.11, 48 days at 12,25 % on 1 000,00 = 16,110 → 16,11 kr
    const { caseId, invoice } = await w.caseOf("K-1", 1_000_00, 100_00, "2026-10-01", "1234567");
    const p = await createVoucher(
      w.customerId,
      { type: VOUCHER_TYPES.payment, voucherDate: "2026-11-18", amountOre: 500_00, kid: "1234567" },
      actor,
    );
    expect(p).toMatchObject({ balanceOre: 0, debtorId: w.debtor.debtorId });
    expect(p.allocations.map((a) => [a.voucherId, a.amountOre])).toEqual([
      [invoice.voucherId, 383_89],
      [`case:${caseId}`, 116_11],
    ]);
    expect((await getVoucherItem(w.customerId, invoice.voucherId))!.balanceOre).toBe(616_11);
    const [payment] = await casePayments(w.customerId, caseId, "no");
    expect(payment).toMatchObject({
      source: "ledger",
      amountOre: 500_00,
      voucherDate: "2026-11-18",
      allocation: { feesOre: 100_00, interestOre: 16_11, principalOre: 383_89 },
    });
    // the rest pays the case in full and closes it: 616,11 of principal and its interest of 19.11 (1 day on
    // 616,11: 0,207 → 0,21), 616,32 kr; what is more (700 − 616,32 = 83,68) waits for manual treatment
    const rest = await createVoucher(
      w.customerId,
      { type: VOUCHER_TYPES.payment, voucherDate: "2026-11-19", amountOre: 700_00, kid: "1234567" },
      actor,
    );
    expect(rest.balanceOre).toBe(83_68);
    expect(await getCase(w.customerId, caseId)).toMatchObject({
      status: "closed",
      closeReason: "case-paid-in-full",
      paidOre: 1_116_32,
      interestPaidOre: 16_32,
    });
  });

  it("pays a case by the KID made under the KID agreement, and by the case number its letters ask for (issue 18 #13)", async () => {
    const w = await world();
    const agreement = { length: 10, modulus: "MOD11" } as const;
    await saveCaseSettings(w.customerId, { minimumOwed: 1_00, kidAgreement: agreement });
    const first = await w.caseOf("A-1", 1_000_00, 0);
    const second = await w.caseOf("A-2", 1_000_00, 0);
    const byKid = await createVoucher(
      w.customerId,
      { type: VOUCHER_TYPES.payment, voucherDate: "2026-11-19", amountOre: 400_00, kid: caseKid(Number(first.caseId), agreement)! },
      actor,
    );
    expect(byKid.allocations.map((a) => [a.voucherId, a.amountOre])).toEqual([
      [first.invoice.voucherId, 400_00],
      [`case:${first.caseId}`, 0],
    ]);
    expect(await getCase(w.customerId, first.caseId)).toMatchObject({ paidOre: 400_00 });
    // the letters without a KID say «Merk betalingen med saksnummer …»: the payment's text names the case
    const byText = await createVoucher(
      w.customerId,
      { type: VOUCHER_TYPES.payment, voucherDate: "2026-11-19", amountOre: 300_00, description: `Saksnummer ${second.caseId}` },
      actor,
    );
    expect(byText.allocations.map((a) => [a.voucherId, a.amountOre])).toEqual([
      [second.invoice.voucherId, 300_00],
      [`case:${second.caseId}`, 0],
    ]);
    const [payment] = await casePayments(w.customerId, second.caseId, "no");
    expect(payment).toMatchObject({ source: "ledger", amountOre: 300_00 });
    // a KID of the agreement's form naming no case waits for manual treatment
    const unknown = await createVoucher(
      w.customerId,
      { type: VOUCHER_TYPES.payment, voucherDate: "2026-11-19", amountOre: 100_00, kid: caseKid(99_999, agreement)! },
      actor,
    );
    expect(unknown.balanceOre).toBe(100_00);
    // a case merged into another: its KID (on the letters sent before the merge) pays the case it went into
    const third = await w.caseOf("A-3", 500_00, 0);
    await mergeCases(w.customerId, first.caseId, { caseIds: [third.caseId] }, { userId: actor.userId, name: actor.byName });
    const paidBefore = (await getCase(w.customerId, first.caseId)).paidOre;
    const byMergedKid = await createVoucher(
      w.customerId,
      { type: VOUCHER_TYPES.payment, voucherDate: "2026-11-19", amountOre: 200_00, kid: caseKid(Number(third.caseId), agreement)! },
      actor,
    );
    expect(byMergedKid.balanceOre).toBe(0);
    expect(byMergedKid.allocations.map((a) => a.voucherId)).toContain(`case:${first.caseId}`);
    expect((await getCase(w.customerId, first.caseId)).paidOre).toBe(paidBefore + 200_00);
    expect(await getCase(w.customerId, third.caseId)).toMatchObject({ status: "merged", paidOre: 0 });
  });

  it("makes a payment applied by hand (manual treatment) a payment on the case, costs first", async () => {
    const w = await world();
    const { caseId, invoice } = await w.caseOf("M-1", 1_000_00, 100_00);
    const p = await createVoucher(
      w.customerId,
      { type: VOUCHER_TYPES.payment, voucherDate: "2026-11-18", amountOre: 300_00, debtorId: w.debtor.debtorId },
      actor,
    );
    expect(p.balanceOre).toBe(300_00); // no KID, no number: it waits
    const applied = await applyCredit(
      w.customerId,
      p.voucherId,
      [{ voucherId: invoice.voucherId, amountOre: 200_00 }],
      actor,
    );
    expect(applied.balanceOre).toBe(100_00); // what the user did not apply still waits
    expect(applied.allocations.map((a) => [a.voucherId, a.amountOre])).toEqual([
      [invoice.voucherId, 100_00],
      [`case:${caseId}`, 100_00],
    ]);
    expect(await getCase(w.customerId, caseId)).toMatchObject({
      paidOre: 200_00,
      feesPaidOre: 100_00,
      principalPaidOre: 100_00,
    });
  });

  describe("on a hot case (case-payment-queue.ts)", () => {
    /** A payment accepted into the ledger for the case whose request then died (its phase 1 only). */
    async function leftPending(w: Awaited<ReturnType<typeof world>>, caseId: string, amountOre: number) {
      const c = await getCase(w.customerId, caseId);
      const v = buildVoucher(
        w.customerId,
        c,
        {
          type: VOUCHER_TYPES.payment,
          voucherDate: "2026-11-18",
          amountOre,
          reference: `case:${caseId}`,
          source: "case",
        },
        actor,
      );
      const set = new ChangeSet();
      set.put(null, v);
      await commit(w.customerId, set, actor, [pendingRefOf(caseId, v.voucherId)]);
      return v.voucherId;
    }

    it("applies a payment left pending with the next payment on the case, both exactly once, in order", async () => {
      const w = await world();
      const { caseId, invoice } = await w.caseOf("Q-1", 10_000_00);
      const left = await leftPending(w, caseId, 800_00);
      expect(await pendingOf(w.customerId, caseId)).toHaveLength(1);
      expect((await getVoucherItem(w.customerId, left))!.balanceOre).toBe(800_00); // registered, unapplied
      const { created, pending, result } = await w.pay(caseId, { amount: "200,00" });
      expect([created, pending]).toEqual([true, false]);
      expect(result.data.payments.map((p) => p.amountOre)).toEqual([200_00]);
      expect(await pendingOf(w.customerId, caseId)).toEqual([]);
      // the older one first: it takes the fees and some principal, the newer principal (no interest by 19.11)
      const payments = await casePayments(w.customerId, caseId, "no");
      expect(payments.map((p) => [p.voucherId, p.allocation])).toEqual([
        [left, { feesOre: 750_00, interestOre: 0, principalOre: 50_00 }],
        [result.data.voucherId, { feesOre: 0, interestOre: 0, principalOre: 200_00 }],
      ]);
      expect(payments[0]!.by).toBe(actor.userId);
      expect(await getCase(w.customerId, caseId)).toMatchObject({ paidOre: 1_000_00, principalPaidOre: 250_00 });
      expect((await getVoucherItem(w.customerId, left))!.balanceOre).toBe(0);
      expect((await getVoucherItem(w.customerId, invoice.voucherId))!.balanceOre).toBe(10_000_00 - 250_00);
    });

    it("gives a payment delivered twice while the case is hot one effect", async () => {
      const w = await world();
      const { caseId } = await w.caseOf("Q-2", 10_000_00);
      await leftPending(w, caseId, 100_00); // queued: both deliveries take the queue
      const body = { amount: "250,00" };
      const [a, b] = await Promise.all([w.pay(caseId, body, { key: "q-1" }), w.pay(caseId, body, { key: "q-1" })]);
      expect([a.created, b.created].sort()).toEqual([false, true]);
      expect(a.result.data.voucherId).toBe(b.result.data.voucherId);
      for (const r of [a, b]) expect(r.result.data.payments.map((p) => p.amountOre)).toEqual([250_00]);
      const payments = await casePayments(w.customerId, caseId, "no");
      expect(payments.map((p) => p.amountOre)).toEqual([100_00, 250_00]);
      expect((await getCase(w.customerId, caseId)).paidOre).toBe(350_00);
      expect(await pendingOf(w.customerId, caseId)).toEqual([]);
      // a third delivery later answers the same, and changes nothing
      const c = await w.pay(caseId, body, { key: "q-1" });
      expect([c.created, c.result.data.payments.length]).toEqual([false, 1]);
      expect((await getCase(w.customerId, caseId)).paidOre).toBe(350_00);
    });

    it("answers 'being applied' (pending) when the lease stays held past the wait; the next payment applies it", async () => {
      const w = await world();
      const { caseId } = await w.caseOf("Q-4", 10_000_00);
      const lease = { customerId: w.customerId, ref: `case-applier#${caseId}` };
      await db()
        .entities.ledgerRef.put({ ...lease, targetId: "alive" })
        .go(); // a live holder, not expired
      queueTiming.waitMs = 300;
      try {
        const { created, pending, result } = await w.pay(caseId, { amount: "100,00" });
        expect([created, pending]).toEqual([true, true]);
        expect(result.message).toBe(
          "Innbetaling på 100,00\u00a0kr er registrert i reskontroen og blir ført på sak " +
            `${caseId} så snart betalingene foran den er ført.`,
        );
        expect(result.data).toMatchObject({ payments: [], unappliedOre: 100_00 });
        expect(result.data.case.paidOre).toBe(0); // the truth: the case does not count it yet
        expect((await getVoucherItem(w.customerId, result.data.voucherId))!.balanceOre).toBe(100_00);
        expect(await pendingOf(w.customerId, caseId)).toHaveLength(1);
        await db().entities.ledgerRef.delete(lease).go(); // the holder is done
        const next = await w.pay(caseId, { amount: "200,00" });
        expect(next.pending).toBe(false);
        expect(await pendingOf(w.customerId, caseId)).toEqual([]);
        expect((await getCase(w.customerId, caseId)).paidOre).toBe(300_00);
        expect((await casePayments(w.customerId, caseId, "en")).map((p) => p.amountOre)).toEqual([100_00, 200_00]);
      } finally {
        queueTiming.waitMs = 30_000;
      }
    });

    it("applies a payment its request left 'being applied' by a job, when no other payment comes", async () => {
      const w = await world();
      const { caseId } = await w.caseOf("Q-5", 10_000_00);
      const lease = { customerId: w.customerId, ref: `case-applier#${caseId}` };
      await db().entities.ledgerRef.put({ ...lease, targetId: "alive" }).go();
      queueTiming.waitMs = 300;
      try {
        const { pending } = await w.pay(caseId, { amount: "100,00" });
        expect(pending).toBe(true);
        await db().entities.ledgerRef.delete(lease).go(); // the holder is done, and no payment follows
        await drainJobs({ timeoutMs: 30_000 });
        expect(await pendingOf(w.customerId, caseId)).toEqual([]);
        expect((await getCase(w.customerId, caseId)).paidOre).toBe(100_00);
        const [payment] = await casePayments(w.customerId, caseId, "no");
        expect(payment).toMatchObject({ amountOre: 100_00 });
        // the job is keyed by the voucher: queued again, it changes nothing
        await drainJobs({ timeoutMs: 30_000 });
        expect((await getCase(w.customerId, caseId)).paidOre).toBe(100_00);
      } finally {
        queueTiming.waitMs = 30_000;
      }
    });

    it("takes over the lease of a request that died holding it, once it has expired", async () => {
      const w = await world();
      const { caseId } = await w.caseOf("Q-3", 10_000_00);
      Clock.setNow(new Date("2026-11-20T09:59:00Z")); // a minute ago: expired (15 s)
      await db()
        .entities.ledgerRef.put({ customerId: w.customerId, ref: `case-applier#${caseId}`, targetId: "dead" })
        .go();
      Clock.setNow(new Date("2026-11-20T10:00:00Z"));
      await leftPending(w, caseId, 100_00);
      const { pending, result } = await w.pay(caseId, { amount: "100,00" });
      expect(pending).toBe(false);
      expect(result.data.payments).toHaveLength(1);
      expect((await getCase(w.customerId, caseId)).paidOre).toBe(200_00);
      expect(await pendingOf(w.customerId, caseId)).toEqual([]);
    });
  });
});
