import "./entities"; // registers the entities named here
import "../ledger/entities"; // registers the entities named here
import "../i18n/integrations"; // registers the texts of the keys named here
import { createHash } from "node:crypto";
import { counterUpdate } from "../dynamo/counters";
import { db } from "../dynamo/db";
import { listPage } from "../dynamo/list";
import { committed, TransactionCanceledError } from "../dynamo/transaction";
import type { Language } from "../i18n/messages";
import type { Voucher } from "../ledger/store";
import { keepExport } from "../storage/export-records";
import { getRecord } from "../storage/records";
import { AppError, fieldError } from "../util/error";
import { accountRuleOf } from "./account-rule";
import type { ExportFileInput, ExportFileView } from "./accounting.schema";
import {
  allocatedIds,
  booked,
  exportFileCsv,
  exportFileName,
  MAX_ROWS,
  postingOrder,
  postingsOf,
  type Posting,
} from "./export-file-rules";

/**
 * Export files for systems without an API (SPEC 2 settings tab `uni-export-files`; docs/accounting.md "Export files
 * for systems without an API"): what collection did to a customer's receivables in a period, as a CSV to import
 * into its books, kept as a record and listed on the tab. The vouchers are read from the ledger's list index (gsi3,
 * by list and voucher date) page by page, never the table; the accounts are the customer's `accountRuleOf`.
 */

/** The ledger's lists that hold what a file books: live payments, credit notes and corrections (write-offs). */
const LISTS = [
  "payments:unmatched",
  "payments:matched",
  "creditNotes:unmatched",
  "creditNotes:matched",
  "corrections:unmatched",
  "corrections:matched",
  "corrections:open",
  "corrections:closed",
] as const;

/** The customer's counter of its files (the list's total), kept in the transaction that records a file. */
const COUNTER = "export-files";

type FileItem = {
  customerId: string;
  fileId: string;
  from: string;
  to: string;
  fileName: string;
  key: string;
  rows: number;
  totalOre: number;
  language: Language;
  createdBy: string;
  createdAt: number;
};

export const exportFileView = (f: FileItem): ExportFileView => ({
  id: f.fileId,
  from: f.from,
  to: f.to,
  fileName: f.fileName,
  rows: f.rows,
  totalOre: f.totalOre,
  createdAt: f.createdAt,
});

/** A file's id: the period and the request key, so the same request finds the file it made. */
export const exportFileId = (from: string, to: string, requestKey: string | undefined) =>
  createHash("sha256")
    .update(`${from}|${to}|${requestKey ?? ""}`)
    .digest("base64url")
    .slice(0, 22);

/** The vouchers `ids` names, read by key (one batch per page of the index). */
async function byIds(customerId: string, ids: string[]): Promise<Map<string, Voucher>> {
  if (ids.length === 0) return new Map();
  // every key answered (the client asks again for keys left unprocessed, dynamo/client.ts): a debit missed would
  // book a fee as principal
  const { data } = await db()
    .entities.voucher.get(ids.map((voucherId) => ({ customerId, voucherId })))
    .go();
  return new Map((data as Voucher[]).map((v) => [v.voucherId, v]));
}

/** The postings of the period [from, to], oldest first: each list read page by page from the index. */
export async function postingsOfPeriod(customerId: string, from: string, to: string): Promise<Posting[]> {
  const rule = await accountRuleOf(customerId);
  const out: Posting[] = [];
  for (const listName of LISTS) {
    const query = db()
      .entities.voucher.query.byList({ customerId, listName })
      .between({ voucherDate: from }, { voucherDate: `${to}~` });
    let cursor: string | null = null;
    do {
      const page: { data: Voucher[]; cursor: string | null } = await query.go({ cursor });
      const vouchers = page.data.filter(booked);
      const others = await byIds(customerId, [...new Set(vouchers.flatMap(allocatedIds))]);
      for (const v of vouchers) out.push(...postingsOf(v, others, rule));
      if (out.length > MAX_ROWS) throw fieldError("to", "exportFiles.tooManyRows");
      cursor = page.cursor;
    } while (cursor);
  }
  return out.sort(postingOrder);
}

const getFile = async (customerId: string, fileId: string) =>
  (await db().entities.accountingExportFile.get({ customerId, fileId }).go({ consistent: true }))
    .data as FileItem | null;

/**
 * POST /uni-export-files: the file of a period, made once per period and request key. A repeat answers the file the
 * first request made (`made: false`); two at once may both write a record to S3, and only the first is listed.
 */
export async function makeExportFile(
  customerId: string,
  input: ExportFileInput,
  actor: { userId: string },
  lang: Language,
): Promise<{ file: ExportFileView; made: boolean }> {
  const { from, to } = input;
  const fileId = exportFileId(from, to, input.requestKey);
  const first = await getFile(customerId, fileId);
  if (first) return { file: exportFileView(first), made: false };
  const postings = await postingsOfPeriod(customerId, from, to);
  const csv = exportFileCsv(postings, lang);
  const fileName = exportFileName(from, to, lang);
  const key = await keepExport(customerId, "accounting-file", fileName, csv);
  const item = {
    customerId,
    fileId,
    from,
    to,
    fileName,
    key,
    rows: postings.length,
    totalOre: postings.reduce((s, p) => s + p.amountOre, 0),
    language: lang,
    createdBy: actor.userId,
  };
  try {
    await committed(
      db()
        .transaction.write((e) => [
          e.accountingExportFile.create(item).commit(),
          counterUpdate(e, customerId, COUNTER, 1),
        ])
        .go(),
    );
  } catch (err) {
    if (!(err instanceof TransactionCanceledError)) throw err;
    const winner = await getFile(customerId, fileId);
    if (!winner) throw err;
    return { file: exportFileView(winner), made: false };
  }
  return { file: exportFileView((await getFile(customerId, fileId))!), made: true };
}

/** GET /uni-export-files: the customer's files, newest first, a page at a time. */
export async function listExportFiles(customerId: string, page: number, rowsPerPage: number) {
  const query = db().entities.accountingExportFile.query.newest({ customerId });
  const { data, total } = await listPage({
    run: async ({ cursor, limit, attributes }) => {
      const res = await query.go({
        cursor,
        limit,
        order: "desc",
        ...(attributes ? { attributes: attributes as never } : {}),
      });
      return { data: res.data as FileItem[], cursor: res.cursor };
    },
    keyAttributes: ["customerId", "fileId", "createdAt"],
    page,
    rowsPerPage,
    total: { counter: { scope: customerId, name: COUNTER } },
  });
  return { data: data.map(exportFileView), total };
}

/** GET /uni-export-files/{id}/download: the file as it was handed out (the record), or 404. */
export async function exportFileDownload(customerId: string, fileId: string) {
  const file = fileId.length <= 40 ? await getFile(customerId, fileId) : null;
  const found = file ? await getRecord(file.key) : null;
  if (!file || !found) throw new AppError("NOT_FOUND", "exportFiles.notFound");
  return { fileName: file.fileName, csv: new TextDecoder("utf-8", { ignoreBOM: true }).decode(found.body) };
}
