import { beforeAll, describe, expect, it } from "vitest";
import { seedProcedures } from "../procedures/seed";
import { failedAt } from "../dynamo/transaction";
import { AppError } from "../util/error";
import { caseCommand } from "./command";
import { caseEvents } from "./lists";
import { recordDispute } from "./operations/dispute";
import { getCase, nextVersion } from "./store";
import { actor, newCase, newCustomer, newDebtor } from "./testing.db";

/** The one case-command skeleton (design review 2, change 1): read, plan, one transaction, retried on contention. */
describe("caseCommand", () => {
  beforeAll(() => seedProcedures());

  it("plans again on what a concurrent change left, so neither change is lost", async () => {
    const customerId = await newCustomer();
    const c = await newCase(customerId, await newDebtor(customerId));
    let plans = 0;
    const after = await caseCommand(customerId, c.caseId, actor, async (before) => {
      plans++;
      // the first time, another command changes the case between this read and this write
      if (plans === 1)
        await recordDispute(customerId, c.caseId, { date: "2026-11-20", reason: "Uenig i kravet" }, actor);
      return {
        after: nextVersion(before, { autoPilot: true }),
        event: { kind: "note", by: actor.userId, data: { plans } },
      };
    });
    expect(plans).toBe(2);
    const stored = await getCase(customerId, c.caseId);
    expect(stored).toMatchObject({ autoPilot: true, dispute: { reason: "Uenig i kravet" } });
    expect(stored.version).toBe(after.version);
  });

  it("a plan without `after` writes its event on the version read: a change since plans it again, the case unwritten", async () => {
    const customerId = await newCustomer();
    const c = await newCase(customerId, await newDebtor(customerId));
    const events = (await caseEvents(customerId, c.caseId)).data.length;
    let plans = 0;
    const seen = await caseCommand(customerId, c.caseId, actor, async (before) => {
      plans++;
      // the first time, another command changes the case between this read and this write
      if (plans === 1)
        await recordDispute(customerId, c.caseId, { date: "2026-11-20", reason: "Uenig i kravet" }, actor);
      return { event: { kind: "note", by: actor.userId, data: { plans, saw: before.version } } };
    });
    expect(plans).toBe(2);
    const stored = await getCase(customerId, c.caseId);
    // the answer is the case as the committed try read it: the dispute's version, not moved by the note
    expect(seen.version).toBe(stored.version);
    expect(stored.dispute).toMatchObject({ reason: "Uenig i kravet" });
    const written = (await caseEvents(customerId, c.caseId)).data.slice(events);
    expect(written.filter((e) => e.kind === "note").map((e) => e.data)).toEqual([{ plans: 2, saw: stored.version }]);
  });

  it("writes nothing when the plan changes nothing, and nothing when the plan refuses", async () => {
    const customerId = await newCustomer();
    const c = await newCase(customerId, await newDebtor(customerId));
    const before = await getCase(customerId, c.caseId);
    const events = (await caseEvents(customerId, c.caseId)).data.length;
    expect((await caseCommand(customerId, c.caseId, actor, () => null)).version).toBe(before.version);
    await expect(
      caseCommand(customerId, c.caseId, actor, () => {
        throw new Error("refused");
      }),
    ).rejects.toThrow("refused");
    expect((await getCase(customerId, c.caseId)).version).toBe(before.version);
    expect((await caseEvents(customerId, c.caseId)).data).toHaveLength(events);
  });

  it("answers a condition of an extra item as the caller's error (failedAt), at once and with nothing written", async () => {
    const customerId = await newCustomer();
    const c = await newCase(customerId, await newDebtor(customerId));
    const before = await getCase(customerId, c.caseId);
    const voucherId = (before.claims as { voucherId: string }[])[0]!.voucherId;
    let plans = 0;
    const taken = new AppError("VALIDATION", "cases.claimInCase");
    await expect(
      caseCommand(customerId, c.caseId, actor, (b) => {
        plans++;
        return {
          after: nextVersion(b, { autoPilot: true }),
          event: { kind: "note", by: actor.userId },
          // the case's own claim is locked already: the lock's create fails on its condition
          extra: (e) => [
            e.caseClaimLock.create({ customerId, voucherId: `free-${plans}`, caseId: c.caseId }).commit(),
            e.caseClaimLock.create({ customerId, voucherId, caseId: c.caseId }).commit(),
          ],
          refused: (err, extraAt) => (failedAt(err, extraAt + 1) ? taken : null),
        };
      }),
    ).rejects.toBe(taken);
    expect(plans).toBe(1);
    expect((await getCase(customerId, c.caseId)).version).toBe(before.version);
  });

  it("pays last and answers a shortfall as the allowance's 422, with nothing written", async () => {
    const customerId = await newCustomer({ cases: 5, sends: 0 });
    const c = await newCase(customerId, await newDebtor(customerId));
    const before = await getCase(customerId, c.caseId);
    await expect(
      caseCommand(customerId, c.caseId, actor, (b) => ({
        after: nextVersion(b, { autoPilot: true }),
        event: { kind: "note", by: actor.userId },
        use: { kind: "step", channels: ["email"], caseId: c.caseId },
      })),
    ).rejects.toMatchObject({ code: "VALIDATION", messageKey: "cases.notEnoughSends" });
    expect((await getCase(customerId, c.caseId)).version).toBe(before.version);
  });
});
