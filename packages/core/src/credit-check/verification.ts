import "../i18n/credit-check"; // registers the texts of the keys named here
import "./entities"; // registers the entities named here
import { Clock } from "../clock";
import { db } from "../dynamo/db";
import { AppError } from "../util/error";
import type { CreditVerification } from "./credit.schema";

/**
 * A user's verification for credit checks (SPEC 4: it may stay pending up to one business day; issue 21,
 * docs/credit-check.md): asked by the user, given or withdrawn by an admin once the bureau has set the user up.
 */

export async function verificationOf(userId: string): Promise<CreditVerification> {
  const { data } = await db().entities.creditVerification.get({ userId }).go();
  return {
    userId,
    status: data?.status ?? "none",
    requestedAt: data?.requestedAt ?? null,
    verifiedAt: data?.verifiedAt ?? null,
  };
}

/**
 * The user asks to be verified (pending), or staff verifies or withdraws it. Asking again while pending or verified
 * changes nothing.
 */
export async function setVerification(
  userId: string,
  status: CreditVerification["status"],
  by: { userId: string; staff: boolean },
): Promise<CreditVerification> {
  const now = Clock.nowMs();
  const current = await verificationOf(userId);
  if (!by.staff) {
    if (status !== "pending" || by.userId !== userId) throw new AppError("FORBIDDEN", "errors.forbidden");
    if (current.status !== "none") return current;
  }
  // the whole item written again: a withdrawn verification keeps no dates, and asking again starts a new wait
  const requestedAt =
    status === "pending" ? (current.status === "pending" ? current.requestedAt : now) : current.requestedAt;
  await db()
    .entities.creditVerification.put({
      userId,
      status,
      ...(status !== "none" && requestedAt !== null ? { requestedAt } : {}),
      ...(status === "verified" ? { verifiedAt: now, verifiedBy: by.userId } : {}),
    })
    .go();
  return verificationOf(userId);
}

export async function requireVerified(userId: string): Promise<void> {
  const v = await verificationOf(userId);
  if (v.status === "verified") return;
  throw new AppError(
    "FORBIDDEN",
    v.status === "pending" ? "creditCheck.verificationPending" : "creditCheck.notVerified",
  );
}
