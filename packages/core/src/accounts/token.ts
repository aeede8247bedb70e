import "./entities"; // registers the entities named here
import { createHash, randomBytes } from "node:crypto";
import { jwtVerify, SignJWT } from "jose";
import { Clock } from "../clock";
import { config } from "../config";
import { db } from "../dynamo/db";
import { AppError } from "../util/error";
import type { UserType } from "./rules";

/** Access tokens live 15 minutes; the web refreshes them 10 s before they run out. */
export const ACCESS_TOKEN_SECONDS = 900;
/** A session (refresh-token family) lives 30 days from its last refresh. */
export const SESSION_SECONDS = 30 * 24 * 3600;
export const TWO_FACTOR_TOKEN_SECONDS = 300;

const key = () => new TextEncoder().encode(config().jwtSecret);

export interface AccessClaims {
  userId: string;
  sessionId: string;
  type: UserType;
}

export function signAccessToken(claims: AccessClaims): Promise<string> {
  const now = Clock.nowSeconds();
  return new SignJWT({ sid: claims.sessionId, typ: claims.type })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(claims.userId)
    .setAudience("access")
    .setIssuedAt(now)
    .setExpirationTime(now + ACCESS_TOKEN_SECONDS)
    .sign(key());
}

export function signTwoFactorToken(userId: string): Promise<string> {
  const now = Clock.nowSeconds();
  return new SignJWT({})
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(userId)
    .setAudience("two-factor")
    .setIssuedAt(now)
    .setExpirationTime(now + TWO_FACTOR_TOKEN_SECONDS)
    .sign(key());
}

async function verify(token: string, audience: string) {
  try {
    const { payload } = await jwtVerify(token, key(), { algorithms: ["HS256"], audience, currentDate: Clock.now() });
    return payload;
  } catch {
    throw new AppError("UNAUTHENTICATED", "auth.sessionExpired");
  }
}

export async function verifyTwoFactorToken(token: string): Promise<string> {
  const payload = await verify(token, "two-factor");
  return payload.sub!;
}

export interface VerifiedAccess extends AccessClaims {
  customerId: string | null;
}

/**
 * Checks an access token's signature and expiry and that its session is still open (signed out and
 * revoked sessions are refused at once, not when the token runs out). Used by the API and the realtime authoriser.
 */
export async function verifyAccessToken(token: string): Promise<VerifiedAccess> {
  const payload = await verify(token, "access");
  const sessionId = String(payload.sid ?? "");
  const { data: session } = await db().entities.session.get({ sessionId }).go();
  if (!session || session.revokedAt || session.expiresAt <= Clock.nowSeconds() || session.userId !== payload.sub) {
    throw new AppError("UNAUTHENTICATED", "auth.sessionExpired");
  }
  return {
    userId: payload.sub!,
    sessionId,
    type: payload.typ as UserType,
    customerId: session.customerId ?? null,
  };
}

/** A random secret for links and refresh tokens, and the hash we store instead of it. */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString("base64url");
export const sha256 = (value: string) => createHash("sha256").update(value).digest("base64url");
