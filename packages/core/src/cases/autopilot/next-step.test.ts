import { describe, expect, it } from "vitest";
import type { StepDecision } from "../steps/available";
import { autopilotNext } from "./next-step";

/** A decision of the step dialog's shape, with what the auto-pilot reads of it. */
const decision = (
  kind: string,
  o: { allowed?: boolean; earliestDate?: string | null; autopilot?: boolean; global?: boolean } = {},
) =>
  ({
    step: { id: kind, kind, procedureId: o.global ? "" : "person", autopilot: o.autopilot ?? true },
    allowed: o.allowed ?? true,
    earliestDate: o.earliestDate ?? null,
  }) as unknown as StepDecision;

const none = { excludedSteps: [], stepBlocks: [] };

describe("autopilotNext: what the auto-pilot does with a case", () => {
  it("runs the first step of the ladder the law allows now", () => {
    const ds = [decision("payment-reminder"), decision("reminder", { allowed: false, earliestDate: "2026-06-01" })];
    expect(autopilotNext(ds, none)).toMatchObject({ action: "run", decision: { step: { kind: "payment-reminder" } } });
  });

  it("skips the excluded kinds, and waits for the law's day on the next one", () => {
    const ds = [decision("payment-reminder"), decision("reminder", { allowed: false, earliestDate: "2026-06-01" })];
    expect(autopilotNext(ds, { excludedSteps: ["payment-reminder"], stepBlocks: [] })).toMatchObject({
      action: "wait",
      earliestDate: "2026-06-01",
      decision: { step: { kind: "reminder" } },
    });
  });

  it("stops before a stop of the customer's even when the law allows it", () => {
    const ds = [decision("debt-collection-notice")];
    expect(autopilotNext(ds, { excludedSteps: [], stepBlocks: ["debt-collection-notice"] })).toMatchObject({
      action: "stop",
      why: "blocked",
    });
  });

  it("leaves the steps the procedure keeps for a person, and never takes a global step", () => {
    expect(autopilotNext([decision("enforcement-petition", { autopilot: false })], none)).toMatchObject({
      action: "stop",
      why: "personOnly",
    });
    expect(autopilotNext([decision("conciliation-claim", { global: true })], none)).toEqual({
      action: "stop",
      decision: null,
      why: "ladderEnd",
    });
  });

  it("stops when the law refuses the step with no day to wait for (an excluded inkassovarsel)", () => {
    const ds = [decision("debt-collection-notice"), decision("payment-demand", { allowed: false })];
    expect(autopilotNext(ds, { excludedSteps: ["debt-collection-notice"], stepBlocks: [] })).toMatchObject({
      action: "stop",
      why: "notAllowed",
    });
  });
});
