import { StartManyCasesInput, StartManyCasesResult } from "@innfri/core/cases/case.schema";
import { jsonBody, router } from "../../lib/openapi";
import { secured } from "../../lib/route";
import { IdempotencyHeaders, responses } from "../../lib/schemas";
import { commandActor } from "../../middleware/activity";
import { caseChange } from "./access";
import { tags } from "./schemas";

/** POST /cases/start-many: one case per debtor on open items of several debtors (issue 20; docs/cases.md). */
export const startManyRoutes = router().openapi(
  secured({
    ...caseChange,
    method: "post",
    path: "/start-many",
    tags: tags.cases,
    summary:
      "Start one case per debtor on open items of up to 50 debtors (voucherIds), each its own start, answered per debtor. Idempotency-Key starts each once",
    request: { headers: IdempotencyHeaders, body: jsonBody(StartManyCasesInput) },
    responses: responses(StartManyCasesResult),
  }),
  async (c) => {
    const key = c.req.valid("header")["idempotency-key"];
    const body = c.req.valid("json");
    const { startManyCases } = await import("@innfri/core/cases/start-many");
    const request = key ? { key, method: "POST", path: "/cases/start-many", body: {} } : undefined;
    return c.json(await startManyCases(c.get("customerId"), body, commandActor(c, 200), c.get("lang"), request), 200);
  },
);
