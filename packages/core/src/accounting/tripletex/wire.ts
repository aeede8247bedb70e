/**
 * Tripletex API v2's answers as the adapter reads them (vendor-docs/tripletex, OpenAPI 2.74.00): only the fields we
 * ask for with `fields=`, each as the document types it. Unknown fields are dropped; a field the document makes a
 * number that comes as anything else fails here (a row: the sync's issue; an envelope: `malformed`).
 */
import { z } from "zod";

const id = z.number().int();
const ref = z.object({ id }).nullish();

/** `ListResponse<T>`: the envelope of every list (paging by `from`/`count`; fullResultSize is "not exact"). */
export const listEnvelope = z.object({
  fullResultSize: z.number().int().nullish(),
  from: z.number().int().nullish(),
  count: z.number().int().nullish(),
  versionDigest: z.string().nullish(),
  values: z.array(z.unknown()),
});
export type ListEnvelope = z.infer<typeof listEnvelope>;

/** `ResponseWrapper<T>`: a single value. */
export const valueEnvelope = z.object({ value: z.unknown() });

/** `ApiError`: the error/warning envelope. */
export const apiError = z.object({
  status: z.number().nullish(),
  code: z.number().nullish(),
  message: z.string().nullish(),
  developerMessage: z.string().nullish(),
  validationMessages: z.array(z.object({ field: z.string().nullish(), message: z.string().nullish() })).nullish(),
});

export const sessionToken = z.object({ token: z.string().min(1), expirationDate: z.string().nullish() });

const company = z.object({ id, name: z.string().nullish(), organizationNumber: z.string().nullish() });
/** `LoggedInUserInfo` (whoAmI). */
export const loggedInUser = z.object({ companyId: id.nullish(), company: company.nullish() });
/** `Client` (`/company/>withLoginAccess`). */
export const client = company;

const address = z
  .object({
    addressLine1: z.string().nullish(),
    addressLine2: z.string().nullish(),
    postalCode: z.string().nullish(),
    city: z.string().nullish(),
    country: z.object({ isoAlpha2Code: z.string().nullish() }).nullish(),
  })
  .nullish();

/** `Customer`. */
export const customer = z.object({
  id,
  name: z.string().nullish(),
  customerNumber: z.number().int().nullish(),
  organizationNumber: z.string().nullish(),
  email: z.string().nullish(),
  invoiceEmail: z.string().nullish(),
  phoneNumber: z.string().nullish(),
  phoneNumberMobile: z.string().nullish(),
  isPrivateIndividual: z.boolean().nullish(),
  postalAddress: address,
});
export type Customer = z.infer<typeof customer>;
export const CUSTOMER_FIELDS =
  "id,name,customerNumber,organizationNumber,email,invoiceEmail,phoneNumber,phoneNumberMobile,isPrivateIndividual," +
  "postalAddress(addressLine1,addressLine2,postalCode,city,country(isoAlpha2Code))";

/** `Posting`, as an invoice's own postings and `/ledger/posting` give them. */
export const posting = z.object({
  id,
  date: z.string().nullish(),
  amount: z.number(),
  type: z.string().nullish(),
  invoiceNumber: z.string().nullish(),
  externalRef: z.string().nullish(),
  customer: ref,
});
export type Posting = z.infer<typeof posting>;
export const POSTING_FIELDS = "id,date,amount,type,invoiceNumber,externalRef,customer(id)";

/** `Invoice`: amounts in the company's currency (NOK) with two decimals; a credit note has negative amounts. */
export const invoice = z.object({
  id,
  invoiceNumber: z.number().int(),
  invoiceDate: z.string(),
  invoiceDueDate: z.string().nullish(),
  kid: z.string().nullish(),
  comment: z.string().nullish(),
  invoiceComment: z.string().nullish(),
  amount: z.number(),
  amountOutstanding: z.number().nullish(),
  currency: z.object({ code: z.string().nullish() }).nullish(),
  isCreditNote: z.boolean().nullish(),
  isCredited: z.boolean().nullish(),
  creditedInvoice: z.number().int().nullish(),
  customer: ref,
  postings: z.array(posting).nullish(),
});
export type Invoice = z.infer<typeof invoice>;
export const INVOICE_FIELDS =
  "id,invoiceNumber,invoiceDate,invoiceDueDate,kid,comment,invoiceComment,amount,amountOutstanding,currency(code)," +
  `isCreditNote,isCredited,creditedInvoice,customer(id),postings(${POSTING_FIELDS})`;

/** `Account` and `Department`. */
export const account = z.object({
  id,
  number: z.number().int(),
  name: z.string().nullish(),
  isInactive: z.boolean().nullish(),
});
export const department = z.object({ id, name: z.string().nullish(), isInactive: z.boolean().nullish() });
/** `PaymentType` (outgoing invoices' payment types, `/invoice/paymentType`). */
export const paymentType = z.object({
  id,
  description: z.string().nullish(),
  debitAccount: z.object({ number: z.number().int().nullish() }).nullish(),
});
/** `Voucher`, as the write-off posts it and finds it again. */
export const voucher = z.object({ id, externalVoucherNumber: z.string().nullish(), description: z.string().nullish() });
