import { afterEach, describe, expect, it } from "vitest";
import { Clock } from "../../clock";
import { db } from "../../dynamo/db";
import { t } from "../../i18n/all";
import { seedProcedures } from "../../procedures/seed";
import { AppError } from "../../util/error";
import { StartCaseInput } from "../case.schema";
import { caseEvents } from "../lists";
import { startCase } from "../start";
import { getCase } from "../store";
import { newCase, newCustomer, newDebtor } from "../testing.db";
import { closeCase, closeCases, reopenCase } from "./close";
import { deleteDebtorPauses, listDebtorPauses } from "./debtor-pauses";
import { pauseCase, resumeCase, resumeDueCases } from "./pause";
import { CloseCasesInput, PauseCaseInput } from "./pause.schema";

const actor = { userId: "u-pause" };

/** A customer with a debtor; its cases of one 1 000 kr invoice (due 01.10.2026 unless said) made on demand. */
async function world() {
  await seedProcedures();
  const customerId = await newCustomer({ name: "Pause AS", cases: 20, sends: 10 });
  const debtorId = await newDebtor(customerId, { email: false });
  const counter = async (name: string) =>
    (await db().entities.counter.get({ scope: customerId, name }).go({ consistent: true })).data?.count ?? 0;
  return { customerId, debtorId, newCase: (dueDate?: string) => newCase(customerId, debtorId, { dueDate }), counter };
}

/** The message key of a refusal (its first field's). */
async function refusal(p: Promise<unknown>): Promise<string> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(err instanceof AppError)) throw err ?? new Error("no refusal");
  return Object.values(err.fields ?? {})[0]?.[0] ?? err.messageKey;
}

const pause = (until: string, notify = false, note?: string) => PauseCaseInput.parse({ until, notify, note });

describe("pausing and resuming a case", () => {
  afterEach(() => Clock.setOffset(0));

  it("takes a reactivation date after today and at most a year ahead, with its messages in both languages", () => {
    Clock.setNow(new Date("2026-11-20T10:00:00Z"));
    const issue = (until: string) => PauseCaseInput.safeParse({ until }).error?.issues[0]?.message;
    expect(issue("2026-11-20")).toBe("casePause.untilNotFuture");
    expect(issue("2027-11-21")).toBe("casePause.untilTooLate");
    expect(issue("2026-13-01")).toBe("validation.date");
    expect(issue("2026-11-21")).toBeUndefined();
    expect(issue("2027-11-20")).toBeUndefined();
    expect(t("en", "casePause.untilNotFuture")).toBe("The reactivation date must be after today.");
    expect(t("no", "casePause.untilNotFuture")).toBe("Reaktiveringsdatoen må være etter i dag.");
  });

  it("pauses a running case until a date, keeps the pause with the debtor, and the user resumes it", async () => {
    Clock.setNow(new Date("2026-11-20T10:00:00Z"));
    const w = await world();
    const { caseId } = await w.newCase();
    const readyBefore = await w.counter("cases#status#ready");
    const paused = await pauseCase(w.customerId, caseId, pause("2026-12-24", true, "Avtalt utsettelse"), actor);
    expect(paused).toMatchObject({ status: "paused", pausedUntil: "2026-12-24", statusBeforePause: "ready" });
    expect(await w.counter("cases#status#paused")).toBe(1);
    expect(await w.counter("cases#status#ready")).toBe(readyBefore - 1);
    const { data: pauses } = await listDebtorPauses(w.customerId, w.debtorId);
    expect(pauses).toMatchObject([
      { caseId, until: "2026-12-24", notify: true, note: "Avtalt utsettelse", active: true },
    ]);

    // paused again: the same pause, a new date
    await pauseCase(w.customerId, caseId, pause("2027-01-10"), actor);
    expect((await listDebtorPauses(w.customerId, w.debtorId)).data).toMatchObject([
      { until: "2027-01-10", notify: false, note: "Avtalt utsettelse", active: true },
    ]);

    const resumed = await resumeCase(w.customerId, caseId, actor);
    expect(resumed).toMatchObject({ status: "ready" });
    expect(resumed!.pausedUntil).toBeUndefined();
    expect((await listDebtorPauses(w.customerId, w.debtorId)).data).toMatchObject([
      { active: false, endedHow: "resumed" },
    ]);
    expect(await refusal(resumeCase(w.customerId, caseId, actor))).toBe("casePause.notPaused");
    const kinds = (await caseEvents(w.customerId, caseId)).data.map((e) => e.kind);
    expect(kinds).toEqual(["created", "paused", "paused", "resumed"]);
  });

  it("refuses to pause a case that is not running", async () => {
    Clock.setNow(new Date("2026-11-20T10:00:00Z"));
    const w = await world();
    const { caseId } = await w.newCase();
    await closeCase(w.customerId, caseId, { reason: "nothing-to-pay" }, actor);
    expect(await refusal(pauseCase(w.customerId, caseId, pause("2026-12-01"), actor))).toBe("casePause.notPausable");
  });

  it("resumes every case due on its reactivation date, once, and a waiting case that fell due comes back ready", async () => {
    Clock.setNow(new Date("2026-11-20T10:00:00Z"));
    const w = await world();
    const a = await w.newCase("2026-11-25"); // waiting: not yet due
    const b = await w.newCase();
    const c = await w.newCase();
    await pauseCase(w.customerId, a.caseId, pause("2026-12-01"), actor);
    await pauseCase(w.customerId, b.caseId, pause("2026-12-02"), actor);
    await pauseCase(w.customerId, c.caseId, pause("2026-12-05"), actor);
    Clock.setNow(new Date("2026-12-02T05:00:00Z"));
    const first = await resumeDueCases();
    expect(first.resumed).toBeGreaterThanOrEqual(2);
    expect((await getCase(w.customerId, a.caseId)).status).toBe("ready");
    expect((await getCase(w.customerId, b.caseId)).status).toBe("ready");
    expect((await getCase(w.customerId, c.caseId)).status).toBe("paused");
    // run again (the schedule fired twice): nothing more happens to them
    await resumeDueCases();
    const events = (await caseEvents(w.customerId, b.caseId)).data.filter((e) => e.kind === "resumed");
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ by: "system", data: { how: "reactivated" } });
  });

  it("a pause and a close racing on one case: both land in one order, never a paused closed case", async () => {
    Clock.setNow(new Date("2026-11-20T10:00:00Z"));
    const w = await world();
    for (let round = 0; round < 3; round++) {
      const { caseId } = await w.newCase();
      const [p, c] = await Promise.allSettled([
        pauseCase(w.customerId, caseId, pause("2026-12-24"), actor),
        closeCase(w.customerId, caseId, { reason: "nothing-to-pay" }, actor),
      ]);
      // the close always wins in the end (it closes a paused case too); a pause after it is refused clearly
      expect(c.status).toBe("fulfilled");
      if (p.status === "rejected") expect(await refusal(Promise.reject(p.reason))).toBe("casePause.notPausable");
      const after = await getCase(w.customerId, caseId);
      expect(after).toMatchObject({ status: "closed", closeReason: "nothing-to-pay" });
      expect(after.pausedUntil).toBeUndefined();
      // a pause that came first has ended with the close: the reactivation job will not touch the case
      const active = (await listDebtorPauses(w.customerId, w.debtorId)).data.filter(
        (x) => x.caseId === caseId && x.active,
      );
      expect(active).toEqual([]);
    }
  });
});

describe("closing and reopening cases", () => {
  afterEach(() => Clock.setOffset(0));

  it("closes with a reason, frees the claims, moves the counters, and reopens to the status it had", async () => {
    Clock.setNow(new Date("2026-11-20T10:00:00Z"));
    const w = await world();
    const { caseId, voucherId } = await w.newCase();
    const closed = await closeCase(w.customerId, caseId, { reason: "debtor-bankrupt-insolvent" }, actor);
    expect(closed).toMatchObject({
      status: "closed",
      closeReason: "debtor-bankrupt-insolvent",
      statusBeforeClose: "ready",
    });
    expect(await w.counter("cases#status#closed")).toBe(1);
    const lock = await db()
      .entities.caseClaimLock.get({ customerId: w.customerId, voucherId })
      .go({ consistent: true });
    expect(lock.data).toBeNull();
    expect(await refusal(closeCase(w.customerId, caseId, { reason: "nothing-to-pay" }, actor))).toBe(
      "casePause.notClosable",
    );

    const reopened = await reopenCase(w.customerId, caseId, actor);
    expect(reopened).toMatchObject({ status: "ready" });
    expect(reopened.closeReason).toBeUndefined();
    expect(await w.counter("cases#status#closed")).toBe(0);
    const relocked = await db()
      .entities.caseClaimLock.get({ customerId: w.customerId, voucherId })
      .go({ consistent: true });
    expect(relocked.data?.caseId).toBe(caseId);
    expect(await refusal(reopenCase(w.customerId, caseId, actor))).toBe("casePause.notReopenable");
  });

  it("refuses to reopen a case whose claim has entered another case, naming it", async () => {
    Clock.setNow(new Date("2026-11-20T10:00:00Z"));
    const w = await world();
    const { caseId, voucherId } = await newCase(w.customerId, w.debtorId, { number: "F-1" });
    await closeCase(w.customerId, caseId, { reason: "claim-pulled-case-credited-error" }, actor);
    const { case: other } = await startCase(
      w.customerId,
      StartCaseInput.parse({ debtorId: w.debtorId, voucherIds: [voucherId] }),
      actor,
    );
    const err = await reopenCase(w.customerId, caseId, actor).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).fields).toEqual({ claims: ["cases.claimInCase"] });
    expect(t("en", "cases.claimInCase", (err as AppError).params)).toBe(
      `The claim F-1 is already in case ${other.caseNumber}.`,
    );
  });

  it("closes a batch of at most 50, each on its own, saying per case", async () => {
    Clock.setNow(new Date("2026-11-20T10:00:00Z"));
    const w = await world();
    const a = await w.newCase();
    const b = await w.newCase();
    await closeCase(w.customerId, b.caseId, { reason: "nothing-to-pay" }, actor);
    const out = await closeCases(
      w.customerId,
      CloseCasesInput.parse({ ids: [a.caseId, b.caseId, "999"], reason: "depreciated-loss" }),
      actor,
    );
    expect(out.map((o) => [o.caseId, o.case?.status ?? null, o.error?.messageKey ?? null])).toEqual([
      [a.caseId, "closed", null],
      [b.caseId, null, "casePause.notClosable"],
      ["999", null, "errors.notFound"],
    ]);
    const tooMany = CloseCasesInput.safeParse({
      ids: Array.from({ length: 51 }, (_, i) => String(i + 1)),
      reason: "nothing-to-pay",
    });
    expect(tooMany.error?.issues[0]?.message).toBe("cases.tooManySelected");
    expect(t("en", "cases.tooManySelected")).toBe("You can select a maximum of 50 cases at once.");
    expect(CloseCasesInput.safeParse({ ids: [], reason: "nothing-to-pay" }).error?.issues[0]?.message).toBe(
      "validation.required",
    );
  });
});

describe("the debtor's pauses and notes", () => {
  afterEach(() => Clock.setOffset(0));

  it("deletes them all: the paused cases resume, the pauses and their notes are gone", async () => {
    Clock.setNow(new Date("2026-11-20T10:00:00Z"));
    const w = await world();
    const a = await w.newCase();
    const b = await w.newCase();
    await pauseCase(w.customerId, a.caseId, pause("2026-12-24", false, "Ringte 20.11"), actor);
    await pauseCase(w.customerId, b.caseId, pause("2026-12-24"), actor);
    await resumeCase(w.customerId, b.caseId, actor);
    expect((await listDebtorPauses(w.customerId, w.debtorId)).total).toBe(2);
    expect(await deleteDebtorPauses(w.customerId, w.debtorId, actor)).toEqual({ pauses: 2, resumed: 1 });
    expect((await getCase(w.customerId, a.caseId)).status).toBe("ready");
    expect((await listDebtorPauses(w.customerId, w.debtorId)).total).toBe(0);
  });
});
