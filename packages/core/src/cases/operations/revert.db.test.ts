import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { drainJobs } from "../../../../api/test/jobs";
import { db } from "../../dynamo/db";
import { Clock } from "../../clock";
import { t } from "../../i18n/messages";
import { seedProcedures } from "../../procedures/seed";
import { caseEvents } from "../lists";
import { saveCaseSettings } from "../settings";
import { availableSteps, caseStepItems } from "../steps/available";
import { getCase } from "../store";
import { getVoucherItem } from "../../ledger/store";
import { registerCaseVoucher } from "./case-payments";
import { CaseVoucherInput } from "./case-payments.schema";
import { openTotalOf } from "./payment-rules";
import { revertSteps } from "./revert";
import { revertOnPayment } from "./revert-on-payment";
import { actor, at, closeCase, newCase, newCustomer, newDebtor, refusalOf, runKind } from "../testing.db";

/** A case with a payment reminder, a purring (38 kr) and an inkassovarsel (38 kr) sent. */
async function threeLetters() {
  at("2026-11-20T10:00:00Z");
  const customerId = await newCustomer();
  const debtorId = await newDebtor(customerId);
  const { caseId, voucherId: invoiceId } = await newCase(customerId, debtorId);
  const reminder = await runKind(customerId, caseId, "payment-reminder");
  const purring = await runKind(customerId, caseId, "reminder");
  const notice = await runKind(customerId, caseId, "debt-collection-notice");
  expect([reminder.feeOre, purring.feeOre, notice.feeOre]).toEqual([0, 38_00, 38_00]);
  return { customerId, caseId, invoiceId, reminder, purring, notice };
}

const offered = async (customerId: string, caseId: string, kind: string) =>
  (await availableSteps(customerId, caseId, Clock.now())).data.find((s) => s.kind === kind)!;

describe("reverting steps (SPEC 4 Reverting)", () => {
  beforeAll(() => seedProcedures());
  afterEach(() => Clock.setOffset(0));

  it("keeping the fees: the steps from the chosen one on are reverted, the fees stay and still count for the law", async () => {
    const w = await threeLetters();
    const before = await getCase(w.customerId, w.caseId);
    const done = await revertSteps(w.customerId, w.caseId, { runId: w.purring.runId, keepFees: true }, actor);
    expect(done.runs.map((r) => r.runId)).toEqual([w.purring.runId, w.notice.runId]);
    const c = await getCase(w.customerId, w.caseId);
    expect(c).toMatchObject({ feesOre: before.feesOre, status: "active", stepKey: "payment-reminder" });
    expect(c.lastStep).toMatchObject({ stepId: w.reminder.stepId, kind: "payment-reminder" });
    const runs = await caseStepItems(w.customerId, w.caseId);
    expect(runs.map((r) => [r.status, r.feesKept ?? null])).toEqual([
      ["queued", null],
      ["reverted", true],
      ["reverted", true],
    ]);
    // re-running the purring: the two small fees kept are the law's two, so no third (no double fee beyond the law)
    const again = await offered(w.customerId, w.caseId, "reminder");
    expect(again).toMatchObject({ allowed: true, feeOre: 0 });
    const events = (await caseEvents(w.customerId, w.caseId)).data;
    expect(events.at(-1)).toMatchObject({
      kind: "reverted",
      byName: actor.name,
      data: { fromRunId: w.purring.runId, keepFees: true, removedFeesOre: 0, cause: "manual" },
    });
  });

  it("not keeping the fees: they leave the case, and a re-run letter carries its fee again", async () => {
    const w = await threeLetters();
    const before = await getCase(w.customerId, w.caseId);
    await revertSteps(w.customerId, w.caseId, { runId: w.purring.runId, keepFees: false }, actor);
    const c = await getCase(w.customerId, w.caseId);
    expect(c.feesOre).toBe(before.feesOre - 76_00);
    expect(await offered(w.customerId, w.caseId, "reminder")).toMatchObject({ allowed: true, feeOre: 38_00 });
    // reverting every step: no last step, the case is ready again
    await revertSteps(w.customerId, w.caseId, { runId: w.reminder.runId, keepFees: false }, actor);
    const none = await getCase(w.customerId, w.caseId);
    expect(none).toMatchObject({ status: "ready", stepKey: "none" });
    expect(none.lastStep).toBeUndefined();
  });

  // the ladder before the petition (inkassoloven §§ 9-10) adds four letter runs
  it("refuses an unknown step, a step already reverted, a closed case and judicial steps, in both languages", async () => {
    const w = await threeLetters();
    const unknown = await refusalOf(revertSteps(w.customerId, w.caseId, { runId: "nope", keepFees: true }, actor));
    expect(unknown.fields).toEqual({ runId: ["caseRevert.stepNotFound"] });
    await revertSteps(w.customerId, w.caseId, { runId: w.notice.runId, keepFees: true }, actor);
    const twice = await refusalOf(
      revertSteps(w.customerId, w.caseId, { runId: w.notice.runId, keepFees: true }, actor),
    );
    expect(t("en", twice.messageKey)).toBe("The step has already been reverted.");
    expect(t("no", twice.messageKey)).toBe("Steget er allerede tilbakestilt.");

    const debtorId = await newDebtor(w.customerId, { name: "Per Hansen", customerNumber: "10002" });
    // a case of its own from 16.10, so the ladder before the petition (inkassoloven §§ 9-10) ends in 2026
    const resume = Clock.now().toISOString();
    at("2026-10-16T10:00:00Z");
    const judicial = await newCase(w.customerId, debtorId);
    const notice = await runKind(w.customerId, judicial.caseId, "enforcement-notice");
    await runKind(w.customerId, judicial.caseId, "enforcement-petition");
    at(resume);
    const rights = await refusalOf(
      revertSteps(w.customerId, judicial.caseId, { runId: notice.runId, keepFees: false }, actor),
    );
    expect(t("en", rights.messageKey)).toBe("Rights for judicial steps already started in the case");
    expect(t("no", rights.messageKey)).toBe(
      "Rettslige skritt er allerede påbegynt i saken og kan ikke tilbakestilles.",
    );

    await closeCase(w.customerId, w.caseId);
    const closed = await refusalOf(
      revertSteps(w.customerId, w.caseId, { runId: w.reminder.runId, keepFees: true }, actor),
    );
    expect(closed.messageKey).toBe("caseRevert.caseNotRevertible");
  }, 60_000);

  it("a payment dated on or before a step's sending day reverts from it when the setting is on, its fees removed", async () => {
    const w = await threeLetters();
    const purringDay = w.purring.sendDate;
    // the setting off (the default): nothing happens
    expect(await revertOnPayment(w.customerId, w.caseId, purringDay, actor)).toBeNull();
    await saveCaseSettings(w.customerId, { minimumOwed: 1_00, revertStepsOnPayment: true });
    // a payment dated after every letter's sending day: nothing to revert
    expect(w.notice.sendDate < "2027-01-31").toBe(true);
    expect(await revertOnPayment(w.customerId, w.caseId, "2027-01-31", actor)).toBeNull();
    const before = await getCase(w.customerId, w.caseId);
    const done = await revertOnPayment(w.customerId, w.caseId, purringDay, actor, "pay-1");
    expect(done?.runs.map((r) => r.runId)).toEqual([w.purring.runId, w.notice.runId]);
    const c = await getCase(w.customerId, w.caseId);
    expect(c).toMatchObject({ feesOre: before.feesOre - 76_00, stepKey: "payment-reminder" });
    expect((await caseEvents(w.customerId, w.caseId)).data.at(-1)).toMatchObject({
      kind: "reverted",
      data: { cause: "payment", voucherDate: purringDay, paymentVoucherId: "pay-1", keepFees: false },
    });
    // saving the amount alone keeps the setting
    expect(await saveCaseSettings(w.customerId, { minimumOwed: 2_00 })).toEqual({
      minimumOwedOre: 2_00,
      revertStepsOnPayment: true,
      extendHolidayDeadlines: true,
      kidAgreement: null,
    });
  });

  it("removing fees a payment had paid moves that money to interest and principal, on the case and in the ledger", async () => {
    const w = await threeLetters();
    const body = CaseVoucherInput.parse({ type: "payment", voucherDate: Clock.today(), amount: "100,00" });
    await registerCaseVoucher(w.customerId, w.caseId, body, { userId: actor.userId, byName: actor.name });
    const paid = await getCase(w.customerId, w.caseId);
    expect(paid).toMatchObject({ feesOre: 76_00, feesPaidOre: 76_00, paidOre: 100_00 });
    await revertSteps(w.customerId, w.caseId, { runId: w.purring.runId, keepFees: false }, actor);
    const c = await getCase(w.customerId, w.caseId);
    expect(c).toMatchObject({ feesOre: 0, feesPaidOre: 0, paidOre: 100_00 });
    expect((c.interestPaidOre ?? 0) + (c.principalPaidOre ?? 0)).toBe(100_00);
    expect(openTotalOf(c)).toBe(1_000_00 + c.interestOre - 100_00);
    const invoice = (await getVoucherItem(w.customerId, w.invoiceId))!;
    expect(invoice.balanceOre).toBe(1_000_00 - c.principalPaidOre!);
    const last = (await caseEvents(w.customerId, w.caseId)).data.at(-1)!;
    expect(last).toMatchObject({ kind: "reverted", data: { cause: "manual", keepFees: false } });
    const moved = last.data.moved as { interestOre: number; principalOre: number };
    expect(moved.interestOre + moved.principalOre).toBe(76_00);
  });

  it("a claim from an accounting system: what the revert moves onto it is posted to the system, as a payment is", async () => {
    const w = await threeLetters();
    // the invoice came from Fiken's sync (ledger/import-vouchers.ts sourceNameOf)
    await db()
      .entities.voucher.patch({ customerId: w.customerId, voucherId: w.invoiceId })
      .set({ source: "fiken" })
      .go();
    const body = CaseVoucherInput.parse({ type: "payment", voucherDate: Clock.today(), amount: "200,00" });
    await registerCaseVoucher(w.customerId, w.caseId, body, { userId: actor.userId, byName: actor.name });
    const paid = await getCase(w.customerId, w.caseId);
    const entries = async () =>
      (await db().entities.accountingWriteBack.query.byKey({ customerId: w.customerId }).go()).data.sort((a, b) =>
        a.key.localeCompare(b.key),
      );
    // fees first: 76 kr of the 200 paid the case's costs, then the interest, the rest the invoice: that part to Fiken
    expect(paid).toMatchObject({ feesPaidOre: 76_00, interestPaidOre: paid.interestOre });
    expect(paid.principalPaidOre).toBe(200_00 - 76_00 - paid.interestOre);
    expect((await entries()).map((e) => [e.system, e.kind, e.amountOre])).toEqual([
      ["fiken", "payment", paid.principalPaidOre],
    ]);
    await revertSteps(w.customerId, w.caseId, { runId: w.purring.runId, keepFees: false }, actor);
    const c = await getCase(w.customerId, w.caseId);
    const moved = (await caseEvents(w.customerId, w.caseId)).data.at(-1)!.data.moved as { principalOre: number };
    expect(moved.principalOre).toBe(76_00); // the interest was paid already: the fees' 76 kr all go to the invoice
    // the principal the revert moved onto the invoice is Fiken's to know too: one more entry, of that amount
    const after = await entries();
    expect(after.map((e) => e.amountOre).sort((a, b) => a - b)).toEqual(
      [paid.principalPaidOre!, 76_00].sort((a, b) => a - b),
    );
    expect(after.reduce((s, e) => s + e.amountOre, 0)).toBe(c.principalPaidOre);
    expect(after.every((e) => e.invoiceNumber === after[0]!.invoiceNumber && e.kind === "payment")).toBe(true);
    // each queued once the revert committed: its job ran (here no system is connected, so it failed, and says so)
    await drainJobs({ timeoutMs: 30_000 });
    expect((await entries()).map((e) => [e.status, e.error])).toEqual([
      ["failed", "integrations.notConnected"],
      ["failed", "integrations.notConnected"],
    ]);
  });
});
