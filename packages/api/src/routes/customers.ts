import { createRoute, z } from "@hono/zod-openapi";
import { createMiddleware } from "hono/factory";
import { GdprTermsInput } from "@innfri/core/accounts/auth.schema";
import { acceptGdprTerms } from "@innfri/core/accounts/customer";
import * as Account from "@innfri/core/accounts/customer-account";
import {
  AddCustomerUserInput,
  CustomerDocumentInput,
  PermissionTypeInput,
  SetCustomerInput,
  UpdateCustomerInput,
  UpdateCustomerUserInput,
} from "@innfri/core/accounts/customer.schema";
import * as Deletion from "@innfri/core/accounts/deletion";
import * as Members from "@innfri/core/accounts/members";
import { authorize } from "@innfri/core/accounts/rights";
import { t } from "@innfri/core/i18n/messages";
import { LOGO_MAX_BYTES } from "@innfri/core/storage/documents";
import { fieldError } from "@innfri/core/util/error";
import type { AppEnv } from "../lib/context";
import { listQuery, listResponse } from "../lib/list";
import { jsonBody, router } from "../lib/openapi";
import {
  Customer,
  CustomerDetail,
  CustomerUser,
  listOf,
  MessageResponse,
  PermissionType,
  responses,
} from "../lib/schemas";
import { requireActor, requireAdmin, requireStaff } from "../middleware/actor";

const tags = ["Customers"];
const security = [{ bearer: [] }];
const id = z.string().min(1).max(64);
const idParam = z.object({ id });
const StaffListQuery = listQuery({ sortable: ["name", "createdAt"] });
const DetailQuery = z.object({ expand: z.string().max(500).optional() });
const parseExpand = (expand: string | undefined) =>
  listQuery({ sortable: ["name"], expandable: Account.CUSTOMER_EXPANDS }).parse({ expand }).expand;

/** Refuses a logo upload whose declared size is already over the limit, before the body is read. */
const logoSizeLimit = createMiddleware<AppEnv>(async (c, next) => {
  const length = Number(c.req.header("content-length") ?? 0);
  // The multipart envelope adds a few hundred bytes around the file.
  if (length > LOGO_MAX_BYTES + 64 * 1024) throw fieldError("logo", "validation.fileTooLarge");
  await next();
});

export const customers = router()
  .openapi(
    createRoute({
      method: "put",
      path: "/{id}/gdpr-terms",
      tags,
      security,
      summary: "Accept the GDPR terms (data processing agreement) for a customer: its owner or editAccount (or admin staff)",
      middleware: [requireActor] as const,
      request: { params: idParam, body: jsonBody(GdprTermsInput) },
      responses: responses(Customer),
    }),
    async (c) => {
      const actor = c.get("actor");
      const { id } = c.req.valid("param");
      // Accepting binds the customer: its owner or someone who may edit the account (the owner holds every
      // flag), or admin staff on its behalf. Sales only reads.
      const rights = await authorize(actor, id, "editAccount");
      return c.json(await acceptGdprTerms(id, actor.userId, rights.permission), 200);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/",
      tags,
      security,
      summary: "Staff: all customers (search: name prefix or organisation number; sortBy name|created_at)",
      middleware: [requireActor] as const,
      request: { query: StaffListQuery },
      responses: responses(listOf(CustomerDetail)),
    }),
    async (c) => {
      requireStaff(c.get("actor").type);
      const q = c.req.valid("query");
      return c.json(await Account.listCustomers(q), 200);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/deleted",
      tags,
      security,
      summary: "Staff: deleted customers, most recently deleted first by default",
      middleware: [requireActor] as const,
      request: { query: StaffListQuery },
      responses: responses(listOf(CustomerDetail)),
    }),
    async (c) => {
      requireStaff(c.get("actor").type);
      const q = c.req.valid("query");
      return c.json(
        await Account.listCustomers({
          ...q,
          sort: { ...q.sort, desc: c.req.query("sortBy") ? q.sort.desc : true },
          deleted: true,
        }),
        200,
      );
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/set-customer",
      tags,
      security,
      summary: "Load another customer in this session (and make it the user's current one)",
      middleware: [requireActor] as const,
      request: { body: jsonBody(SetCustomerInput) },
      responses: responses(z.object({ customer: Customer })),
    }),
    async (c) => {
      const actor = c.get("actor");
      const { customerId } = c.req.valid("json");
      const rights = await authorize(actor, customerId);
      const customer = await Account.setCustomer(actor.userId, actor.sessionId, customerId, rights.permission);
      return c.json({ customer }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "delete",
      path: "/force-delete/{id}",
      tags,
      security,
      summary: "Admin: remove a customer and its memberships for good",
      middleware: [requireActor] as const,
      request: { params: idParam },
      responses: responses(MessageResponse),
    }),
    async (c) => {
      requireAdmin(c.get("actor").type);
      await Deletion.forceDeleteCustomer(c.req.valid("param").id);
      return c.json({ message: t(c.get("lang"), "customers.forceDeleted") }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/{id}",
      tags,
      security,
      summary: "A customer, with relations by expand (relations not built yet are null)",
      middleware: [requireActor] as const,
      request: { params: idParam, query: DetailQuery },
      responses: responses(CustomerDetail),
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const rights = await authorize(c.get("actor"), id);
      return c.json(await Account.customerDetail(id, rights.permission, parseExpand(c.req.valid("query").expand)), 200);
    },
  )
  .openapi(
    createRoute({
      method: "put",
      path: "/{id}",
      tags,
      security,
      summary: "Change the company details (editAccount); the account number goes through account-number-updates",
      middleware: [requireActor] as const,
      request: { params: idParam, body: jsonBody(UpdateCustomerInput) },
      responses: responses(CustomerDetail),
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const rights = await authorize(c.get("actor"), id, "editAccount");
      return c.json(await Account.updateCustomer(id, c.req.valid("json"), rights.permission), 200);
    },
  )
  .openapi(
    createRoute({
      method: "put",
      path: "/{id}/document",
      tags,
      security,
      summary: "Document texts, e-mail template and contacts (editAccount)",
      middleware: [requireActor] as const,
      request: { params: idParam, body: jsonBody(CustomerDocumentInput) },
      responses: responses(CustomerDetail),
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const rights = await authorize(c.get("actor"), id, "editAccount");
      return c.json(await Account.updateCustomerDocument(id, c.req.valid("json"), rights.permission), 200);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/{id}/logo",
      tags,
      security,
      summary: "The customer's logo (the image bytes), or 404",
      middleware: [requireActor] as const,
      request: { params: idParam },
      responses: {
        200: { description: "The image", content: { "image/*": { schema: z.string().openapi({ format: "binary" }) } } },
        404: responses(MessageResponse)[404],
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      await authorize(c.get("actor"), id);
      const logo = await Account.readLogo(id);
      return c.body(logo.body as Uint8Array<ArrayBuffer>, 200, {
        "Content-Type": logo.contentType,
        // An SVG could carry script: never let it run in the API's origin.
        "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        "Cache-Control": "private, max-age=60",
      }) as never;
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/{id}/logo",
      tags,
      security,
      summary: "Upload the logo (editAccount): multipart field logo, PNG, JPG, GIF, WebP or SVG, at most 2 MB",
      middleware: [requireActor, logoSizeLimit] as const,
      request: {
        params: idParam,
        body: {
          required: true,
          content: {
            "multipart/form-data": {
              schema: z.object({ logo: z.any().openapi({ type: "string", format: "binary" }) }),
            },
          },
        },
      },
      responses: responses(CustomerDetail),
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const rights = await authorize(c.get("actor"), id, "editAccount");
      const body = await c.req.parseBody();
      const file = body.logo;
      if (!(file instanceof File)) throw fieldError("logo", "validation.required");
      if (file.size > LOGO_MAX_BYTES) throw fieldError("logo", "validation.fileTooLarge");
      const bytes = new Uint8Array(await file.arrayBuffer());
      return c.json(await Account.uploadLogo(id, bytes, rights.permission), 200);
    },
  )
  .openapi(
    createRoute({
      method: "delete",
      path: "/{id}/logo",
      tags,
      security,
      summary: "Remove the logo (editAccount)",
      middleware: [requireActor] as const,
      request: { params: idParam },
      responses: responses(MessageResponse),
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      await authorize(c.get("actor"), id, "editAccount");
      await Account.deleteLogo(id);
      return c.json({ message: t(c.get("lang"), "customers.logoDeleted") }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "delete",
      path: "/{id}",
      tags,
      security,
      summary: "Request deletion of the customer (deleteCustomerAccount); it takes effect after 7 days",
      middleware: [requireActor] as const,
      request: { params: idParam },
      responses: responses(MessageResponse),
    }),
    async (c) => {
      const actor = c.get("actor");
      const { id } = c.req.valid("param");
      await authorize(actor, id, "deleteCustomerAccount");
      await Deletion.requestCustomerDeletion(id, actor.userId);
      return c.json({ message: t(c.get("lang"), "customers.deletionRequested") }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "put",
      path: "/{id}/restore",
      tags,
      security,
      summary: "Cancel a requested deletion (deleteCustomerAccount), or (admin) restore a deleted customer",
      middleware: [requireActor] as const,
      request: { params: idParam },
      responses: responses(MessageResponse),
    }),
    async (c) => {
      const actor = c.get("actor");
      const { id } = c.req.valid("param");
      const admin = actor.type === "admin" || actor.type === "superadmin";
      if (!admin) await authorize(actor, id, "deleteCustomerAccount");
      await Deletion.restoreCustomer(id, admin);
      return c.json({ message: t(c.get("lang"), "customers.restored") }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/{id}/users",
      tags,
      security,
      summary: "The customer's users with pivot.permission",
      middleware: [requireActor] as const,
      request: { params: idParam },
      responses: responses(listOf(CustomerUser)),
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      await authorize(c.get("actor"), id);
      await Account.loadCustomer(id);
      const users = await Members.customerUsers(id);
      return c.json(listResponse(users, users.length), 200);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/{id}/users",
      tags,
      security,
      summary:
        "Invite a user (editUser; granting the permission needs accessPrivilegeSetting and only flags the caller holds): an existing user gets an invitation to accept, a new address a new user invited by mail. Answers the member as invited (e-mail only)",
      middleware: [requireActor] as const,
      request: { params: idParam, body: jsonBody(AddCustomerUserInput) },
      responses: responses(CustomerUser, "Added", 201),
    }),
    async (c) => {
      const actor = c.get("actor");
      const { id } = c.req.valid("param");
      const rights = await authorize(actor, id, "editUser");
      return c.json(await Members.addCustomerUser(actor, rights, id, c.req.valid("json"), c.get("lang")), 201);
    },
  )
  .openapi(
    createRoute({
      method: "put",
      path: "/{id}/users/{userId}",
      tags,
      security,
      summary:
        "Change a member's permission (editUser and accessPrivilegeSetting; only to and from permissions within the caller's own flags). Name and phone are not changed here (PUT /users/{id}); the member's sessions are revoked",
      middleware: [requireActor] as const,
      request: { params: z.object({ id, userId: id }), body: jsonBody(UpdateCustomerUserInput) },
      responses: responses(CustomerUser),
    }),
    async (c) => {
      const { id, userId } = c.req.valid("param");
      const rights = await authorize(c.get("actor"), id, "editUser");
      return c.json(await Members.updateCustomerUser(id, userId, c.req.valid("json"), rights), 200);
    },
  )
  .openapi(
    createRoute({
      method: "delete",
      path: "/{id}/users/{userId}",
      tags,
      security,
      summary:
        "Remove a user from the customer (deleteUserAccount; their sessions end at once), or cancel a pending invitation (editUser); the owner cannot be removed",
      middleware: [requireActor] as const,
      request: { params: z.object({ id, userId: id }) },
      responses: responses(MessageResponse),
    }),
    async (c) => {
      const { id, userId } = c.req.valid("param");
      const rights = await authorize(c.get("actor"), id);
      const done = await Members.removeCustomerUser(id, userId, rights);
      const key = done === "cancelled" ? "invitations.cancelled" : "customers.userRemoved";
      return c.json({ message: t(c.get("lang"), key) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/{id}/users/{userId}/resend",
      tags,
      security,
      summary: "Send the invitation again (editUser): a new link for a pending invitation or a user who has not activated yet",
      middleware: [requireActor] as const,
      request: { params: z.object({ id, userId: id }) },
      responses: responses(MessageResponse),
    }),
    async (c) => {
      const { id, userId } = c.req.valid("param");
      await authorize(c.get("actor"), id, "editUser");
      await Members.resendInvitation(id, userId, c.get("actor").userId);
      return c.json({ message: t(c.get("lang"), "customers.invitationSent") }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/{id}/permissions",
      tags,
      security,
      summary: "The customer's custom permission types with their flags",
      middleware: [requireActor] as const,
      request: { params: idParam },
      responses: responses(listOf(PermissionType)),
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      await authorize(c.get("actor"), id);
      const types = await Members.permissionTypes(id);
      return c.json(listResponse(types, types.length), 200);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/{id}/permissions",
      tags,
      security,
      summary: "Create a custom permission type (accessPrivilegeSetting; only flags the caller holds)",
      middleware: [requireActor] as const,
      request: { params: idParam, body: jsonBody(PermissionTypeInput) },
      responses: responses(PermissionType, "Created", 201),
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const rights = await authorize(c.get("actor"), id, "accessPrivilegeSetting");
      return c.json(await Members.createPermissionType(id, c.req.valid("json"), rights), 201);
    },
  )
  .openapi(
    createRoute({
      method: "put",
      path: "/{id}/permissions/{typeId}",
      tags,
      security,
      summary: "Change a custom permission type (accessPrivilegeSetting; flags added only within the caller's own)",
      middleware: [requireActor] as const,
      request: { params: z.object({ id, typeId: id }), body: jsonBody(PermissionTypeInput) },
      responses: responses(PermissionType),
    }),
    async (c) => {
      const { id, typeId } = c.req.valid("param");
      const rights = await authorize(c.get("actor"), id, "accessPrivilegeSetting");
      return c.json(await Members.updatePermissionType(id, typeId, c.req.valid("json"), rights), 200);
    },
  )
  .openapi(
    createRoute({
      method: "delete",
      path: "/{id}/permissions/{typeId}",
      tags,
      security,
      summary: "Delete a custom permission type (accessPrivilegeSetting); 409 while a user holds it",
      middleware: [requireActor] as const,
      request: { params: z.object({ id, typeId: id }) },
      responses: responses(MessageResponse),
    }),
    async (c) => {
      const { id, typeId } = c.req.valid("param");
      await authorize(c.get("actor"), id, "accessPrivilegeSetting");
      await Members.deletePermissionType(id, typeId);
      return c.json({ message: t(c.get("lang"), "customers.permissionDeleted") }, 200);
    },
  );
