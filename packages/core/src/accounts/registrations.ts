import "./entities"; // registers the entities named here
import { committed } from "../dynamo/transaction";
import { Clock } from "../clock";
import { db } from "../dynamo/db";
import { log } from "../util/log";
import { listedOf, leaves } from "./list-counters";
import { ACTIVATION_SECONDS } from "./new-user";

/**
 * Removes registrations that were not activated in time (their link has run out), so the address can be
 * registered again. Run daily by the schedule "expire-registrations".
 */
export async function expireRegistrations(): Promise<number> {
  const cutoff = new Date(Clock.nowMs() - ACTIVATION_SECONDS * 1000).toISOString();
  const { data } = await db()
    .entities.pendingRegistration.query.byAge({})
    .lt({ registeredAt: cutoff })
    .go({ pages: "all" });
  let removed = 0;
  for (const p of data) {
    const { data: user } = await db().entities.user.get({ userId: p.userId }).go({ consistent: true });
    await committed(
      db()
        .transaction.write(({ pendingRegistration, user: users, userEmail, counter }) => [
          pendingRegistration.delete({ registeredAt: p.registeredAt, userId: p.userId }).commit(),
          ...(user && !user.active
            ? [
                users
                  .delete({ userId: p.userId })
                  .where((a, { eq }) => eq(a.active, false))
                  .commit(),
                userEmail
                  .delete({ email: p.email })
                  .where((a, { eq }) => eq(a.userId, p.userId))
                  .commit(),
                leaves({ counter }, listedOf(user.listed, "users")),
              ]
            : []),
        ])
        .go(),
    );
    if (user && !user.active) removed++;
  }
  log.info("registrations.expired", { removed });
  return removed;
}
