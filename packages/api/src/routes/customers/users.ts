import "@innfri/core/i18n/members"; // registers the texts of the keys named here
import { z } from "@hono/zod-openapi";
import * as Account from "@innfri/core/accounts/customer-account";
import { AddCustomerUserInput, UpdateCustomerUserInput } from "@innfri/core/accounts/customer.schema";
import * as Members from "@innfri/core/accounts/members";
import { t } from "@innfri/core/i18n/messages";
import { listResponse } from "../../lib/list";
import { jsonBody, router } from "../../lib/openapi";
import { secured } from "../../lib/route";
import { CustomerUser, listOf, MessageResponse, responses } from "../../lib/schemas";
import { id, idParam, tags } from "./common";

const memberParams = z.object({ id, userId: id });

/**
 * A customer's users. The role is the route's; what depends on the body or the member stays in core with the
 * rights the role check found: granting a permission needs accessPrivilegeSetting and only flags the caller holds
 * (`checkGrant`), and removing a member needs deleteUserAccount while cancelling an invitation needs editUser.
 */
export const userRoutes = router()
  .openapi(
    secured({
      method: "get",
      path: "/{id}/users",
      tags,
      role: "customer:read",
      summary: "The customer's users with pivot.permission",
      request: { params: idParam },
      responses: responses(listOf(CustomerUser)),
    }),
    async (c) => {
      const customerId = c.get("customerId");
      await Account.loadCustomer(customerId);
      const users = await Members.customerUsers(customerId);
      return c.json(listResponse(users, users.length), 200);
    },
  )
  .openapi(
    secured({
      method: "post",
      path: "/{id}/users",
      tags,
      role: "customer:editUser",
      summary:
        "Invite a user (editUser; granting the permission needs accessPrivilegeSetting and only flags the caller holds): an existing user gets an invitation to accept, a new address a new user invited by mail. Answers the member as invited (e-mail only)",
      request: { params: idParam, body: jsonBody(AddCustomerUserInput) },
      responses: responses(CustomerUser, "Added", 201),
    }),
    async (c) => {
      const body = c.req.valid("json");
      const added = await Members.addCustomerUser(c.get("actor"), c.get("rights"), c.get("customerId"), body, c.get("lang"));
      return c.json(added, 201);
    },
  )
  .openapi(
    secured({
      method: "put",
      path: "/{id}/users/{userId}",
      tags,
      role: "customer:editUser",
      summary:
        "Change a member's permission (editUser and accessPrivilegeSetting; only to and from permissions within the caller's own flags). Name and phone are not changed here (PUT /users/{id}); the member's sessions are revoked",
      request: { params: memberParams, body: jsonBody(UpdateCustomerUserInput) },
      responses: responses(CustomerUser),
    }),
    async (c) => {
      const { userId } = c.req.valid("param");
      const body = c.req.valid("json");
      return c.json(await Members.updateCustomerUser(c.get("customerId"), userId, body, c.get("rights")), 200);
    },
  )
  .openapi(
    secured({
      method: "delete",
      path: "/{id}/users/{userId}",
      tags,
      // the flag depends on the target (core removeCustomerUser): deleteUserAccount for a member, editUser for an
      // invitation; sales and non-members are refused here
      role: "customer:change",
      summary:
        "Remove a user from the customer (deleteUserAccount; their sessions end at once), or cancel a pending invitation (editUser); the owner cannot be removed",
      request: { params: memberParams },
      responses: responses(MessageResponse),
    }),
    async (c) => {
      const { userId } = c.req.valid("param");
      const done = await Members.removeCustomerUser(c.get("customerId"), userId, c.get("rights"));
      const key = done === "cancelled" ? "invitations.cancelled" : "customers.userRemoved";
      return c.json({ message: t(c.get("lang"), key) }, 200);
    },
  )
  .openapi(
    secured({
      method: "post",
      path: "/{id}/users/{userId}/resend",
      tags,
      role: "customer:editUser",
      summary: "Send the invitation again (editUser): a new link for a pending invitation or a user who has not activated yet",
      request: { params: memberParams },
      responses: responses(MessageResponse),
    }),
    async (c) => {
      const { userId } = c.req.valid("param");
      await Members.resendInvitation(c.get("customerId"), userId, c.get("actor").userId);
      return c.json({ message: t(c.get("lang"), "customers.invitationSent") }, 200);
    },
  );
