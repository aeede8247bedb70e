/**
 * PowerOffice Go v2's answers as the adapter reads them (vendor-docs/poweroffice, the merged OpenAPI document): only
 * the fields we use, each as the document types it (PascalCase, most nullable). A row that fails its schema is named
 * in the page's `issues`, never guessed; a list that is no array is `malformed`.
 */
import { z } from "zod";

const str = z.string().nullish();
const int = z.number().int().nullish();

/** `POST {auth}/Token` (OAuth2 client credentials, RFC 6749 4.4): not in the merged document, see SOURCES.md. */
export const tokenAnswer = z.object({
  access_token: z.string().min(1),
  token_type: z.string().optional(),
  expires_in: z.number().positive().optional(),
});

/** `ClientIntegrationInformationDto` */
export const integrationInformation = z.object({
  ClientId: z.string().min(1),
  ClientName: str,
  ValidPrivileges: z.array(z.string()).nullish(),
});

/** `OrganizationSettingDto` (only the organisation number) */
export const organizationSettings = z.object({ OrganizationNumber: str, Name: str });

/** `ContactAddressDto` */
const address = z.object({ AddressLine1: str, AddressLine2: str, ZipCode: str, City: str, CountryCode: str });

/** `CustomerDto` */
export const customer = z.object({
  Id: z.number().int(),
  Number: z.number().int(),
  Name: str,
  FirstName: str,
  LastName: str,
  IsPerson: z.boolean().nullish(),
  OrganizationNumber: str,
  EmailAddress: str,
  InvoiceEmailAddress: str,
  PhoneNumber: str,
  MailAddress: address.nullish(),
  SubledgerAccountId: z.number().int(),
});
export type Customer = z.infer<typeof customer>;

/** `OutgoingInvoiceDto` (the lightweight invoice or credit note, no lines) */
export const outgoingInvoice = z.object({
  Id: z.string().min(1),
  VoucherType: z.enum(["OutgoingInvoice", "OutgoingCreditNote"]),
  InvoiceNo: z.number().int(),
  VoucherNo: z.number().int(),
  VoucherDate: z.string(),
  DueDate: str,
  CustomerNo: z.number().int(),
  Cid: str,
  CurrencyCode: str,
  TotalPostedAmount: z.number(),
  Balance: z.number().nullish(),
  MatchId: int,
  RelatedInvoiceNo: int,
  CustomMatchingReference: str,
  CustomerReference: str,
  PurchaseOrderReference: str,
  IsReversed: z.boolean().nullish(),
});
export type OutgoingInvoice = z.infer<typeof outgoingInvoice>;

/** `CustomerLedgerEntryDto` */
export const ledgerEntry = z.object({
  Id: z.number().int(),
  VoucherId: z.string(),
  VoucherType: z.string().nullish(),
  VoucherNo: z.number().int().nullish(),
  Amount: z.number(),
  Balance: z.number().nullish(),
  PostingDate: z.string(),
  VoucherDate: z.string().nullish(),
  Cid: str,
  InvoiceNo: str,
  MatchId: int,
  CustomerAccountNo: int,
  IsWriteOff: z.boolean().nullish(),
  IsCreatedByCurrentIntegration: z.boolean().nullish(),
  ExternalImportReference: str,
});
export type LedgerEntry = z.infer<typeof ledgerEntry>;

/** `GeneralLedgerAccountDto` */
export const generalLedgerAccount = z.object({
  Id: z.number().int(),
  AccountNo: z.number().int(),
  Name: str,
  IsActive: z.boolean().nullish(),
});

/** `DepartmentDto` */
export const department = z.object({ Id: z.number().int(), Code: str, Name: str, IsActive: z.boolean().nullish() });

/** `ManualVoucherDto` (what `POST /Vouchers/ManualJournals` answers) */
export const manualVoucher = z.object({ Id: z.string().min(1), VoucherNo: z.number().int().nullish() });

/** `ProblemDetails` */
export const problem = z.object({ Title: str, Detail: str, Status: int }).partial();
