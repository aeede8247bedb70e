import "@innfri/core/i18n/members"; // registers the texts of the keys named here
import { z } from "@hono/zod-openapi";
import * as Members from "@innfri/core/accounts/members";
import { t } from "@innfri/core/i18n/messages";
import { fieldError } from "@innfri/core/util/error";
import { router } from "../lib/openapi";
import { secured } from "../lib/route";
import { Customer, responses } from "../lib/schemas";

/**
 * The mailed link of an invitation (`/invitation/{token}` in the web). Accepting needs the invited user's own
 * session: a link opened by anyone else is refused as an invalid link (422 on token), as with e-mail changes.
 */
export const invitations = router().openapi(
  secured({
    method: "post",
    path: "/{token}/accept",
    tags: ["User"],
    // the link is the authorisation (core acceptInvitation checks it belongs to the caller)
    role: "anyone",
    summary: "Accept the invitation of the mailed link (signed in as the invited user)",
    request: { params: z.object({ token: z.string().min(1).max(300) }) },
    responses: responses(z.object({ message: z.string(), customer: Customer })),
  }),
  async (c) => {
    const actor = c.get("actor");
    const parsed = Members.parseInvitationToken(c.req.valid("param").token);
    if (!parsed) throw fieldError("token", "validation.linkInvalid");
    const customer = await Members.acceptInvitation(actor.userId, parsed.customerId, parsed.secretHash);
    actor.actedOnCustomerId = parsed.customerId;
    return c.json({ message: t(c.get("lang"), "invitations.accepted", { company: customer.name }), customer }, 200);
  },
);
