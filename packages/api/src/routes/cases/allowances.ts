import { z } from "@hono/zod-openapi";
import { grantAllowance, readAllowance } from "@innfri/core/cases/allowances";
import { GrantAllowanceInput } from "@innfri/core/cases/case.schema";
import { jsonBody, router } from "../../lib/openapi";
import { secured } from "../../lib/route";
import { responses } from "../../lib/schemas";
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
      summary: "Cases and sends left (sends in half-sends too: a letter by post uses half a send)",
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
      summary: "Admin: grant cases and sends (added to what is left)",
      request: { params: customerParam, body: jsonBody(GrantAllowanceInput) },
      responses: responses(Allowance),
    }),
    async (c) => c.json(await grantAllowance(c.req.valid("param").id, c.req.valid("json")), 200),
  );
