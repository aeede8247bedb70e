/** The import's writers (import-run.ts, import-debtors.ts): how many work through a list at a time. */

/**
 * One writer: DynamoDB Local runs transactions one at a time (four concurrent writers were no faster than one,
 * measured), and on DynamoDB one import per customer at a time keeps its counters free of conflicts. A
 * transaction of 100 puts writes faster than four BatchWriteItem requests of 25 there (scripts/bench/import).
 */
const WORKERS = 1;

export async function inWorkers<T>(items: T[], work: (item: T) => Promise<void>, workers = WORKERS): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(workers, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}
