import type { PrintLetterStatus } from "./api/print-queue";

// The admin print queue's URL search (?status=), apart from the page so that the route does not pull the page in.

export const PRINT_FILTERS: readonly PrintLetterStatus[] = ["queued", "batched", "printed", "sent"];

export function validateCaseDocumentsSearch(search: Record<string, unknown>): { status: PrintLetterStatus } {
  const s = search.status;
  return { status: PRINT_FILTERS.includes(s as PrintLetterStatus) ? (s as PrintLetterStatus) : "queued" };
}
