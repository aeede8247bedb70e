import { z } from "@hono/zod-openapi";
import { applyAccountNumberUpdate, requestAccountNumberUpdate } from "@innfri/core/accounts/account-number";
import { AccountNumberUpdateInput } from "@innfri/core/accounts/customer.schema";
import { t } from "@innfri/core/i18n/messages";
import { jsonBody, router } from "../lib/openapi";
import { secured } from "../lib/route";
import { CustomerDetail, MessageResponse, responses } from "../lib/schemas";

const tags = ["Customers"];

export const accountNumberUpdates = router()
  .openapi(
    secured({
      method: "post",
      path: "/",
      tags,
      role: "customer:editAccount",
      customer: { body: "customerId" },
      summary: "Ask to change the bank account (editAccount): a confirmation link is mailed (valid 48 h)",
      request: { body: jsonBody(AccountNumberUpdateInput) },
      responses: responses(MessageResponse, "Requested", 202),
    }),
    async (c) => {
      const { accountNumber } = c.req.valid("json");
      await requestAccountNumberUpdate(c.get("customerId"), accountNumber, c.get("actor").userId);
      return c.json({ message: t(c.get("lang"), "customers.accountNumberUpdateSent") }, 202);
    },
  )
  .openapi(
    secured({
      method: "put",
      path: "/{hash}",
      tags,
      // the customer is the link's: core checks editAccount on it once the link is found (applyAccountNumberUpdate)
      role: "anyone",
      summary: "Apply a confirmed account-number change (the mailed link; once, within 48 h; by a user with editAccount)",
      request: { params: z.object({ hash: z.string().min(1).max(200) }) },
      responses: responses(CustomerDetail),
    }),
    async (c) => c.json(await applyAccountNumberUpdate(c.req.valid("param").hash, c.get("actor")), 200),
  );
