import { z } from "@hono/zod-openapi";
import { GdprTermsInput } from "@innfri/core/accounts/auth.schema";
import { acceptGdprTerms } from "@innfri/core/accounts/customer";
import * as Account from "@innfri/core/accounts/customer-account";
import { SetCustomerInput, UpdateCustomerInput, CustomerDocumentInput } from "@innfri/core/accounts/customer.schema";
import { listQuery } from "../../lib/list";
import { jsonBody, router } from "../../lib/openapi";
import { secured } from "../../lib/route";
import { Customer, CustomerDetail, listOf, responses } from "../../lib/schemas";
import { idParam, tags } from "./common";

const StaffListQuery = listQuery({ sortable: ["name", "createdAt"] });
const DetailQuery = z.object({ expand: z.string().max(500).optional() });
const parseExpand = (expand: string | undefined) =>
  listQuery({ sortable: ["name"], expandable: Account.CUSTOMER_EXPANDS }).parse({ expand }).expand;

/** The customer itself: staff lists, loading one in the session, its details, document texts and GDPR terms. */
export const customerRoutes = router()
  .openapi(
    secured({
      method: "get",
      path: "/",
      tags,
      role: "staff",
      summary: "Staff: all customers (search: name prefix or organisation number; sortBy name|created_at)",
      request: { query: StaffListQuery },
      responses: responses(listOf(CustomerDetail)),
    }),
    async (c) => c.json(await Account.listCustomers(c.req.valid("query")), 200),
  )
  // Before /{id}, which would otherwise take "deleted" for an id.
  .openapi(
    secured({
      method: "get",
      path: "/deleted",
      tags,
      role: "staff",
      summary: "Staff: deleted customers, most recently deleted first by default",
      request: { query: StaffListQuery },
      responses: responses(listOf(CustomerDetail)),
    }),
    async (c) => {
      const q = c.req.valid("query");
      const desc = c.req.query("sortBy") ? q.sort.desc : true;
      return c.json(await Account.listCustomers({ ...q, sort: { ...q.sort, desc }, deleted: true }), 200);
    },
  )
  .openapi(
    secured({
      method: "post",
      path: "/set-customer",
      tags,
      role: "customer:read",
      customer: { body: "customerId" },
      summary: "Load another customer in this session (and make it the user's current one)",
      request: { body: jsonBody(SetCustomerInput) },
      responses: responses(z.object({ customer: Customer })),
    }),
    async (c) => {
      const actor = c.get("actor");
      const permission = c.get("rights").permission;
      const customer = await Account.setCustomer(actor.userId, actor.sessionId, c.get("customerId"), permission);
      return c.json({ customer }, 200);
    },
  )
  .openapi(
    secured({
      method: "get",
      path: "/{id}",
      tags,
      role: "customer:read",
      summary: "A customer, with relations by expand (relations not built yet are null)",
      request: { params: idParam, query: DetailQuery },
      responses: responses(CustomerDetail),
    }),
    async (c) => {
      const expand = parseExpand(c.req.valid("query").expand);
      return c.json(await Account.customerDetail(c.get("customerId"), c.get("rights").permission, expand), 200);
    },
  )
  .openapi(
    secured({
      method: "put",
      path: "/{id}",
      tags,
      role: "customer:editAccount",
      summary: "Change the company details (editAccount); the account number goes through account-number-updates",
      request: { params: idParam, body: jsonBody(UpdateCustomerInput) },
      responses: responses(CustomerDetail),
    }),
    async (c) => {
      const body = c.req.valid("json");
      return c.json(await Account.updateCustomer(c.get("customerId"), body, c.get("rights").permission), 200);
    },
  )
  .openapi(
    secured({
      method: "put",
      path: "/{id}/document",
      tags,
      role: "customer:editAccount",
      summary: "Document texts, e-mail template and contacts (editAccount)",
      request: { params: idParam, body: jsonBody(CustomerDocumentInput) },
      responses: responses(CustomerDetail),
    }),
    async (c) => {
      const body = c.req.valid("json");
      return c.json(await Account.updateCustomerDocument(c.get("customerId"), body, c.get("rights").permission), 200);
    },
  )
  .openapi(
    secured({
      method: "put",
      path: "/{id}/gdpr-terms",
      tags,
      // Accepting binds the customer: its owner or someone who may edit the account (the owner holds every flag),
      // or admin staff on its behalf. Sales only reads.
      role: "customer:editAccount",
      summary: "Accept the GDPR terms (data processing agreement) for a customer: its owner or editAccount (or admin staff)",
      request: { params: idParam, body: jsonBody(GdprTermsInput) },
      responses: responses(Customer),
    }),
    async (c) =>
      c.json(await acceptGdprTerms(c.get("customerId"), c.get("actor").userId, c.get("rights").permission), 200),
  );
