import { z } from "@hono/zod-openapi";
import { listActivity } from "@innfri/core/activity/activity";
import { listQuery } from "../lib/list";
import { router } from "../lib/openapi";
import { secured } from "../lib/route";
import { ActivityLog, listOf, responses } from "../lib/schemas";

const date = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "validation.date" })
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), { error: "validation.date" })
  .optional();
const ActivityQuery = z.object({
  page: z.string().optional(),
  rowsPerPage: z.string().optional(),
  sortBy: z.string().optional(),
  sortDesc: z.string().optional(),
  search: z.string().optional(),
  customerId: z.string().max(64).optional(),
  userId: z.string().max(64).optional(),
  from: date,
  to: date,
});
const paging = listQuery({ sortable: ["at"], defaultDesc: true });

export const activityLogs = router().openapi(
  secured({
    method: "get",
    path: "/",
    tags: ["Activity log"],
    role: "admin",
    summary: "Admin: the changes made through the API, newest first (filters customerId, userId, from, to, search)",
    request: { query: ActivityQuery },
    responses: responses(listOf(ActivityLog)),
  }),
  async (c) => {
    const q = c.req.valid("query");
    const { page, rowsPerPage, search } = paging.parse({
      page: q.page,
      rowsPerPage: q.rowsPerPage,
      sortBy: q.sortBy,
      sortDesc: q.sortDesc,
      search: q.search,
    });
    return c.json(
      await listActivity({
        page,
        rowsPerPage,
        search,
        customerId: q.customerId,
        userId: q.userId,
        from: q.from,
        to: q.to,
      }),
      200,
    );
  },
);
