import { z } from "@hono/zod-openapi";
import { BulkSwitch, BulkSwitchInput } from "@innfri/core/cases/bulk-switch.schema";
import { bulkSwitch, GLOBAL_SCOPE, setBulkSwitch } from "@innfri/core/cases/bulk-switch";
import { jsonBody, router } from "../../lib/openapi";
import { secured } from "../../lib/route";
import { responses } from "../../lib/schemas";
import { tags } from "./schemas";

const customerParam = z.object({ id: z.string().min(1).max(64) });

/**
 * The off switch of the bulk actions (issue 20, docs/auto-pilot.md "The off switch"): whether the loaded customer may
 * run them now, and staff's switches for one customer and for everyone.
 */
export const bulkStatusRoutes = router().openapi(
  secured({
    role: "customer:read",
    customer: "session",
    method: "get",
    path: "/",
    tags: tags.cases,
    summary: "May the loaded customer run actions on many cases at once now (staff may have turned them off)?",
    responses: responses(BulkSwitch),
  }),
  async (c) => c.json(await bulkSwitch(c.get("customerId")), 200),
);

export const bulkGlobalSwitchRoutes = router()
  .openapi(
    secured({
      role: "staff",
      method: "get",
      path: "/",
      tags: tags.cases,
      summary: "Staff: whether bulk actions are off for everyone",
      responses: responses(BulkSwitch),
    }),
    async (c) => c.json(await bulkSwitch(GLOBAL_SCOPE), 200),
  )
  .openapi(
    secured({
      role: "admin",
      method: "put",
      path: "/",
      tags: tags.cases,
      summary: "Admin: turn bulk actions off (disabled: true) or on for everyone; cases go on one by one",
      request: { body: jsonBody(BulkSwitchInput) },
      responses: responses(BulkSwitch),
    }),
    async (c) => {
      await setBulkSwitch(GLOBAL_SCOPE, c.req.valid("json").disabled, c.get("actor").userId);
      return c.json(await bulkSwitch(GLOBAL_SCOPE), 200);
    },
  );

export const bulkCustomerSwitchRoutes = router()
  .openapi(
    secured({
      role: "staff",
      method: "get",
      path: "/{id}/bulk-actions-switch",
      tags: tags.cases,
      summary: "Staff: whether bulk actions are off for the customer (or for everyone)",
      request: { params: customerParam },
      responses: responses(BulkSwitch),
    }),
    async (c) => c.json(await bulkSwitch(c.req.valid("param").id), 200),
  )
  .openapi(
    secured({
      role: "admin",
      method: "put",
      path: "/{id}/bulk-actions-switch",
      tags: tags.cases,
      summary: "Admin: turn bulk actions off (disabled: true) or on for the customer",
      request: { params: customerParam, body: jsonBody(BulkSwitchInput) },
      responses: responses(BulkSwitch),
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      await setBulkSwitch(id, c.req.valid("json").disabled, c.get("actor").userId);
      return c.json(await bulkSwitch(id), 200);
    },
  );
