import "./entities"; // registers the entities named here
import { db } from "../dynamo/db";

/** Ids that name no user: the system's own runs (the auto-pilot, the nightly accounting sync …) have no name. */
const NOT_USERS = new Set(["system", "autopilot", "accounting-sync"]);

/**
 * "Kari Nordmann" by user id, for the ids that are users (at most 100 per call: one BatchGet). `orEmail`: a user
 * whose name is blank is named by the e-mail address (who started something, where a blank says nothing).
 */
export async function userNames(
  ids: readonly string[],
  { orEmail = false }: { orEmail?: boolean } = {},
): Promise<Map<string, string>> {
  const wanted = [...new Set(ids)].filter((id) => id && !NOT_USERS.has(id)).slice(0, 100);
  if (!wanted.length) return new Map();
  const { data } = await db()
    .entities.user.get(wanted.map((userId) => ({ userId })))
    .go({ attributes: ["userId", "firstName", "lastName", ...(orEmail ? (["email"] as const) : [])] });
  return new Map(
    data.map((u) => {
      const name = `${u.firstName} ${u.lastName}`.trim();
      return [u.userId, name || (orEmail ? (u.email ?? "") : "")];
    }),
  );
}
