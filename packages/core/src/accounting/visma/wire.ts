/**
 * What we read of Visma eAccounting's answers (API v2, vendor-docs/visma/visma-eaccounting-api-v2-openapi.yaml),
 * as zod schemas: only the fields the adapter uses, named and typed as the document's components name them
 * (`CustomerInvoiceApi`, `CustomerApi`, `CommonPaginationMetadata` …). Unknown fields are dropped, not refused: the
 * document adds fields over time. A list's envelope that fails here is a malformed page; a row that fails is an issue.
 */
import { z } from "zod";

const text = z.string().nullish();
const uuid = z.string().min(1);

/** `CommonPaginationMetadata`: every list answers `{ Meta, Data }`. */
export const paginationMeta = z.object({
  CurrentPage: z.number().int(),
  PageSize: z.number().int(),
  TotalNumberOfPages: z.number().int(),
  TotalNumberOfResults: z.number().int(),
  ServerTimeUtc: z.string(),
});
export const listEnvelope = z.object({ Meta: paginationMeta, Data: z.array(z.unknown()) });
export type Meta = z.infer<typeof paginationMeta>;

/** `CustomerInvoiceApi` (GET /customerinvoices): amounts in the invoice's currency, two decimals. */
export const customerInvoice = z.object({
  Id: uuid,
  InvoiceNumber: z.number().int(),
  CustomerId: uuid,
  IsCreditInvoice: z.boolean().optional(),
  CurrencyCode: text,
  TotalAmountInvoiceCurrency: z.number(),
  RemainingAmountInvoiceCurrency: z.number(),
  SetOffAmountInvoiceCurrency: z.number().optional(),
  InvoiceDate: text,
  DueDate: text,
  PaymentDate: text,
  PaymentReferenceNumber: text,
  ReferringInvoiceId: text,
  YourReference: text,
  ModifiedUtc: text,
  Rows: z.array(z.object({ Text: text, IsTextRow: z.boolean().optional() })).optional(),
});
export type CustomerInvoice = z.infer<typeof customerInvoice>;

/** `CustomerApi` (GET /customers/{customerId}). */
export const customer = z.object({
  Id: uuid,
  CustomerNumber: text,
  Name: z.string(),
  IsPrivatePerson: z.boolean(),
  CorporateIdentityNumber: text,
  InvoiceAddress1: text,
  InvoiceAddress2: text,
  InvoicePostalCode: text,
  InvoiceCity: text,
  InvoiceCountryCode: text,
  EmailAddress: text,
  MobilePhone: text,
  Telephone: text,
});
export type Customer = z.infer<typeof customer>;

/** `CompanySettingsApi` (GET /companysettings): the one company a grant reaches. */
export const companySettings = z.object({
  Name: z.string(),
  CorporateIdentityNumber: text,
  CurrencyCode: text,
});

/** `AccountApi` (GET /accounts). */
export const account = z.object({ Number: z.string().min(1), Name: z.string(), IsActive: z.boolean() });

/** `CostCenterApi` with its `CostCenterItemApi` items (GET /costcenters). */
export const costCenter = z.object({
  Name: z.string(),
  IsActive: z.boolean().optional(),
  Items: z
    .array(z.object({ Id: z.string().nullish(), Name: z.string(), ShortName: z.string(), IsActive: z.boolean() }))
    .nullish(),
});

/** `BankAccountApi` (GET /bankaccounts): a payment is recorded to one (`CompanyBankAccountId`). */
export const bankAccount = z.object({
  Id: uuid,
  BankAccountType: z.number().int(),
  IsActive: z.boolean().optional(),
  IsDefaultChequeAccount: z.boolean().optional(),
  /** The general ledger account it books on (1920, 1921 …): how a customer's chosen bank account names it. */
  LedgerAccountNumber: z.number().int().nullish(),
  CurrencyCode: text,
});

/** `VoucherApi` (GET /vouchers), as the write-back looks for its own vouchers again. */
export const voucher = z.object({ Id: uuid, VoucherText: text, VoucherDate: text });

/** `InvoicePaymentApi` as POST /customerinvoices/{invoiceId}/payments answers it. */
export const invoicePayment = z.object({ PaymentAmount: z.number(), PaymentCurrency: z.string() });

/** `CommonExtendedBadRequest`: what a 400 says. */
export const badRequest = z.object({
  ErrorCode: z.number().optional(),
  DeveloperErrorMessage: text,
  Errors: z.array(z.object({ Field: text, Message: text, ErrorCode: text })).nullish(),
});

/** The identity server's token answer (OAuth 2.0, RFC 6749 § 5.1). */
export const tokenAnswer = z.object({
  access_token: z.string().min(1),
  token_type: z.string().optional(),
  expires_in: z.number().optional(),
  refresh_token: z.string().optional(),
});
