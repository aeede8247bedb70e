import { describe, expect, it } from "vitest";
import { NOTHING_DUE, planDueOn, planEndAction, renews } from "./plan-end-rules";

const paid = { active: true, starter: false, availableUntil: null };
const running = { until: "2026-10-30", carryForward: true };

describe("a plan's end (docs/billing.md 'When a plan ends')", () => {
  it("is due the day after its last day, or after its units' expiry if that comes first; ended: only the expiry", () => {
    expect(planDueOn({ until: "2026-10-30" })).toBe("2026-10-31");
    expect(planDueOn({ until: "2026-12-31", unitsExpireOn: "2026-10-10" })).toBe("2026-10-11");
    expect(planDueOn({ until: "2026-10-30", unitsExpireOn: "2026-12-31" })).toBe("2026-10-31");
    expect(planDueOn({ until: "2026-10-30", endedOn: "2026-10-31" })).toBe(NOTHING_DUE);
    expect(planDueOn({ until: "2026-10-30", endedOn: "2026-10-31", unitsExpireOn: "2026-12-31" })).toBe("2027-01-01");
  });

  it("a paid plan on sale renews the day after its end (today when the job comes late); nothing before", () => {
    expect(planEndAction(running, paid, "2026-10-30")).toEqual({ kind: "none" });
    expect(planEndAction(running, paid, "2026-10-31")).toEqual({ kind: "renew", from: "2026-10-31", lapseAll: false });
    expect(planEndAction(running, paid, "2026-11-03")).toEqual({ kind: "renew", from: "2026-11-03", lapseAll: false });
    const expiring = { ...running, unitsExpireOn: "2026-10-30" };
    expect(planEndAction(expiring, paid, "2026-10-31")).toEqual({ kind: "renew", from: "2026-10-31", lapseAll: true });
  });

  it("the starter plan, a plan off sale or inactive, a plan gone, or an overdue invoice of ours: the plan ends", () => {
    const noCarry = { ...running, carryForward: false };
    expect(planEndAction(noCarry, { ...paid, starter: true }, "2026-10-31")).toEqual({ kind: "end", lapse: true });
    expect(planEndAction(running, { ...paid, availableUntil: "2026-10-30" }, "2026-10-31")).toEqual({
      kind: "end",
      lapse: false, // carried units stay the customer's
    });
    expect(planEndAction(running, { ...paid, active: false }, "2026-10-31").kind).toBe("end");
    expect(planEndAction(running, null, "2026-10-31").kind).toBe("end");
    expect(planEndAction(running, paid, "2026-10-31", true).kind).toBe("end");
    expect(renews({ ...paid, availableUntil: "2026-10-31" }, "2026-10-31")).toBe(true);
  });

  it("units past their expiry lapse (running or ended plan); an ended plan is not ended again", () => {
    expect(planEndAction({ ...running, unitsExpireOn: "2026-10-10" }, paid, "2026-10-11")).toEqual({ kind: "expire" });
    expect(planEndAction({ ...running, unitsExpireOn: "2026-10-10" }, paid, "2026-10-10")).toEqual({ kind: "none" });
    const ended = { ...running, endedOn: "2026-10-31" };
    expect(planEndAction(ended, paid, "2026-11-05")).toEqual({ kind: "none" });
    expect(planEndAction({ ...ended, unitsExpireOn: "2026-11-01" }, paid, "2026-11-05")).toEqual({ kind: "expire" });
  });
});
