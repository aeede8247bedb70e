/**
 * How the local PowerOffice Go's books look on the wire: the OpenAPI document's `CustomerDto`, `OutgoingInvoiceDto`,
 * `CustomerLedgerEntryDto`, `GeneralLedgerAccountDto`, `DepartmentDto`, `ManualVoucherDto`,
 * `ClientIntegrationInformationDto` and `OrganizationSettingDto` (vendor-docs/poweroffice; its DTOs allow no other
 * properties). The contract test checks every answer against them.
 */
import {
  balanceOf,
  invoiceEntry,
  type Books,
  type FakeCustomer,
  type FakeEntry,
  type FakeInvoice,
  type FakeVoucher,
} from "./poweroffice-data";

const money = (n: number) => Math.round(n * 100) / 100;

export function customerJson(c: FakeCustomer) {
  return {
    Id: c.Id,
    Number: c.Number,
    SubledgerAccountId: c.SubledgerAccountId,
    IsPerson: c.person,
    Name: c.name,
    ...(c.person ? { FirstName: c.firstName ?? null, LastName: c.lastName ?? null } : { LegalName: c.name }),
    OrganizationNumber: c.orgNumber ?? null,
    NationalIdNumber: null,
    EmailAddress: c.email,
    InvoiceEmailAddress: c.email,
    PhoneNumber: c.phone,
    MailAddress: {
      Id: c.Id * 10,
      AddressLine1: c.address,
      AddressLine2: null,
      ZipCode: c.zip,
      City: c.city,
      CountryCode: "NO",
    },
    CurrencyCode: "NOK",
    InvoiceDeliveryType: c.person ? "PdfByEmail" : "EHF",
    IsActive: true,
    IsArchived: false,
    IsVatFree: false,
    PaymentTerm: 14,
    ContactCreatedDateTimeOffset: c.created,
    CustomerCreatedDateTimeOffset: c.created,
    LastChangedDateTimeOffset: c.created,
  };
}

export function invoiceJson(books: Books, i: FakeInvoice) {
  const entry = invoiceEntry(books, i);
  const customer = books.customers.find((c) => c.Number === i.customerNo);
  const net = money(i.total / 1.25);
  return {
    Id: i.Id,
    VoucherType: i.VoucherType,
    VoucherNo: i.VoucherNo,
    InvoiceNo: i.InvoiceNo,
    VoucherDate: i.VoucherDate,
    DueDate: i.DueDate,
    OrderDate: i.VoucherDate,
    CustomerId: customer?.Id ?? null,
    CustomerNo: i.customerNo,
    Cid: i.Cid ?? null,
    CurrencyCode: "NOK",
    CurrencyExchangeRate: 1,
    TotalAmount: i.total,
    TotalPostedAmount: i.total,
    NetAmount: net,
    NetPostedAmount: net,
    Balance: balanceOf(books, entry),
    BalanceLastChangedDateTimeOffset: entry.changed,
    MatchId: entry.MatchId ?? null,
    RelatedInvoiceNo: i.RelatedInvoiceNo ?? null,
    CustomMatchingReference: i.CustomMatchingReference ?? null,
    CustomerReference: null,
    PurchaseOrderReference: null,
    PaymentTerm: 14,
    IsReversed: false,
    IsCreatedByCurrentIntegration: false,
    InvoiceDeliveryType: "PdfByEmail",
    CreatedDateTimeOffset: i.created,
    LastChangedDateTimeOffset: entry.changed,
    SentDateTimeOffset: i.created,
  };
}

export function entryJson(books: Books, e: FakeEntry) {
  const customer = books.customers.find((c) => c.Number === e.customerNo);
  return {
    Id: e.Id,
    VoucherId: e.VoucherId,
    VoucherNo: e.VoucherNo,
    VoucherType: e.VoucherType,
    VoucherDate: e.VoucherDate,
    PostingDate: e.PostingDate,
    DueDate: e.DueDate ?? null,
    Amount: e.Amount,
    CurrencyAmount: e.Amount,
    CurrencyCode: "NOK",
    Balance: balanceOf(books, e),
    Cid: e.Cid ?? null,
    InvoiceNo: e.InvoiceNo ?? null,
    MatchId: e.MatchId ?? null,
    CustomerAccountNo: e.customerNo,
    CustomerId: customer?.Id ?? null,
    CustomerName: customer?.name ?? null,
    CustomMatchingReference: e.CustomMatchingReference ?? null,
    ExternalImportReference: e.ExternalImportReference ?? null,
    IsCreatedByCurrentIntegration: e.byIntegration,
    IsWriteOff: false,
    CreatedDateTimeOffset: e.created,
    LastChangedDateTimeOffset: e.changed,
  };
}

export function voucherJson(v: FakeVoucher) {
  return {
    Id: v.Id,
    VoucherNo: v.VoucherNo,
    VoucherDate: v.VoucherDate,
    CurrencyCode: "NOK",
    Description: v.Description ?? null,
    ExternalImportReference: v.ExternalImportReference ?? null,
    IsReversed: false,
    CreatedDateTimeOffset: v.created,
    VoucherLines: v.lines.map((l) => ({
      Id: l.Id,
      AccountId: l.AccountId,
      CurrencyAmount: l.CurrencyAmount,
      CurrencyCode: "NOK",
      PostingDate: l.PostingDate,
      Description: l.Description ?? null,
      CustomMatchingReference: l.CustomMatchingReference ?? null,
      VatId: l.VatId,
      CreatedDateTimeOffset: v.created,
    })),
  };
}

export const accountJson = (a: Books["accounts"][number]) => ({
  Id: a.Id,
  AccountNo: a.AccountNo,
  Name: a.Name,
  CurrencyCode: "NOK",
  IsActive: true,
  VatCode: a.VatCode,
  LastChangedDateTimeOffset: "2024-01-02T08:00:00.000+00:00",
});

export const departmentJson = (d: Books["departments"][number]) => ({
  ...d,
  IsActive: true,
  CreatedDateTimeOffset: "2024-01-02T08:00:00.000+00:00",
  LastChangedDateTimeOffset: "2024-01-02T08:00:00.000+00:00",
});
