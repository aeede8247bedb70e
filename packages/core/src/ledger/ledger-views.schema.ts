import { z } from "zod";
import { DEBTOR_LANGUAGES, DEBTOR_TYPES, EMAIL_BASES } from "./debtor-rules";
import { OVERDUE_PERIODS } from "./summary-rules";

/**
 * What the ledger's API answers (plain zod, no AWS): the API declares its responses with these (the OpenAPI
 * components are named by `meta({ id })`), and the web infers its types from them (`z.infer`), so the shapes are
 * written once.
 */

const described = <T extends z.ZodType>(schema: T, description: string) => schema.meta({ description });

/** One rate period of an interest line (interest.ts `InterestPeriod`): the days from–to at one rate and base. */
export const InterestPeriod = z
  .object({
    from: z.string(),
    to: z.string(),
    days: z.number().int(),
    ratePercent: z.number(),
    baseOre: z.number().int(),
    interestOre: z.number().int(),
  })
  .meta({ id: "InterestPeriod" });

/** The interest of one claim on an interest note or proposal (interest-notes.ts `InterestLine`). */
export const InterestLine = z
  .object({
    voucherId: z.string(),
    number: z.string().nullable(),
    dueDate: z.string(),
    fromDate: described(z.string(), "interest runs from the day after this date"),
    toDate: described(z.string(), "the last interest day"),
    principalOre: z.number().int(),
    periods: z.array(InterestPeriod),
    interestOre: z.number().int(),
  })
  .meta({ id: "InterestLine" });

/** A debtor's interest-note proposal (interest-notes.ts `InterestProposal`): the lines a note would charge. */
export const InterestProposal = z
  .object({
    debtorId: z.string(),
    debtorName: z.string(),
    customerNumber: z.string(),
    untilDate: z.string(),
    lines: z.array(InterestLine),
    totalOre: described(z.number().int(), "the sum of the lines' interest, øre"),
  })
  .meta({ id: "InterestProposal" });

export const InterestProposals = z
  .object({ data: z.array(InterestProposal), total: z.number().int() })
  .meta({ id: "InterestProposals" });

/** The dates an interest calculation can run up to (GET /interest-calculations/dates-range). */
export const InterestDatesRange = z
  .object({
    from: described(z.string().nullable(), "the first day of the oldest half-year with a rate"),
    to: described(z.string(), "today (Europe/Oslo): interest is never calculated ahead"),
  })
  .meta({ id: "InterestDatesRange" });

export const Allocation = z.object({
  voucherId: z.string(),
  amountOre: z.number().int(),
  at: z.number(),
  by: z.string(),
  paidDate: z.string().optional(),
});

/** A voucher as stored (amounts in øre) with `id` (= voucherId) and its status. */
export const Voucher = z
  .object({
    id: z.string(),
    voucherId: z.string(),
    customerId: z.string(),
    debtorId: z.string(),
    debtorName: z.string(),
    customerNumber: z.string(),
    type: described(z.number().int(), "SPEC 3 voucher type: invoice 1 … sentence 12"),
    invoiceType: z.number().int().optional(),
    side: z.enum(["debit", "credit"]),
    status: described(
      z.enum(["open", "closed", "unmatched", "matched"]),
      "debits: open until paid; credits: unmatched until all of it is applied (deletedAt says deleted)",
    ),
    number: z.string().optional(),
    invoiceNumber: z.string().optional(),
    voucherDate: z.string(),
    dueDate: z.string(),
    amountOre: z.number().int(),
    balanceOre: described(z.number().int(), "still open (debit) or not yet applied (credit), øre"),
    kid: z.string().optional(),
    reference: z.string().optional(),
    currency: z.string(),
    description: z.string().optional(),
    judgmentDate: z.string().optional(),
    interestTotalOre: z.number().int().optional(),
    interestCalculatedUntil: described(
      z.string().optional(),
      "interest-bearing claims: interest has been charged up to and including this day",
    ),
    interestUntil: described(z.string().optional(), "interest notes (type 11): charged up to this day"),
    interestLines: described(
      z.array(InterestLine).optional(),
      "interest notes (type 11): one line per claim, each with its rate periods",
    ),
    allocations: z.array(Allocation),
    source: z.string(),
    importId: z.string().optional(),
    splitFrom: z.string().optional(),
    listName: z.string(),
    deletedAt: z.number().optional(),
    createdBy: z.string().optional(),
    /** The open items page (GET /ledgers): the case that collects this item, if any (its number). */
    caseId: described(z.string().optional(), "GET /ledgers: the case (its number) that collects this open item"),
    version: z.number().int(),
    createdAt: z.number(),
    updatedAt: z.number(),
  })
  .meta({ id: "Voucher" });

export const VoucherList = z
  .object({ data: z.array(Voucher), total: z.number().int(), totalAmountOre: z.number().int() })
  .meta({ id: "VoucherList" });
export const Vouchers = z.object({ data: z.array(Voucher) }).meta({ id: "Vouchers" });
export const VoucherMessage = z.object({ message: z.string(), data: Voucher }).meta({ id: "VoucherMessage" });
/** POST /debtors/{id}/write-off: the correction that closed the balance, or null when there was nothing. */
export const WriteOff = z.object({ message: z.string(), data: Voucher.nullable() }).meta({ id: "WriteOff" });

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
    /** The language of its letters and mails; absent: Norwegian. */
    language: z.enum(DEBTOR_LANGUAGES).optional(),
    /** ISO 3166-1 alpha-2; absent: Norway (forced recovery only in Norway, SPEC 8). */
    country: z.string().optional(),
    /** The basis for legal notices by e-mail alone and its date (issue 18); absent: none, they go by post. */
    emailBasis: z.enum(EMAIL_BASES).optional(),
    emailBasisDate: z.string().optional(),
    excluded: z.boolean(),
    version: z.number().int(),
    createdAt: z.number(),
    updatedAt: z.number(),
  })
  .meta({ id: "Debtor" });

/** A line of a debtor's ledger: the voucher, the balance after it, and what is open or unapplied of it. */
export const LedgerLine = Voucher.extend({ runningBalanceOre: z.number().int(), openOre: z.number().int() });

export const DebtorLedger = z
  .object({
    debtor: Debtor,
    lines: z.array(LedgerLine),
    openItems: z.array(Voucher),
    unmatched: z.array(Voucher),
    totals: z.object({ openOre: z.number().int(), unmatchedOre: z.number().int(), balanceOre: z.number().int() }),
    cases: z.array(z.unknown()),
  })
  .meta({ id: "DebtorLedger" });

const Figure = z.object({ count: z.number().int(), amountOre: z.number().int() });

export const LedgerSummary = z
  .object({
    today: described(z.string(), "The day the figures are for (Europe/Oslo), YYYY-MM-DD"),
    unmatchedPayments: z.number().int(),
    unmatchedPaymentsOre: z.number().int(),
    unmatchedCreditNotes: z.number().int(),
    unmatchedCreditNotesOre: z.number().int(),
    openItems: z.number().int(),
    openOre: z.number().int(),
    overdue: described(
      z.array(Figure.extend({ period: z.enum(OVERDUE_PERIODS) })),
      "The open items by days overdue on `today`, every period in this order",
    ),
    received: described(
      z.object({ thisMonth: Figure, last30Days: Figure, thisYear: Figure }),
      "Payments received (matched or waiting, not deleted) by their date, to `today`",
    ),
  })
  .meta({ id: "LedgerSummary" });

// in a module of its own: the customer detail embeds it (accounts/account-views.schema.ts), and accounts and auth
// should not bundle the ledger's views and schemas for it
export { IntegrationSetting, type IntegrationSettingView } from "./integration-setting-view.schema";

export type VoucherView = z.infer<typeof Voucher>;
export type VoucherListView = z.infer<typeof VoucherList>;
export type DebtorView = z.infer<typeof Debtor>;
export type LedgerLineView = z.infer<typeof LedgerLine>;
export type DebtorLedgerView = z.infer<typeof DebtorLedger>;
export type LedgerSummaryView = z.infer<typeof LedgerSummary>;
export type WriteOffView = z.infer<typeof WriteOff>;
export type InterestLineView = z.infer<typeof InterestLine>;
export type InterestProposalView = z.infer<typeof InterestProposal>;
export type InterestDatesRangeView = z.infer<typeof InterestDatesRange>;
