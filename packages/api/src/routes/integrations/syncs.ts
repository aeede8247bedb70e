import "@innfri/core/i18n/integrations"; // registers the texts of the keys named here
import { z } from "@hono/zod-openapi";
import { SyncView, WriteBackView, WriteOffsInput } from "@innfri/core/accounting/accounting.schema";
import { asAppError, withConnection } from "@innfri/core/accounting/connections";
import { listSyncs, listWriteBacks, syncViews } from "@innfri/core/accounting/settings";
import { getSync, startSync } from "@innfri/core/accounting/sync-runs";
import { queueWriteOffs, retryWriteBack } from "@innfri/core/accounting/write-back";
import { syncJob } from "@innfri/core/accounting/accounting.schema";
import { enqueue } from "@innfri/core/jobs/queue";
import { AppError } from "@innfri/core/util/error";
import { jsonBody, router } from "../../lib/openapi";
import { secured } from "../../lib/route";
import { responses } from "../../lib/schemas";
import { changeAccess, readAccess, systemParam, tags } from "./connection";

/** /integration-settings/{id}/…: the syncs, the system's account numbers and org units, and the write-backs. */

const syncParam = systemParam.extend({ syncId: z.string().min(1).max(40) });
const keyParam = systemParam.extend({ key: z.string().min(1).max(160) });

/** A read of the connected system: its silence is a 503 `integrations.unavailable`, never a 500. */
const fromSystem = async <T>(customerId: string, system: string, read: Parameters<typeof withConnection<T>>[1]) => {
  try {
    return await withConnection(customerId, read, system);
  } catch (err) {
    throw asAppError(err);
  }
};

export const syncRoutes = router()
  .openapi(
    secured({
      ...changeAccess,
      method: "post",
      path: "/{id}/import",
      tags,
      summary: "Sync now: 202 { syncId }; while a sync of the customer runs, the running one's id",
      request: { params: systemParam },
      responses: responses(z.object({ syncId: z.string() }), "Started", 202),
    }),
    async (c) => {
      const customerId = c.get("customerId");
      const { syncId, started } = await startSync(customerId, "manual", c.get("actor").userId, c.req.valid("param").id);
      if (started) await enqueue(syncJob, { customerId, syncId, round: 0 });
      return c.json({ syncId }, 202);
    },
  )
  .openapi(
    secured({
      ...readAccess,
      method: "get",
      path: "/{id}/syncs",
      tags,
      summary: "The customer's syncs, newest first (20)",
      request: { params: systemParam },
      responses: responses(z.object({ data: z.array(SyncView) })),
    }),
    async (c) => c.json({ data: await listSyncs(c.get("customerId"), c.req.valid("param").id) }, 200),
  )
  .openapi(
    secured({
      ...readAccess,
      method: "get",
      path: "/{id}/syncs/{syncId}",
      tags,
      summary: "One sync: its status, result, issues and error",
      request: { params: syncParam },
      responses: responses(SyncView),
    }),
    async (c) => {
      const s = await getSync(c.get("customerId"), c.req.valid("param").syncId);
      if (s.system !== c.req.valid("param").id) throw new AppError("NOT_FOUND", "integrations.syncNotFound");
      return c.json((await syncViews([s]))[0]!, 200);
    },
  )
  .openapi(
    secured({
      ...readAccess,
      method: "get",
      path: "/{id}/account-numbers",
      tags,
      summary: "The system's account numbers (503 when it does not answer)",
      request: { params: systemParam },
      responses: responses(z.object({ data: z.array(z.object({ number: z.string(), name: z.string() })) })),
    }),
    async (c) => {
      const data = await fromSystem(c.get("customerId"), c.req.valid("param").id, (p, conn) => p.accountNumbers(conn));
      return c.json({ data }, 200);
    },
  )
  .openapi(
    secured({
      ...readAccess,
      method: "get",
      path: "/{id}/org-units",
      tags,
      summary: "The system's org units (departments; 503 when it does not answer)",
      request: { params: systemParam },
      responses: responses(z.object({ data: z.array(z.object({ id: z.string(), name: z.string() })) })),
    }),
    async (c) => {
      const data = await fromSystem(c.get("customerId"), c.req.valid("param").id, (p, conn) => p.orgUnits(conn));
      return c.json({ data }, 200);
    },
  )
  .openapi(
    secured({
      ...readAccess,
      method: "get",
      path: "/{id}/write-backs",
      tags,
      summary: "What was posted back to the system, newest first (50)",
      request: { params: systemParam },
      responses: responses(z.object({ data: z.array(WriteBackView) })),
    }),
    async (c) => c.json({ data: await listWriteBacks(c.get("customerId")) }, 200),
  )
  .openapi(
    secured({
      ...changeAccess,
      method: "post",
      path: "/{id}/write-offs",
      tags,
      summary: "Post the write-off of invoices (written off in our ledger) to the system: 202 { queued }",
      request: { params: systemParam, body: jsonBody(WriteOffsInput) },
      responses: responses(z.object({ queued: z.number() }), "Queued", 202),
    }),
    async (c) => {
      const { voucherIds, reason } = c.req.valid("json");
      const queued = await queueWriteOffs(c.get("customerId"), c.req.valid("param").id, voucherIds, reason);
      return c.json({ queued }, 202);
    },
  )
  .openapi(
    secured({
      ...changeAccess,
      method: "post",
      path: "/{id}/write-backs/{key}/retry",
      tags,
      summary: "Post a failed write-back again",
      request: { params: keyParam },
      responses: responses(z.object({ queued: z.number() }), "Queued", 202),
    }),
    async (c) => {
      const { id, key } = c.req.valid("param");
      await retryWriteBack(c.get("customerId"), id, key);
      return c.json({ queued: 1 }, 202);
    },
  );
