import "../../i18n/invoices"; // registers the texts of the keys named here
import { z } from "zod";
import { required, singleLine } from "../../util/validation";
import { grossOre } from "./invoice-amounts";
import { INVOICE_UNIT_NAMES } from "./invoice-figures";

/**
 * The input of an invoice to a customer and its view (docs/billing-invoices.md). Pure: the API validates with it and
 * the web (the plan tab) decodes with the view. Every figure has a bound: a negative, fractional-øre or absurd value
 * is a 422 on its field (`lines.0.quantity`), in the caller's language (i18n/invoices.ts), and nothing is written.
 */

/** At most 100 000 of a unit on a line, counted in thousandths (a letter by post is half a send). */
export const MAX_QUANTITY = 100_000;
/** At most 100 000 kr a unit, ex. VAT. With MAX_QUANTITY a line stays below 2^53 in thousandths of øre. */
export const MAX_UNIT_PRICE_ORE = 10_000_000;
export const MAX_LINES = 200;
/** An invoice of at most 10 million kr including VAT: above it, something upstream is wrong. */
export const MAX_INVOICE_TOTAL_ORE = 1_000_000_000;

const thousandths = (q: number) => Math.abs(q * 1000 - Math.round(q * 1000)) < 1e-6;

const whole = (max: number, key: "invoices.priceRange" | "invoices.discountRange") =>
  z
    .number({ error: "validation.number" })
    .int({ error: key })
    .min(0, { error: key })
    .max(max, { error: key });

export const InvoiceLineInput = z
  .object({
    /** What the line is, in both languages: the invoice shows the customer's. */
    description: z.object({ no: required(200), en: required(200) }),
    quantity: z
      .number({ error: "validation.number" })
      .min(0.001, { error: "invoices.quantityRange" })
      .max(MAX_QUANTITY, { error: "invoices.quantityRange" })
      .refine(thousandths, { error: "invoices.quantityRange" }),
    unit: z.enum(INVOICE_UNIT_NAMES, { error: "validation.oneOf" }),
    /** Ex. VAT, in øre. 0 is allowed (a free unit of a coupon stays visible on the invoice). */
    unitPriceOre: whole(MAX_UNIT_PRICE_ORE, "invoices.priceRange"),
    /** A discount on the line in øre (a coupon): never more than the line, so a line is never below 0. */
    discountOre: whole(MAX_UNIT_PRICE_ORE * MAX_QUANTITY, "invoices.discountRange").optional(),
  })
  .superRefine((line, ctx) => {
    // only on figures that passed their own bounds: a bad quantity is its own field's error, not the discount's
    if (!(line.quantity > 0 && line.unitPriceOre >= 0 && line.discountOre)) return;
    if (line.discountOre > grossOre(line.quantity, line.unitPriceOre))
      ctx.addIssue({ code: "custom", path: ["discountOre"], message: "invoices.discountAboveLine" });
  });
export type InvoiceLineInput = z.infer<typeof InvoiceLineInput>;

export const INVOICE_LANGUAGES = ["no", "en"] as const;

export const IssueInvoiceInput = z.object({
  lines: z
    .array(InvoiceLineInput, { error: "validation.required" })
    .min(1, { error: "invoices.linesRange" })
    .max(MAX_LINES, { error: "invoices.linesRange" }),
  /** The customer's reference (EHF BuyerReference, «Deres ref.»); the customer id when none is given. */
  buyerReference: singleLine(100),
  /** The invoice's language: the customer's (its owner's) when not given. */
  language: z.enum(INVOICE_LANGUAGES, { error: "validation.oneOf" }).optional(),
});
export type IssueInvoiceInput = z.infer<typeof IssueInvoiceInput>;

export const INVOICE_KINDS = ["invoice", "credit-note"] as const;

/** An issued invoice as the lists show it (the whole document is the PDF and the EHF). */
export const CustomerInvoiceView = z.object({
  id: z.string(),
  number: z.number(),
  /** A correction is a credit note of its own number, never a change of the invoice (bokføringsforskriften § 5-2-7). */
  kind: z.enum(INVOICE_KINDS),
  customerId: z.string(),
  issueDate: z.string(),
  dueDate: z.string(),
  kid: z.string(),
  netOre: z.number(),
  vatOre: z.number(),
  totalOre: z.number(),
  /** Paid of it so far (payments naming its KID: invoice-payments.ts); paid when it reaches `totalOre`. */
  paidOre: z.number(),
  language: z.enum(INVOICE_LANGUAGES),
  createdAt: z.number(),
}).meta({ id: "CustomerInvoice" });
export type CustomerInvoiceView = z.infer<typeof CustomerInvoiceView>;

/** An invoice in staff's list of all our invoices (GET /customer-invoices/all): with its customer's name. */
export const StaffInvoiceView = CustomerInvoiceView.extend({ customerName: z.string() }).meta({ id: "StaffCustomerInvoice" });
export type StaffInvoiceView = z.infer<typeof StaffInvoiceView>;

export const INVOICE_PAYMENT_STATUSES = ["paid", "partPaid", "unpaid", "overdue", "creditNote"] as const;
export type InvoicePaymentStatus = (typeof INVOICE_PAYMENT_STATUSES)[number];

/**
 * Where an invoice stands on `today` (Oslo): paid when its total is paid; overdue when its due date has passed with
 * something unpaid (a part-paid one too: it blocks top-ups, invoice-payments.ts `hasOverdueInvoice`).
 */
export function paymentStatusOf(
  i: Pick<CustomerInvoiceView, "kind" | "totalOre" | "paidOre" | "dueDate">,
  today: string,
): InvoicePaymentStatus {
  if (i.kind !== "invoice") return "creditNote";
  const paid = i.paidOre ?? 0;
  if (paid >= i.totalOre) return "paid";
  if (i.dueDate < today) return "overdue";
  return paid > 0 ? "partPaid" : "unpaid";
}

/** What became of each transaction of our bank's OCR file (POST /customer-invoices/ocr-payments, invoice-ocr.ts). */
export const OcrFileAnswer = z
  .object({
    message: z.string(),
    transactions: z.array(
      z.object({
        line: z.number().int(),
        kid: z.string(),
        number: z.number().int().nullable(),
        amountOre: z.number().int(),
        paidDate: z.string(),
        outcome: z.enum(["matched", "alreadyRecorded", "unknownKid", "overpaying", "rejected"]),
        paidOre: z.number().int(),
        surplusOre: z.number().int(),
        message: z.string().optional(),
      }),
    ),
    totals: z.object({ count: z.number().int(), amountOre: z.number().int() }),
  })
  .meta({ id: "CustomerInvoiceOcrResult" });
export type OcrFileAnswer = z.infer<typeof OcrFileAnswer>;
