import "../entities"; // registers the entities named here
import { db } from "../../dynamo/db";
import { AppError } from "../../util/error";
import { getAutoPilotSettings } from "../settings";
import type { AutoPilotSettingsView } from "../settings.schema";
import type { Case } from "../store";
import { availableStepView, caseHistoryItems, stepDecisions } from "../steps/available";
import { deliveryFacts } from "../steps/delivery-facts";
import type { CaseStatus } from "../vocabulary";
import { remainingOf } from "../case-rules";
import { autopilotNext, type AutopilotNext } from "./next-step";
import type { AutopilotCase } from "./views.schema";

/** The statuses a case may take a step in (steps/available.ts RUNNABLE), in the order the list reads them. */
const LIST_STATUSES: readonly CaseStatus[] = ["ready", "active", "ongoing-payroll", "waiting"];
/** Most cases one page decides (each reads its steps, documents and mail log). */
export const MAX_AUTOPILOT_PAGE = 50;

/** Where the list stands: the status it reads and that Query's own cursor. */
interface Position {
  s: number;
  c: string | null;
}
const encode = (p: Position) => Buffer.from(JSON.stringify(p)).toString("base64url");
function decode(cursor: string | undefined): Position {
  if (!cursor) return { s: 0, c: null };
  try {
    const p = JSON.parse(Buffer.from(cursor, "base64url").toString()) as Position;
    if (Number.isInteger(p.s) && p.s >= 0 && p.s < LIST_STATUSES.length && (p.c === null || typeof p.c === "string"))
      return p;
  } catch {
    /* answered below */
  }
  throw new AppError("VALIDATION", "validation.invalid", {}, { cursor: ["validation.invalid"] });
}

/**
 * One page of the customer's cases under the auto-pilot (the case's auto-pilot flag on) that may take a step, read
 * status by status from the status index (gsi1, never a scan), with the cursor of the next page or null.
 */
export async function autopilotCasePage(
  customerId: string,
  cursor?: string,
  limit = MAX_AUTOPILOT_PAGE,
): Promise<{ data: Case[]; cursor: string | null }> {
  let pos = decode(cursor);
  const out: Case[] = [];
  while (out.length < limit && pos.s < LIST_STATUSES.length) {
    const res = await db()
      .entities.case.query.byStatus({ customerId, status: LIST_STATUSES[pos.s]! })
      .where(({ autoPilot }, { eq }) => eq(autoPilot, true))
      .go({ cursor: pos.c, limit: limit - out.length });
    out.push(...res.data);
    pos = res.cursor ? { s: pos.s, c: res.cursor } : { s: pos.s + 1, c: null };
  }
  return { data: out, cursor: pos.s < LIST_STATUSES.length ? encode(pos) : null };
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
