import { isValidOrgNumber } from "../../util/identifiers";
import { invoiceWord } from "../../i18n/invoice-words";
import { termsOf, unitCodeOf, type Buyer, type CustomerInvoice, type InvoiceLine } from "./invoice-rules";

/**
 * An issued invoice as EHF / Peppol BIS Billing 3.0 UBL (docs/billing-invoices.md "EHF mapping"). Pure. Built from
 * the Peppol BIS base example and the EHF 3 example (vendor-apis/peppol-ehf); checked by the official schematrons
 * (CEN-EN16931-UBL and PEPPOL-EN16931-UBL, ehf.test.ts). Elements come in the UBL schema's order; an element with
 * nothing to say is left out (PEPPOL-EN16931-R008: no empty elements).
 */

export const CUSTOMIZATION_ID = "urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0";
export const PROFILE_ID = "urn:fdc:peppol.eu:2017:poacc:billing:01:1.0";
/** ISO 6523 ICD of a Norwegian organisation number (Enhetsregisteret). */
const NO_ORG = "0192";
/** UNCL4461: credit transfer (bank giro to a BBAN with a KID). */
const CREDIT_TRANSFER = "30";
/** UNCL5189: discount (a line's allowance). */
const DISCOUNT = "95";

/** Text as XML content or attribute value: & < > " ' escaped, characters XML 1.0 cannot carry dropped. */
export function xmlText(value: string): string {
  return value
    .replace(/[^\u0009\u000a\u000d\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** Øre as an EHF amount: `1234.50`, two decimals (BR-DEC-*). */
export const ehfAmount = (ore: number) => `${ore < 0 ? "-" : ""}${Math.floor(Math.abs(ore) / 100)}.${String(Math.abs(ore) % 100).padStart(2, "0")}`;

/** A quantity of at most three decimals without trailing zeros: `0.5`, `12`. */
export const ehfQuantity = (q: number) => {
  const milli = Math.round(q * 1000);
  const frac = String(milli % 1000).padStart(3, "0").replace(/0+$/, "");
  return `${Math.floor(milli / 1000)}${frac ? `.${frac}` : ""}`;
};

/** 2500 basis points → `25.00`. */
const percent = (basisPoints: number) => ehfAmount(basisPoints);

type Node = string | null | undefined | false | "" | Node[];
const flatten = (n: Node): string[] => (Array.isArray(n) ? n.flatMap(flatten) : n ? [n] : []);

/** An element with text, or nothing when the text is empty (R008). */
const el = (name: string, text: string | undefined, attrs: Record<string, string> = {}): string | null => {
  if (text === undefined || text.trim() === "") return null;
  const a = Object.entries(attrs).map(([k, v]) => ` ${k}="${xmlText(v)}"`).join("");
  return `<${name}${a}>${xmlText(text)}</${name}>`;
};

/** An element of children, or nothing when it has none. */
const group = (name: string, ...children: Node[]): string | null => {
  const inner = flatten(children);
  return inner.length ? `<${name}>${inner.join("")}</${name}>` : null;
};

const money = (name: string, ore: number) => el(name, ehfAmount(ore), { currencyID: "NOK" });

const vatScheme = () => group("cac:TaxScheme", el("cbc:ID", "VAT"));

const address = (street: string, extra: string | undefined, city: string, postcode: string, country: string) =>
  group(
    "cac:PostalAddress",
    el("cbc:StreetName", street),
    el("cbc:AdditionalStreetName", extra),
    el("cbc:CityName", city),
    el("cbc:PostalZone", postcode),
    group("cac:Country", el("cbc:IdentificationCode", country)),
  );

function supplier(inv: CustomerInvoice): string | null {
  const s = inv.seller;
  return group(
    "cac:AccountingSupplierParty",
    group(
      "cac:Party",
      el("cbc:EndpointID", s.orgNumber, { schemeID: NO_ORG }),
      group("cac:PartyName", el("cbc:Name", s.name)),
      address(s.street, undefined, s.city, s.postcode, s.country),
      // NO-R-001: the VAT number is NO + the org number + MVA
      group("cac:PartyTaxScheme", el("cbc:CompanyID", `NO${s.orgNumber}MVA`), vatScheme()),
      // NO-R-002 (foretaksregisterloven § 10-2): «Foretaksregisteret» as a TAX scheme's company id
      s.foretaksregisteret &&
        group("cac:PartyTaxScheme", el("cbc:CompanyID", "Foretaksregisteret"), group("cac:TaxScheme", el("cbc:ID", "TAX"))),
      group("cac:PartyLegalEntity", el("cbc:RegistrationName", s.name), el("cbc:CompanyID", s.orgNumber, { schemeID: NO_ORG })),
      group("cac:Contact", el("cbc:ElectronicMail", s.email)),
    ),
  );
}

/**
 * The buyer's electronic address (BT-49, mandatory in Peppol, PEPPOL-EN16931-R010): its org number (0192). A person
 * has no Peppol address, and Peppol's list of schemes has none for one (EN 16931 allows e-mail, `EM`, but Peppol's
 * subset does not: PEPPOL-EN16931-CL008). A person's EHF is our archive copy, never transmitted (the person gets the
 * PDF); its buyer address is our own org number, so a copy sent by mistake could only come back to us.
 */
export function buyerEndpoint(b: Buyer, sellerOrgNumber: string): { id: string; scheme: string } {
  return { id: b.orgNumber && isValidOrgNumber(b.orgNumber) ? b.orgNumber : sellerOrgNumber, scheme: NO_ORG };
}

function customer(inv: CustomerInvoice): string | null {
  const b = inv.buyer;
  const endpoint = buyerEndpoint(b, inv.seller.orgNumber);
  const org = b.orgNumber && isValidOrgNumber(b.orgNumber) ? b.orgNumber : undefined;
  return group(
    "cac:AccountingCustomerParty",
    group(
      "cac:Party",
      el("cbc:EndpointID", endpoint.id, { schemeID: endpoint.scheme }),
      group("cac:PartyName", el("cbc:Name", b.name)),
      address(b.street, b.coAddress, b.city, b.postcode, b.country),
      org && b.vatRegistered && group("cac:PartyTaxScheme", el("cbc:CompanyID", `NO${org}MVA`), vatScheme()),
      group("cac:PartyLegalEntity", el("cbc:RegistrationName", b.name), org && el("cbc:CompanyID", org, { schemeID: NO_ORG })),
      group("cac:Contact", el("cbc:ElectronicMail", b.email)),
    ),
  );
}

const taxCategory = (name: string, category: string, basisPoints: number) =>
  group(name, el("cbc:ID", category), el("cbc:Percent", percent(basisPoints)), vatScheme());

function line(inv: CustomerInvoice, l: InvoiceLine, index: number): string | null {
  const description = l.description[inv.language];
  return group(
    "cac:InvoiceLine",
    el("cbc:ID", String(index + 1)),
    el("cbc:InvoicedQuantity", ehfQuantity(l.quantity), { unitCode: unitCodeOf(l.unit) }),
    money("cbc:LineExtensionAmount", l.netOre),
    l.discountOre > 0 &&
      group(
        "cac:AllowanceCharge",
        el("cbc:ChargeIndicator", "false"),
        el("cbc:AllowanceChargeReasonCode", DISCOUNT),
        el("cbc:AllowanceChargeReason", inv.language === "en" ? "Discount" : "Rabatt"),
        money("cbc:Amount", l.discountOre),
      ),
    group("cac:Item", el("cbc:Name", description), taxCategory("cac:ClassifiedTaxCategory", l.vat.category, l.vat.basisPoints)),
    group("cac:Price", money("cbc:PriceAmount", l.unitPriceOre)),
  );
}

/** The invoice as EHF / Peppol BIS Billing 3.0 UBL, UTF-8. */
export function toEhfXml(inv: CustomerInvoice): string {
  const body = flatten([
    el("cbc:CustomizationID", CUSTOMIZATION_ID),
    el("cbc:ProfileID", PROFILE_ID),
    el("cbc:ID", String(inv.number)),
    el("cbc:IssueDate", inv.issueDate),
    el("cbc:DueDate", inv.dueDate),
    el("cbc:InvoiceTypeCode", "380"),
    el("cbc:DocumentCurrencyCode", inv.currency),
    // PEPPOL-EN16931-R003: a buyer reference or an order reference
    el("cbc:BuyerReference", inv.buyerReference),
    supplier(inv),
    customer(inv),
    group(
      "cac:PaymentMeans",
      el("cbc:PaymentMeansCode", CREDIT_TRANSFER),
      el("cbc:PaymentID", inv.kid),
      // a BBAN: no FinancialInstitutionBranch (EHF payment information, "IBAN/BBAN Payments")
      group("cac:PayeeFinancialAccount", el("cbc:ID", inv.seller.accountNumber), el("cbc:Name", inv.seller.name)),
    ),
    group(
      "cac:PaymentTerms",
      el(
        "cbc:Note",
        invoiceWord(inv.language, termsOf(inv).key, termsOf(inv).params),
      ),
    ),
    group(
      "cac:TaxTotal",
      money("cbc:TaxAmount", inv.vatOre),
      inv.vat.map((v) =>
        group(
          "cac:TaxSubtotal",
          money("cbc:TaxableAmount", v.taxableOre),
          money("cbc:TaxAmount", v.vatOre),
          taxCategory("cac:TaxCategory", v.category, v.basisPoints),
        ),
      ),
    ),
    group(
      "cac:LegalMonetaryTotal",
      money("cbc:LineExtensionAmount", inv.netOre),
      money("cbc:TaxExclusiveAmount", inv.netOre),
      money("cbc:TaxInclusiveAmount", inv.totalOre),
      money("cbc:PayableAmount", inv.totalOre),
    ),
    inv.lines.map((l, i) => line(inv, l, i)),
  ]);
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2" xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">`,
    ...body,
    `</Invoice>`,
    "",
  ].join("\n");
}
