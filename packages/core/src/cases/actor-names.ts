import "../accounts/entities"; // registers the entities named here
import { db } from "../dynamo/db";
import { sharedRead } from "../util/shared-reads";
import { userNames } from "../accounts/user-names";

/**
 * The names of users as the events tab and the notes show them (SPEC 2: every change with who and when). A change
 * stores the name at the time (`byName`); an event written without one (a part that passed only the user id) gets
 * the user's name now, when the user still exists. "system" and "autopilot" are no users and keep no name.
 */

const NOT_USERS = new Set(["system", "autopilot"]);

export { userNames };

/** The user's name, or undefined for an id that is no (longer a) user (read once for a batch's items). */
export const userName = async (userId: string): Promise<string | undefined> =>
  sharedRead(`user-name:${userId}`, async () => (await userNames([userId])).get(userId));

/**
 * The name a case event shows for who did it (`byName`): the actor's own when the caller knows it, else the user's
 * name as it is now (none for the system, the auto-pilot and ids of no user: the event keeps the id in `by`).
 */
export async function actorName(actor: { userId: string; name?: string }): Promise<string | undefined> {
  return actor.name?.trim() || userName(actor.userId);
}

/** Rows with `byName` filled in where it was not stored. */
export async function withNames<T extends { by: string; byName: string | null }>(rows: T[]): Promise<T[]> {
  const missing = rows.filter((r) => !r.byName).map((r) => r.by);
  if (!missing.length) return rows;
  const names = await userNames(missing);
  return rows.map((r) => (r.byName ? r : { ...r, byName: names.get(r.by) ?? null }));
}

/** The user's e-mail address (who started a batch, docs/batches.md), or undefined for no user. */
export async function userEmail(userId: string): Promise<string | undefined> {
  if (NOT_USERS.has(userId)) return undefined;
  const { data } = await db()
    .entities.user.get({ userId })
    .go({ attributes: ["userId", "email"] });
  return data?.email;
}
