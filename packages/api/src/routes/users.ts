import { z } from "@hono/zod-openapi";
import { customersOfUser } from "@innfri/core/accounts/customer";
import { createCustomer } from "@innfri/core/accounts/customer-account";
import { CreateCustomerInput } from "@innfri/core/accounts/customer.schema";
import * as Deletion from "@innfri/core/accounts/deletion";
import { isAdminType, isStaffType } from "@innfri/core/accounts/rules";
import * as Users from "@innfri/core/accounts/user-admin";
import { CreateUserInput, UpdateUserInput, VerifyEmailChangeInput } from "@innfri/core/accounts/user.schema";
import { t } from "@innfri/core/i18n/messages";
import { listQuery, listResponse } from "../lib/list";
import { jsonBody, router } from "../lib/openapi";
import { secured } from "../lib/route";
import { Customer, CustomerDetail, listOf, MessageResponse, responses, UserView } from "../lib/schemas";

const tags = ["Users"];
const id = z.string().min(1).max(64);
const idParam = z.object({ id });
const StaffListQuery = listQuery({ sortable: ["email", "createdAt"] });

/**
 * The users. Admin lists and changes every user; a route on one user also lets the user itself in (`self`):
 * reads by staff, changes by admin (another user's id is 403 to sales and 404 to a customer user).
 */
export const users = router()
  .openapi(
    secured({
      method: "get",
      path: "/",
      tags,
      role: "admin",
      summary: "Admin and superadmin: all users (search: e-mail prefix; sortBy email|created_at)",
      request: { query: StaffListQuery },
      responses: responses(listOf(UserView)),
    }),
    async (c) => c.json(await Users.listUsers(c.req.valid("query")), 200),
  )
  .openapi(
    secured({
      method: "get",
      path: "/deleted",
      tags,
      role: "admin",
      summary: "Admin and superadmin: deleted users, most recently deleted first",
      request: { query: StaffListQuery },
      responses: responses(listOf(UserView)),
    }),
    async (c) => {
      const q = c.req.valid("query");
      const desc = c.req.query("sortBy") ? q.sort.desc : true;
      return c.json(await Users.listUsers({ ...q, sort: { ...q.sort, desc }, deleted: true }), 200);
    },
  )
  .openapi(
    secured({
      method: "post",
      path: "/",
      tags,
      role: "admin",
      summary: "Admin: create a staff or customer user, who is invited by mail to choose a password",
      request: { body: jsonBody(CreateUserInput) },
      responses: responses(UserView, "Created", 201),
    }),
    async (c) => c.json(await Users.createUser(c.req.valid("json"), c.get("lang")), 201),
  )
  .openapi(
    secured({
      method: "post",
      path: "/export-active-users",
      tags,
      role: "admin",
      summary: "Admin: the active users as CSV (UTF-8 with BOM, semicolons, dates DD.MM.YYYY, headers in the caller's language)",
      responses: {
        200: { description: "CSV", content: { "text/csv": { schema: z.string() } } },
        403: responses(MessageResponse)[403],
      },
    }),
    async (c) => {
      const { filename, csv } = await Users.exportActiveUsers(c.get("lang"));
      return c.body(csv, 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${filename}"`,
      }) as never;
    },
  )
  .openapi(
    secured({
      method: "post",
      path: "/verify-email-change",
      tags,
      // the link is the authorisation: core applies it only in the session of the user whose address changes
      role: "anyone",
      summary: "Apply an e-mail change from the link sent to the new address (any signed-in user holding the link)",
      request: { body: jsonBody(VerifyEmailChangeInput) },
      responses: responses(UserView),
    }),
    async (c) => c.json(await Users.verifyEmailChange(c.req.valid("json").token, c.get("actor").userId), 200),
  )
  .openapi(
    secured({
      method: "get",
      path: "/{id}",
      tags,
      role: "staff",
      self: "id",
      summary: "A user (the user themself, or staff)",
      request: { params: idParam },
      responses: responses(UserView),
    }),
    async (c) => {
      const user = await Users.loadUser(c.req.valid("param").id, isStaffType(c.get("actor").type));
      return c.json(Users.toUserView(user), 200);
    },
  )
  .openapi(
    secured({
      method: "put",
      path: "/{id}",
      tags,
      role: "admin",
      self: "id",
      summary: "Change a user (themself or admin); a new e-mail is applied only after confirming the mailed link",
      request: { params: idParam, body: jsonBody(UpdateUserInput) },
      responses: responses(UserView),
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      return c.json(await Users.updateUser(id, c.req.valid("json"), isAdminType(c.get("actor").type)), 200);
    },
  )
  .openapi(
    secured({
      method: "delete",
      path: "/{id}/soft",
      tags,
      role: "admin",
      self: "id",
      summary: "Request deletion of a user (themself or admin); it takes effect after 7 days",
      request: { params: idParam },
      responses: responses(MessageResponse),
    }),
    async (c) => {
      await Deletion.requestUserDeletion(c.req.valid("param").id);
      return c.json({ message: t(c.get("lang"), "users.deletionRequested") }, 200);
    },
  )
  .openapi(
    secured({
      method: "put",
      path: "/{id}/restore",
      tags,
      role: "admin",
      self: "id",
      summary: "Cancel a requested deletion (themself or admin), or (admin) restore a deleted user",
      request: { params: idParam },
      responses: responses(MessageResponse),
    }),
    async (c) => {
      await Deletion.restoreUser(c.req.valid("param").id, isAdminType(c.get("actor").type));
      return c.json({ message: t(c.get("lang"), "users.restored") }, 200);
    },
  )
  .openapi(
    secured({
      method: "delete",
      path: "/{id}/force",
      tags,
      role: "admin",
      summary: "Admin: remove a user, the e-mail address, memberships and sessions for good",
      request: { params: idParam },
      responses: responses(MessageResponse),
    }),
    async (c) => {
      await Deletion.forceDeleteUser(c.req.valid("param").id);
      return c.json({ message: t(c.get("lang"), "users.forceDeleted") }, 200);
    },
  )
  .openapi(
    secured({
      method: "get",
      path: "/{userId}/customers",
      tags,
      role: "staff",
      self: "userId",
      summary: "A user's customers (the user themself, or staff)",
      request: { params: z.object({ userId: id }) },
      responses: responses(listOf(Customer)),
    }),
    async (c) => {
      const list = await customersOfUser(c.req.valid("param").userId);
      return c.json(listResponse(list, list.length), 200);
    },
  )
  .openapi(
    secured({
      method: "post",
      path: "/{userId}/customers",
      tags,
      role: "admin",
      self: "userId",
      summary: "Register a company: the user becomes its owner and it is loaded in the session",
      request: { params: z.object({ userId: id }), body: jsonBody(CreateCustomerInput) },
      responses: responses(CustomerDetail, "Created", 201),
    }),
    async (c) => {
      const actor = c.get("actor");
      const { userId } = c.req.valid("param");
      const session = userId === actor.userId ? actor.sessionId : undefined;
      return c.json(await createCustomer(userId, c.req.valid("json"), session), 201);
    },
  );
