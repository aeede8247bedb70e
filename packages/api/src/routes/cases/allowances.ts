import { z } from "@hono/zod-openapi";
import { credit, readAllowance } from "@innfri/core/billing/entitlements";
import { GrantAllowanceInput } from "@innfri/core/cases/case.schema";
import { jsonBody, router } from "../../lib/openapi";
import { secured } from "../../lib/route";
import { responses } from "../../lib/schemas";
import { commandActor } from "../../middleware/activity";
import { Allowance, tags } from "./schemas";

const customerParam = z.object({ id: z.string().min(1).max(64) });

/** /customers/{id}/allowances: what is left of the customer's cases and sends; an admin grants more. */
export const allowanceRoutes = router()
  .openapi(
    secured({
      role: "customer:read",
      method: "get",
      path: "/{id}/allowances",
      tags: tags.allowances,
      summary: "Cases, sends and credit checks left (sends in half-sends too: a letter by post uses half a send)",
      request: { params: customerParam },
      responses: responses(Allowance),
    }),
    async (c) => c.json(await readAllowance(c.get("customerId")), 200),
  )
  .openapi(
    secured({
      role: "admin",
      method: "post",
      path: "/{id}/allowances",
      tags: tags.allowances,
      summary: "Admin: grant cases, sends and credit checks (added to what is left; the note is the reason, in the activity log)",
      request: { params: customerParam, body: jsonBody(GrantAllowanceInput) },
      responses: responses(Allowance),
    }),
    async (c) => {
      const { cases, sends, creditChecks, note } = c.req.valid("json");
      const units = { cases, halfSends: sends * 2, creditChecks };
      return c.json(await credit(c.req.valid("param").id, units, note ?? "", commandActor(c, 200)), 200);
    },
  );
