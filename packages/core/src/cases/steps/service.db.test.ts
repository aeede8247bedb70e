import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { drainJobs } from "../../../../api/test/jobs";
import { Clock } from "../../clock";
import { addDays, servedDeadline } from "../../law";
import { loadPublicHolidays } from "../../law/sending-window";
import type { QueuedLetterModel } from "../../letters/letter-model";
import { getMailLog, letterMailId } from "../../mail/mail-log";
import { seedProcedures } from "../../procedures/seed";
import { getCase } from "../store";
import { at, newCase, newCustomer, newDebtor, readyStep, refusalOf, runKind } from "../testing.db";
import { availableSteps, caseStepItems } from "./available";
import { recordService } from "./service";
import { registerCaseVoucher } from "../operations/case-payments";
import { CaseVoucherInput } from "../operations/case-payments.schema";
import { mergeCases } from "../operations/merge";
import { revertSteps } from "../operations/revert";

const actor = { userId: "u-serve" };

/**
 * Issue 18 #1 (letters-legal-review #1, § 2.7): the konkursvarsel is served on the debtor, not posted to it. Run, it
 * goes by post to the stevnevitne and waits for its service (no mail to the debtor, no fee, no deadline); recorded
 * served, its 0.4 R fee is charged and its deadline and the petition's window run from that day.
 */
describe("the konkursvarsel is served, not posted", () => {
  beforeAll(() => Promise.all([seedProcedures(), loadPublicHolidays()]));
  afterEach(() => Clock.setOffset(0));

  it("awaits service after the run, charges the fee and sets the deadline when served, and opens the petition's window only then", async () => {
    at("2026-02-02T10:00:00Z");
    const customerId = await newCustomer({ cases: 5, sends: 20 });
    const debtorId = await newDebtor(customerId, { type: "company" });
    const { caseId } = await newCase(customerId, debtorId, {
      number: "K-1",
      voucherDate: "2026-01-02",
      dueDate: "2026-01-16",
    });

    const notice = await runKind(customerId, caseId, "bankruptcy-notice");
    expect(notice).toMatchObject({ serviceStatus: "awaiting", channels: ["post"], feeOre: 0, serviceDays: 14 });
    expect(notice.deadlineDate).toBeUndefined();
    const feesBefore = (await getCase(customerId, caseId)).feesOre;
    // the letter goes to the namsmann/stevnevitne by post, in three copies; no «Betalingsfrist» date; no mail
    const model = (notice.letter as { model: QueuedLetterModel }).model;
    expect(model.service).toMatchObject({ copies: 3, days: 14 });
    expect(model.service!.addressee.name).not.toBe(model.debtor.name);
    expect(model.letter.lowerText).toContain("innen 14 dager etter forkynnelse");
    await drainJobs({ timeoutMs: 30_000 });
    expect(await getMailLog(customerId, letterMailId(notice.runId))).toBeNull();

    // no petition before the service is recorded, however long one waits
    at(`${addDays(notice.sendDate, 20)}T10:00:00Z`);
    const petition = () =>
      availableSteps(customerId, caseId, Clock.now()).then((r) =>
        r.data.find((s) => s.kind === "bankruptcy-petition")!,
      );
    const unserved = await petition();
    expect(unserved).toMatchObject({ allowed: false, earliestDate: null });
    expect(unserved.reasons[0]!.rule).toBe("law.rule.bankruptcyNoticeNotServed");

    // refused: before the notice was made, in the future, then recorded on the day it was served
    const before = await refusalOf(
      recordService(customerId, caseId, notice.runId, { servedDate: addDays(notice.sendDate, -1) }, actor),
    );
    expect(before.fields?.servedDate).toEqual(["steps.service.beforeNotice"]);
    const future = await refusalOf(
      recordService(customerId, caseId, notice.runId, { servedDate: addDays(Clock.today(), 1) }, actor),
    );
    expect(future.fields?.servedDate).toEqual(["validation.dateInFuture"]);
    const servedDate = addDays(notice.sendDate, 5);
    const served = await recordService(customerId, caseId, notice.runId, { servedDate }, actor);
    const deadline = servedDeadline("bankruptcy-notice", servedDate, 14, { holidayPeriods: true });
    expect(served).toMatchObject({
      serviceStatus: "served",
      servedDate,
      deadlineDate: deadline.deadlineDate,
      feeOre: 53_800, // 0.4 × the rettsgebyr 1 345 kr of 2026
    });
    expect((await getCase(customerId, caseId)).feesOre).toBe(feesBefore + 53_800);
    const again = await refusalOf(recordService(customerId, caseId, notice.runId, { servedDate }, actor));
    expect(again.fields?.servedDate).toEqual(["steps.service.notAwaiting"]);

    // the petition: refused until the deadline counted from the service has passed, then offered for 2 weeks
    at(`${deadline.deadlineDate}T10:00:00Z`);
    expect(await petition()).toMatchObject({ allowed: false, earliestDate: addDays(deadline.deadlineDate!, 1) });
    const offered = await readyStep(customerId, caseId, "bankruptcy-petition");
    expect(offered.sendDate > deadline.deadlineDate!).toBe(true);
    expect(offered.sendDate <= deadline.courtByDate!).toBe(true);
    const filed = await runKind(customerId, caseId, "bankruptcy-petition");
    const text = (filed.letter as { model: QueuedLetterModel }).model.letter.lowerText;
    expect(text).toContain(`forkynt ${servedDate.split("-").reverse().join(".")} etter konkursloven § 63`);
  });

  it("a part payment before the service leaves the fee to come; a revert takes the service fee with it; a merge asks for the notice to go first", async () => {
    at("2026-02-02T10:00:00Z");
    const customerId = await newCustomer({ cases: 5, sends: 20 });
    const debtorId = await newDebtor(customerId, { type: "company" });
    const { caseId } = await newCase(customerId, debtorId, {
      number: "K-2",
      voucherDate: "2026-01-02",
      dueDate: "2026-01-16",
    });
    const other = await newCase(customerId, debtorId, { number: "K-3", voucherDate: "2026-01-02", dueDate: "2026-01-16" });
    const notice = await runKind(customerId, caseId, "bankruptcy-notice");
    const feesAtNotice = (await getCase(customerId, caseId)).feesOre;

    // a part payment between the notice and its service: it pays what is owed then (no service fee yet)
    at(`${addDays(notice.sendDate, 2)}T10:00:00Z`);
    const payment = CaseVoucherInput.parse({ type: "payment", voucherDate: Clock.today(), amount: "100,00" });
    await registerCaseVoucher(customerId, caseId, payment, { userId: actor.userId, byName: "Ola" });
    const paid = await getCase(customerId, caseId);
    expect(paid).toMatchObject({ feesOre: feesAtNotice, paidOre: 100_00 });

    // served three days later: the fee joins the case on top of what the payment left
    at(`${addDays(notice.sendDate, 5)}T10:00:00Z`);
    await recordService(customerId, caseId, notice.runId, { servedDate: Clock.today() }, actor);
    const served = await getCase(customerId, caseId);
    expect(served.feesOre).toBe(feesAtNotice + 53_800);
    expect(served.paidOre).toBe(100_00);

    // a merge with the served notice is refused until it is reverted (SPEC 4 merge rules)
    const refused = await refusalOf(mergeCases(customerId, other.caseId, { caseIds: [caseId] }, actor));
    expect(refused.messageKey).toBe("caseMerge.revertFirst");

    // reverted without keeping fees: the notice's fee, the service fee included, leaves the case
    await revertSteps(customerId, caseId, { runId: notice.runId, keepFees: false }, actor);
    const reverted = await getCase(customerId, caseId);
    expect(reverted.feesOre).toBe(served.feesOre - 53_800 - notice.feeOre);
    expect(reverted.paidOre).toBe(100_00);
    const run = (await caseStepItems(customerId, caseId)).find((s) => s.runId === notice.runId)!;
    expect(run).toMatchObject({ status: "reverted", serviceStatus: "served" });
    const merged = await mergeCases(customerId, other.caseId, { caseIds: [caseId] }, actor);
    expect(merged.target.claims).toHaveLength(2);
  }, 60_000);

  it("a notice reverted before its service takes none", async () => {
    at("2026-02-02T10:00:00Z");
    const customerId = await newCustomer({ cases: 5, sends: 20 });
    const debtorId = await newDebtor(customerId, { type: "company" });
    const { caseId } = await newCase(customerId, debtorId, {
      number: "K-4",
      voucherDate: "2026-01-02",
      dueDate: "2026-01-16",
    });
    const notice = await runKind(customerId, caseId, "bankruptcy-notice");
    await revertSteps(customerId, caseId, { runId: notice.runId, keepFees: false }, actor);
    const feesBefore = (await getCase(customerId, caseId)).feesOre;
    const refused = await refusalOf(recordService(customerId, caseId, notice.runId, { servedDate: Clock.today() }, actor));
    expect(refused.fields?.servedDate).toEqual(["steps.service.notAwaiting"]);
    expect((await getCase(customerId, caseId)).feesOre).toBe(feesBefore);
  });
});
