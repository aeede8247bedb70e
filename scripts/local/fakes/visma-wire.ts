/**
 * How the local Visma eAccounting's books look on the wire (scripts/local/fakes/visma.ts), as the OpenAPI
 * document's schemas (vendor-docs/visma) have them; the contract test (accounting/visma/visma.contract.test.ts)
 * validates every one against its schema.
 */
import { Clock } from "@innfri/core/clock";
import {
  BANK_ACCOUNT_ID,
  SECOND_BANK_ACCOUNT_ID,
  COMPANY,
  FISCAL_YEAR_ID,
  TERMS_ID,
  uuidOf,
  type FakeCustomer,
  type FakeInvoice,
  type FakeVoucher,
} from "./visma-data";

const money = (v: number) => Math.round(v * 100) / 100;
const at = (date: string) => `${date}T00:00:00Z`;

export function customerWire(c: FakeCustomer) {
  return {
    Id: c.id,
    CustomerNumber: c.number,
    Name: c.name,
    IsPrivatePerson: c.person,
    IsActive: true,
    CorporateIdentityNumber: c.org ?? null,
    InvoiceAddress1: c.address,
    InvoiceAddress2: null,
    InvoicePostalCode: c.postcode,
    InvoiceCity: c.city,
    InvoiceCountryCode: "NO",
    EmailAddress: c.email,
    MobilePhone: c.phone,
    Telephone: null,
    CurrencyCode: "NOK",
    TermsOfPaymentId: TERMS_ID,
    ReverseChargeOnConstructionServices: false,
    IsFutureInvoiceDateAllowed: true,
    UnpaidInvoicesAmount: 0,
  };
}

export const remainingOf = (i: FakeInvoice) => (i.credit ? 0 : money(i.total - i.paid - i.credited));

export function invoiceWire(i: FakeInvoice, c: FakeCustomer) {
  const remaining = remainingOf(i);
  const net = money(i.total / 1.25);
  return {
    Id: i.id,
    InvoiceNumber: i.number,
    CustomerId: i.customerId,
    CustomerNumber: c.number,
    CustomerName: c.name,
    InvoiceCustomerName: c.name,
    CustomerIsPrivatePerson: c.person,
    CustomerEmail: c.email,
    IsCreditInvoice: i.credit,
    EuThirdParty: false,
    RotReducedInvoicingType: 0,
    CurrencyCode: "NOK",
    TotalAmount: i.total,
    TotalVatAmount: money(i.total - net),
    TotalRoundings: 0,
    TotalAmountInvoiceCurrency: i.total,
    TotalVatAmountInvoiceCurrency: money(i.total - net),
    SetOffAmountInvoiceCurrency: i.credited,
    RemainingAmount: remaining,
    RemainingAmountInvoiceCurrency: remaining,
    InvoiceDate: at(i.invoiceDate),
    DueDate: at(i.dueDate),
    PaymentDate: i.paymentDate ? at(i.paymentDate) : null,
    PaymentStatus: remaining <= 0 ? 0 : i.dueDate < Clock.today() ? 2 : 1,
    PaymentReferenceNumber: i.kid ?? null,
    ReferringInvoiceId: i.referringId ?? null,
    YourReference: c.person ? null : "Daglig leder",
    OurReference: "Eirik Nordvik",
    InvoiceAddress1: c.address,
    InvoicePostalCode: c.postcode,
    InvoiceCity: c.city,
    InvoiceCountryCode: "NO",
    TermsOfPaymentId: TERMS_ID,
    VoucherId: uuidOf(`voucher-invoice-${i.number}`),
    VoucherNumber: `F${i.number}`,
    CreatedUtc: i.created,
    ModifiedUtc: i.modified,
    Rows: [
      {
        Id: uuidOf(`row-${i.number}`),
        LineNumber: 1,
        IsTextRow: false,
        Text: i.text,
        UnitPrice: net,
        Quantity: 1,
        AmountNoVat: net,
        VatRate: 0.25,
        IsVatFree: false,
        DiscountPercentage: 0,
      },
    ],
  };
}

export const companySettingsWire = () => ({ ...COMPANY, TermsOfPaymentId: TERMS_ID, AccountNumberDigits: 4 });

const ACCOUNTS: [string, string][] = [
  ["1500", "Kundefordringer"],
  ["1920", "Bankinnskudd"],
  ["1921", "Bankinnskudd, innkreving"],
  ["2400", "Leverandørgjeld"],
  ["3000", "Salgsinntekt, avgiftspliktig"],
  ["3100", "Salgsinntekt, avgiftsfri"],
  ["7770", "Bank- og kortgebyrer"],
  ["7830", "Tap på fordringer"],
  ["8050", "Annen renteinntekt"],
];

export const accountsWire = () =>
  ACCOUNTS.map(([Number, Name]) => ({
    Number,
    Name,
    FiscalYearId: FISCAL_YEAR_ID,
    IsActive: true,
    IsProjectAllowed: true,
    IsCostCenterAllowed: true,
  }));

export const costCentersWire = () => {
  const id = uuidOf("costcenter-avdeling");
  const item = (name: string, short: string) => ({
    CostCenterId: id,
    Id: uuidOf(`costcenter-item-${short}`),
    Name: name,
    ShortName: short,
    IsActive: true,
    CreatedUtc: "2025-01-02T08:00:00Z",
  });
  return [{ Id: id, Number: 1, Name: "Avdeling", IsActive: true, Items: [item("Bodø", "BOD"), item("Tromsø", "TOS")] }];
};

export const bankAccountsWire = () => [
  {
    Id: BANK_ACCOUNT_ID,
    Name: "Driftskonto",
    BankAccountType: 1,
    Bban: "15038812345",
    IsActive: true,
    IsDefaultChequeAccount: true,
    LedgerAccountNumber: 1920,
    HasActiveBankAgreement: false,
    CurrencyCode: "NOK",
  },
  {
    Id: SECOND_BANK_ACCOUNT_ID,
    Name: "Innkrevingskonto",
    BankAccountType: 1,
    Bban: "15038854321",
    IsActive: true,
    IsDefaultChequeAccount: false,
    LedgerAccountNumber: 1921,
    HasActiveBankAgreement: false,
    CurrencyCode: "NOK",
  },
];

export function voucherWire(v: FakeVoucher) {
  return {
    Id: v.id,
    VoucherDate: at(v.date),
    VoucherText: v.text,
    VoucherType: 2,
    NumberAndNumberSeries: `A${v.id.slice(0, 4)}`,
    CreatedUtc: v.created,
    ModifiedUtc: v.created,
    Rows: v.rows.map((r) => ({
      AccountNumber: r.AccountNumber,
      ...(r.DebitAmount !== undefined ? { DebitAmount: r.DebitAmount } : {}),
      ...(r.CreditAmount !== undefined ? { CreditAmount: r.CreditAmount } : {}),
    })),
  };
}
