import { z } from "@hono/zod-openapi";
import { date } from "@innfri/core/ledger/ledger.schema";
import type { DebtorView, VoucherView } from "@innfri/core/ledger/ledger-views.schema";
import type { Debtor as StoredDebtor, Voucher as StoredVoucher } from "@innfri/core/ledger/store";
import { statusOf } from "@innfri/core/ledger/voucher-rules";
import { listQuery } from "../../lib/list";
import { ErrorResponse, ValidationErrorResponse } from "../../lib/schemas";

/** What the ledger routes share: response shapes (core's) and their views, error answers, queries, headers. */

export const tags = { ledger: ["Ledger"], debtors: ["Debtors"], vouchers: ["Vouchers"] };
export const security = [{ bearer: [] }];
export const idParam = z.object({ id: z.string().min(1).max(100) });

// Responses ------------------------------------------------------------------------------------------------

/** The response shapes live in core (ledger-views.schema.ts), where the web infers its types from them. */
export {
  Debtor,
  DebtorLedger,
  InterestDatesRange,
  InterestLine,
  InterestPeriod,
  InterestProposal,
  InterestProposals,
  LedgerSummary,
  Voucher,
  VoucherList,
  VoucherMessage,
  Vouchers,
  WriteOff,
} from "@innfri/core/ledger/ledger-views.schema";

export const voucherView = (v: StoredVoucher): VoucherView => ({
  ...v,
  id: v.voucherId,
  status: statusOf(v.side, v.balanceOre),
});
export const listView = (l: { data: StoredVoucher[]; total: number; totalAmountOre: number }) => ({
  data: l.data.map(voucherView),
  total: l.total,
  totalAmountOre: l.totalAmountOre,
});
export const debtorView = (d: StoredDebtor): DebtorView => {
  const { nameKey: _key, ...rest } = d;
  return { ...rest, id: d.debtorId };
};

const json = <T>(schema: T, description: string) => ({ content: { "application/json": { schema } }, description });
/** The error answers of lib/schemas `responses`, and 409 (a taken customer number, a debtor with vouchers). */
const errors = {
  400: json(ErrorResponse, "Unreadable request"),
  401: json(ErrorResponse, "Not signed in"),
  403: json(ErrorResponse, "Forbidden"),
  404: json(ErrorResponse, "Not found"),
  409: json(ErrorResponse, "Conflict: DEBTOR_INFO_EXISTS (resend with confirmOverwrite) or CONFLICT"),
  422: json(ValidationErrorResponse, "Invalid input"),
  429: json(ErrorResponse, "Too many requests"),
};
export const withConflict = <T>(ok: T) => ({ 200: json(ok, "OK"), ...errors });
export const createdOrFound = <T>(ok: T) => ({
  200: json(ok, "Found (no change)"),
  201: json(ok, "Created"),
  ...errors,
});

/** A CSV download (UTF-8 with BOM, semicolons), with its filename in Content-Disposition. */
export const csvResponses = {
  200: { description: "CSV (attachment)", content: { "text/csv": { schema: z.string() } } },
  ...errors,
};
export const csvHeaders = (filename: string) => ({
  "Content-Type": "text/csv; charset=utf-8",
  "Content-Disposition": `attachment; filename="${filename}"`,
});

// Queries --------------------------------------------------------------------------------------------------

/** page, rowsPerPage and sortDesc as the list conventions read them (lib/list.ts). */
export const pagingFields = {
  page: z.string().optional(),
  rowsPerPage: z.string().optional(),
  sortDesc: z.string().optional(),
};
const paging = listQuery({ sortable: ["date"] });
export function pagingOf(q: { page?: string; rowsPerPage?: string; sortDesc?: string }, defaultDesc = false) {
  const p = paging.parse({ page: q.page, rowsPerPage: q.rowsPerPage, sortDesc: q.sortDesc });
  return { page: p.page, rowsPerPage: p.rowsPerPage, desc: q.sortDesc === undefined ? defaultDesc : p.sort.desc };
}
export const optionalDate = () => date().optional();

