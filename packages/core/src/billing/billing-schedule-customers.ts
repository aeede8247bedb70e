import "./plan-stores"; // registers the entities named here
import "../accounts/entities"; // registers the entities named here
import "../i18n/offers"; // registers the texts of the keys named here
import { db } from "../dynamo/db";
import { listPage } from "../dynamo/list";
import { AppError, fieldError } from "../util/error";
import { normaliseName } from "../util/text";
import { TransactionCanceledError, committed } from "../dynamo/transaction";
import { billingSchedules } from "./plan-stores";
import type { ScheduleCustomerView } from "./billing-schedule.schema";

/**
 * A billing schedule's customers (SPEC 1 `billing-schedule-customers/{id}`, SPEC 7 `POST billing-schedules/{id}/
 * customers`, `GET billing-schedules/{id}/get_customers_for_adding`). A customer is on one schedule at most: the
 * membership item is keyed by the customer and written on condition it does not exist, so two schedules adding the
 * same customer at once cannot both succeed.
 */
type Item = { customerId: string; name: string; orgNumber: string; addedAt: number };
const view = (i: Item): ScheduleCustomerView => ({
  customerId: i.customerId,
  name: i.name,
  orgNumber: i.orgNumber,
  addedAt: i.addedAt,
});

/** The customers on a schedule, by name; `search` is a prefix of the name (404 for a schedule that does not exist). */
export async function listScheduleCustomers(
  scheduleId: string,
  q: { page: number; rowsPerPage: number; search?: string | undefined },
): Promise<{ data: ScheduleCustomerView[]; total: number }> {
  await billingSchedules.get(scheduleId);
  const query = db().entities.billingScheduleCustomer.query.bySchedule({ scheduleId });
  const { data, total } = await listPage({
    run: (o) => {
      const go = { ...o, attributes: o.attributes as ["customerId"] | undefined };
      return (q.search ? query.begins({ nameKey: normaliseName(q.search) }).go(go) : query.go(go)) as never;
    },
    keyAttributes: ["customerId", "scheduleId", "nameKey"],
    page: q.page,
    rowsPerPage: q.rowsPerPage,
    total: "countKeys",
  });
  return { data: (data as Item[]).map(view), total };
}

/**
 * Puts customers on a schedule, all or none: 404 for a schedule that does not exist, 422 on `customerIds` for a
 * customer that does not exist or is on another schedule. A customer already on this schedule stays as it is.
 */
export async function addScheduleCustomers(scheduleId: string, customerIds: string[], actor: { userId: string }) {
  await billingSchedules.get(scheduleId);
  const customers = (
    await db()
      .entities.customer.get(customerIds.map((customerId) => ({ customerId })))
      .go()
  ).data;
  const found = new Map(customers.filter((c) => !c.deletedAt).map((c) => [c.customerId, c]));
  if (customerIds.some((id) => !found.has(id))) throw fieldError("customerIds", "billingSchedule.unknownCustomer");
  const held = (
    await db()
      .entities.billingScheduleCustomer.get(customerIds.map((customerId) => ({ customerId })))
      .go()
  ).data;
  if (held.some((m) => m.scheduleId !== scheduleId)) throw fieldError("customerIds", "billingSchedule.customerTaken");
  const adding = customerIds.filter((id) => !held.some((m) => m.customerId === id));
  if (adding.length === 0) return 0;
  try {
    await committed(
      db()
        .transaction.write(({ billingScheduleCustomer }) =>
          adding.map((customerId) => {
            const c = found.get(customerId)!;
            return billingScheduleCustomer
              .create({
                customerId,
                scheduleId,
                name: c.name,
                orgNumber: c.orgNumber,
                nameKey: `${normaliseName(c.name)}#${customerId}`,
                addedBy: actor.userId,
              })
              .commit();
          }),
        )
        .go(),
    );
  } catch (err) {
    // another schedule took one of them between the read and the write
    if (err instanceof TransactionCanceledError && err.conditionFailed)
      throw fieldError("customerIds", "billingSchedule.customerTaken");
    throw err;
  }
  return adding.length;
}

/** Takes a customer off a schedule (404 when it is not on it). */
export async function removeScheduleCustomer(scheduleId: string, customerId: string): Promise<void> {
  const { data } = await db().entities.billingScheduleCustomer.get({ customerId }).go({ consistent: true });
  if (!data || data.scheduleId !== scheduleId) throw new AppError("NOT_FOUND", "errors.notFound");
  await db()
    .entities.billingScheduleCustomer.delete({ customerId })
    .where((a, { eq }) => eq(a.scheduleId, scheduleId))
    .go();
}

/** How many customers `get_customers_for_adding` reads at most to find those not on a schedule. */
const ADDABLE_READ = 200;

/**
 * The customers that can be put on a schedule: not deleted and on no schedule, by name (`search`: a prefix of the
 * name, or an org number). Reads up to 200 customers of the search and leaves out those on a schedule, so the
 * total is of that window (narrow the search when it is full).
 */
export async function customersForAdding(
  scheduleId: string,
  q: { page: number; rowsPerPage: number; search?: string | undefined },
): Promise<{ data: ScheduleCustomerView[]; total: number }> {
  await billingSchedules.get(scheduleId);
  // the staff customer list's index (by name; accounts/customer-account.ts), read here so that the admin function
  // does not bundle the accounts context's commands (their mails and jobs)
  const digits = q.search?.replace(/[\s.]/g, "") ?? "";
  const byName = db().entities.customer.query.byName({ listed: "customers" });
  const go = { limit: ADDABLE_READ };
  const { data: found } = /^[0-9]{9}$/.test(digits)
    ? await byName.where((a, { eq }) => eq(a.orgNumber, digits)).go(go)
    : q.search
      ? await byName.begins({ nameKey: normaliseName(q.search) }).go(go)
      : await byName.go(go);
  const data = found
    .filter((c) => !c.deletedAt)
    .map((c) => ({ id: c.customerId, name: c.name, orgNumber: c.orgNumber }));
  const held = data.length
    ? (
        await db()
          .entities.billingScheduleCustomer.get(data.map((c) => ({ customerId: c.id })))
          .go()
      ).data
    : [];
  const taken = new Set(held.map((m) => m.customerId));
  const free = data
    .filter((c) => !taken.has(c.id))
    .map((c) => ({ customerId: c.id, name: c.name, orgNumber: c.orgNumber, addedAt: null }));
  const start = (q.page - 1) * q.rowsPerPage;
  return { data: free.slice(start, start + q.rowsPerPage), total: free.length };
}
