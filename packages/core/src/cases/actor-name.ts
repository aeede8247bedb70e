import "../accounts/entities"; // registers the entities named here
import { db } from "../dynamo/db";

/**
 * The name a case event shows for who did it (`byName`, issue 10: "who did it" on the events tab): the actor's
 * own when the caller knows it, else the user's first and last name as they are now. The system, the auto-pilot
 * and ids of no user have none (the event keeps the id in `by`).
 */
export async function actorName(actor: { userId: string; name?: string }): Promise<string | undefined> {
  if (actor.name?.trim()) return actor.name.trim();
  if (!actor.userId || actor.userId === "system" || actor.userId === "autopilot") return undefined;
  const user = (await db().entities.user.get({ userId: actor.userId }).go()).data;
  const name = user ? `${user.firstName} ${user.lastName}`.trim() : "";
  return name || undefined;
}
