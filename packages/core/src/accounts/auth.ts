import "./entities"; // registers the entities named here
import { ulid } from "ulid";
import { Clock } from "../clock";
import { config } from "../config";
import { db } from "../dynamo/db";
import { isConditionFailure } from "../dynamo/errors";
import { committed } from "../dynamo/transaction";
import type { Language } from "../i18n/messages";
import { actionMail, queueMail } from "../mail/mail";
import { AppError, fieldError } from "../util/error";
import { log } from "../util/log";
import {
  NewPasswordInput,
  type ChangePasswordInput,
  type LoginInput,
  type RegisterInput,
  type ResetPasswordInput,
} from "./auth.schema";
import { newUserCommits } from "./new-user";
import { hashPassword, spendVerifyTime, verifyPassword } from "./password";
import { publish, userChannel } from "../realtime/realtime";
import { openSession, revokeUserSessions, type LoginResult } from "./session";
import { beginAttempt, mayMail } from "./throttle";
import { randomToken, sha256, signTwoFactorToken } from "./token";

export const RESET_SECONDS = 3600;
/** Five wrong passwords within 15 minutes lock the address for 15 minutes (throttle.ts; also per IP address). */
export { THROTTLE, IP_THROTTLE } from "./throttle";

/** Creates an inactive user and mails the activation link. The address must not be in use. */
export async function register(input: RegisterInput, language: Language): Promise<void> {
  const userId = ulid();
  const token = randomToken();
  const passwordHash = await hashPassword(input.password);
  const registeredAt = Clock.now().toISOString();
  // kept on the user until it registers its company (createCustomer): only a code that exists
  const referrerId = input.ref ? await (await import("../billing/referral-codes")).referrerOfCode(input.ref) : null;
  try {
    await committed(
      db()
        .transaction.write((tx) => [
          ...newUserCommits(
            tx,
            {
              userId,
              email: input.email,
              firstName: input.firstName,
              lastName: input.lastName,
              phone: input.phone,
              type: "user",
              passwordHash,
              language,
              registeredAt,
              ...(referrerId ? { referrerId } : {}),
            },
            { purpose: "activation", token },
          ),
          tx.pendingRegistration.create({ registeredAt, userId, email: input.email }).commit(),
        ])
        .go(),
    );
  } catch (err) {
    if (isConditionFailure(err)) throw fieldError("email", "auth.emailTaken");
    throw err;
  }
  await queueMail(
    actionMail({
      lang: language,
      to: input.email,
      name: input.firstName,
      subject: "mail.activation.subject",
      body: "mail.activation.body",
      button: "mail.activation.button",
      url: `${config().webUrl}/user-activation/${token}`,
    }),
  );
  log.info("auth.registered", { userId });
}

type TokenPurpose = "activation" | "password-reset" | "invitation";
async function takeToken(token: string, ...purposes: TokenPurpose[]) {
  const tokenHash = sha256(token);
  const { data } = await db().entities.oneTimeToken.get({ tokenHash }).go({ consistent: true });
  if (!data || !purposes.includes(data.purpose) || data.expiresAt <= Clock.nowSeconds()) return null;
  return data;
}

/** What the activation page needs to know about a link: whose it is and whether a password must be chosen. */
export async function activationInfo(token: string): Promise<{ email: string; needsPassword: boolean }> {
  const found = await takeToken(token, "activation", "invitation");
  const user = found ? (await db().entities.user.get({ userId: found.userId }).go()).data : null;
  if (!found || !user || user.deletedAt) throw new AppError("NOT_FOUND", "auth.activationInvalid");
  return { email: user.email, needsPassword: !user.passwordHash };
}

/**
 * Activates the account of an activation or invitation link; the link works once. An invited user has no
 * password yet and chooses it here (`passwords`, validated as a new password).
 */
export async function activate(token: string, passwords?: unknown): Promise<void> {
  const found = await takeToken(token, "activation", "invitation");
  if (!found) throw new AppError("NOT_FOUND", "auth.activationInvalid");
  const { data: user } = await db().entities.user.get({ userId: found.userId }).go();
  if (!user || user.deletedAt) throw new AppError("NOT_FOUND", "auth.activationInvalid");
  const passwordHash = user.passwordHash
    ? undefined
    : await hashPassword(NewPasswordInput.parse(passwords ?? {}).password);
  try {
    await committed(
      db()
        .transaction.write(({ oneTimeToken, user: users, pendingRegistration }) => [
          oneTimeToken
            .delete({ tokenHash: found.tokenHash })
            .where((a, { exists }) => exists(a.tokenHash))
            .commit(),
          users
            .patch({ userId: user.userId })
            .set({ active: true, ...(passwordHash ? { passwordHash } : {}) })
            .remove(["registeredAt"])
            .commit(),
          ...(user.registeredAt
            ? [pendingRegistration.delete({ registeredAt: user.registeredAt, userId: user.userId }).commit()]
            : []),
        ])
        .go(),
    );
  } catch (err) {
    if (isConditionFailure(err)) throw new AppError("NOT_FOUND", "auth.activationInvalid");
    throw err;
  }
  log.info("auth.activated", { userId: user.userId });
}

export type LoginOutcome = LoginResult | { twoFactorRequired: true; twoFactorToken: string };

/** Signs in with e-mail and password; a user with two-factor sign-in gets a token for the code step instead. */
export async function login(input: LoginInput, client: { ip?: string | null } = {}): Promise<LoginOutcome> {
  // the slot is taken before the password is checked, so a burst of guesses evaluates at most five of them
  const attempt = await beginAttempt(input.email, client.ip ?? null);
  const { data: owner } = await db().entities.userEmail.get({ email: input.email }).go();
  const found = owner ? (await db().entities.user.get({ userId: owner.userId }).go()).data : null;
  const user = found && !found.deletedAt ? found : null;
  if (!user) {
    await spendVerifyTime(input.password);
    await attempt.failed();
    throw new AppError("UNAUTHENTICATED", "auth.wrongCredentials");
  }
  if (!(await verifyPassword(input.password, user.passwordHash))) {
    await attempt.failed();
    throw new AppError("UNAUTHENTICATED", "auth.wrongCredentials");
  }
  if (!user.active) throw new AppError("FORBIDDEN", "auth.notActivated");
  await attempt.succeeded(!user.twoFactorSecret);
  if (user.twoFactorSecret) return { twoFactorRequired: true, twoFactorToken: await signTwoFactorToken(user.userId) };
  log.info("auth.login", { userId: user.userId });
  return openSession(user);
}

export async function changePassword(userId: string, sessionId: string, input: ChangePasswordInput): Promise<void> {
  const { data: user } = await db().entities.user.get({ userId }).go({ consistent: true });
  if (!user) throw new AppError("UNAUTHENTICATED", "auth.sessionExpired");
  if (!(await verifyPassword(input.currentPassword, user.passwordHash)))
    throw fieldError("currentPassword", "auth.currentPasswordWrong");
  await db()
    .entities.user.patch({ userId })
    .set({ passwordHash: await hashPassword(input.password) })
    .go();
  await revokeUserSessions(userId, sessionId);
  // the user's other tabs learn at once that their sessions ended
  await publish(userChannel(userId), "session.revoked", { exceptSessionId: sessionId });
}

/** Mails a reset link if the address belongs to a user; answers the same either way. */
export async function requestPasswordReset(email: string): Promise<void> {
  const { data: owner } = await db().entities.userEmail.get({ email }).go();
  const user = owner ? (await db().entities.user.get({ userId: owner.userId }).go()).data : null;
  // beyond the address's allowance (G6) nothing is mailed, and the answer is the same: it must not tell either
  if (!user || !(await mayMail("reset", user.email))) return;
  const token = randomToken();
  await db()
    .entities.oneTimeToken.create({
      tokenHash: sha256(token),
      purpose: "password-reset",
      userId: user.userId,
      expiresAt: Clock.nowSeconds() + RESET_SECONDS,
    })
    .go();
  await queueMail(
    actionMail({
      lang: user.language,
      to: user.email,
      name: user.firstName,
      subject: "mail.reset.subject",
      body: "mail.reset.body",
      button: "mail.reset.button",
      url: `${config().webUrl}/reset-password/${token}`,
    }),
  );
}

/** Sets a new password from a reset link (which also proves the address, so it activates), and signs out everywhere. */
export async function resetPassword(input: ResetPasswordInput): Promise<void> {
  const found = await takeToken(input.token, "password-reset");
  if (!found) throw fieldError("token", "auth.resetInvalid");
  const passwordHash = await hashPassword(input.password);
  try {
    await committed(
      db()
        .transaction.write(({ oneTimeToken, user }) => [
          oneTimeToken
            .delete({ tokenHash: found.tokenHash })
            .where((a, { exists }) => exists(a.tokenHash))
            .commit(),
          user.patch({ userId: found.userId }).set({ passwordHash, active: true }).commit(),
        ])
        .go(),
    );
  } catch (err) {
    if (isConditionFailure(err)) throw fieldError("token", "auth.resetInvalid");
    throw err;
  }
  await revokeUserSessions(found.userId);
}
