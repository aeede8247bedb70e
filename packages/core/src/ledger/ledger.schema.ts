import "../i18n/ledger"; // registers the texts of the keys named here
import "../i18n/resources"; // registers the texts of the keys named here
import { z } from "zod";
import { Clock } from "../clock";
import { INTEGRATIONS } from "./integration-setting-view.schema";
import { isValidNationalId, isValidOrgNumber, normaliseIdentifier } from "../util/identifiers";
import { readAmount } from "../util/money";
import { isValidPostcode } from "../util/identifiers";
import { email, kid, phone, required } from "../util/validation";
import { DEBTOR_LANGUAGES, DEBTOR_TYPES, DEFAULT_COUNTRY, EMAIL_BASES, isCountryCode } from "./debtor-rules";
import { INVOICE_TYPE_NUMBERS, voucherDescription } from "./voucher-rules";

/**
 * Request bodies of the ledger calls (API validation, OpenAPI and the web's forms); pure, so the web imports it.
 * Messages are keys of i18n/messages.ts. Rules: SPEC 5 (amounts, dates before tomorrow, unique numbers).
 */

export const optionalText = (max = 255) =>
  z
    .string()
    .trim()
    .max(max, { error: "validation.tooLong" })
    .optional()
    .transform((v) => v || undefined);

/** An optional field that, when filled in, must pass `schema` (an empty string counts as not filled in). */
export const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), schema.optional());

/** An amount in NOK as typed ("1 234,50") or a number; becomes øre. Above zero and at most NOK 10 000 000 000. */
export const amount = () =>
  z
    .union([z.string().max(40, { error: "validation.number" }), z.number()], { error: "validation.required" })
    .transform((v, ctx) => {
      if (typeof v === "string" && v.trim() === "") {
        ctx.addIssue({ code: "custom", message: "validation.required" });
        return z.NEVER;
      }
      const read = readAmount(v);
      if ("problem" in read) {
        ctx.addIssue({ code: "custom", message: read.problem });
        return z.NEVER;
      }
      const ore = read.ore;
      if (ore <= 0) {
        ctx.addIssue({ code: "custom", message: "validation.amountPositive" });
        return z.NEVER;
      }
      return ore;
    });

const isCalendarDate = (v: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};

/** A calendar date `YYYY-MM-DD`. */
export const date = () =>
  z.string({ error: "validation.required" }).trim().min(1, { error: "validation.required" }).refine(isCalendarDate, {
    error: "validation.date",
  });

/** A date that is not after today (SPEC 5: "dates must be before tomorrow"), in Oslo. */
export const pastDate = () => date().refine((v) => v <= Clock.today(), { error: "validation.dateInFuture" });

export const DebtorInput = z
  .object({
    type: z.enum(DEBTOR_TYPES, { error: "validation.oneOf" }),
    name: required(200),
    customerNumber: required(50),
    orgNumber: optional(
      z
        .string()
        .max(40, { error: "validation.orgNumber" })
        .transform(normaliseIdentifier)
        .refine(isValidOrgNumber, { error: "validation.orgNumber" }),
    ),
    nationalId: optional(
      z
        .string()
        .max(40, { error: "validation.nationalId" })
        .transform(normaliseIdentifier)
        .refine(isValidNationalId, { error: "validation.nationalId" }),
    ),
    birthDate: optional(pastDate()),
    address: optionalText(200),
    /** A Norwegian postnummer (4 digits) for a debtor in Norway; a debtor abroad has its country's postcode. */
    postcode: optionalText(20),
    city: optionalText(100),
    visitingAddress: optionalText(200),
    email: optional(email()),
    phone: optional(phone()),
    /** The language of the letters and mails the debtor gets (default Norwegian; English for a debtor abroad). */
    language: z.enum(DEBTOR_LANGUAGES, { error: "validation.oneOf" }).optional(),
    /** The country, ISO 3166-1 alpha-2 ("SE"); absent: Norway. Forced recovery only in Norway (SPEC 8). */
    country: optional(
      z
        .string()
        .trim()
        .max(2, { error: "validation.country" })
        .transform((v) => v.toUpperCase())
        .refine(isCountryCode, { error: "validation.country" }),
    ),
    /**
     * The basis for legal notices by e-mail alone (debtor-rules EMAIL_BASES; issue 18) with its date, not in the
     * future; "none" removes it. Absent: unchanged. The address must be known (the debtor's e-mail).
     */
    emailBasis: optional(z.enum([...EMAIL_BASES, "none"], { error: "validation.oneOf" })),
    emailBasisDate: optional(pastDate()),
    /** Overwrite the details of an existing debtor with this customer number (SPEC 8). */
    confirmOverwrite: z.boolean().optional(),
  })
  .superRefine((d, ctx) => {
    if (d.emailBasis && d.emailBasis !== "none" && !d.emailBasisDate)
      ctx.addIssue({ code: "custom", path: ["emailBasisDate"], message: "validation.required" });
    if (d.emailBasisDate && (!d.emailBasis || d.emailBasis === "none"))
      ctx.addIssue({ code: "custom", path: ["emailBasis"], message: "validation.required" });
    if (d.type !== "person" && !d.orgNumber)
      ctx.addIssue({ code: "custom", path: ["orgNumber"], message: "validation.required" });
    if (d.postcode && (d.country ?? DEFAULT_COUNTRY) === DEFAULT_COUNTRY && !isValidPostcode(d.postcode))
      ctx.addIssue({ code: "custom", path: ["postcode"], message: "validation.postcode" });
  });
export type DebtorInput = z.infer<typeof DebtorInput>;

/** The debtor of a voucher: an existing one by id, or one given in full (created, or matched by customer number). */
const debtorRef = {
  debtorId: optionalText(64),
  debtor: DebtorInput.optional(),
};
/**
 * The debtor is required: checked even when other fields failed (B4: an empty amount aborts the object's
 * refinements, so the form showed no error under Debitor), as long as the body is an object at all.
 */
const hasDebtor = (v: { debtorId?: unknown; debtor?: unknown }) => !!v?.debtorId || !!v?.debtor;
const debtorRequired = () => ({
  path: ["debtorId"],
  message: "validation.required",
  when: (p: { value: unknown }) => typeof p.value === "object" && p.value !== null,
});

/** The fields of an invoice (SPEC 3), also a claim typed into a new case (cases/case.schema.ts `TypedClaimInput`). */
export const invoiceFields = {
  invoiceType: z
    .number({ error: "validation.oneOf" })
    .refine((v) => (INVOICE_TYPE_NUMBERS as number[]).includes(v), { error: "validation.oneOf" })
    .default(1),
  number: required(50),
  voucherDate: pastDate(),
  dueDate: date(),
  amount: amount(),
  kid: optional(kid()),
  reference: optionalText(200),
  /** What the invoice is for: the letters' «Gjelder» (one line, no control characters; usability-review-2 C6). */
  description: optionalText(500).transform((v) => voucherDescription(v)),
};

/** A due date before the voucher date is refused on the due date. */
export const dueNotBeforeVoucherDate = (v: { dueDate: string; voucherDate: string }, ctx: z.RefinementCtx) => {
  if (v.dueDate < v.voucherDate)
    ctx.addIssue({ code: "custom", path: ["dueDate"], message: "validation.dueBeforeVoucherDate" });
};

export const InvoiceInput = z
  .object({
    ...debtorRef,
    ...invoiceFields,
    currency: optional(
      z
        .string()
        .trim()
        .max(3, { error: "validation.oneOf" })
        .transform((v) => v.toUpperCase())
        .refine((v) => /^[A-Z]{3}$/.test(v), { error: "validation.oneOf" }),
    ),
  })
  .refine(hasDebtor, debtorRequired())
  .superRefine(dueNotBeforeVoucherDate);
export type InvoiceInput = z.infer<typeof InvoiceInput>;

/** Late fees (2), past interest (10) and interest calculations (11): a debit without a number of its own. */
export const ChargeInput = z
  .object({
    ...debtorRef,
    voucherDate: pastDate(),
    dueDate: optional(date()),
    amount: amount(),
    invoiceNumber: optionalText(50),
    description: optionalText(500),
  })
  .refine(hasDebtor, debtorRequired());
export type ChargeInput = z.infer<typeof ChargeInput>;

export const CreditNoteInput = z
  .object({
    ...debtorRef,
    number: required(50),
    voucherDate: pastDate(),
    amount: amount(),
    /** The invoice it credits: applied to that invoice when it is open. */
    invoiceNumber: optionalText(50),
    description: optionalText(500),
  })
  .refine(hasDebtor, debtorRequired());
export type CreditNoteInput = z.infer<typeof CreditNoteInput>;

export const PaymentInput = z.object({
  ...debtorRef,
  voucherDate: pastDate(),
  amount: amount(),
  kid: optional(kid()),
  /** The invoice the payment names (a text payment without KID). */
  invoiceNumber: optionalText(50),
  reference: optionalText(200),
});
export type PaymentInput = z.infer<typeof PaymentInput>;

export const CorrectionInput = z
  .object({
    ...debtorRef,
    voucherDate: pastDate(),
    amount: amount(),
    /** credit lowers what the debtor owes (applied to open items), debit raises it. */
    side: z.enum(["debit", "credit"], { error: "validation.oneOf" }).default("credit"),
    invoiceNumber: optionalText(50),
    description: optionalText(500),
  })
  .refine(hasDebtor, debtorRequired());
export type CorrectionInput = z.infer<typeof CorrectionInput>;

export const SentenceInput = z
  .object({
    ...debtorRef,
    /** The reference number of the judgment. */
    number: required(50),
    voucherDate: pastDate(),
    dueDate: date(),
    /** The total owed at judgment. */
    amount: amount(),
    interestTotal: optional(
      z.union([z.string().max(40, { error: "validation.number" }), z.number()]).transform((v, ctx) => {
        const read = readAmount(v);
        if ("problem" in read) {
          ctx.addIssue({ code: "custom", message: read.problem });
          return z.NEVER;
        }
        return read.ore;
      }),
    ),
    description: optionalText(500),
  })
  .refine(hasDebtor, debtorRequired());
export type SentenceInput = z.infer<typeof SentenceInput>;

/** What a voucher's PUT may change: the texts and dates, never the amount once anything was applied. */
export const VoucherUpdateInput = z.object({
  voucherDate: pastDate().optional(),
  dueDate: date().optional(),
  amount: amount().optional(),
  kid: optional(kid()),
  reference: optionalText(200),
  description: optionalText(500),
});
export type VoucherUpdateInput = z.infer<typeof VoucherUpdateInput>;

/** Applying a credit (payment, credit note, correction) to chosen open items. */
export const ApplyInput = z.object({
  allocations: z
    .array(z.object({ voucherId: required(64), amount: amount() }))
    .min(1, { error: "validation.required" })
    .max(50, { error: "validation.tooLong" }),
});
export type ApplyInput = z.infer<typeof ApplyInput>;

/** SPEC 7 payments/{id}/split: the parts must add up to the payment ("Split amount error"). */
export const SplitInput = z.object({
  parts: z
    .array(
      z.object({ amount: amount(), kid: optional(kid()), invoiceNumber: optionalText(50), debtorId: optionalText(64) }),
    )
    .min(2, { error: "validation.splitParts" })
    .max(50, { error: "validation.tooLong" }),
});
export type SplitInput = z.infer<typeof SplitInput>;

/** Moving a claim between the ledger and the payments, credit notes and corrections pages (SPEC 4). */
export const MOVE_TARGETS = ["invoice", "payment", "creditNote", "correction"] as const;
export const MoveInput = z.object({ to: z.enum(MOVE_TARGETS, { error: "validation.oneOf" }) });

/** Batch create and update: up to 100 vouchers at once, each validated on its own (errors name `items.N.field`). */
export const batchOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item).min(1, { error: "validation.required" }).max(100, { error: "validation.tooLong" }) });

// Settings and exports -------------------------------------------------------------------------------------

export { INTEGRATIONS } from "./integration-setting-view.schema";
export type Integration = (typeof INTEGRATIONS)[number];
export const IntegrationSettingInput = z.object({
  integration: z.enum(INTEGRATIONS, { error: "validation.oneOf" }),
});
export type IntegrationSettingInput = z.infer<typeof IntegrationSettingInput>;

/** The corrections of a period (accounting correction export), by voucher date. */
export const CorrectionExportInput = z.object({ from: date(), to: date() }).superRefine((v, ctx) => {
  if (v.to < v.from) ctx.addIssue({ code: "custom", path: ["to"], message: "validation.dateOrder" });
});
export type CorrectionExportInput = z.infer<typeof CorrectionExportInput>;

/** PATCH debtors/{id}/exclude: leave a customer number out of the ledger's automatic work, or take it back. */
export const ExcludeDebtorInput = z.object({ excluded: z.boolean({ error: "validation.required" }) });
