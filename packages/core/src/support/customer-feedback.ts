import "../accounts/entities"; // registers the entities named here
import "./customer-feedback.entity"; // registers the entities named here
import type { EntityItem } from "electrodb";
import { ulid } from "ulid";
import { GLOBAL_SCOPE } from "../dynamo/counters";
import { crudStore } from "../dynamo/crud";
import { db } from "../dynamo/db";
import type { CustomerFeedbackEntity } from "./customer-feedback.entity";
import {
  CustomerFeedbackResource,
  type CreateCustomerFeedbackInput,
  type CustomerFeedbackView,
} from "./customer-feedback.schema";

type Item = EntityItem<typeof CustomerFeedbackEntity>;
type Status = Item["status"];
const listed = CustomerFeedbackResource.name;
/** The counter of the feedback with one status: the filtered list's total. */
const statusCounter = (status: Status) => ({ scope: GLOBAL_SCOPE, name: `${listed}#${status}` });

/** Who sends feedback: the signed-in user and the customer loaded in the session, as they are named now. */
export interface FeedbackSender {
  userEmail: string;
  customerId: string;
  customerName: string;
}

/** The store of `customer-feedback`: newest first; filter by status, counted by a counter per status. */
export const customerFeedback = crudStore<
  "customerFeedback",
  Item,
  CustomerFeedbackView,
  CreateCustomerFeedbackInput & FeedbackSender,
  { status: Status }
>("customerFeedback", {
  keyOf: (id) => ({ listed, id }),
  toView: (i) => ({
    id: i.id,
    text: i.text,
    page: i.page ?? null,
    rating: i.rating ?? null,
    status: i.status,
    userId: i.userId,
    userEmail: i.userEmail,
    customerId: i.customerId,
    customerName: i.customerName,
    createdAt: i.createdAt,
    updatedAt: i.updatedAt,
    updatedBy: i.updatedBy,
  }),
  toItem: ({ page, rating, ...input }, actor) =>
    ({
      ...input,
      ...(page ? { page } : {}),
      ...(rating ? { rating } : {}),
      listed,
      id: ulid(),
      status: "new",
      userId: actor.userId,
      updatedBy: actor.userId,
    }) as Item,
  toPatch: (input, actor) => ({ status: input.status, updatedBy: actor.userId }),
  keyAttributes: ["listed", "id", "status"],
  counter: { scope: GLOBAL_SCOPE, name: listed },
  countersOf: (item) => [statusCounter(item.status)],
  list: ({ sort, filters }) => {
    const status = filters?.status as Status | undefined;
    const order = sort.desc ? ("desc" as const) : ("asc" as const);
    const q = db().entities.customerFeedback.query;
    return {
      run: (o) => {
        const go = { ...o, order, attributes: o.attributes as ["id"] | undefined };
        return (status ? q.byStatus({ listed, status }) : q.byId({ listed })).go(go) as never;
      },
      ...(status ? { total: { counter: statusCounter(status) } } : {}),
    };
  },
});

/** A customer's user sends feedback: stored with their e-mail and the customer's name as they are now. */
export async function sendFeedback(input: CreateCustomerFeedbackInput, userId: string, customerId: string) {
  const [{ data: user }, { data: customer }] = await Promise.all([
    db().entities.user.get({ userId }).go(),
    db().entities.customer.get({ customerId }).go(),
  ]);
  const sender = { userEmail: user?.email ?? "", customerId, customerName: customer?.name ?? "" };
  return customerFeedback.create({ ...input, ...sender }, { userId });
}
