import { createRoute, z } from "@hono/zod-openapi";
import { applyAccountNumberUpdate, requestAccountNumberUpdate } from "@innfri/core/accounts/account-number";
import { AccountNumberUpdateInput } from "@innfri/core/accounts/customer.schema";
import { authorize } from "@innfri/core/accounts/rights";
import { t } from "@innfri/core/i18n/messages";
import { jsonBody, router } from "../lib/openapi";
import { CustomerDetail, MessageResponse, responses } from "../lib/schemas";
import { requireActor } from "../middleware/actor";

const tags = ["Customers"];

export const accountNumberUpdates = router()
  .openapi(
    createRoute({
      method: "post",
      path: "/",
      tags,
      security: [{ bearer: [] }],
      summary: "Ask to change the bank account (editAccount): a confirmation link is mailed (valid 48 h)",
      middleware: [requireActor] as const,
      request: { body: jsonBody(AccountNumberUpdateInput) },
      responses: responses(MessageResponse, "Requested", 202),
    }),
    async (c) => {
      const actor = c.get("actor");
      const { customerId, accountNumber } = c.req.valid("json");
      await authorize(actor, customerId, "editAccount");
      await requestAccountNumberUpdate(customerId, accountNumber, actor.userId);
      return c.json({ message: t(c.get("lang"), "customers.accountNumberUpdateSent") }, 202);
    },
  )
  .openapi(
    createRoute({
      method: "put",
      path: "/{hash}",
      tags,
      security: [{ bearer: [] }],
      summary: "Apply a confirmed account-number change (the mailed link; once, within 48 h; by a user with editAccount)",
      middleware: [requireActor] as const,
      request: { params: z.object({ hash: z.string().min(1).max(200) }) },
      responses: responses(CustomerDetail),
    }),
    async (c) => c.json(await applyAccountNumberUpdate(c.req.valid("param").hash, c.get("actor")), 200),
  );
