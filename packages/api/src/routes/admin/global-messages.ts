import "@innfri/core/i18n/resources"; // registers the texts of the keys named here
import { z } from "@hono/zod-openapi";
import { t } from "@innfri/core/i18n/messages";
import { CurrentGlobalMessage } from "@innfri/core/support/global-message.schema";
import { currentGlobalMessages as current, dismissGlobalMessage } from "@innfri/core/support/global-messages";
import { router } from "../../lib/openapi";
import { secured } from "../../lib/route";
import { MessageResponse, responses } from "../../lib/schemas";

const tags = ["global-messages"];

/** The customer side of `global-messages`: the banners in force for the loaded customer, and dismissing one. */
export const currentGlobalMessages = router()
  .openapi(
    secured({
      method: "get",
      path: "/current",
      tags,
      role: "anyone",
      summary:
        "Any signed-in user: the messages in force today (Oslo) for the customer loaded in the session that this user has not dismissed, most severe first, in the caller's language (none without a loaded customer)",
      responses: responses(z.object({ data: z.array(CurrentGlobalMessage) })),
    }),
    async (c) => {
      const actor = c.get("actor");
      const data = actor.customerId ? await current(actor.customerId, actor.userId, c.get("lang")) : [];
      return c.json({ data }, 200);
    },
  )
  .openapi(
    secured({
      method: "post",
      path: "/{id}/dismiss",
      tags,
      role: "anyone",
      summary: "Any signed-in user: hide a message for this user (404 for a message that does not exist)",
      request: { params: z.object({ id: z.string().min(1).max(40) }) },
      responses: responses(MessageResponse),
    }),
    async (c) => {
      await dismissGlobalMessage(c.req.valid("param").id, c.get("actor").userId);
      return c.json({ message: t(c.get("lang"), "globalMessages.dismissed") }, 200);
    },
  );
