import "./entities"; // registers the entities named here
import { Clock } from "../clock";
import { db } from "../dynamo/db";
import { isConditionFailure } from "../dynamo/errors";
import type { MessageKey } from "../i18n/messages";
import { AppError } from "../util/error";
import { log } from "../util/log";

/**
 * Sign-in throttling (password and two-factor code checks), by account and by client IP address.
 *
 * A check takes a slot of its counters BEFORE the password hash or code is verified: one atomic UpdateItem
 * (`ADD failures 1`, conditioned on the count being below the limit inside the window), so a burst of 100 guesses
 * at once evaluates at most `maxFailures` of them; the rest get 429 without a hash being computed. A successful
 * check clears the account's count (as before) and gives the IP's slot back (successes never count against an
 * office full of colleagues behind one address; only failures do).
 */
export const THROTTLE = { maxFailures: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };
/** Per client IP address: 30 failed checks (any accounts) within 15 minutes lock that address for 15 minutes. */
export const IP_THROTTLE = { maxFailures: 30, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };

type Limit = typeof THROTTLE;

/** The counter items (entity login-throttle): the account's by its address, an IP's under `ip#`. */
const accountKey = (email: string) => email;
const ipKey = (ip: string) => `ip#${ip}`;

const throttled = (until: number, now: number, message: MessageKey = "auth.throttled") =>
  new AppError("TOO_MANY_REQUESTS", message, { minutes: Math.max(1, Math.ceil((until - now) / 60_000)) });

/**
 * Takes one slot of `key`'s allowance, atomically; 429 when the allowance of the window is used up or the key is
 * locked. Returns the count including this slot.
 */
async function take(key: string, limit: Limit, message?: MessageKey): Promise<number> {
  const throttle = db().entities.loginThrottle;
  for (let attempt = 0; attempt < 5; attempt++) {
    const now = Clock.nowMs();
    const expiresAt = Math.floor((now + limit.windowMs + limit.lockMs) / 1000);
    try {
      const res = await throttle
        .update({ email: key })
        .ifNotExists({ windowStartedAt: now })
        .add({ failures: 1 })
        .set({ expiresAt })
        .where(
          (a, { notExists, lt, gt }) =>
            `${notExists(a.failures)} OR (${lt(a.failures, limit.maxFailures)} AND ${gt(a.windowStartedAt, now - limit.windowMs)} AND (${notExists(a.lockedUntil)} OR ${lt(a.lockedUntil, now)}))`,
        )
        .go({ response: "all_new" });
      return (res.data as { failures?: number }).failures ?? 1;
    } catch (err) {
      if (!isConditionFailure(err)) throw err;
    }
    const { data } = await throttle.get({ email: key }).go({ consistent: true });
    if (!data) continue;
    const windowEnd = data.windowStartedAt + limit.windowMs;
    const lockedUntil = data.lockedUntil ?? 0;
    if (lockedUntil > now || (data.failures >= limit.maxFailures && windowEnd > now))
      throw throttled(Math.max(lockedUntil, windowEnd), now, message);
    // the window (and any lock) is over: the first to notice starts a new one; the others try again
    try {
      await throttle
        .put({ email: key, failures: 1, windowStartedAt: now, expiresAt })
        .where((a, { eq }) => eq(a.windowStartedAt, data.windowStartedAt))
        .go();
      return 1;
    } catch (err) {
      if (!isConditionFailure(err)) throw err;
    }
  }
  throw throttled(Clock.nowMs() + Math.max(limit.lockMs, 60_000), Clock.nowMs(), message);
}

/** A failed check that used the last slot of the window locks the key for `lockMs` from now. */
async function lockIfLast(key: string, count: number, limit: Limit): Promise<void> {
  if (count < limit.maxFailures) return;
  await db()
    .entities.loginThrottle.update({ email: key })
    .set({ lockedUntil: Clock.nowMs() + limit.lockMs })
    .where((a, { exists }) => exists(a.failures))
    .go()
    .catch((err: unknown) => {
      // cleared meanwhile by a successful sign-in
      if (!isConditionFailure(err)) throw err;
    });
  log.warn("auth.throttled", { key: key.startsWith("ip#") ? key : "account" });
}

/** A check about to be made: the slots it took, to settle when its outcome is known. */
export interface Attempt {
  failed(): Promise<void>;
  /**
   * The check passed: the IP's slot is given back and the account's count cleared, except (`clearAccount`
   * false) after a password whose two-factor code is still to come, so that knowing the password never
   * refills the allowance of code guesses.
   */
  succeeded(clearAccount?: boolean): Promise<void>;
}

/**
 * Takes a slot for a password or code check of `email` from client `ip` (null when unknown: only the account is
 * limited), before the check runs. 429 "Try again in N minutes" when either allowance is used up.
 */
export async function beginAttempt(email: string, ip: string | null): Promise<Attempt> {
  const ipCount = ip ? await take(ipKey(ip), IP_THROTTLE) : 0;
  let accountCount: number;
  try {
    accountCount = await take(accountKey(email), THROTTLE);
  } catch (err) {
    if (ip) await giveBack(ipKey(ip));
    throw err;
  }
  return {
    async failed() {
      await lockIfLast(accountKey(email), accountCount, THROTTLE);
      if (ip) await lockIfLast(ipKey(ip), ipCount, IP_THROTTLE);
    },
    async succeeded(clearAccount = true) {
      if (clearAccount)
        await db()
          .entities.loginThrottle.delete({ email: accountKey(email) })
          .go();
      if (ip) await giveBack(ipKey(ip));
    },
  };
}

/** Returns a slot a successful (or not evaluated) check took from an IP address. */
async function giveBack(key: string): Promise<void> {
  try {
    await db()
      .entities.loginThrottle.update({ email: key })
      .add({ failures: -1 })
      .where((a, { gt }) => gt(a.failures, 0))
      .go();
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
  }
}

// Product mails sent on request (G6) ------------------------------------------------------------------------------

/**
 * The mails anyone can make the product send to an address they type: at most 3 of a kind to one address an hour,
 * and 20 an hour from one sender account (any addresses), so the product's own sender cannot be used to flood
 * or phish an address. The same atomic counters as sign-in (`take`), under `mail#…` keys.
 */
export const MAIL_THROTTLE: Limit = { maxFailures: 3, windowMs: 60 * 60_000, lockMs: 0 };
export const SENDER_MAIL_THROTTLE: Limit = { maxFailures: 20, windowMs: 60 * 60_000, lockMs: 0 };

/** What a throttled mail is: a password reset, an invitation (or its resend), an e-mail change, a case letter's resend. */
export type RequestedMail = "reset" | "invitation" | "emailChange" | "caseLetter";

/**
 * Takes a slot of the allowances of one mail of `kind` to `to` (and of its sender account, when someone signed
 * in asks for it), before it is queued; 429 "mail.throttled" (the address's) or "mail.senderThrottled" (the
 * account's), each saying "try again in N minutes", when one is used up.
 */
export async function takeMailSlot(kind: RequestedMail, to: string, senderId?: string): Promise<void> {
  const sender = senderId ? `mail#sender#${senderId}` : undefined;
  if (sender) await take(sender, SENDER_MAIL_THROTTLE, "mail.senderThrottled");
  try {
    await take(`mail#${kind}#${to.trim().toLowerCase()}`, MAIL_THROTTLE, "mail.throttled");
  } catch (err) {
    if (sender) await giveBack(sender);
    throw err;
  }
}

/** `takeMailSlot` for a mail whose caller must not learn it was throttled (the reset answers the same either way). */
export async function mayMail(kind: RequestedMail, to: string): Promise<boolean> {
  try {
    await takeMailSlot(kind, to);
    return true;
  } catch (err) {
    if (err instanceof AppError && err.code === "TOO_MANY_REQUESTS") {
      log.warn("mail.throttled", { kind });
      return false;
    }
    throw err;
  }
}
