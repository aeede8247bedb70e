import "../accounts/entities"; // registers the entities named here
import "./settings.entity"; // registers the entities named here
import "../i18n/cases"; // registers the texts of the keys named here
import { db } from "../dynamo/db";
import { TransactionCanceledError } from "../dynamo/transaction";
import { AppError } from "../util/error";
import type { AllowanceView } from "./case-views.schema";
import type { GrantAllowanceInput } from "./case.schema";
import type { TxEntities } from "./store";
import type { SendChannel } from "./vocabulary";

/**
 * The customer's allowance (issue 10 "Allowances"): cases left and sends left, kept in half-sends because a letter
 * by post costs half a send. Each case started uses one case, each send one send (post half); the counters are
 * decremented in the transaction of what uses them, conditioned on enough being left, so two concurrent uses of the
 * last one cannot both succeed. Buying more comes later; an admin grants them (`grantAllowance`).
 */

/** Half-sends a letter costs on a channel: e-mail one send, post half a send, a collection partner none. */
export const HALF_SENDS: Record<SendChannel, number> = { email: 2, post: 1, partner: 0 };

/**
 * The transaction item that uses one case of the allowance (conditioned on one being left). Its place in the
 * transaction tells a cancellation's reason apart: `allowanceRefusal(err, index)`.
 */
export const consumeCaseItem = (e: Pick<TxEntities, "caseAllowance">, customerId: string) =>
  e.caseAllowance
    .update({ customerId })
    .subtract({ cases: 1 })
    .where((a, { gte }) => gte(a.cases, 1))
    .commit();

/**
 * For the step runner: the transaction items that pay for sending one letter on `channel` (none for a partner).
 * Put them in the transaction that records the send; when that transaction is cancelled with
 * ConditionalCheckFailed at this item's index, the customer is out of sends: throw `notEnoughSends()`.
 *
 *     const items = [...caseWriteItems(e, before, after, event), ...consumeSendItems(e, customerId, "post")];
 */
export function consumeSendItems(e: Pick<TxEntities, "caseAllowance">, customerId: string, channel: SendChannel) {
  const half = HALF_SENDS[channel];
  if (half === 0) return [];
  return [
    e.caseAllowance
      .update({ customerId })
      .subtract({ halfSends: half })
      .where((a, { gte }) => gte(a.halfSends, half))
      .commit(),
  ];
}

export const notEnoughCases = () =>
  new AppError("VALIDATION", "cases.notEnoughCases", {}, { allowance: ["cases.notEnoughCases"] });
export const notEnoughSends = () =>
  new AppError("VALIDATION", "cases.notEnoughSends", {}, { allowance: ["cases.notEnoughSends"] });

/** True when the cancelled transaction failed at item `index` on its condition (e.g. the allowance item). */
export const failedAt = (err: unknown, index: number) =>
  err instanceof TransactionCanceledError && err.reasons[index] === "ConditionalCheckFailed";

export function allowanceView(
  customerId: string,
  a: { cases: number; halfSends: number; updatedAt?: number } | null,
): AllowanceView {
  const cases = a?.cases ?? 0;
  const halfSends = a?.halfSends ?? 0;
  return { customerId, cases, halfSends, sends: halfSends / 2, updatedAt: a?.updatedAt ?? null };
}

/** What is left (zero when never granted). */
export async function readAllowance(customerId: string): Promise<AllowanceView> {
  const { data } = await db().entities.caseAllowance.get({ customerId }).go({ consistent: true });
  return allowanceView(customerId, data);
}

/** POST /customers/{id}/allowances (admin): adds cases and sends to what is left, in one atomic update. */
export async function grantAllowance(
  customerId: string,
  input: Pick<GrantAllowanceInput, "cases" | "sends">,
): Promise<AllowanceView> {
  const customer = (await db().entities.customer.get({ customerId }).go()).data;
  if (!customer || customer.deletedAt) throw new AppError("NOT_FOUND", "errors.notFound");
  // one atomic add: concurrent grants both count, and the item is made on the first
  await db()
    .entities.caseAllowance.update({ customerId })
    .add({ cases: input.cases, halfSends: input.sends * 2 })
    .go();
  return readAllowance(customerId);
}
