import "@innfri/core/i18n/members"; // registers the texts of the keys named here
import { z } from "@hono/zod-openapi";
import * as Members from "@innfri/core/accounts/members";
import { currentUser } from "@innfri/core/accounts/user";
import { t } from "@innfri/core/i18n/messages";
import { listResponse } from "../lib/list";
import { router } from "../lib/openapi";
import { secured } from "../lib/route";
import { Customer, CurrentUser, Invitation, listOf, MessageResponse, responses } from "../lib/schemas";

const tags = ["User"];
const customerParam = z.object({ customerId: z.string().min(1).max(64) });

export const user = router()
  .openapi(
    secured({
      method: "get",
      path: "/",
      tags,
      role: "anyone",
      summary: "The signed-in user, the customer loaded in this session, and the user's customers",
      responses: responses(CurrentUser),
    }),
    async (c) => {
      const actor = c.get("actor");
      return c.json(await currentUser(actor.userId, actor.customerId), 200);
    },
  )
  .openapi(
    secured({
      method: "get",
      path: "/invitations",
      tags,
      role: "anyone",
      summary: "The signed-in user's pending invitations to customers (the customer switcher), by customer name",
      responses: responses(listOf(Invitation)),
    }),
    async (c) => {
      const list = await Members.invitationsOf(c.get("actor").userId);
      return c.json(listResponse(list, list.length), 200);
    },
  )
  .openapi(
    secured({
      method: "post",
      path: "/invitations/{customerId}/accept",
      tags,
      role: "anyone",
      summary: "Accept an invitation: the user becomes a member of the customer (404 if there is none)",
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
    secured({
      method: "delete",
      path: "/invitations/{customerId}",
      tags,
      role: "anyone",
      summary: "Decline an invitation",
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
