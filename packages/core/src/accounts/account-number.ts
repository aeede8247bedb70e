import "./entities"; // registers the entities named here
import { authorize } from "./rights";
import { Clock } from "../clock";
import { config } from "../config";
import { db } from "../dynamo/db";
import { isConditionFailure } from "../dynamo/errors";
import { committed } from "../dynamo/transaction";
import { actionMail, queueMail } from "../mail/mail";
import { AppError } from "../util/error";
import { log } from "../util/log";
import { loadCustomer, toCustomerDetail, type CustomerDetail } from "./customer";
import { randomToken, sha256 } from "./token";

export const ACCOUNT_NUMBER_UPDATE_SECONDS = 48 * 3600;

/**
 * Asks for a new bank account number: nothing changes until the link mailed to the customer's address (and
 * the owner's) is followed, within 48 hours.
 */
export async function requestAccountNumberUpdate(
  customerId: string,
  accountNumber: string,
  requestedBy: string,
): Promise<void> {
  const customer = await loadCustomer(customerId);
  const token = randomToken();
  await db()
    .entities.accountNumberUpdate.create({
      tokenHash: sha256(token),
      customerId,
      accountNumber,
      requestedBy,
      expiresAt: Clock.nowSeconds() + ACCOUNT_NUMBER_UPDATE_SECONDS,
    })
    .go();
  const { data: memberships } = await db().entities.membership.query.byCustomer({ customerId }).go({ pages: "all" });
  const ownerId = memberships.find((m) => m.permission === "owner")?.userId;
  const owner = ownerId ? (await db().entities.user.get({ userId: ownerId }).go()).data : null;
  const recipients = new Map<string, { name: string; lang: "no" | "en" }>();
  if (customer.email)
    recipients.set(customer.email.toLowerCase(), { name: customer.name, lang: owner?.language ?? "no" });
  if (owner && !owner.deletedAt) recipients.set(owner.email, { name: owner.firstName, lang: owner.language });
  const url = `${config().webUrl}/account-number-update?hash=${token}`;
  for (const [to, r] of recipients)
    await queueMail(
      actionMail({
        lang: r.lang,
        to,
        name: r.name,
        subject: "mail.accountNumber.subject",
        body: "mail.accountNumber.body",
        button: "mail.accountNumber.button",
        url,
      }),
    );
  log.info("customer.account_number_requested", { customerId, requestedBy });
}

/** Applies a confirmed account-number update (once, within 48 hours). */
export async function applyAccountNumberUpdate(
  token: string,
  actor: Parameters<typeof authorize>[0],
): Promise<CustomerDetail> {
  const tokenHash = sha256(token);
  const { data: update } = await db().entities.accountNumberUpdate.get({ tokenHash }).go({ consistent: true });
  if (!update || update.expiresAt <= Clock.nowSeconds()) throw new AppError("NOT_FOUND", "validation.linkInvalid");
  // The payout account changes only when someone who may change the account confirms from the mailed link.
  await authorize(actor, update.customerId, "editAccount");
  await loadCustomer(update.customerId);
  try {
    await committed(
      db()
        .transaction.write(({ accountNumberUpdate, customer }) => [
          accountNumberUpdate
            .delete({ tokenHash })
            .where((a, { exists }) => exists(a.tokenHash))
            .commit(),
          customer.patch({ customerId: update.customerId }).set({ accountNumber: update.accountNumber }).commit(),
        ])
        .go(),
    );
  } catch (err) {
    if (isConditionFailure(err)) throw new AppError("NOT_FOUND", "validation.linkInvalid");
    throw err;
  }
  log.info("customer.account_number_updated", { customerId: update.customerId });
  return toCustomerDetail(await loadCustomer(update.customerId), null);
}
