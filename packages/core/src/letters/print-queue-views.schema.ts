import { z } from "zod";

/**
 * What the print queue's staff routes answer (plain zod, no AWS): the API declares GET /case-documents with these,
 * the admin page /admin/case-documents decodes with them. Times epoch ms; a batch's id is its day `YYYY-MM-DD`.
 */
export const PRINT_LETTER_STATUSES = ["queued", "batched", "printed", "sent"] as const;
export const PRINT_BATCH_STATUSES = ["ready", "printed", "sent"] as const;

export const PrintQueueItem = z
  .object({
    customerId: z.string(),
    customerName: z.string(),
    caseId: z.string(),
    letterId: z.string(),
    caseNumber: z.string(),
    debtorName: z.string(),
    status: z.enum(PRINT_LETTER_STATUSES),
    batchId: z.string().optional(),
    queuedAt: z.number().int(),
  })
  .meta({ id: "PrintQueueItem" });
export type PrintQueueItem = z.infer<typeof PrintQueueItem>;

export const PrintQueueList = z
  .object({
    data: z.array(PrintQueueItem),
    total: z.number().int(),
    /** More letters have this status than the list shows (200). */
    more: z.boolean(),
  })
  .meta({ id: "PrintQueueList" });

/** GET /case-documents/sent-by-partner: the daily batches, newest first, and the letters still waiting. */
export const PrintBatchView = z.object({
  batchId: z.string(),
  status: z.enum(PRINT_BATCH_STATUSES),
  pdfKey: z.string(),
  letterCount: z.number().int(),
  pageCount: z.number().int(),
  createdAt: z.number().int(),
});
export type PrintBatchView = z.infer<typeof PrintBatchView>;
export const SentByPartnerView = z.object({
  batches: z.array(PrintBatchView),
  queued: z.array(PrintQueueItem.omit({ customerName: true })),
});
