import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { Clock } from "../../clock";
import { db } from "../../dynamo/db";
import { t } from "../../i18n/messages";
import { VOUCHER_TYPES } from "../../ledger/voucher-rules";
import { seedProcedures } from "../../procedures/seed";
import { AppError } from "../../util/error";
import { caseEvents } from "../lists";
import { availableSteps, caseStepItems } from "../steps/available";
import { runStep } from "../steps/run";
import { StartCaseInput } from "../case.schema";
import { startCase } from "../start";
import { getCase } from "../store";
import { mergeCases } from "./merge";
import { revertSteps } from "./revert";
import { actor, at, closeCase, newCase, newCustomer, newDebtor, refusalOf, runKind } from "../testing.db";

const lock = async (customerId: string, voucherId: string) =>
  (await db().entities.caseClaimLock.get({ customerId, voucherId }).go({ consistent: true })).data;

/** The refusal's message in both languages. */
const words = (err: AppError) => ({ en: t("en", err.messageKey, err.params), no: t("no", err.messageKey, err.params) });

describe("merging cases (SPEC 4 merge rules)", () => {
  beforeAll(() => seedProcedures());
  afterEach(() => Clock.setOffset(0));

  it("moves every claim, lock and krone to the target; the others become merged; the target's sent step is reset", async () => {
    at("2026-11-20T10:00:00Z");
    const customerId = await newCustomer();
    const debtorId = await newDebtor(customerId);
    const a = await newCase(customerId, debtorId, { amountOre: 1_000_00 });
    const b = await newCase(customerId, debtorId, { amountOre: 250_50, claims: 2 });
    const c = await newCase(customerId, debtorId, { amountOre: 99_99, dueDate: "2026-09-15" });
    const sent = await runKind(customerId, a.caseId, "payment-reminder");
    await runKind(customerId, b.caseId, "payment-reminder");
    const before = await Promise.all([a, b, c].map((x) => getCase(customerId, x.caseId)));

    const merged = await mergeCases(customerId, a.caseId, { caseIds: [b.caseId, c.caseId] }, actor);
    const target = await getCase(customerId, a.caseId);
    expect({ ...target, updatedAt: 0 }).toEqual({ ...merged.target, updatedAt: 0 });
    const total = (f: (x: (typeof before)[number]) => number) => before.reduce((s, x) => s + f(x), 0);
    expect(target).toMatchObject({
      principalOre: 1_000_00 + 2 * 250_50 + 99_99,
      interestOre: total((x) => x.interestOre),
      feesOre: total((x) => x.feesOre),
      paidOre: total((x) => x.paidOre),
      dueDate: "2026-09-15",
      version: before[0]!.version + 1,
    });
    expect((target.claims as { voucherId: string; caseId: string }[]).map((cl) => [cl.voucherId, cl.caseId])).toEqual(
      [a.voucherId, ...b.voucherIds, c.voucherId].map((v) => [v, a.caseId]),
    );
    for (const v of [a.voucherId, ...b.voucherIds, c.voucherId])
      expect((await lock(customerId, v))?.caseId).toBe(a.caseId);
    for (const x of [b, c])
      expect(await getCase(customerId, x.caseId)).toMatchObject({
        status: "merged",
        claims: [],
        principalOre: 0,
        feesOre: 0,
      });

    // the target's letter covered only its own claim: reset (its fee kept) so it can be resent for all of them
    const [run] = await caseStepItems(customerId, a.caseId);
    expect(run).toMatchObject({ runId: sent.runId, status: "reverted", feesKept: true });
    expect(target).toMatchObject({ status: "ready", stepKey: "none" });
    expect(target.lastStep).toBeUndefined();
    const offered = (await availableSteps(customerId, a.caseId, Clock.now())).data;
    // b's purring still runs its deadline for the claims it brought (issue 17): the resend waits for it
    const bRun = (await caseStepItems(customerId, b.caseId))[0]!;
    expect(offered[0]).toMatchObject({ kind: "payment-reminder", allowed: false });
    expect(offered[0]!.earliestDate! > bRun.deadlineDate!).toBe(true);
    // b's steps stay in b's history; a merged case takes no step
    const onB = (await availableSteps(customerId, b.caseId, Clock.now())).data;
    expect(onB.every((s) => !s.allowed)).toBe(true);

    const events = (await caseEvents(customerId, a.caseId)).data;
    expect(events.at(-1)).toMatchObject({
      kind: "merged",
      byName: actor.name,
      data: { caseIds: [b.caseId, c.caseId], claims: 3 },
    });
    expect((await caseEvents(customerId, b.caseId)).data.at(-1)).toMatchObject({
      kind: "merged",
      status: "merged",
      data: { targetCaseId: a.caseId },
    });
    // the merged claims' invoice numbers now find the target
    const refs = await db().entities.caseRef.query.byRef({ customerId }).go({ pages: "all" });
    const num = (target.claims as { number: string; voucherId: string }[]).find((cl) => cl.voucherId === c.voucherId)!;
    expect(refs.data.some((r) => r.caseId === a.caseId && r.ref.startsWith(num.number.toLowerCase()))).toBe(true);
  });

  it("refuses each rule with the SPEC 8 message, in both languages", async () => {
    at("2026-11-20T10:00:00Z");
    const customerId = await newCustomer();
    const debtorId = await newDebtor(customerId);
    const other = await newDebtor(customerId, { name: "Per Hansen", customerNumber: "10002" });
    const a = await newCase(customerId, debtorId);
    const b = await newCase(customerId, debtorId);

    const few = await refusalOf(mergeCases(customerId, a.caseId, { caseIds: [a.caseId] }, actor));
    expect([few.messageKey, few.fields]).toEqual(["caseMerge.tooFew", { caseIds: ["caseMerge.tooFew"] }]);

    const x = await newCase(customerId, other);
    const differ = await refusalOf(mergeCases(customerId, a.caseId, { caseIds: [x.caseId] }, actor));
    expect(words(differ)).toEqual({
      en: "Debtors must be the same in all cases",
      no: "Debitorene må være de samme i alle sakene.",
    });

    await mergeCases(customerId, a.caseId, { caseIds: [b.caseId] }, actor);
    const twice = await refusalOf(mergeCases(customerId, a.caseId, { caseIds: [b.caseId] }, actor));
    expect(words(twice).en).toBe(`The case ${b.caseId} has already been merged with another case`);
    expect(words(twice).no).toBe(`Sak ${b.caseId} er allerede slått sammen med en annen sak.`);

    const note = await newCase(customerId, debtorId, { type: VOUCHER_TYPES.interestCalculation });
    const notes = await refusalOf(mergeCases(customerId, a.caseId, { caseIds: [note.caseId] }, actor));
    expect(words(notes).en).toBe("It is not possible to merge interest note claims");

    const c = await newCase(customerId, debtorId);
    const d = await newCase(customerId, debtorId);
    await closeCase(customerId, c.caseId);
    const closedTarget = await refusalOf(mergeCases(customerId, c.caseId, { caseIds: [d.caseId] }, actor));
    expect(words(closedTarget).en).toBe("The case you are trying to merge has already closed");

    // a closed case to merge in: asked to confirm, then merged (its claim locked again, now in the target)
    const confirm = await refusalOf(mergeCases(customerId, d.caseId, { caseIds: [c.caseId] }, actor));
    expect(confirm.fields).toEqual({ confirmClosed: ["caseMerge.confirmClosed"] });
    expect(words(confirm).en).toBe(`The case ${c.caseId} is closed. Confirm that it should be merged.`);
    expect(await lock(customerId, (await getCase(customerId, c.caseId)).claims[0].voucherId)).toBeNull();
    await mergeCases(customerId, d.caseId, { caseIds: [c.caseId], confirmClosed: true }, actor);
    const moved = (await getCase(customerId, d.caseId)).claims as { voucherId: string }[];
    expect(moved).toHaveLength(2);
    expect((await lock(customerId, moved[1]!.voucherId))?.caseId).toBe(d.caseId);
  });

  // the ladder before the petition (inkassoloven §§ 9-10) adds four letter runs
  it("asks for a forced-collection notice to be reverted first, and refuses once legal collection has started", async () => {
    // early enough that the ladder before the petition (inkassoloven §§ 9-10) ends in 2026, whose figures are known
    at("2026-10-16T10:00:00Z");
    const customerId = await newCustomer();
    const debtorId = await newDebtor(customerId);
    const a = await newCase(customerId, debtorId);
    const b = await newCase(customerId, debtorId);
    const notice = await runKind(customerId, b.caseId, "enforcement-notice");
    // a third case up to its § 4-18 notice too, now, while its ladder still ends in 2026
    const c = await newCase(customerId, debtorId);
    const cNotice = await runKind(customerId, c.caseId, "enforcement-notice");
    const first = await refusalOf(mergeCases(customerId, a.caseId, { caseIds: [b.caseId] }, actor));
    expect(first.messageKey).toBe("caseMerge.revertFirst");
    expect(words(first).en).toContain(`in case ${b.caseId} before merging`);

    const petition = await runKind(customerId, b.caseId, "enforcement-petition");
    const legal = await refusalOf(mergeCases(customerId, a.caseId, { caseIds: [b.caseId] }, actor));
    expect(words(legal)).toEqual({
      en: "Legal collection has already been initiated in the selected case",
      no: "Rettslig inndriving er allerede startet i den valgte saken.",
    });
    // the judicial step cannot be reverted either ("Rights for judicial steps already started in the case")
    const rights = await refusalOf(revertSteps(customerId, b.caseId, { runId: notice.runId, keepFees: true }, actor));
    expect(words(rights).en).toBe("Rights for judicial steps already started in the case");
    expect(petition.kind).toBe("enforcement-petition");

    // reverting the notice first (on a case without a judicial step) lets the merge through
    await revertSteps(customerId, c.caseId, { runId: cNotice.runId, keepFees: false }, actor);
    const merged = await mergeCases(customerId, a.caseId, { caseIds: [c.caseId] }, actor);
    expect(merged.target.claims).toHaveLength(2);
  }, 60_000);

  it("a merge and a step run on the same case at once: one wins, the other sees the result", async () => {
    at("2026-11-20T10:00:00Z");
    const customerId = await newCustomer();
    const debtorId = await newDebtor(customerId);
    const a = await newCase(customerId, debtorId);
    const b = await newCase(customerId, debtorId);
    const stepId = (await availableSteps(customerId, b.caseId, Clock.now())).data[0]!.stepId;
    const [merge, step] = await Promise.allSettled([
      mergeCases(customerId, a.caseId, { caseIds: [b.caseId] }, actor),
      runStep(customerId, b.caseId, { stepId }, actor, { now: Clock.now() }),
    ]);
    expect(merge.status).toBe("fulfilled");
    const runs = await caseStepItems(customerId, b.caseId);
    const source = await getCase(customerId, b.caseId);
    const target = await getCase(customerId, a.caseId);
    expect(source.status).toBe("merged");
    if (step.status === "fulfilled") {
      // the step ran first: the merge read the case after it and carried its fee over
      expect(runs).toHaveLength(1);
      const events = (await caseEvents(customerId, b.caseId)).data.map((e) => e.kind);
      expect(events.indexOf("step-run")).toBeLessThan(events.indexOf("merged"));
      expect(target.feesOre).toBe(runs[0]!.feeOre);
    } else {
      // the merge won: the step runner re-read a merged case and refused
      expect(runs).toHaveLength(0);
      expect((step.reason as AppError).messageKey).toBe("steps.notAvailable");
    }
    expect(target.principalOre).toBe(2_000_00);
  });
  it("refuses a closed case's claim that another case has taken since, naming that case, with nothing written", async () => {
    const customerId = await newCustomer();
    const debtorId = await newDebtor(customerId);
    const a = await newCase(customerId, debtorId);
    const b = await newCase(customerId, debtorId);
    await closeCase(customerId, b.caseId);
    // the closed case's claim enters a new case (its lock was released by the close)
    const { case: c } = await startCase(
      customerId,
      StartCaseInput.parse({ debtorId, voucherIds: [b.voucherId] }),
      actor,
    );
    const before = await Promise.all([a, b].map((x) => getCase(customerId, x.caseId)));
    const err = await refusalOf(mergeCases(customerId, a.caseId, { caseIds: [b.caseId], confirmClosed: true }, actor));
    expect(err).toMatchObject({ messageKey: "cases.claimInCase", params: { caseNumber: String(c.caseNumber) } });
    const after = await Promise.all([a, b].map((x) => getCase(customerId, x.caseId)));
    expect(after.map((x) => x.version)).toEqual(before.map((x) => x.version));
    expect((await lock(customerId, b.voucherId))?.caseId).toBe(String(c.caseNumber));
  });
});
