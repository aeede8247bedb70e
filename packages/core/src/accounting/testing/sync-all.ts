import type { ImportRow } from "../../ledger/import/types";
import type { AccountingProvider, Connection, SyncPage } from "../provider";

/** Pages one `syncAll` reads at most: a sync that has not ended by then never ends (a cursor that loops). */
const MAX_PAGES = 200;

/**
 * For the adapters' tests only: every page of a sync from `from` (null: a first sync; a `resumeFrom`: the next) to
 * its end, as the spine reads them (sync.ts), one after the other. Fails when the sync does not end.
 */
export async function syncAll(
  provider: Pick<AccountingProvider, "syncPage">,
  connection: Connection,
  from: string | null = null,
) {
  const pages: SyncPage[] = [];
  for (let next = from; ;) {
    if (pages.length === MAX_PAGES) throw new Error(`syncAll: the sync does not end in ${MAX_PAGES} pages`);
    const page = await provider.syncPage(connection, next);
    pages.push(page);
    if (!page.next) break;
    next = page.next;
  }
  const rows = pages.flatMap((p) => p.rows);
  const last = pages.at(-1)!;
  return {
    pages,
    rows,
    issues: pages.flatMap((p) => p.issues ?? []),
    /** The rows of one kind. */
    of: (kind: ImportRow["kind"]) => rows.filter((r) => r.kind === kind),
    last,
    /** Where the next sync starts (the last page's). */
    resumeFrom: last.resumeFrom,
  };
}
