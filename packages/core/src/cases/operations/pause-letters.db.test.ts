import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { Clock } from "../../clock";
import { t } from "../../i18n/all";
import { seedProcedures } from "../../procedures/seed";
import { AppError } from "../../util/error";
import { newCase, newCustomer, newDebtor, releaseDue } from "../testing.db";
import { availableSteps, caseStepItems } from "../steps/available";
import { runStep } from "../steps/run";
import { closeCase } from "./close";
import { pauseCase, resumeCase } from "./pause";
import { PauseCaseInput } from "./pause.schema";

/** No letter goes out for a paused or closed case: not by a step run, not by the sweep of planned letters. */

const actor = { userId: "u-pause-letters" };

/** A customer, a debtor with an e-mail address and a case of one 1 000 kr invoice due 15.10.2026. */
async function world() {
  const customerId = await newCustomer({ cases: 5, sends: 10 });
  const debtorId = await newDebtor(customerId);
  const { caseId } = await newCase(customerId, debtorId, { voucherDate: "2026-10-01", dueDate: "2026-10-15" });
  const steps = async () => (await availableSteps(customerId, caseId, Clock.now())).data;
  return { customerId, caseId, steps };
}

describe("letters of paused and closed cases", () => {
  beforeAll(() => seedProcedures());
  afterEach(() => Clock.setOffset(0));

  it("a paused case is offered no step; a case with a letter waiting for its window is not paused; a closed case's planned letter never goes", async () => {
    Clock.setNow(new Date("2026-11-20T10:00:00Z")); // Friday, a sending window
    const w = await world();
    await pauseCase(w.customerId, w.caseId, PauseCaseInput.parse({ until: "2026-12-01" }), actor);
    const offered = await w.steps();
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.every((s) => !s.allowed)).toBe(true);
    const refused = await runStep(w.customerId, w.caseId, { stepId: offered[0]!.stepId }, actor, {
      now: Clock.now(),
    }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    await resumeCase(w.customerId, w.caseId, actor);

    // Sunday: the step is planned for Monday's window
    Clock.setNow(new Date("2026-11-22T12:00:00Z"));
    const first = (await w.steps()).find((s) => s.allowed)!;
    const { step } = await runStep(w.customerId, w.caseId, { stepId: first.stepId }, actor, { now: Clock.now() });
    expect(step.status).toBe("planned");
    const err = (await pauseCase(w.customerId, w.caseId, PauseCaseInput.parse({ until: "2026-12-01" }), actor).catch(
      (e: unknown) => e,
    )) as AppError;
    expect(err.fields).toEqual({ status: ["casePause.letterPlanned"] });
    expect(t("en", err.messageKey, err.params)).toBe(
      "A letter of the case is waiting for its sending window (23.11.2026 08:00). Pause the case once the letter has gone.",
    );
    expect(t("no", err.messageKey, err.params)).toContain("23.11.2026 08:00");

    await closeCase(w.customerId, w.caseId, { reason: "nothing-to-pay" }, actor);
    Clock.setNow(new Date("2026-11-23T07:05:00Z"));
    expect(await releaseDue(w.customerId)).toEqual({ queued: 0 });
    const [item] = await caseStepItems(w.customerId, w.caseId);
    expect(item).toMatchObject({ status: "planned", sweep: "done" });
    expect(item!.queuedAt).toBeUndefined();
  });
});
