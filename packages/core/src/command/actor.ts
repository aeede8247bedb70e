import type { CommandActivity } from "../activity/activity";

/**
 * Who runs a command (a ledger, case or billing command). For a request, `activity` is its activity-log entry: the
 * command writes it in its own transaction and then marks it `written`, so the API's activity middleware does not
 * write it again. A command that changes nothing (a repeated request) leaves it unwritten.
 */
export interface CommandActor {
  userId: string;
  /** The user's name, for the events of cases a command pays (issue 11). */
  byName?: string;
  activity?: CommandActivity;
}

/** The entry to write with a command's transaction (none once written: a command writes it at most once). */
export const activityOf = (actor: CommandActor) =>
  actor.activity && !actor.activity.written ? actor.activity.entry : undefined;

/** After the transaction that carried `activityOf(actor)` has committed. */
export const activityWritten = (actor: CommandActor) => {
  if (actor.activity) actor.activity.written = true;
};
