import "../../accounts/entities"; // registers the entities named here
import { db } from "../../dynamo/db";

/** The user's name as the case's events tab shows who did it (`byName`); undefined when the user is not found. */
export async function actorName(userId: string): Promise<string | undefined> {
  const { data } = await db().entities.user.get({ userId }).go();
  return data ? `${data.firstName} ${data.lastName}`.trim() : undefined;
}
