import { z } from "@hono/zod-openapi";
import { authorize } from "@innfri/core/accounts/rights";
import { checkChange } from "@innfri/core/accounts/rules";
import { DEBTOR_TYPES } from "@innfri/core/ledger/debtor-rules";
import { date, DUE_DATE_ALERTS, LEDGER_NOTIFICATIONS, REMINDER_FREQUENCIES } from "@innfri/core/ledger/ledger.schema";
import type { Debtor as StoredDebtor, Voucher as StoredVoucher } from "@innfri/core/ledger/store";
import { OVERDUE_PERIODS } from "@innfri/core/ledger/summary-rules";
import { getIntegrationSetting } from "@innfri/core/ledger/settings";
import { statusOf } from "@innfri/core/ledger/voucher-rules";
import { AppError } from "@innfri/core/util/error";
import type { Actor } from "../../lib/context";
import { listQuery } from "../../lib/list";
import { ErrorResponse, ValidationErrorResponse } from "../../lib/schemas";

/** What the ledger routes share: the customer of a request, response shapes (for the OpenAPI document), queries. */

export const tags = { ledger: ["Ledger"], debtors: ["Debtors"], vouchers: ["Vouchers"] };
export const security = [{ bearer: [] }];
export const idParam = z.object({ id: z.string().min(1).max(100) });

/**
 * The ledger a request works on: the session's loaded customer (none loaded: 404, as for a customer one may not
 * see). Reading needs membership or staff; a change any member, admin or superadmin (sales: 403). Unless told
 * otherwise (`integration: false`), the customer must have an integration setting, else 404.
 */
export async function ledgerOf(
  actor: Actor,
  change = false,
  { integration = true }: { integration?: boolean } = {},
): Promise<string> {
  if (!actor.customerId) throw new AppError("NOT_FOUND", "errors.notFound");
  const rights = await authorize(actor, actor.customerId);
  if (change) checkChange(rights);
  // SPEC 2/6: the ledger needs an integration setting; without one its calls are 404, as the web's pages are
  // (docs/ledger.md). Debtors themselves and the integration setting need none.
  if (integration && !(await getIntegrationSetting(actor.customerId)))
    throw new AppError("NOT_FOUND", "errors.notFound");
  actor.actedOnCustomerId = actor.customerId;
  return actor.customerId;
}

// Responses ------------------------------------------------------------------------------------------------

/** One rate period of an interest line (core interest.ts `InterestPeriod`): the days from–to at one rate and base. */
export const InterestPeriod = z
  .object({
    from: z.string(),
    to: z.string(),
    days: z.number().int(),
    ratePercent: z.number(),
    baseOre: z.number().int(),
    interestOre: z.number().int(),
  })
  .openapi("InterestPeriod");

/** The interest of one claim on an interest note or proposal (core interest-notes.ts `InterestLine`). */
export const InterestLine = z
  .object({
    voucherId: z.string(),
    number: z.string().nullable(),
    dueDate: z.string(),
    fromDate: z.string().openapi({ description: "interest runs from the day after this date" }),
    toDate: z.string().openapi({ description: "the last interest day" }),
    principalOre: z.number().int(),
    periods: z.array(InterestPeriod),
    interestOre: z.number().int(),
  })
  .openapi("InterestLine");

export const Voucher = z
  .object({
    id: z.string(),
    voucherId: z.string(),
    customerId: z.string(),
    debtorId: z.string(),
    debtorName: z.string(),
    customerNumber: z.string(),
    type: z.number().int().openapi({ description: "SPEC 3 voucher type: invoice 1 … sentence 12" }),
    invoiceType: z.number().int().optional(),
    side: z.enum(["debit", "credit"]),
    status: z.enum(["open", "closed", "unmatched", "matched"]).openapi({
      description: "debits: open until paid; credits: unmatched until all of it is applied (deletedAt says deleted)",
    }),
    number: z.string().optional(),
    invoiceNumber: z.string().optional(),
    voucherDate: z.string(),
    dueDate: z.string(),
    amountOre: z.number().int(),
    balanceOre: z.number().int().openapi({ description: "still open (debit) or not yet applied (credit), øre" }),
    kid: z.string().optional(),
    reference: z.string().optional(),
    currency: z.string(),
    description: z.string().optional(),
    judgmentDate: z.string().optional(),
    interestTotalOre: z.number().int().optional(),
    interestCalculatedUntil: z
      .string()
      .optional()
      .openapi({ description: "interest-bearing claims: interest has been charged up to and including this day" }),
    interestUntil: z.string().optional().openapi({ description: "interest notes (type 11): charged up to this day" }),
    interestLines: z
      .array(InterestLine)
      .optional()
      .openapi({ description: "interest notes (type 11): one line per claim, each with its rate periods" }),
    allocations: z.array(
      z.object({
        voucherId: z.string(),
        amountOre: z.number().int(),
        at: z.number(),
        by: z.string(),
        paidDate: z.string().optional(),
      }),
    ),
    source: z.string(),
    importId: z.string().optional(),
    splitFrom: z.string().optional(),
    listName: z.string(),
    deletedAt: z.number().optional(),
    createdBy: z.string().optional(),
    version: z.number().int(),
    createdAt: z.number(),
    updatedAt: z.number(),
  })
  .openapi("Voucher");
export type VoucherView = z.infer<typeof Voucher>;

export const voucherView = (v: StoredVoucher): VoucherView => ({
  ...v,
  id: v.voucherId,
  status: statusOf(v.side, v.balanceOre),
});

export const VoucherList = z
  .object({ data: z.array(Voucher), total: z.number().int(), totalAmountOre: z.number().int() })
  .openapi("VoucherList");
export const listView = (l: { data: StoredVoucher[]; total: number; totalAmountOre: number }) => ({
  data: l.data.map(voucherView),
  total: l.total,
  totalAmountOre: l.totalAmountOre,
});
export const Vouchers = z.object({ data: z.array(Voucher) }).openapi("Vouchers");
export const VoucherMessage = z.object({ message: z.string(), data: Voucher }).openapi("VoucherMessage");

export const Debtor = z
  .object({
    id: z.string(),
    debtorId: z.string(),
    customerId: z.string(),
    type: z.enum(DEBTOR_TYPES),
    name: z.string(),
    customerNumber: z.string(),
    orgNumber: z.string().optional(),
    nationalId: z.string().optional(),
    birthDate: z.string().optional(),
    address: z.string().optional(),
    postcode: z.string().optional(),
    city: z.string().optional(),
    visitingAddress: z.string().optional(),
    email: z.string().optional(),
    phone: z.string().optional(),
    excluded: z.boolean(),
    version: z.number().int(),
    createdAt: z.number(),
    updatedAt: z.number(),
  })
  .openapi("Debtor");
export const debtorView = (d: StoredDebtor) => {
  const { nameKey: _key, ...rest } = d;
  return { ...rest, id: d.debtorId };
};

export const DebtorLedger = z
  .object({
    debtor: Debtor,
    lines: z.array(Voucher.extend({ runningBalanceOre: z.number().int(), openOre: z.number().int() })),
    openItems: z.array(Voucher),
    unmatched: z.array(Voucher),
    totals: z.object({ openOre: z.number().int(), unmatchedOre: z.number().int(), balanceOre: z.number().int() }),
    cases: z.array(z.unknown()),
  })
  .openapi("DebtorLedger");

const Figure = z.object({ count: z.number().int(), amountOre: z.number().int() });

export const LedgerSummary = z
  .object({
    today: z.string().openapi({ description: "The day the figures are for (Europe/Oslo), YYYY-MM-DD" }),
    unmatchedPayments: z.number().int(),
    unmatchedPaymentsOre: z.number().int(),
    unmatchedCreditNotes: z.number().int(),
    unmatchedCreditNotesOre: z.number().int(),
    openItems: z.number().int(),
    openOre: z.number().int(),
    overdue: z
      .array(Figure.extend({ period: z.enum(OVERDUE_PERIODS) }))
      .openapi({ description: "The open items by days overdue on `today`, every period in this order" }),
    received: z
      .object({ thisMonth: Figure, last30Days: Figure, thisYear: Figure })
      .openapi({ description: "Payments received (matched or waiting, not deleted) by their date, to `today`" }),
  })
  .openapi("LedgerSummary");

export const LedgerSettings = z
  .object({
    reminderFrequency: z.enum(REMINDER_FREQUENCIES),
    dueDateAlert: z.enum(DUE_DATE_ALERTS).nullable(),
    ledgerNotification: z.enum(LEDGER_NOTIFICATIONS),
  })
  .openapi("LedgerSettings");

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

/** The Idempotency-Key header of a POST: a repeat of the request with the same key answers the first result. */
export const IdempotencyHeaders = z.object({
  "idempotency-key": z
    .string()
    .trim()
    .min(1, { error: "validation.required" })
    .max(200, { error: "validation.tooLong" })
    .optional()
    .openapi({ description: "Makes the POST safe to repeat: the same key answers the voucher(s) it made first" }),
});
