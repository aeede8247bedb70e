import { z } from "@hono/zod-openapi";
import { PRINT_LETTER_STATUSES, PrintQueueList } from "@innfri/core/letters/print-queue-views.schema";
import { router } from "../lib/openapi";
import { responses } from "../lib/schemas";
import { secured } from "../lib/route";

/** Loaded at the first request: the list reads customers' names too. */
const core = () => import("@innfri/core/letters/print-queue-list");

/**
 * GET /case-documents: the staff list of letters to post across customers (the admin page /admin/case-documents,
 * SPEC 2 and 6: admin, superadmin and sales), by print status. Beside print-queue.ts (its batches and marks).
 */
const tags = ["case-documents"];
const query = z.object({
  status: z
    .enum(PRINT_LETTER_STATUSES)
    .default("queued")
    .openapi({ description: "queued (default), batched, printed or sent" }),
});

export const printQueueListRoutes = router().openapi(
  secured({
    method: "get",
    path: "/",
    tags,
    role: "staff",
    summary:
      "Staff: letters to post across customers by print status (waiting oldest first, printed and sent newest first)",
    request: { query },
    responses: responses(PrintQueueList),
  }),
  async (c) => c.json(await (await core()).printQueueList(c.req.valid("query").status), 200),
);
