import { createRoute, z } from "@hono/zod-openapi";
import { customersOfUser } from "@innfri/core/accounts/customer";
import { createCustomer } from "@innfri/core/accounts/customer-account";
import { CreateCustomerInput } from "@innfri/core/accounts/customer.schema";
import * as Deletion from "@innfri/core/accounts/deletion";
import * as Users from "@innfri/core/accounts/user-admin";
import { CreateUserInput, UpdateUserInput, VerifyEmailChangeInput } from "@innfri/core/accounts/user.schema";
import { t } from "@innfri/core/i18n/messages";
import { AppError } from "@innfri/core/util/error";
import type { Actor } from "../lib/context";
import { listQuery, listResponse } from "../lib/list";
import { jsonBody, router } from "../lib/openapi";
import { Customer, CustomerDetail, listOf, MessageResponse, responses, UserView } from "../lib/schemas";
import { isStaff, requireActor, requireAdmin } from "../middleware/actor";

const tags = ["Users"];
const security = [{ bearer: [] }];
const id = z.string().min(1).max(64);
const idParam = z.object({ id });
const StaffListQuery = listQuery({ sortable: ["email", "createdAt"] });
const isAdmin = (a: Actor) => a.type === "admin" || a.type === "superadmin";

/** The user themself, or staff (reads) / admin (changes): another user's id is a 404 to a customer user. */
function selfOr(actor: Actor, userId: string, who: "staff" | "admin"): void {
  if (actor.userId === userId) return;
  if (who === "staff" ? isStaff(actor.type) : isAdmin(actor)) return;
  if (isStaff(actor.type)) throw new AppError("FORBIDDEN", "errors.forbidden");
  throw new AppError("NOT_FOUND", "errors.notFound");
}

export const users = router()
  .openapi(
    createRoute({
      method: "get",
      path: "/",
      tags,
      security,
      summary: "Admin and superadmin: all users (search: e-mail prefix; sortBy email|created_at)",
      middleware: [requireActor] as const,
      request: { query: StaffListQuery },
      responses: responses(listOf(UserView)),
    }),
    async (c) => {
      requireAdmin(c.get("actor").type);
      return c.json(await Users.listUsers(c.req.valid("query")), 200);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/deleted",
      tags,
      security,
      summary: "Admin and superadmin: deleted users, most recently deleted first",
      middleware: [requireActor] as const,
      request: { query: StaffListQuery },
      responses: responses(listOf(UserView)),
    }),
    async (c) => {
      requireAdmin(c.get("actor").type);
      const q = c.req.valid("query");
      const desc = c.req.query("sortBy") ? q.sort.desc : true;
      return c.json(await Users.listUsers({ ...q, sort: { ...q.sort, desc }, deleted: true }), 200);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/",
      tags,
      security,
      summary: "Admin: create a staff or customer user, who is invited by mail to choose a password",
      middleware: [requireActor] as const,
      request: { body: jsonBody(CreateUserInput) },
      responses: responses(UserView, "Created", 201),
    }),
    async (c) => {
      requireAdmin(c.get("actor").type);
      return c.json(await Users.createUser(c.req.valid("json"), c.get("lang")), 201);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/export-active-users",
      tags,
      security,
      summary: "Admin: the active users as CSV (UTF-8 with BOM, semicolons, dates DD.MM.YYYY, headers in the caller's language)",
      middleware: [requireActor] as const,
      responses: {
        200: { description: "CSV", content: { "text/csv": { schema: z.string() } } },
        403: responses(MessageResponse)[403],
      },
    }),
    async (c) => {
      requireAdmin(c.get("actor").type);
      const { filename, csv } = await Users.exportActiveUsers(c.get("lang"));
      return c.body(csv, 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${filename}"`,
      }) as never;
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/verify-email-change",
      tags,
      security,
      summary: "Apply an e-mail change from the link sent to the new address (any signed-in user holding the link)",
      middleware: [requireActor] as const,
      request: { body: jsonBody(VerifyEmailChangeInput) },
      responses: responses(UserView),
    }),
    async (c) => c.json(await Users.verifyEmailChange(c.req.valid("json").token, c.get("actor").userId), 200),
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/{id}",
      tags,
      security,
      summary: "A user (the user themself, or staff)",
      middleware: [requireActor] as const,
      request: { params: idParam },
      responses: responses(UserView),
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      selfOr(c.get("actor"), id, "staff");
      return c.json(Users.toUserView(await Users.loadUser(id, isStaff(c.get("actor").type))), 200);
    },
  )
  .openapi(
    createRoute({
      method: "put",
      path: "/{id}",
      tags,
      security,
      summary: "Change a user (themself or admin); a new e-mail is applied only after confirming the mailed link",
      middleware: [requireActor] as const,
      request: { params: idParam, body: jsonBody(UpdateUserInput) },
      responses: responses(UserView),
    }),
    async (c) => {
      const actor = c.get("actor");
      const { id } = c.req.valid("param");
      selfOr(actor, id, "admin");
      return c.json(await Users.updateUser(id, c.req.valid("json"), isAdmin(actor)), 200);
    },
  )
  .openapi(
    createRoute({
      method: "delete",
      path: "/{id}/soft",
      tags,
      security,
      summary: "Request deletion of a user (themself or admin); it takes effect after 7 days",
      middleware: [requireActor] as const,
      request: { params: idParam },
      responses: responses(MessageResponse),
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      selfOr(c.get("actor"), id, "admin");
      await Deletion.requestUserDeletion(id);
      return c.json({ message: t(c.get("lang"), "users.deletionRequested") }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "put",
      path: "/{id}/restore",
      tags,
      security,
      summary: "Cancel a requested deletion (themself or admin), or (admin) restore a deleted user",
      middleware: [requireActor] as const,
      request: { params: idParam },
      responses: responses(MessageResponse),
    }),
    async (c) => {
      const actor = c.get("actor");
      const { id } = c.req.valid("param");
      selfOr(actor, id, "admin");
      await Deletion.restoreUser(id, isAdmin(actor));
      return c.json({ message: t(c.get("lang"), "users.restored") }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "delete",
      path: "/{id}/force",
      tags,
      security,
      summary: "Admin: remove a user, the e-mail address, memberships and sessions for good",
      middleware: [requireActor] as const,
      request: { params: idParam },
      responses: responses(MessageResponse),
    }),
    async (c) => {
      requireAdmin(c.get("actor").type);
      await Deletion.forceDeleteUser(c.req.valid("param").id);
      return c.json({ message: t(c.get("lang"), "users.forceDeleted") }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/{userId}/customers",
      tags,
      security,
      summary: "A user's customers (the user themself, or staff)",
      middleware: [requireActor] as const,
      request: { params: z.object({ userId: id }) },
      responses: responses(listOf(Customer)),
    }),
    async (c) => {
      const { userId } = c.req.valid("param");
      selfOr(c.get("actor"), userId, "staff");
      const list = await customersOfUser(userId);
      return c.json(listResponse(list, list.length), 200);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/{userId}/customers",
      tags,
      security,
      summary: "Register a company: the user becomes its owner and it is loaded in the session",
      middleware: [requireActor] as const,
      request: { params: z.object({ userId: id }), body: jsonBody(CreateCustomerInput) },
      responses: responses(CustomerDetail, "Created", 201),
    }),
    async (c) => {
      const actor = c.get("actor");
      const { userId } = c.req.valid("param");
      selfOr(actor, userId, "admin");
      const session = userId === actor.userId ? actor.sessionId : undefined;
      return c.json(await createCustomer(userId, c.req.valid("json"), session), 201);
    },
  );
