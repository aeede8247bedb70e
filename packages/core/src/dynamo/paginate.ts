/**
 * Page-numbered lists over DynamoDB, which has no offset. A page is read from the start of the index's
 * order: the rows before it are walked reading only their key attributes (small items, few requests), then
 * the page itself is read in full. The cost is bounded by the page's position, never by the partition's size.
 */
export interface Run<T> {
  (opts: {
    cursor: string | null;
    limit: number;
    attributes?: string[];
  }): Promise<{ data: T[]; cursor: string | null }>;
}

const SKIP_STEP = 10_000;

export async function pageAt<T>(run: Run<T>, page: number, rowsPerPage: number, keyAttributes: string[]): Promise<T[]> {
  let cursor: string | null = null;
  let toSkip = (page - 1) * rowsPerPage;
  while (toSkip > 0) {
    const res: { data: unknown[]; cursor: string | null } = await run({
      cursor,
      // DynamoDB's Limit is a 32-bit integer; the walk goes in steps (callers cap the page, lib/list MAX_PAGE)
      limit: Math.min(toSkip, SKIP_STEP),
      attributes: keyAttributes,
    });
    toSkip -= res.data.length;
    cursor = res.cursor;
    if (!cursor) return [];
  }
  const rows: T[] = [];
  while (rows.length < rowsPerPage) {
    const res = await run({ cursor, limit: rowsPerPage - rows.length });
    rows.push(...res.data);
    cursor = res.cursor;
    if (!cursor) break;
  }
  return rows;
}
