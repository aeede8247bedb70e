import "./entities"; // registers the entities named here
import { Clock } from "../clock";
import { db } from "../dynamo/db";
import { isConditionFailure } from "../dynamo/errors";
import { AppError, fieldError } from "../util/error";
import { log } from "../util/log";
import { openSession, type LoginResult } from "./session";
import { beginAttempt } from "./throttle";
import { verifyTwoFactorToken } from "./token";

/**
 * Two-factor sign-in with TOTP (the API's routes/auth/two-factor.ts): the second step of a login, and turning it
 * on and off. The first step (password) is auth.ts `login`, which hands out the short-lived two-factor token.
 */

/**
 * otplib and its hash libraries (~30 KB) load on the first two-factor request, not at the auth function's cold
 * start: most logins have no second factor (docs/architecture.md "Cold start").
 */
const otp = () => import("otplib");

/** The TOTP time step a code matches, or null. Codes of the previous and next 30 s step are accepted. */
async function totpStep(secret: string, code: string): Promise<number | null> {
  const { verifySync } = await otp();
  const epoch = Clock.nowSeconds();
  const res = verifySync({ secret, token: code, epoch, epochTolerance: 30 });
  if (!res.valid) return null;
  return Math.floor(epoch / 30) + ("delta" in res && typeof res.delta === "number" ? res.delta : 0);
}

export async function twoFactorLogin(
  twoFactorToken: string,
  code: string,
  client: { ip?: string | null } = {},
): Promise<LoginResult> {
  const userId = await verifyTwoFactorToken(twoFactorToken);
  const { data: user } = await db().entities.user.get({ userId }).go({ consistent: true });
  if (!user?.active || !user.twoFactorSecret) throw new AppError("UNAUTHENTICATED", "auth.sessionExpired");
  // code guesses share the account's (and the IP's) allowance with password guesses
  const attempt = await beginAttempt(user.email, client.ip ?? null);
  const step = await totpStep(user.twoFactorSecret, code);
  if (step === null || step <= (user.twoFactorLastStep ?? -1)) {
    await attempt.failed();
    throw fieldError("code", "auth.twoFactorInvalid");
  }
  try {
    await db()
      .entities.user.patch({ userId })
      .set({ twoFactorLastStep: step })
      .where((a, { notExists, lt }) => `${notExists(a.twoFactorLastStep)} OR ${lt(a.twoFactorLastStep, step)}`)
      .go();
  } catch (err) {
    // the step was used meanwhile (a replayed code); anything else is not the user's mistake
    if (!isConditionFailure(err)) throw err;
    await attempt.failed();
    throw fieldError("code", "auth.twoFactorInvalid");
  }
  await attempt.succeeded();
  log.info("auth.login", { userId, twoFactor: true });
  return openSession(user);
}

export interface TwoFactorStatus {
  enabled: boolean;
  secret?: string;
  otpauthUrl?: string;
  qrCode?: string;
}

/** While two-factor sign-in is off, a pending secret (kept until enabled) with its QR code to scan. */
export async function twoFactorStatus(userId: string): Promise<TwoFactorStatus> {
  const { data: user } = await db().entities.user.get({ userId }).go({ consistent: true });
  if (!user) throw new AppError("UNAUTHENTICATED", "auth.sessionExpired");
  if (user.twoFactorSecret) return { enabled: true };
  let secret = user.twoFactorPendingSecret;
  if (!secret) {
    secret = (await otp()).generateSecret();
    await db().entities.user.patch({ userId }).set({ twoFactorPendingSecret: secret }).go();
  }
  const otpauthUrl = (await otp()).generateURI({ issuer: "Innfri", label: user.email, secret });
  const { toDataURL } = await import("qrcode");
  return { enabled: false, secret, otpauthUrl, qrCode: await toDataURL(otpauthUrl, { margin: 1, width: 200 }) };
}

/** Turns two-factor sign-in on (with a code from the pending secret) or off (with a code from the active one). */
export async function updateTwoFactor(userId: string, enable: boolean, code: string): Promise<{ enabled: boolean }> {
  const { data: user } = await db().entities.user.get({ userId }).go({ consistent: true });
  if (!user) throw new AppError("UNAUTHENTICATED", "auth.sessionExpired");
  if (enable) {
    if (user.twoFactorSecret) throw fieldError("enable", "auth.twoFactorAlreadyEnabled");
    const secret = user.twoFactorPendingSecret;
    const step = secret ? await totpStep(secret, code) : null;
    if (!secret || step === null) throw fieldError("code", "auth.twoFactorInvalid");
    await db()
      .entities.user.patch({ userId })
      .set({ twoFactorSecret: secret, twoFactorLastStep: step })
      .remove(["twoFactorPendingSecret"])
      .go();
    return { enabled: true };
  }
  if (!user.twoFactorSecret) throw fieldError("enable", "auth.twoFactorNotEnabled");
  if ((await totpStep(user.twoFactorSecret, code)) === null) throw fieldError("code", "auth.twoFactorInvalid");
  await db().entities.user.patch({ userId }).remove(["twoFactorSecret", "twoFactorLastStep"]).go();
  return { enabled: false };
}
