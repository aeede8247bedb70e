import "@innfri/core/cases/letter-hooks"; // marking letters printed or sent reports to their cases (letters/letter-hooks.ts)
import { z } from "@hono/zod-openapi";
import { BATCH_ID_RE, markPrint, sentByPartner } from "@innfri/core/letters/print-queue";
import { printBatchKey } from "@innfri/core/letters/letter-keys";
import { getRecord } from "@innfri/core/storage/records";
import { AppError } from "@innfri/core/util/error";
import { contentDisposition } from "@innfri/core/util/download";
import { router } from "../lib/openapi";
import { responses } from "../lib/schemas";
import { secured } from "../lib/route";

/**
 * The print queue of letters to post (core letters/print-queue.ts, docs/letters.md), under `/case-documents`:
 * what the print partner has been given, the day's batch PDF, and marking batches or letters printed and sent.
 */
const tags = ["case-documents"];
const status = z.enum(["queued", "batched", "printed", "sent"]);
const PrintLetter = z
  .object({
    customerId: z.string(),
    caseId: z.string(),
    letterId: z.string(),
    caseNumber: z.string(),
    debtorName: z.string(),
    status,
    batchId: z.string().optional(),
    queuedAt: z.number().int(),
  })
  .openapi("PrintLetter");
const PrintBatch = z
  .object({
    batchId: z.string(),
    status: z.enum(["ready", "printed", "sent"]),
    pdfKey: z.string(),
    letterCount: z.number().int(),
    pageCount: z.number().int(),
    createdAt: z.number().int(),
  })
  .openapi("PrintBatch");
const SentByPartner = z.object({ batches: z.array(PrintBatch), queued: z.array(PrintLetter) }).openapi("SentByPartner");
const id = z.string().min(1).max(40);
const batchId = z.string().regex(BATCH_ID_RE);
const StatusChange = z
  .union([
    z.object({ batchId, status: z.enum(["printed", "sent"]) }),
    z.object({ customerId: id, letterId: id, status: z.enum(["printed", "sent"]) }),
  ])
  .openapi("PrintStatusChange");

export const printQueueRoutes = router()
  .openapi(
    secured({
      method: "get",
      path: "/sent-by-partner",
      tags,
      role: "staff",
      summary: "Staff: the daily print batches for the print partner, newest first, and the letters still waiting",
      responses: responses(SentByPartner),
    }),
    async (c) => c.json(await sentByPartner(), 200),
  )
  .openapi(
    secured({
      method: "get",
      path: "/print-batches/{batchId}",
      tags,
      role: "staff",
      summary: "Staff: the PDF of one print batch (a download named utskrift-<day>.pdf)",
      request: { params: z.object({ batchId }) },
      responses: {
        200: {
          description: "The PDF",
          content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } },
        },
        404: responses(PrintBatch)[404],
      },
    }),
    async (c) => {
      const { batchId: day } = c.req.valid("param");
      const pdf = await getRecord(printBatchKey(day));
      if (!pdf) throw new AppError("NOT_FOUND", "errors.notFound");
      return c.body(pdf.body as Uint8Array<ArrayBuffer>, 200, {
        "Content-Type": "application/pdf",
        "Content-Disposition": contentDisposition(`utskrift-${day}.pdf`),
        "Cache-Control": "private, no-store",
      }) as never;
    },
  )
  .openapi(
    secured({
      method: "put",
      path: "/status",
      tags,
      role: "staff",
      summary: "Staff: marks a print batch (with its letters) or one letter printed or sent; status only moves forward",
      request: { body: { content: { "application/json": { schema: StatusChange } }, required: true } },
      responses: responses(SentByPartner),
    }),
    async (c) => {
      const body = c.req.valid("json");
      const target =
        "batchId" in body ? { batchId: body.batchId } : { customerId: body.customerId, letterId: body.letterId };
      await markPrint(target, body.status);
      return c.json(await sentByPartner(), 200);
    },
  );
