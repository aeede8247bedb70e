import "../entities"; // registers the entities named here
import { db } from "../../dynamo/db";
import { AppError } from "../../util/error";
import { getAutoPilotSettings } from "./settings";
import type { AutoPilotSettingsView } from "../settings.schema";
import type { Case } from "../store";
import { availableStepView, caseHistoryItems, stepDecisions } from "../steps/available";
import { deliveryFacts } from "../steps/delivery-facts";
import type { CaseStatus } from "../vocabulary";
import { remainingOf } from "../case-rules";
import { autopilotNext, type AutopilotNext } from "./next-step";
import type { AutopilotCase } from "./views.schema";

/** The statuses a case may take a step in (steps/available.ts RUNNABLE). */
const RUNNABLE: readonly CaseStatus[] = ["waiting", "ready", "active", "ongoing-payroll"];
/** Most cases one page decides (each reads its steps, documents and mail log). */
export const MAX_AUTOPILOT_PAGE = 50;

const badCursor = () => new AppError("VALIDATION", "validation.invalid", {}, { cursor: ["validation.invalid"] });

/**
 * One page of the customer's cases under the auto-pilot (the case's auto-pilot flag on) that may take a step, in
 * case-number order: the cases' own key, a filter on the flag and status. Not the status index: a step run moves a
 * case from ready to active, and a page read by status would meet it again further on.
 */
export async function autopilotCasePage(
  customerId: string,
  cursor?: string,
  limit = MAX_AUTOPILOT_PAGE,
): Promise<{ data: Case[]; cursor: string | null }> {
  try {
    return await db()
      .entities.case.query.byNumber({ customerId })
      .where(
        ({ autoPilot, status }, { eq }) =>
          `${eq(autoPilot, true)} AND (${RUNNABLE.map((s) => eq(status, s)).join(" OR ")})`,
      )
      .go({ cursor: cursor ?? null, limit });
  } catch (err) {
    // a cursor that is not ElectroDB's own, or whose key is not in this customer's partition (DynamoDB refuses a
    // start key outside the query's key condition): the caller's mistake, never a read elsewhere
    if (cursor && err instanceof Error && /cursor|starting key|ExclusiveStartKey/i.test(`${err.name} ${err.message}`))
      throw badCursor();
    throw err;
  }
}

/** The auto-pilot's next move on one case now, decided as the step dialog decides (steps/available.ts). */
export async function autopilotNextOf(
  c: Case,
  settings: Pick<AutoPilotSettingsView, "excludedSteps" | "stepBlocks">,
  now: Date,
): Promise<AutopilotNext> {
  const [items, facts] = await Promise.all([caseHistoryItems(c.customerId, c), deliveryFacts(c.customerId, c)]);
  return autopilotNext(await stepDecisions(c, items, now, facts), settings);
}

export const autopilotCaseView = (c: Case, next: AutopilotNext): AutopilotCase => ({
  caseId: String(c.caseNumber),
  caseNumber: c.caseNumber,
  debtorName: c.debtorName,
  status: c.status,
  remainingOre: remainingOf(c),
  action: next.action,
  why: next.action === "stop" ? next.why : null,
  earliestDate: next.action === "wait" ? next.earliestDate : null,
  step: next.decision ? availableStepView(next.decision) : null,
});

/**
 * GET /auto-pilot/cases: a page of the cases under the auto-pilot, each with what it would do now (semi-automatic:
 * the proposals a user approves; full-auto: what the next run does). `action` filters ("run": the proposals).
 */
export async function autopilotCases(
  customerId: string,
  now: Date,
  q: { cursor?: string; limit?: number; action?: AutopilotNext["action"] },
): Promise<{ data: AutopilotCase[]; cursor: string | null }> {
  const [settings, page] = await Promise.all([
    getAutoPilotSettings(customerId),
    autopilotCasePage(customerId, q.cursor, q.limit),
  ]);
  const decided = await Promise.all(
    page.data.map(async (c) => autopilotCaseView(c, await autopilotNextOf(c, settings, now))),
  );
  return { data: q.action ? decided.filter((d) => d.action === q.action) : decided, cursor: page.cursor };
}
