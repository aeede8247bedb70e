import type { StepDecision } from "../steps/available";
import type { AutoPilotSettingsView } from "../settings.schema";

/**
 * What the auto-pilot does with one case now (issue 20, docs/auto-pilot.md "The next step"): the first step of the
 * case's ladder after its last one that the customer has not excluded is the auto-pilot's step. It runs it when the
 * law allows it now, waits while the law says "from day X", and stops for a person when the step is a stop of the
 * customer's (`stepBlocks`), a step the procedure does not let the auto-pilot run (`autopilot` off: the judicial
 * steps and served notices of the seeded setup), or a step the law refuses without a date to wait for. The global
 * steps (the forliksklage) are a person's choice, never the auto-pilot's. Pure: the decisions come from
 * steps/available.ts `stepDecisions`, the same the step dialog shows.
 */
export type AutopilotNext =
  | { action: "run"; decision: StepDecision }
  | { action: "wait"; decision: StepDecision; earliestDate: string }
  | { action: "stop"; decision: StepDecision | null; why: AutopilotStop };

/** Why the auto-pilot leaves a case to a person. */
export const AUTOPILOT_STOPS = ["ladderEnd", "blocked", "personOnly", "notAllowed"] as const;
export type AutopilotStop = (typeof AUTOPILOT_STOPS)[number];

export function autopilotNext(
  decisions: readonly StepDecision[],
  settings: Pick<AutoPilotSettingsView, "excludedSteps" | "stepBlocks">,
): AutopilotNext {
  const next = decisions.find((d) => d.step.procedureId !== "" && !settings.excludedSteps.includes(d.step.kind));
  if (!next) return { action: "stop", decision: null, why: "ladderEnd" };
  if (settings.stepBlocks.includes(next.step.kind)) return { action: "stop", decision: next, why: "blocked" };
  if (!next.step.autopilot) return { action: "stop", decision: next, why: "personOnly" };
  if (next.allowed) return { action: "run", decision: next };
  if (next.earliestDate) return { action: "wait", decision: next, earliestDate: next.earliestDate };
  return { action: "stop", decision: next, why: "notAllowed" };
}
