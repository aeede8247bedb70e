import type { KidAgreement } from "../../cases/kid-agreement";

/**
 * The dated data of our own invoices to customers (docs/billing-invoices.md). Pure: the web may import it (the plan
 * pages show prices with VAT beside them). Each table is in force from its `from` day (Oslo) until the next row's;
 * an invoice takes the rows in force on its issue date and keeps them (the issued invoice is a snapshot).
 */

/** Who sells: our company as the invoices name it (bokføringsforskriften § 5-1-1 nr. 2: name and org number «MVA»). */
export interface Seller {
  readonly from: string;
  /** The registered name (Enhetsregisteret): EHF RegistrationName, the PDF's sender. */
  readonly name: string;
  /** 9 digits, MOD11 (written «NO 925 123 455 MVA» on the PDF, `NO925123455MVA` in the EHF). */
  readonly orgNumber: string;
  /** Registered in Foretaksregisteret: an AS writes «Foretaksregisteret» on its invoices (foretaksregisterloven § 10-2). */
  readonly foretaksregisteret: boolean;
  readonly street: string;
  readonly postcode: string;
  readonly city: string;
  /** ISO 3166-1 alpha-2. */
  readonly country: string;
  /** The BBAN the customers pay to (11 digits, MOD11). */
  readonly accountNumber: string;
  readonly email: string;
  readonly web: string;
}

/**
 * Our company. PLACEHOLDER figures (a valid-looking org number and account): replace with the registered company's
 * before the first real invoice, as a new row from that day (never by editing this row: issued invoices keep theirs).
 */
export const SELLERS: readonly Seller[] = [
  {
    from: "2026-01-01",
    name: "Innfri AS",
    orgNumber: "925123455",
    foretaksregisteret: true,
    street: "Postboks 1234 Sentrum",
    postcode: "0106",
    city: "Oslo",
    country: "NO",
    accountNumber: "15031234562",
    email: "faktura@innfri.no",
    web: "innfri.no",
  },
];

/** The VAT rates by category (UNCL5305): S, the general rate, 25 % since 01.01.2005 (merverdiavgiftsloven § 5-1). */
export interface VatRate {
  readonly from: string;
  readonly category: "S";
  /** 2500 = 25 %. */
  readonly basisPoints: number;
  readonly source: string;
}

export const VAT_RATES: readonly VatRate[] = [
  { from: "2005-01-01", category: "S", basisPoints: 2500, source: "merverdiavgiftsloven § 5-1 første ledd" },
];

/**
 * The partner agreement's service fee (SPEC 9 «Partner agreement»: free set-up; NOK 199 a month ex. VAT, the first up
 * to 3 months invoiced monthly, then quarterly): the monthly fee in force on a fee month's first day, and how many of
 * an agreement's first months are invoiced each month (the row in force on the agreement's start date).
 */
export interface PartnerFee {
  readonly from: string;
  readonly monthlyOre: number;
  readonly monthlyMonths: number;
  readonly source: string;
}

export const PARTNER_FEES: readonly PartnerFee[] = [
  { from: "2026-01-01", monthlyOre: 199_00, monthlyMonths: 3, source: "SPEC 9, Partner agreement" },
];

/** Days from the issue date to the due date (issue 19: «due in 14 days»). */
export const PAYMENT_DAYS = 14;

/**
 * Our own KID agreement with our bank (kid-agreement.ts): the invoice number zero-padded to 9 digits and a MOD10
 * check digit, so invoice 1 has KID 0000000018. Room for 999 999 999 invoices.
 */
export const INVOICE_KID: KidAgreement = { length: 10, modulus: "MOD10" };

/** The units a line is counted in, with their UN/ECE Recommendation 20 code (EHF `unitCode`, BR-CL-23). */
export const INVOICE_UNITS = {
  piece: "H87",
  case: "C62",
  send: "C62",
  user: "C62",
  page: "ZP",
  month: "MON",
  year: "ANN",
} as const;
export type InvoiceUnit = keyof typeof INVOICE_UNITS;
export const INVOICE_UNIT_NAMES = Object.keys(INVOICE_UNITS) as [InvoiceUnit, ...InvoiceUnit[]];

/** The row of a dated table in force on `day` (the newest whose `from` is not after it). */
function inForce<T extends { from: string }>(rows: readonly T[], day: string, what: string): T {
  const row = [...rows].sort((a, b) => b.from.localeCompare(a.from)).find((r) => r.from <= day);
  if (!row) throw new Error(`no ${what} in force on ${day}`);
  return row;
}

export const sellerOn = (day: string): Seller => inForce(SELLERS, day, "seller");
export const vatRateOn = (day: string): VatRate => inForce(VAT_RATES, day, "VAT rate");
export const partnerFeeOn = (day: string): PartnerFee => inForce(PARTNER_FEES, day, "partner fee");
