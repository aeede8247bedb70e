import "@innfri/core/i18n/offers"; // registers the texts of the keys named here
import { z } from "@hono/zod-openapi";
import {
  addScheduleCustomers,
  customersForAdding,
  listScheduleCustomers,
  removeScheduleCustomer,
} from "@innfri/core/billing/billing-schedule-customers";
import { AddScheduleCustomersInput, ScheduleCustomerView } from "@innfri/core/billing/billing-schedule.schema";
import { startBillingRun } from "@innfri/core/billing/billing-run-start";
import { BatchProgress } from "@innfri/core/realtime/events";
import { t } from "@innfri/core/i18n/messages";
import { listQuery } from "../../lib/list";
import { jsonBody, router } from "../../lib/openapi";
import { secured } from "../../lib/route";
import { listOf, MessageResponse, responses } from "../../lib/schemas";

const tags = ["billing-schedules"];
const params = z.object({ id: z.string().min(1).max(40) });
/** `searchBillingSchedule` (SPEC 4): the name prefix (or org number) the customer lists narrow by, as `search`. */
const query = listQuery({
  sortable: ["name"],
  filters: z.object({ searchBillingSchedule: z.string().trim().max(100, { error: "validation.tooLong" }).optional() }),
});
const searchOf = (q: z.output<typeof query>) => q.search ?? (q.filters.searchBillingSchedule as string | undefined);

/** A billing schedule's customers (SPEC 1 billing-schedule-customers/{id}, SPEC 7): sales keeps them (SPEC 6). */
export const billingScheduleCustomers = router()
  .openapi(
    secured({
      method: "get",
      path: "/{id}/customers",
      tags,
      role: "staff",
      summary: "Staff: the schedule's customers by name (search or searchBillingSchedule: a prefix of the name)",
      request: { params, query },
      responses: responses(listOf(ScheduleCustomerView)),
    }),
    async (c) => {
      const q = c.req.valid("query");
      return c.json(await listScheduleCustomers(c.req.valid("param").id, { ...q, search: searchOf(q) }), 200);
    },
  )
  .openapi(
    secured({
      method: "get",
      path: "/{id}/get_customers_for_adding",
      tags,
      role: "staff",
      summary: "Staff: customers on no schedule, by name (search: a prefix of the name or an org number)",
      request: { params, query },
      responses: responses(listOf(ScheduleCustomerView)),
    }),
    async (c) => {
      const q = c.req.valid("query");
      return c.json(await customersForAdding(c.req.valid("param").id, { ...q, search: searchOf(q) }), 200);
    },
  )
  .openapi(
    secured({
      method: "post",
      path: "/{id}/customers",
      tags,
      role: "staff",
      summary: "Staff: put customers on the schedule, all or none (422 for one unknown or on another schedule)",
      request: { params, body: jsonBody(AddScheduleCustomersInput) },
      responses: responses(MessageResponse.extend({ added: z.number().int() })),
    }),
    async (c) => {
      const { customerIds } = c.req.valid("json");
      const added = await addScheduleCustomers(c.req.valid("param").id, customerIds, c.get("actor"));
      return c.json({ message: t(c.get("lang"), "billingSchedule.customersAdded", { count: added }), added }, 200);
    },
  )
  .openapi(
    secured({
      method: "delete",
      path: "/{id}/customers/{customerId}",
      tags,
      role: "staff",
      summary: "Staff: take a customer off the schedule (404 when it is not on it)",
      request: { params: params.extend({ customerId: z.string().min(1).max(40) }) },
      responses: responses(MessageResponse),
    }),
    async (c) => {
      const { id, customerId } = c.req.valid("param");
      await removeScheduleCustomer(id, customerId);
      return c.json({ message: t(c.get("lang"), "billingSchedule.customerRemoved") }, 200);
    },
  )
  .openapi(
    secured({
      method: "post",
      path: "/{id}/run",
      tags,
      role: "staff",
      summary: "Staff: invoice the schedule's last whole period now (a batch; again: nothing is invoiced twice)",
      request: { params },
      responses: responses(BatchProgress),
    }),
    async (c) => c.json(await startBillingRun(c.req.valid("param").id), 200),
  );
