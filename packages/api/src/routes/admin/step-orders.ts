import { z } from "@hono/zod-openapi";
import { StepOrdersInput } from "@innfri/core/billing/step-orders.schema";
import { jsonBody, router } from "../../lib/openapi";
import { secured } from "../../lib/route";
import { MessageResponse, responses } from "../../lib/schemas";

/** The export loads on first use: the admin function's cold start stays under its 1 MB (stacks.test.ts). */
const exporter = () => import("@innfri/core/billing/step-orders");

/** POST /v1/step-orders/export (SPEC 7): a customer's step runs of a period with their costs, as CSV. */
export const stepOrders = router().openapi(
  secured({
    method: "post",
    path: "/export",
    tags: ["customer-step-costs"],
    role: "staff",
    summary: "Staff: a customer's step runs from..to with the price of each (CSV, UTF-8 with BOM, semicolons)",
    request: { body: jsonBody(StepOrdersInput) },
    responses: {
      200: { description: "CSV", content: { "text/csv": { schema: z.string() } } },
      403: responses(MessageResponse)[403],
      422: responses(MessageResponse)[422],
    },
  }),
  async (c) => {
    const { filename, csv } = await (await exporter()).stepOrdersCsv(c.req.valid("json"), c.get("lang"));
    return c.body(csv, 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
    }) as never;
  },
);
