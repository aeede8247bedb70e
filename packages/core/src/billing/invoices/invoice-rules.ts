import { caseKid } from "../../cases/kid-agreement";
import { addDays, showDate } from "../../law/dates";
import { workingDayFrom } from "../../law/sending-window";
import { AppError } from "../../util/error";
import "../../i18n/invoices"; // registers the texts of the keys named here
import {
  INVOICE_KID,
  INVOICE_UNITS,
  PAYMENT_DAYS,
  sellerOn,
  vatRateOn,
  type InvoiceUnit,
  type Seller,
  type VatRate,
} from "./invoice-figures";
import { lineNetOre, vatOf } from "./invoice-amounts";
import { MAX_INVOICE_TOTAL_ORE, type InvoiceLineInput } from "./invoice.schema";

/**
 * An invoice's figures from its lines (docs/billing-invoices.md "VAT and rounding"). Pure, no I/O. EN 16931 (and so
 * EHF / Peppol BIS 3): each line's net amount is rounded to øre (BT-131, BR-DEC-23); the VAT is computed once per
 * VAT category and rate on the sum of its lines' net amounts (BT-116 × BT-119, BR-CO-17, BR-S-09), not per line
 * and added up; the totals are sums of those rounded figures (BR-CO-10, BR-CO-13, BR-CO-15). Rounding is half up.
 */

export interface InvoiceLine {
  description: { no: string; en: string };
  quantity: number;
  unit: InvoiceUnit;
  unitPriceOre: number;
  discountOre: number;
  netOre: number;
  /** The VAT category and rate the line is taxed at (BT-151, BT-152). */
  vat: { category: VatRate["category"]; basisPoints: number };
}

/** One row of the VAT breakdown (BG-23). */
export interface VatLine {
  category: VatRate["category"];
  basisPoints: number;
  taxableOre: number;
  vatOre: number;
  /** The rule the rate comes from («merverdiavgiftsloven § 5-1 første ledd»): a figure explains itself. */
  source: string;
}

/** Who is invoiced: the customer account. A person (no org number) is a buyer too. */
export interface Buyer {
  name: string;
  orgNumber?: string;
  /** Registered for VAT (Merverdiavgiftsregisteret): its VAT number `NO<org>MVA` goes on the invoice. */
  vatRegistered: boolean;
  street: string;
  coAddress?: string;
  postcode: string;
  city: string;
  country: string;
  email?: string;
}

/** The issued invoice: everything it says, kept as it was issued (the PDF and the EHF are made from it). */
export interface CustomerInvoice {
  number: number;
  kind: "invoice";
  customerId: string;
  language: "no" | "en";
  issueDate: string;
  dueDate: string;
  kid: string;
  currency: "NOK";
  seller: Omit<Seller, "from">;
  buyer: Buyer;
  buyerReference: string;
  lines: InvoiceLine[];
  vat: VatLine[];
  netOre: number;
  vatOre: number;
  totalOre: number;
}

/** The KID of an invoice number under our agreement (MOD10, kid-agreement.ts). */
export function invoiceKid(number: number): string {
  const kid = caseKid(number, INVOICE_KID);
  if (!kid) throw new Error(`invoice number ${number} does not fit the KID length ${INVOICE_KID.length}`);
  return kid;
}

export interface InvoiceDraft {
  number: number;
  customerId: string;
  language: "no" | "en";
  issueDate: string;
  buyer: Buyer;
  buyerReference?: string;
  lines: readonly InvoiceLineInput[];
}

/**
 * Our invoice's due date: PAYMENT_DAYS after its issue, moved to the next working day when that is a Saturday, Sunday
 * or public holiday (the rule of domstolloven § 149 that the case deadlines follow; docs/billing-invoices.md "Due
 * date"). Pure, after `loadPublicHolidays()`.
 */
export const dueDateOf = (issueDate: string) => workingDayFrom(addDays(issueDate, PAYMENT_DAYS));

/** The payment terms line of the PDF and the EHF: the due date, and why it is later than the days say when moved. */
export function termsOf(inv: Pick<CustomerInvoice, "issueDate" | "dueDate" | "kid">) {
  const countedDate = addDays(inv.issueDate, PAYMENT_DAYS);
  const params = { days: String(PAYMENT_DAYS), dueDate: showDate(inv.dueDate), kid: inv.kid };
  return countedDate === inv.dueDate
    ? { key: "invoice.terms" as const, params }
    : { key: "invoice.termsMoved" as const, params: { ...params, countedDate: showDate(countedDate) } };
}

/** The invoice from its lines and the figures in force on its issue date. Refuses a total above the bound (422). */
export function buildInvoice(d: InvoiceDraft): CustomerInvoice {
  const rate = vatRateOn(d.issueDate);
  const { from: _from, ...seller } = sellerOn(d.issueDate);
  const lines: InvoiceLine[] = d.lines.map((l) => ({
    description: l.description,
    quantity: l.quantity,
    unit: l.unit,
    unitPriceOre: l.unitPriceOre,
    discountOre: l.discountOre ?? 0,
    netOre: lineNetOre(l.quantity, l.unitPriceOre, l.discountOre ?? 0),
    vat: { category: rate.category, basisPoints: rate.basisPoints },
  }));
  const vat = vatBreakdown(lines, rate.source);
  const netOre = lines.reduce((s, l) => s + l.netOre, 0);
  const vatOre = vat.reduce((s, v) => s + v.vatOre, 0);
  const totalOre = netOre + vatOre;
  if (totalOre > MAX_INVOICE_TOTAL_ORE)
    throw new AppError("VALIDATION", "validation.invalid", {}, { lines: ["invoices.totalTooLarge"] });
  return {
    number: d.number,
    kind: "invoice",
    customerId: d.customerId,
    language: d.language,
    issueDate: d.issueDate,
    dueDate: dueDateOf(d.issueDate),
    kid: invoiceKid(d.number),
    currency: "NOK",
    seller,
    buyer: d.buyer,
    buyerReference: d.buyerReference?.trim() || d.customerId,
    lines,
    vat,
    netOre,
    vatOre,
    totalOre,
  };
}

/** The VAT breakdown: one row per category and rate, its VAT computed on the row's sum (EN 16931 BR-CO-17). */
export function vatBreakdown(lines: readonly InvoiceLine[], source: string): VatLine[] {
  const rows = new Map<string, VatLine>();
  for (const l of lines) {
    const key = `${l.vat.category}:${l.vat.basisPoints}`;
    const row = rows.get(key) ?? { ...l.vat, taxableOre: 0, vatOre: 0, source };
    row.taxableOre += l.netOre;
    rows.set(key, row);
  }
  return [...rows.values()].map((r) => ({ ...r, vatOre: vatOf(r.taxableOre, r.basisPoints) }));
}

/** The UN/ECE Rec. 20 code of a line's unit (EHF `unitCode`). */
export const unitCodeOf = (unit: InvoiceUnit) => INVOICE_UNITS[unit];
