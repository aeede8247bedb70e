import "../../i18n/case-pause"; // registers the texts of the keys named here
import "./pause.entity"; // registers the entities named here
import "../entities"; // registers the entities named here
import "../../accounts/entities"; // registers the entities named here
import type { EntityItem } from "electrodb";
import { ulid } from "ulid";
import { Clock } from "../../clock";
import { db } from "../../dynamo/db";
import { committed, TransactionCanceledError } from "../../dynamo/transaction";
import { osloDateTime } from "../steps/oslo-time";
import type { CaseActor } from "../start";
import { caseCommand } from "../command";
import { nextVersion, type Case, type TxEntities } from "../store";
import type { CaseStatus } from "../vocabulary";
import { userName } from "../actor-names";
import { statusBack, statusRefusal } from "./case-actor";
import type { CasePauseEntity } from "./pause.entity";
import type { PauseCase, PAUSE_ENDINGS } from "./pause.schema";

/**
 * Pausing and resuming a case (SPEC 4 "a case is paused with a reactivation date and an optional notification";
 * docs/case-operations.md "Pause and resume"). The case and its pause (kept per debtor with its note) change in one
 * transaction with the event, conditioned on the case's version, so a pause racing a close or a step run loses
 * cleanly and is retried against what won. While paused no step may run (steps/available.ts RUNNABLE), so neither
 * the user, a batch nor the auto-pilot sends a letter.
 */

export type CasePause = EntityItem<typeof CasePauseEntity>;
export type PauseEnding = (typeof PAUSE_ENDINGS)[number];

/** Statuses a case may be paused from (a not-started case has nothing running; closed and merged are done). */
const PAUSABLE: readonly CaseStatus[] = ["waiting", "ready", "active", "ongoing-payroll", "paused"];

export const getPause = async (c: Pick<Case, "customerId" | "debtorId">, pauseId: string) =>
  (
    await db()
      .entities.casePause.get({ customerId: c.customerId, debtorId: c.debtorId, pauseId })
      .go({ consistent: true })
  ).data;

/** The put that ends a pause (conditioned on it still being active: one ending wins). */
export const endPauseItem = (e: TxEntities, p: CasePause, how: PauseEnding, by: string) =>
  e.casePause
    .put({ ...p, state: "ended", endedHow: how, endedAt: Clock.nowMs(), endedBy: by })
    .where((a, { eq }) => eq(a.state, "active"))
    .commit();

/** The case's fields of a pause, cleared. */
const unpaused = { pausedUntil: undefined, pauseId: undefined, pauseNotify: undefined, statusBeforePause: undefined };

/** A letter planned for a later sending window and not yet queued, if the case has one. */
async function plannedLetter(customerId: string, caseId: string) {
  const { data } = await db()
    .entities.caseStep.query.byCase({ customerId, caseId })
    .where((a, { eq }) => eq(a.status, "planned"))
    .go({ limit: 200, consistent: true });
  return data[0] ?? null;
}

/**
 * PATCH /cases/{id}/pause. A paused case paused again keeps its pause and moves its date (and notification). A case
 * with a letter still waiting for its sending window is refused: that letter was decided on the case as it was, and
 * sending it after the pause would give the debtor a deadline already run (inkassoloven § 9, § 10).
 */
export async function pauseCase(customerId: string, caseId: string, input: PauseCase, actor: CaseActor): Promise<Case> {
  const byName = await userName(actor.userId);
  return caseCommand(customerId, caseId, actor, async (before) => {
    if (!PAUSABLE.includes(before.status)) throw statusRefusal("casePause.notPausable");
    const planned = await plannedLetter(customerId, caseId);
    if (planned) throw statusRefusal("casePause.letterPlanned", { when: osloDateTime(planned.plannedSendAt) });
    const again = before.status === "paused" && before.pauseId ? await getPause(before, before.pauseId) : null;
    const pause: CasePause = {
      ...(again ?? {
        customerId,
        debtorId: before.debtorId,
        pauseId: ulid(),
        caseId,
        from: Clock.today(),
        pausedBy: actor.userId,
        pausedByName: byName,
        state: "active" as const,
        createdAt: Clock.nowMs(),
      }),
      until: input.until,
      notify: input.notify,
      note: input.note ?? again?.note,
      updatedAt: Clock.nowMs(),
    } as CasePause;
    const after = nextVersion(before, {
      status: "paused",
      pausedUntil: input.until,
      pauseId: pause.pauseId,
      pauseNotify: input.notify,
      statusBeforePause: before.status === "paused" ? before.statusBeforePause : before.status,
    });
    return {
      after,
      // the note stays with the pause only: deleting the debtor's pauses and notes deletes it for good
      event: { kind: "paused", by: actor.userId, byName, data: { until: input.until, notify: input.notify } },
      extra: (e) => [
        again
          ? e.casePause
              .put(pause)
              .where((a, { eq }) => eq(a.state, "active"))
              .commit()
          : e.casePause.create(pause).commit(),
      ],
    };
  });
}

export interface ResumeOptions {
  how: Exclude<PauseEnding, "closed">;
  /** For the reactivation job: resume only while this pause is the case's (else nothing to do: null). */
  pauseId?: string;
}

/**
 * PATCH /cases/{id}/resume (the user), the reactivation job on the pause's date, or deleting the debtor's pauses:
 * the case goes back to the status it had (waiting becomes ready if it fell due meanwhile) and the pause ends.
 * With `pauseId` it is idempotent: a case no longer paused by that pause is left as it is (null).
 */
export async function resumeCase(
  customerId: string,
  caseId: string,
  actor: CaseActor,
  opts: ResumeOptions = { how: "resumed" },
): Promise<Case | null> {
  const byName = await userName(actor.userId);
  let resumed = false;
  const c = await caseCommand(customerId, caseId, actor, async (before) => {
    resumed = false;
    if (opts.pauseId && (before.status !== "paused" || before.pauseId !== opts.pauseId)) return null;
    if (before.status !== "paused") throw statusRefusal("casePause.notPaused");
    const pause = before.pauseId ? await getPause(before, before.pauseId) : null;
    if (opts.how === "reactivated" && before.pauseNotify && pause) await notifyReactivated(before, pause);
    resumed = true;
    return {
      after: nextVersion(before, { ...unpaused, status: statusBack(before, before.statusBeforePause) }),
      event: { kind: "resumed", by: actor.userId, byName, data: { how: opts.how, until: before.pausedUntil } },
      extra: (e) => (pause?.state === "active" ? [endPauseItem(e, pause, opts.how, actor.userId)] : []),
    };
  });
  return resumed ? c : null;
}

/**
 * The notification chosen when pausing: an e-mail to the user who paused, on the reactivation date. Queued before
 * the resume commits and keyed by the pause, so a job run again (or retried) sends it once.
 */
async function notifyReactivated(c: Case, pause: CasePause) {
  const [{ enqueue }, { sendMailJob }, { t }] = await Promise.all([
    import("../../jobs/queue"),
    import("../../mail/mail.jobs"),
    import("../../i18n/messages"),
  ]);
  const { data: user } = await db()
    .entities.user.get({ userId: pause.pausedBy })
    .go({ attributes: ["email"] });
  if (!user?.email) return;
  const [y, m, d] = pause.until.split("-");
  const params = {
    caseNumber: c.caseNumber,
    debtorName: c.debtorName,
    date: `${d}.${m}.${y}`,
    note: pause.note ? `\n\n${pause.note}` : "",
  };
  const text = t("no", "casePause.reactivatedText", params);
  const html = text
    .split("\n")
    .map((l) => l.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;"))
    .join("<br>");
  await enqueue(
    sendMailJob,
    { to: user.email, subject: t("no", "casePause.reactivatedSubject", params), text, html },
    { key: `case-reactivated#${c.customerId}#${pause.pauseId}`, customerId: c.customerId },
  );
}

/** Most pauses read per page, and pages per run, of the reactivation job (the rest wait for the next hour). */
const DUE_PAGE = 100;
const DUE_PAGES = 20;

/**
 * The reactivation job (`cases.resume-paused`, hourly): every pause due by today (Oslo), across customers, found
 * with one Query of the active pauses by date; each case resumed in its own transaction. Run twice, a case is
 * resumed once (the second finds it no longer paused by that pause, and its pause ended).
 */
export async function resumeDueCases(): Promise<{ resumed: number; failed: number }> {
  const { addDays } = await import("../../law/dates");
  const before = addDays(Clock.today(), 1);
  let resumed = 0;
  let failed = 0;
  let cursor: string | null = null;
  for (let page = 0; page < DUE_PAGES; page++) {
    const res: { data: CasePause[]; cursor: string | null } = await db()
      .entities.casePause.query.byDue({ state: "active" })
      .lt({ until: before })
      .go({ limit: DUE_PAGE, cursor });
    for (const p of res.data) {
      try {
        const done = await resumeCase(
          p.customerId,
          p.caseId,
          { userId: "system" },
          { how: "reactivated", pauseId: p.pauseId },
        );
        if (done) resumed++;
        else await endOrphan(p);
      } catch (err) {
        failed++;
        console.error(
          JSON.stringify({ msg: "resume-paused failed", customerId: p.customerId, caseId: p.caseId, err: String(err) }),
        );
      }
    }
    cursor = res.cursor;
    if (!cursor) break;
  }
  return { resumed, failed };
}

/** A pause whose case is no longer paused by it (resumed or closed meanwhile) ends, so it is not read again. */
async function endOrphan(p: CasePause) {
  const current = await getPause(p, p.pauseId);
  if (current?.state !== "active") return;
  try {
    await committed(
      db()
        .transaction.write((e) => [endPauseItem(e, current, "reactivated", "system")])
        .go(),
    );
  } catch (err) {
    if (err instanceof TransactionCanceledError) return; // ended by someone else meanwhile: nothing left to do
    throw err;
  }
}
