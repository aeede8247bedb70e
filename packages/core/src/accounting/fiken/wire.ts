/**
 * Fiken API v2's answers as the adapter reads them (vendor-docs/fiken/fiken-api-v2-swagger.yaml, components/schemas):
 * only the fields we use, each as the document types it. Fields the document leaves optional may be absent or null.
 * Amounts are integer cents («Amounts are always represented as a number, and specifies the number of cents»), i.e.
 * øre for NOK.
 */
import { z } from "zod";

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const int = z.number().int();
const text = z.string().nullish();

export const address = z.object({
  streetAddress: text,
  streetAddressLine2: text,
  city: text,
  postCode: text,
  country: text,
});

/** `contact`: the customer of an invoice, a credit note or a sale. */
export const contact = z.object({
  contactId: int,
  name: z.string(),
  email: text,
  organizationNumber: text,
  customerNumber: int.nullish(),
  customer: z.boolean().nullish(),
  address: address.nullish(),
  contactPerson: z.array(z.object({ name: text, email: text })).nullish(),
});
export type Contact = z.infer<typeof contact>;

/** `payment`: one payment of a sale. `amountInNok` only for a payment in another currency. */
export const payment = z.object({
  paymentId: int,
  date,
  account: text,
  amount: int,
  amountInNok: int.nullish(),
  currency: text,
});
export type Payment = z.infer<typeof payment>;

/** `saleResult`: what Fiken books of an invoice (its payments, settlement and write-off live here). */
export const sale = z.object({
  saleId: int,
  saleNumber: text,
  kind: z.enum(["cash_sale", "invoice", "external_invoice"]).nullish(),
  lastModifiedDate: date.nullish(),
  settled: z.boolean().nullish(),
  settledDate: date.nullish(),
  writeOff: z.boolean().nullish(),
  deleted: z.boolean().nullish(),
  totalPaid: int.nullish(),
  outstandingBalance: int.nullish(),
  kid: text,
  salePayments: z.array(payment).nullish(),
});
export type Sale = z.infer<typeof sale>;

const line = z.object({
  net: int.nullish(),
  gross: int.nullish(),
  netInNok: int.nullish(),
  grossInNok: int.nullish(),
  vatType: text,
  incomeAccount: text,
  description: text,
});

/** `invoiceResult`: the document requires none of its fields; the ones an invoice cannot be read without are here. */
export const invoice = z.object({
  invoiceId: int,
  invoiceNumber: int,
  kid: text,
  issueDate: date,
  dueDate: date,
  gross: int,
  grossInNok: int.nullish(),
  currency: text,
  cash: z.boolean().nullish(),
  invoiceText: text,
  yourReference: text,
  orderReference: text,
  lines: z.array(line).nullish(),
  associatedCreditNotes: z.array(int).nullish(),
  /** A `contact` and a `saleResult`, read on their own (sync.ts): a malformed one is that invoice's issue. */
  customer: z.unknown(),
  sale: z.unknown(),
});
export type Invoice = z.infer<typeof invoice>;

/** `creditNoteResult` (its required fields, and the ones we read). */
export const creditNote = z.object({
  creditNoteId: int,
  creditNoteNumber: int,
  kid: text,
  customer: z.unknown(),
  gross: int,
  grossInNok: int,
  issueDate: date,
  creditNoteText: text,
  associatedInvoiceId: int.nullish(),
});
export type CreditNote = z.infer<typeof creditNote>;

export const company = z.object({
  name: z.string(),
  slug: z.string().min(1),
  organizationNumber: text,
  hasApiAccess: z.boolean().nullish(),
});

export const account = z.object({ code: z.string(), name: text });
export const bankAccount = z.object({
  accountCode: z.string(),
  name: text,
  type: text,
  inactive: z.boolean().nullish(),
});
export const project = z.object({ projectId: int, number: text, name: text, completed: z.boolean().nullish() });

/** The token endpoint's answer (the document's «Token Endpoint» and «Refresh Tokens»). */
export const tokenAnswer = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1).optional(),
  token_type: z.string().optional(),
  expires_in: z.number().optional(),
});
