import "../i18n/cases"; // registers the texts of the keys named here
import "../i18n/ledger"; // registers the texts of the keys named here
import { z } from "zod";
import {
  amount,
  date,
  dueNotBeforeVoucherDate,
  invoiceFields,
  optional,
  optionalText,
  pastDate,
} from "../ledger/ledger.schema";
import { required } from "../util/validation";
import { CASE_STATUSES, SEEDED_PROCEDURE_IDS, STEP_KINDS } from "./vocabulary";
import { KID_LENGTH_MAX, KID_LENGTH_MIN, KID_MODULI } from "./kid-agreement";

/**
 * Request bodies and list queries of the cases (SPEC 5 and 7, issue 10 "Cases"); pure, so the web's wizard and
 * list import them. Messages are keys of i18n/messages.ts. Amounts typed in NOK become øre.
 */

/** The most claims one case collects at once (ledger items plus typed claims). */
export const MAX_CASE_CLAIMS = 50;

/**
 * A claim typed in the wizard rather than picked from the ledger: it becomes an invoice voucher of the debtor's
 * ledger (so payments match it like any other), in the start's transaction, and the case collects it.
 */
export const TypedClaimInput = z.object(invoiceFields).superRefine(dueNotBeforeVoucherDate);
export type TypedClaimInput = z.infer<typeof TypedClaimInput>;

/**
 * Start a case (POST /cases): one debtor, the claims picked from that debtor's open ledger items (`voucherIds`)
 * and/or typed in (`claims`); at least one claim, a total above 0 and at least the minimum owed amount (SPEC 5).
 * Starting from the ledger for one or several selected open items is this same call with `voucherIds` only.
 */
export const StartCaseInput = z
  .object({
    debtorId: required(64),
    voucherIds: z
      .array(required(64), { error: "validation.required" })
      .max(MAX_CASE_CLAIMS, { error: "validation.tooLong" })
      .default([]),
    claims: z.array(TypedClaimInput).max(MAX_CASE_CLAIMS, { error: "validation.tooLong" }).default([]),
    /**
     * The procedure the case follows; absent: the seeded one of the debtor's type, "rent" when its claims are rent
     * (cases/procedures.ts `procedureFor`).
     */
    procedureId: optionalText(64),
    /** The customer's reminder process the case follows (docs/reminder-processes.md); absent: the default. */
    reminderProcessId: optionalText(64),
    /** The smallest total the case may be started for; absent: the customer's case setting. */
    minimumOwed: optional(amount()),
    /** Asked by procedures that need them (rent, bankruptcy): the day the claim was held, and the notification day. */
    heldDate: optional(pastDate()),
    notificationDate: optional(pastDate()),
    autoPilot: z.boolean({ error: "validation.oneOf" }).default(false),
    /** false: the case is saved as not started (claims reserved), to be opened later with PATCH /cases/{id}/open. */
    open: z.boolean({ error: "validation.oneOf" }).default(true),
  })
  .superRefine((v, ctx) => {
    if (v.voucherIds.length + v.claims.length === 0)
      ctx.addIssue({ code: "custom", path: ["claims"], message: "cases.noClaims" });
    if (v.voucherIds.length + v.claims.length > MAX_CASE_CLAIMS)
      ctx.addIssue({ code: "custom", path: ["claims"], message: "validation.tooLong" });
    if (new Set(v.voucherIds).size !== v.voucherIds.length)
      ctx.addIssue({ code: "custom", path: ["voucherIds"], message: "cases.claimTwice" });
  });
export type StartCaseInput = z.input<typeof StartCaseInput>;

/** POST /cases/start-many: open items of several debtors, one case per debtor (at most 50 debtors, 50 items each). */
export const StartManyCasesInput = z
  .object({
    voucherIds: z
      .array(required(64), { error: "validation.required" })
      .min(1, { error: "validation.required" })
      .max(500, { error: "cases.tooManySelected" }),
    /** The reminder process the cases follow (absent: the customer's default). */
    reminderProcessId: optionalText(64),
  })
  .meta({ id: "StartManyCasesInput" });

/** Per debtor: the case started (or found by the key), or why not (in the request's language). */
export const StartManyCasesResult = z
  .object({
    data: z.array(
      z.object({
        debtorId: z.string(),
        ok: z.boolean(),
        caseId: z.string().nullable(),
        caseNumber: z.number().int().nullable(),
        message: z.string().nullable(),
        registerWarning: z
          .string()
          .nullable()
          .optional()
          .meta({
            description:
              "Issue 21: a started case's company debtor the company register marks (bankrupt, wound up, deleted …), in the request's language",
          }),
      }),
    ),
  })
  .meta({ id: "StartManyCasesResult" });
export type StartCase = z.output<typeof StartCaseInput>;

/** PATCH /cases/{id}/open: a not-started case starts (dates may be given now if its procedure asks for them). */
export const OpenCaseInput = z.object({
  heldDate: optional(pastDate()),
  notificationDate: optional(pastDate()),
});
export type OpenCaseInput = z.infer<typeof OpenCaseInput>;

/** GET /cases/multiple-procedures?ids=a,b: the procedures every one of these cases may use. */
export const MultipleProceduresQuery = z.object({
  ids: z
    .string({ error: "validation.required" })
    .transform((v) => [
      ...new Set(
        v
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ])
    .refine((v) => v.length >= 1, { error: "validation.required" })
    .refine((v) => v.length <= 50, { error: "cases.tooManySelected" }),
});

// The list (GET /cases) ---------------------------------------------------------------------------------------

/** What the list sorts by (the first is the default, newest case number first). */
export const CASE_SORTABLE = ["caseNumber", "dueDate"] as const;
export type CaseSortField = (typeof CASE_SORTABLE)[number];

/** The due filter: cases whose due date has passed (today in Oslo), or not yet. */
export const CASE_DUE_FILTERS = ["overdue", "not-due"] as const;
export type CaseDueFilter = (typeof CASE_DUE_FILTERS)[number];

/** The "no step yet" value of the step filter. */
export const NO_STEP = "none";

/**
 * The list's own filters (with the shared `page`, `rowsPerPage`, `sortBy`, `search` of api lib/list.ts):
 * `search` finds case number, debtor name (prefix), customer number, invoice number and KID.
 */
export const CaseListFilters = z.object({
  status: z.enum(CASE_STATUSES, { error: "validation.oneOf" }).optional(),
  /** The kind of the last step run, or "none" for cases without one. */
  step: z.enum([...STEP_KINDS, NO_STEP], { error: "validation.oneOf" }).optional(),
  due: z.enum(CASE_DUE_FILTERS, { error: "validation.oneOf" }).optional(),
  /** Due date from / to (inclusive). */
  dueFrom: optional(date()),
  dueTo: optional(date()),
  debtorId: optionalText(64),
});
export type CaseListFilters = z.infer<typeof CaseListFilters>;

// Statistics ------------------------------------------------------------------------------------------------------

/** A period of the dashboard (dates inclusive); absent: this year to today. */
export const StatisticsPeriodQuery = z
  .object({ from: optional(date()), to: optional(date()) })
  .superRefine((v, ctx) => {
    if (v.from && v.to && v.to < v.from)
      ctx.addIssue({ code: "custom", path: ["to"], message: "validation.dateRange" });
  });
export type StatisticsPeriodQuery = z.infer<typeof StatisticsPeriodQuery>;

/**
 * POST /cases/export-statistics: the list (status, step, created from-to) as a CSV file. XLSX is not offered: the
 * API functions must not bundle exceljs (docs/architecture.md "Cold start"); a spreadsheet opens the CSV.
 */
export const EXPORT_FORMATS = ["csv"] as const;
export const CaseExportInput = z.object({
  format: z.enum(EXPORT_FORMATS, { error: "validation.oneOf" }).default("csv"),
  status: CaseListFilters.shape.status,
  step: CaseListFilters.shape.step,
  from: optional(date()),
  to: optional(date()),
});
export type CaseExportInput = z.infer<typeof CaseExportInput>;

// Settings and allowances -------------------------------------------------------------------------------------------

/** The customer's case settings (an item of its customerAccount collection). */
export const CaseSettingsInput = z.object({
  /** The smallest total a case may be started for (øre once read). */
  minimumOwed: amount(),
  /** Issue 11: a payment dated on or before an executed step reverts steps (left out: unchanged). */
  revertStepsOnPayment: z.boolean().optional(),
  /** Issue 18 #15: extend a deadline that ends in påske, fellesferie or jul (left out: unchanged). */
  extendHolidayDeadlines: z.boolean().optional(),
  /**
   * Issue 18 #13: the KID agreement registered with the bank (null: none, the letters name the case number; left
   * out: unchanged). The length counts the check digit (research/domain-norway.md 3.1: 4 to 25 digits).
   */
  kidAgreement: z
    .object({
      length: z
        .number({ error: "caseSettings.kidLength" })
        .int({ error: "caseSettings.kidLength" })
        .min(KID_LENGTH_MIN, { error: "caseSettings.kidLength" })
        .max(KID_LENGTH_MAX, { error: "caseSettings.kidLength" }),
      modulus: z.enum(KID_MODULI, { error: "caseSettings.kidModulus" }),
    })
    .nullable()
    .optional(),
});
export { DEFAULT_MINIMUM_OWED_ORE } from "./settings.schema";

/** POST /customers/{id}/allowances (admin): cases and sends granted (added to what is left; post costs half a send). */
export const GrantAllowanceInput = z
  .object({
    cases: z.number({ error: "validation.number" }).int({ error: "validation.number" }).min(0).max(100_000).default(0),
    sends: z
      .number({ error: "validation.number" })
      .int({ error: "validation.number" })
      .min(0)
      .max(1_000_000)
      .default(0),
    /** Credit checks (issue 21), as a top-up sells them. */
    creditChecks: z
      .number({ error: "validation.number" })
      .int({ error: "validation.number" })
      .min(0)
      .max(100_000)
      .default(0),
    note: optionalText(200),
  })
  .refine((v) => v.cases + v.sends + v.creditChecks > 0, { path: ["cases"], message: "validation.required" });
export type GrantAllowanceInput = z.infer<typeof GrantAllowanceInput>;

export { SEEDED_PROCEDURE_IDS };
