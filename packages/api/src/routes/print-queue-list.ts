import { z } from "@hono/zod-openapi";
import { PRINT_STATUSES } from "@innfri/core/letters/print-queue.entity";
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
const PrintQueueItem = z
  .object({
    customerId: z.string(),
    customerName: z.string(),
    caseId: z.string(),
    letterId: z.string(),
    caseNumber: z.string(),
    debtorName: z.string(),
    status: z.enum(PRINT_STATUSES),
    batchId: z.string().optional(),
    queuedAt: z.number().int(),
  })
  .openapi("PrintQueueItem");
const PrintQueueList = z
  .object({
    data: z.array(PrintQueueItem),
    total: z.number().int(),
    more: z.boolean().openapi({ description: "More letters have this status than the list shows (200)" }),
  })
  .openapi("PrintQueueList");
const query = z.object({
  status: z.enum(PRINT_STATUSES).default("queued").openapi({ description: "queued (default), batched, printed or sent" }),
});

export const printQueueListRoutes = router().openapi(
  secured({
    method: "get",
    path: "/",
    tags,
    role: "staff",
    summary: "Staff: letters to post across customers by print status (waiting oldest first, printed and sent newest first)",
    request: { query },
    responses: responses(PrintQueueList),
  }),
  async (c) => c.json(await (await core()).printQueueList(c.req.valid("query").status), 200),
);
