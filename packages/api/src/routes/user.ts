import { createRoute, z } from "@hono/zod-openapi";
import * as Members from "@innfri/core/accounts/members";
import { currentUser } from "@innfri/core/accounts/user";
import { t } from "@innfri/core/i18n/messages";
import { requireActor } from "../middleware/actor";
import { listResponse } from "../lib/list";
import { router } from "../lib/openapi";
import { Customer, CurrentUser, Invitation, listOf, MessageResponse, responses } from "../lib/schemas";

const tags = ["User"];
const security = [{ bearer: [] }];
const customerParam = z.object({ customerId: z.string().min(1).max(64) });

export const user = router()
  .openapi(
    createRoute({
      method: "get",
      path: "/",
      tags,
      security,
      summary: "The signed-in user, the customer loaded in this session, and the user's customers",
      middleware: [requireActor] as const,
      responses: responses(CurrentUser),
    }),
    async (c) => {
      const actor = c.get("actor");
      return c.json(await currentUser(actor.userId, actor.customerId), 200);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/invitations",
      tags,
      security,
      summary: "The signed-in user's pending invitations to customers (the customer switcher), by customer name",
      middleware: [requireActor] as const,
      responses: responses(listOf(Invitation)),
    }),
    async (c) => {
      const list = await Members.invitationsOf(c.get("actor").userId);
      return c.json(listResponse(list, list.length), 200);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/invitations/{customerId}/accept",
      tags,
      security,
      summary: "Accept an invitation: the user becomes a member of the customer (404 if there is none)",
      middleware: [requireActor] as const,
      request: { params: customerParam },
      responses: responses(z.object({ message: z.string(), customer: Customer })),
    }),
    async (c) => {
      const actor = c.get("actor");
      const { customerId } = c.req.valid("param");
      const customer = await Members.acceptInvitation(actor.userId, customerId);
      actor.actedOnCustomerId = customerId;
      return c.json({ message: t(c.get("lang"), "invitations.accepted", { company: customer.name }), customer }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "delete",
      path: "/invitations/{customerId}",
      tags,
      security,
      summary: "Decline an invitation",
      middleware: [requireActor] as const,
      request: { params: customerParam },
      responses: responses(MessageResponse),
    }),
    async (c) => {
      const actor = c.get("actor");
      const { customerId } = c.req.valid("param");
      await Members.declineInvitation(actor.userId, customerId);
      actor.actedOnCustomerId = customerId;
      return c.json({ message: t(c.get("lang"), "invitations.declined") }, 200);
    },
  );
