import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { Clock } from "../../clock";
import { db } from "../../dynamo/db";
import { t } from "../../i18n/messages";
import { seedProcedures } from "../../procedures/seed";
import { caseEvents } from "../lists";
import { caseStepItems } from "../steps/available";
import { getCase } from "../store";
import { mergeCases } from "./merge";
import { moveClaims } from "./move-claims";
import { saveCaseSettings } from "../settings";
import { actor, at, newCase, newCustomer, newDebtor, refusalOf, runKind } from "../testing.db";

const lockOf = async (customerId: string, voucherId: string) =>
  (await db().entities.caseClaimLock.get({ customerId, voucherId }).go({ consistent: true })).data?.caseId;

describe("moving claims to another case (SPEC 4 move)", () => {
  beforeAll(() => seedProcedures());
  afterEach(() => Clock.setOffset(0));

  it("moves the claim, its open amount and its lock; onto a case past the payment demand, that step is reset", async () => {
    at("2026-11-20T10:00:00Z");
    const customerId = await newCustomer();
    const debtorId = await newDebtor(customerId);
    const a = await newCase(customerId, debtorId, { amountOre: 400_00, claims: 2, dueDate: "2026-09-20" });
    const b = await newCase(customerId, debtorId, { amountOre: 700_00 });
    // the ladder's deadlines as the law gives them: the Christmas extension (issue 18 #15) would move the
    // betalingsoppfordring into 2027, a half-year whose interest rate is not entered yet
    await saveCaseSettings(customerId, { minimumOwed: 1_00, extendHolidayDeadlines: false });
    for (const kind of ["payment-reminder", "reminder", "debt-collection-notice", "payment-demand"] as const)
      await runKind(customerId, b.caseId, kind);
    const demand = (await caseStepItems(customerId, b.caseId)).at(-1)!;
    expect(demand.kind).toBe("payment-demand");
    const [aBefore, bBefore] = await Promise.all([getCase(customerId, a.caseId), getCase(customerId, b.caseId)]);

    const moved = await moveClaims(
      customerId,
      a.caseId,
      { voucherIds: [a.voucherIds[1]!], targetCaseId: b.caseId },
      actor,
    );
    const [aAfter, bAfter] = await Promise.all([getCase(customerId, a.caseId), getCase(customerId, b.caseId)]);
    expect(aAfter).toMatchObject({ principalOre: aBefore.principalOre - 400_00, version: aBefore.version + 1 });
    expect(aAfter.claims.map((cl: { voucherId: string }) => cl.voucherId)).toEqual([a.voucherIds[0]]);
    expect(bAfter).toMatchObject({
      principalOre: 700_00 + 400_00,
      dueDate: "2026-09-20",
      feesOre: bBefore.feesOre, // the reset keeps the demand's fee: the law counts it, the letter can be resent
      stepKey: "debt-collection-notice",
      status: "active",
    });
    expect(bAfter.claims.at(-1)).toMatchObject({ voucherId: a.voucherIds[1], caseId: b.caseId });
    expect(await lockOf(customerId, a.voucherIds[1]!)).toBe(b.caseId);
    expect(await lockOf(customerId, a.voucherIds[0]!)).toBe(a.caseId);
    expect((await caseStepItems(customerId, b.caseId)).at(-1)).toMatchObject({
      runId: demand.runId,
      status: "reverted",
      feesKept: true,
    });
    expect(moved.reset?.runs.map((r) => r.runId)).toEqual([demand.runId]);
    for (const id of [a.caseId, b.caseId])
      expect((await caseEvents(customerId, id)).data.at(-1)).toMatchObject({
        kind: "claims-moved",
        byName: actor.name,
        data: { fromCaseId: a.caseId, toCaseId: b.caseId, amountOre: 400_00 },
      });
  });

  // the ladder before the petition (inkassoloven §§ 9-10) adds four letter runs
  it("refuses the same case, a claim not in the case, the last claim, another debtor, a merged case, legal collection", async () => {
    // early enough that the ladder before the petition (inkassoloven §§ 9-10) ends in 2026, whose figures are known
    at("2026-10-16T10:00:00Z");
    const customerId = await newCustomer();
    const debtorId = await newDebtor(customerId);
    const other = await newDebtor(customerId, { name: "Per Hansen", customerNumber: "10002" });
    const a = await newCase(customerId, debtorId, { claims: 2 });
    const b = await newCase(customerId, debtorId);
    const x = await newCase(customerId, other);
    const move = (caseId: string, voucherIds: string[], targetCaseId: string) =>
      refusalOf(moveClaims(customerId, caseId, { voucherIds, targetCaseId }, actor));

    expect((await move(a.caseId, [a.voucherId], a.caseId)).messageKey).toBe("caseMove.sameCase");
    const notIn = await move(a.caseId, [b.voucherId], b.caseId);
    expect(t("en", notIn.messageKey, notIn.params)).toBe(`The claim ${b.voucherId} is not in case ${a.caseId}.`);
    expect((await move(a.caseId, a.voucherIds, b.caseId)).messageKey).toBe("caseMove.lastClaim");
    const differ = await move(a.caseId, [a.voucherId], x.caseId);
    expect(t("en", differ.messageKey)).toBe("Debtors must be the same in all cases");

    const c = await newCase(customerId, debtorId);
    await mergeCases(customerId, b.caseId, { caseIds: [c.caseId] }, actor);
    const merged = await move(a.caseId, [a.voucherId], c.caseId);
    expect(t("no", merged.messageKey, merged.params)).toBe(
      `Krav kan bare flyttes mellom åpne saker: sak ${c.caseId} er avsluttet eller slått sammen.`,
    );

    await runKind(customerId, b.caseId, "enforcement-notice");
    await runKind(customerId, b.caseId, "enforcement-petition");
    const legal = await move(a.caseId, [a.voucherId], b.caseId);
    expect(t("en", legal.messageKey)).toBe("Legal collection has already been initiated in the selected case");
    // nothing moved by any refusal
    expect((await getCase(customerId, a.caseId)).claims).toHaveLength(2);
  }, 60_000);
});
