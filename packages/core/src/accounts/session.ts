import "./entities"; // registers the entities named here
import { Clock } from "../clock";
import { db } from "../dynamo/db";
import { AppError } from "../util/error";
import { publish, userChannel } from "../realtime/realtime";
import { log } from "../util/log";
import { ulid } from "ulid";
import { customerForUser, type CustomerView } from "./customer";
import type { UserType } from "./rules";
import { ACCESS_TOKEN_SECONDS, randomToken, SESSION_SECONDS, sha256, signAccessToken } from "./token";

export interface LoginResult {
  user: {
    type: UserType;
    id: string;
    accessToken: string;
    tokenType: "Bearer";
    refreshToken: string;
    expiresIn: number;
  };
  customer: CustomerView | null;
}

interface SessionUser {
  userId: string;
  type: UserType;
  currentCustomerId?: string;
}

async function result(
  user: SessionUser,
  sessionId: string,
  refreshToken: string,
  customer: CustomerView | null,
): Promise<LoginResult> {
  return {
    user: {
      type: user.type,
      id: user.userId,
      accessToken: await signAccessToken({ userId: user.userId, sessionId, type: user.type }),
      tokenType: "Bearer",
      refreshToken,
      expiresIn: ACCESS_TOKEN_SECONDS,
    },
    customer,
  };
}

/** Opens a session (a new refresh-token family) with the user's current customer loaded. */
export async function openSession(user: SessionUser): Promise<LoginResult> {
  const customer = await customerForUser(user.userId, user.currentCustomerId);
  const sessionId = ulid();
  const refreshToken = `${sessionId}.${randomToken()}`;
  await db()
    .entities.session.create({
      sessionId,
      userId: user.userId,
      customerId: customer?.id,
      tokenHash: sha256(refreshToken),
      expiresAt: Clock.nowSeconds() + SESSION_SECONDS,
    })
    .go();
  return result(user, sessionId, refreshToken, customer);
}

/**
 * How long the token a rotation replaced still rotates. A page reloaded while its refresh is in flight drops the
 * answer (and its Set-Cookie) after the server rotated, and presents the same token again a moment later: that is
 * the user, not a thief. Within this window it rotates once more (a fresh token; the lost one is dead); after it,
 * the replaced token is reuse. The window is short so a stolen token is of no use once the user has refreshed.
 */
export const REFRESH_GRACE_SECONDS = 20;

/**
 * Rotates a refresh token: the presented token must be the family's current one, or the one it replaced within
 * REFRESH_GRACE_SECONDS. Any other well-formed token of a live family has been used before, so the family is
 * revoked (reuse detection, RFC 6819 5.2.2.3).
 */
export async function refreshSession(refreshToken: string): Promise<LoginResult> {
  const sessionId = refreshToken.split(".")[0] ?? "";
  const sessions = db().entities.session;
  const presented = sha256(refreshToken);
  const next = `${sessionId}.${randomToken()}`;
  // two tries: a concurrent rotation of the same token makes the first one's condition fail, and the second
  // then finds the presented token as the replaced one (within the grace) rather than as reuse
  for (let attempt = 0; ; attempt++) {
    const { data: session } = sessionId ? await sessions.get({ sessionId }).go({ consistent: true }) : { data: null };
    const now = Clock.nowSeconds();
    if (!session || session.revokedAt || session.expiresAt <= now)
      throw new AppError("UNAUTHENTICATED", "auth.sessionExpired");
    const current = session.tokenHash === presented;
    const replaced =
      session.previousTokenHash === presented && now - (session.rotatedAt ?? 0) <= REFRESH_GRACE_SECONDS;
    if (current || replaced) {
      const rotated = await sessions
        .patch({ sessionId })
        .set(
          current
            ? { tokenHash: sha256(next), previousTokenHash: presented, rotatedAt: now, expiresAt: now + SESSION_SECONDS }
            : // the grace does not slide: the window is counted from the first rotation of this token
              { tokenHash: sha256(next), expiresAt: now + SESSION_SECONDS },
        )
        .where((a, { eq, notExists }) =>
          current
            ? `${eq(a.tokenHash, presented)} AND ${notExists(a.revokedAt)}`
            : `${eq(a.previousTokenHash, presented)} AND ${eq(a.tokenHash, session.tokenHash)} AND ${notExists(a.revokedAt)}`,
        )
        .go()
        .then(() => true)
        .catch(() => false);
      if (rotated) {
        const { data: user } = await db().entities.user.get({ userId: session.userId }).go();
        if (!user || !user.active) throw new AppError("UNAUTHENTICATED", "auth.sessionExpired");
        const customer = await customerForUser(user.userId, session.customerId);
        return result(user, sessionId, next, customer);
      }
      if (attempt === 0) continue;
    }
    await revokeSession(sessionId);
    log.warn("auth.refresh_reuse", { sessionId, userId: session.userId });
    throw new AppError("UNAUTHENTICATED", "auth.sessionExpired");
  }
}

export async function revokeSession(sessionId: string): Promise<void> {
  await db()
    .entities.session.patch({ sessionId })
    .set({ revokedAt: Clock.nowMs() })
    .where((a, { exists }) => exists(a.sessionId))
    .go()
    .catch(() => undefined);
}

/** Signs a session out, and tells the user's other tabs (realtime `session.revoked`) so this one's tabs follow at once. */
export async function signOut(userId: string, sessionId: string): Promise<void> {
  await revokeSession(sessionId);
  await publish(userChannel(userId), "session.revoked", { sessionId });
}

/** Revokes every session of a user except `keep` (after a password change or reset). */
export async function revokeUserSessions(userId: string, keep?: string): Promise<string[]> {
  const { data } = await db()
    .entities.session.query.byUser({ userId })
    .go({ pages: "all", attributes: ["sessionId", "revokedAt"] });
  const open = data.filter((s) => !s.revokedAt && s.sessionId !== keep).map((s) => s.sessionId);
  await Promise.all(open.map(revokeSession));
  return open;
}
