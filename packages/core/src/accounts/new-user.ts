import "./entities"; // registers the entities named here
import { Clock } from "../clock";
import type { db } from "../dynamo/db";
import type { Language } from "../i18n/messages";
import { joins } from "./list-counters";
import type { UserType } from "./rules";
import { sha256 } from "./token";

/** A mailed link to activate an account (registration) or to choose a password (invitation) lasts 7 days. */
export const ACTIVATION_SECONDS = 7 * 24 * 3600;

type Tx = Parameters<Parameters<ReturnType<typeof db>["transaction"]["write"]>[0]>[0];

export interface NewUser {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  type: UserType;
  language: Language;
  /** Empty for an invited user, who chooses a password from the link. */
  passwordHash?: string;
  registeredAt?: string;
  currentCustomerId?: string;
  /** The referrer of a user who registered with a referral code (billing/referral-codes.ts). */
  referrerId?: string;
}

/**
 * The items of a user who signs in only after following a mailed link: the e-mail lock (which makes the address
 * unique), the inactive user (and the users list's counter) and the link's token. Written in the caller's transaction with whatever else belongs
 * to it (a pending registration, memberships).
 */
export function newUserCommits(tx: Tx, user: NewUser, link: { purpose: "activation" | "invitation"; token: string }) {
  return [
    tx.userEmail.create({ email: user.email, userId: user.userId }).commit(),
    tx.user.create({ ...user, passwordHash: user.passwordHash ?? "", active: false }).commit(),
    joins(tx, "users"),
    tx.oneTimeToken
      .create({
        tokenHash: sha256(link.token),
        purpose: link.purpose,
        userId: user.userId,
        expiresAt: Clock.nowSeconds() + ACTIVATION_SECONDS,
      })
      .commit(),
  ];
}

/**
 * Whom an invitation greets (G6): the name of a user who has activated (their own), else the address. A name typed
 * by whoever invited never reaches someone who has not accepted: the product's sender must not carry it.
 */
export const inviteeName = (u: { email: string; firstName: string; active?: boolean }) =>
  u.active ? u.firstName : u.email;
