import { z } from "@hono/zod-openapi";
import {
  StepBatchFilters,
  StepBatchList,
  StepBatchStatuses,
  type StepBatchFilters as Filters,
} from "@innfri/core/cases/steps/step-batch-views.schema";
import { listQuery } from "../../lib/list";
import { router } from "../../lib/openapi";
import { secured } from "../../lib/route";
import { responses } from "../../lib/schemas";
import { caseRead } from "../cases/access";

/**
 * The step batches (docs/batches.md; SPEC /customer/batch-results and `case-step-creation-batches/{id}/statuses`),
 * mounted at /case-step-creation-batches by the operations function (room at cold start; the batches are started
 * by POST /case-documents/send in the cases function).
 */
const tags = ["Cases: step batches"];
/** Loaded at the first request: the operations function's cold start stays ≤ 1 MB (stacks.test.ts). */
const core = () => import("@innfri/core/cases/steps/step-batch-views");
const ListQuery = listQuery({ sortable: ["createdAt"], defaultDesc: true, filters: StepBatchFilters });
const idParam = z.object({ id: z.string().min(1).max(100) });

export const stepBatchRoutes = router()
  .openapi(
    secured({
      ...caseRead,
      method: "get",
      path: "/",
      tags,
      summary:
        "The customer's step batches, newest first (kept 30 days), filtered by status (running, done, failed: done with failed cases) and source (batch, manual, autopilot): step, who started it, progress",
      request: { query: ListQuery },
      responses: responses(StepBatchList),
    }),
    async (c) => {
      const q = c.req.valid("query");
      const page = await (
        await core()
      ).listStepBatches(c.get("customerId"), {
        page: q.page,
        rowsPerPage: q.rowsPerPage,
        filters: q.filters as Filters,
      });
      return c.json(page, 200);
    },
  )
  .openapi(
    secured({
      ...caseRead,
      method: "get",
      path: "/{id}/statuses",
      tags,
      summary:
        "A step batch and each of its cases: debtor, status (pending, processing, created, completed: its letter queued, successful: sent, failed with the reason in the request's language). Another customer's batch: 404",
      request: { params: idParam },
      responses: responses(StepBatchStatuses),
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      return c.json(await (await core()).stepBatchStatuses(c.get("customerId"), id, c.get("lang")), 200);
    },
  );
