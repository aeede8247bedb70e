/**
 * Import of 10 000 invoices from a CSV (DESIGN.md section 8: at least 50 % of raw BatchWriteItem throughput on the
 * same engine), side by side:
 *
 *   raw     the very voucher items the import writes (built by the same code, keys by ElectroDB's `.params()`),
 *           sent with BatchWriteItem, 25 a request, by one writer as the import has (the target), and by four
 *           concurrent writers (shown too: DynamoDB Local runs BatchWriteItem requests in parallel but
 *           transactions one at a time, so on this engine concurrency helps the raw side only)
 *   import  the commit stage of a CSV import (core/ledger/import-run.ts `commitStage`) as the queue consumer runs
 *           it: debtors (looked up, ~2 500 created with their search references), then the invoices in
 *           conditioned transactions of 100, counters added once, progress written per chunk
 *
 * The import is measured unpaced: deployed, an import keeps to `importPace` (400 vouchers a second per customer, what
 * one partition takes: scale-review.md), a limit of DynamoDB's partitions that DynamoDB Local does not have; the
 * target is the write path's own throughput against raw BatchWriteItem on the same engine.
 * Parsing (CSV → rows, duplicate and debtor checks: the preview the user sees before committing) is timed apart.
 * Each side runs in a customer of its own on one DynamoDB Local, in memory. Throughput is invoices per second.
 */
import { heading, importCsv, ms, now, table, target, unpaced, withEngines, type Bench } from "./lib";

const N = Number(process.env.BENCH_IMPORT_N ?? 10_000);

const bench: Bench = {
  name: "import",
  async run() {
    heading(`Import of ${N} invoices (CSV) vs raw BatchWriteItem of the same items`);
    return withEngines(async () => {
      const { BatchWriteCommand } = await import("@aws-sdk/lib-dynamodb");
      const { ulid } = await import("ulid");
      const { Clock } = await import("@innfri/core/clock");
      const { documentClient } = await import("@innfri/core/dynamo/client");
      const { db } = await import("@innfri/core/dynamo/db");
      const { invoiceCsv } = await import("@innfri/core/ledger/import/fixtures/generate");
      const { parseImport } = await import("@innfri/core/ledger/import/index");
      const { debtorIdFor } = await import("@innfri/core/ledger/debtors");
      const { buildVoucher, voucherIdFor } = await import("@innfri/core/ledger/vouchers");
      const { indexListOf, VOUCHER_TYPES } = await import("@innfri/core/ledger/voucher-rules");
      const { pace, restore } = await unpaced();

      Clock.setNow(new Date("2026-05-01T10:00:00Z"));
      const csv = new TextEncoder().encode(invoiceCsv(N, { today: "2026-05-01" }));
      console.log(`CSV: ${(csv.length / 1024).toFixed(0)} KB, ${N} invoices, ${Math.ceil(N / 4)} debtors`);

      // raw: the same voucher items, as ElectroDB would write them
      const rawCustomer = ulid();
      const parsed = await parseImport("csv", csv, { today: "2026-05-01" });
      const items = parsed.rows.map((row) => {
        const d = row.debtor!;
        const v = buildVoucher(
          rawCustomer,
          { debtorId: debtorIdFor(d.customerNumber), name: d.name, customerNumber: d.customerNumber },
          {
            type: VOUCHER_TYPES.invoice,
            invoiceType: 1,
            number: row.number,
            voucherDate: row.voucherDate,
            dueDate: row.dueDate,
            amountOre: row.amountOre,
            kid: row.kid,
            source: "csv",
          },
          { userId: "bench" },
        );
        if (v.voucherId !== voucherIdFor({ type: VOUCHER_TYPES.invoice, number: row.number })) throw new Error("id");
        const params = db()
          .entities.voucher.put({ ...v, listName: indexListOf(v), version: 1 })
          .params() as { Item: Record<string, unknown>; TableName: string };
        return params;
      });
      const tableName = items[0]!.TableName;
      const doc = documentClient();
      const rawWrite = async (writers: number, prefix: string) => {
        const batches: Record<string, unknown>[][] = [];
        for (let i = 0; i < items.length; i += 25)
          batches.push(items.slice(i, i + 25).map((p) => ({ ...p.Item, pk: `${prefix}${String(p.Item.pk)}` })));
        let next = 0;
        const start = now();
        await Promise.all(
          Array.from({ length: writers }, async () => {
            while (next < batches.length) {
              let request: Record<string, unknown>[] | undefined = batches[next++]!.map((Item) => ({
                PutRequest: { Item },
              }));
              while (request?.length) {
                const out = await doc.send(new BatchWriteCommand({ RequestItems: { [tableName]: request as never } }));
                request = out.UnprocessedItems?.[tableName] as never;
              }
            }
          }),
        );
        return now() - start;
      };
      const rawMs = await rawWrite(1, "w1");
      const raw4Ms = await rawWrite(4, "w4");

      // our import, its two queue stages called as the consumer calls them
      const { parse, commit } = await importCsv(ulid(), csv, N);
      const parseMs = parse.ms;
      const importMs = commit.ms;

      const rawRate = (N / rawMs) * 1000;
      const importRate = (N / importMs) * 1000;
      console.log(
        table(
          ["", "time", "invoices/s"],
          [
            ["raw BatchWriteItem, 1 writer", ms(rawMs, 0), rawRate.toFixed(0)],
            ["raw BatchWriteItem, 4 writers", ms(raw4Ms, 0), ((N / raw4Ms) * 1000).toFixed(0)],
            ["import commit, 1 writer", ms(importMs, 0), importRate.toFixed(0)],
            ["import parse + preview", ms(parseMs, 0), ((N / parseMs) * 1000).toFixed(0)],
          ],
        ),
      );
      const share = importRate / rawRate;
      console.log(
        `\nimport throughput: ${(share * 100).toFixed(0)} % of raw BatchWriteItem with one writer, ` +
          `${((importRate / ((N / raw4Ms) * 1000)) * 100).toFixed(0)} % of four` +
          ` (unpaced; deployed, an import is paced to ${pace} vouchers/s per customer)`,
      );
      restore();
      Clock.setOffset(0);
      return [
        target(
          `import of ${N} invoices vs raw BatchWriteItem`,
          `${(share * 100).toFixed(0)} %`,
          "≥ 50 %",
          share >= 0.5,
        ),
      ];
    });
  },
};
export default bench;
