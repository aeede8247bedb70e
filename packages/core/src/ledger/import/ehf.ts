import "../../i18n/imports"; // registers the texts of the keys named here
import { XMLParser, type XMLMetaData } from "fast-xml-parser";
import type { MessageKey } from "../../i18n/messages";
import { isValidEmail } from "../../util/validation";
import { isValidKid, isValidOrgNumber, normaliseIdentifier } from "../../util/identifiers";
import { DEFAULT_COUNTRY, isCountryCode } from "../debtor-rules";
import { voucherDescription } from "../voucher-rules";
import {
  at,
  attrOf,
  child,
  children,
  findElements,
  readXml,
  readXmlAmount,
  textOf,
  type XmlElement,
  type XmlNode,
} from "./xml";
import {
  ImportFileError,
  type ImportDebtor,
  type ImportIssue,
  type ImportKind,
  type ImportRow,
  parseIsoDate,
  type ParseResult,
} from "./types";

/*
 * EHF / Peppol BIS Billing 3.0 (research/domain-norway.md 3.8): UBL `Invoice` and `CreditNote`, one per file or
 * several inside a wrapper such as a StandardBusinessDocument envelope. `line` is the document's ordinal in the file.
 *
 * Field choices: the debtor is AccountingCustomerParty/Party; its organisation number is the first Norwegian one of
 * PartyLegalEntity/CompanyID, EndpointID (scheme 0192) and PartyIdentification/ID (scheme 0192), as "NO…MVA" or
 * 9 digits (a foreign buyer's number is left out; a scheme-0192 number with a wrong check digit is a row error);
 * the customer number is PartyIdentification/ID when present, else the organisation number. The amount is
 * LegalMonetaryTotal/PayableAmount (credit notes carry positive totals), the KID PaymentMeans/PaymentID (invoices
 * only: credit notes get no KID), the due date cbc:DueDate or PaymentMeans/PaymentDueDate, the reference
 * BuyerReference or else OrderReference/ID, the description (what the invoice is for) cbc:Note or else the lines'
 * Item/Name. The file id is the envelope's InstanceIdentifier when there is one.
 */

const UBL = {
  Invoice: "urn:oasis:names:specification:ubl:schema:xsd:Invoice-2",
  CreditNote: "urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2",
} as const;

const NORWEGIAN_ORG_SCHEME = "0192";

function orgNumberCandidate(node: XmlNode | undefined, fromLegalEntity: boolean) {
  const value = textOf(node);
  if (!value) return undefined;
  const scheme = attrOf(node, "schemeID");
  if (!fromLegalEntity && scheme !== NORWEGIAN_ORG_SCHEME) return undefined;
  const digits = normaliseIdentifier(value).replace(/^NO/, "").replace(/MVA$/, "");
  if (!/^[0-9]{9}$/.test(digits)) return undefined;
  return { digits, valid: isValidOrgNumber(digits), strict: scheme === NORWEGIAN_ORG_SCHEME };
}

function debtorOf(
  party: XmlNode | undefined,
  fail: (field: string, message: MessageKey) => void,
): ImportDebtor | undefined {
  const candidates = [
    orgNumberCandidate(at(party, "PartyLegalEntity", "CompanyID"), true),
    orgNumberCandidate(child(party, "EndpointID"), false),
    ...children(party, "PartyIdentification").map((p) => orgNumberCandidate(child(p, "ID"), false)),
  ];
  const orgNumber = candidates.find((c) => c?.valid)?.digits;
  if (!orgNumber && candidates.some((c) => c?.strict && !c.valid)) fail("orgNumber", "validation.orgNumber");

  const customerNumber = textOf(at(party, "PartyIdentification", "ID")) ?? orgNumber;
  if (!customerNumber) {
    fail("customerNumber", "validation.required");
    return undefined;
  }
  const debtor: ImportDebtor = { customerNumber };
  const name = textOf(at(party, "PartyName", "Name")) ?? textOf(at(party, "PartyLegalEntity", "RegistrationName"));
  if (name) debtor.name = name;
  if (orgNumber) debtor.orgNumber = orgNumber;
  const address = child(party, "PostalAddress");
  const street = [textOf(child(address, "StreetName")), textOf(child(address, "AdditionalStreetName"))]
    .filter(Boolean)
    .join(", ");
  if (street) debtor.address = street;
  const postcode = textOf(child(address, "PostalZone"));
  if (postcode) debtor.postcode = postcode;
  const city = textOf(child(address, "CityName"));
  if (city) debtor.city = city;
  const country = textOf(at(address, "Country", "IdentificationCode"))?.toUpperCase();
  // only a debtor abroad carries one: without it a debtor lives in Norway
  if (country && isCountryCode(country) && country !== DEFAULT_COUNTRY) debtor.country = country;
  // Contact details are a convenience: one that does not pass our checks is left out rather than refusing the invoice.
  const email = textOf(at(party, "Contact", "ElectronicMail"));
  if (email && isValidEmail(email)) debtor.email = email.toLowerCase();
  const phone = textOf(at(party, "Contact", "Telephone"));
  if (phone && /^\+?[0-9 ()-]{8,}$/.test(phone)) debtor.phone = phone;
  return debtor;
}

function documentRow(
  kind: ImportKind,
  doc: XmlElement,
  line: number,
  errors: ImportIssue[],
  warnings: ImportIssue[],
): ImportRow | undefined {
  const issues: ImportIssue[] = [];
  const fail = (field: string, message: MessageKey) => issues.push({ line, field, message });

  const number = textOf(child(doc, "ID"));
  if (!number) fail("number", "validation.required");

  const issueText = textOf(child(doc, "IssueDate"));
  const voucherDate = issueText ? parseIsoDate(issueText) : undefined;
  if (!issueText) fail("voucherDate", "validation.required");
  else if (!voucherDate) fail("voucherDate", "validation.date");

  const means = children(doc, "PaymentMeans");
  let dueDate: string | undefined;
  if (kind === "invoice") {
    const dueText = textOf(child(doc, "DueDate")) ?? means.map((m) => textOf(child(m, "PaymentDueDate"))).find(Boolean);
    dueDate = dueText ? parseIsoDate(dueText) : undefined;
    if (dueText && !dueDate) fail("dueDate", "validation.date");
  }

  const payable = at(doc, "LegalMonetaryTotal", "PayableAmount");
  const read = readXmlAmount(textOf(payable));
  const amountOre = "ore" in read ? read.ore : null;
  if (!textOf(payable)) fail("amount", "validation.required");
  else if (amountOre === null) fail("amount", "problem" in read ? read.problem : "validation.number");
  else if (amountOre <= 0) fail("amount", "imports.amountNotPositive");

  const currency = (textOf(child(doc, "DocumentCurrencyCode")) ?? attrOf(payable, "currencyID") ?? "NOK").toUpperCase();
  if (!/^[A-Z]{3}$/.test(currency)) fail("currency", "imports.currency");

  // PaymentID is a KID only when it has one's check digit: outside Norwegian banks it is often an invoice or order
  // reference ("INV-2024-001", "0150abc"). Such an invoice is imported all the same, without a KID, keeping the
  // PaymentID as its reference (payments quoting it can then be found by the user), with a warning on the row.
  let kid: string | undefined;
  let paymentReference: string | undefined;
  const rowWarnings: ImportIssue[] = [];
  if (kind === "invoice") {
    const paymentId = means.map((m) => textOf(child(m, "PaymentID"))).find(Boolean);
    if (paymentId) {
      const digits = paymentId.replace(/\s/g, "");
      if (isValidKid(digits)) kid = digits;
      else {
        paymentReference = paymentId.slice(0, 200);
        rowWarnings.push({
          line,
          field: "kid",
          message: "imports.ehf.paymentIdNotKid",
          params: { value: paymentId.slice(0, 50) },
          severity: "warning",
        });
      }
    }
  }

  const debtor = debtorOf(at(doc, "AccountingCustomerParty", "Party"), fail);

  if (issues.length || !number || !voucherDate || amountOre === null) {
    errors.push(...issues);
    return undefined;
  }
  const row: ImportRow = {
    line,
    kind,
    debtor,
    number,
    voucherDate,
    amountOre,
    currency,
    externalId: `ehf:${kind}:${number}`,
  };
  if (dueDate) row.dueDate = dueDate;
  if (kid) row.kid = kid;
  if (kind === "creditNote") {
    const invoiceNumber = textOf(at(doc, "BillingReference", "InvoiceDocumentReference", "ID"));
    if (invoiceNumber) row.invoiceNumber = invoiceNumber;
  }
  const reference = paymentReference ?? textOf(child(doc, "BuyerReference")) ?? textOf(at(doc, "OrderReference", "ID"));
  if (reference) row.reference = reference;
  const description = descriptionOf(doc, kind);
  if (description) row.description = description;
  warnings.push(...rowWarnings);
  return row;
}

/** What the invoice is for: its cbc:Note, else its lines' item names (or descriptions) in order, each once. */
function descriptionOf(doc: XmlNode, kind: ImportKind): string | undefined {
  const note = children(doc, "Note")
    .map((n) => textOf(n))
    .filter((t): t is string => !!t);
  if (note.length) return voucherDescription(note.join(" "));
  const lines = children(doc, kind === "creditNote" ? "CreditNoteLine" : "InvoiceLine");
  const names = lines
    .map((l) => textOf(at(l, "Item", "Name")) ?? textOf(at(l, "Item", "Description")))
    .filter((t): t is string => !!t);
  return voucherDescription([...new Set(names)].join(", "));
}

export function parseEhf(bytes: Uint8Array): ParseResult {
  const root = readXml(bytes, { positions: true });
  const position = XMLParser.getMetaDataSymbol() as unknown as symbol;
  const offset = (e: XmlElement) =>
    (e as unknown as Record<symbol, XMLMetaData | undefined>)[position]?.startIndex ?? 0;
  const isUbl = (ns: string | undefined, local: string) =>
    (local === "Invoice" && ns === UBL.Invoice) || (local === "CreditNote" && ns === UBL.CreditNote);
  const documents = findElements(root, isUbl)
    .map((d) => ({ kind: (d.tag === "Invoice" ? "invoice" : "creditNote") as ImportKind, element: d.element }))
    .sort((a, b) => offset(a.element) - offset(b.element));
  if (documents.length === 0) throw new ImportFileError("imports.ehf.notUbl");

  const rows: ImportRow[] = [];
  const errors: ImportIssue[] = [];
  const warnings: ImportIssue[] = [];
  const firstLineOf = new Map<string, number>();
  documents.forEach((d, i) => {
    const row = documentRow(d.kind, d.element, i + 1, errors, warnings);
    if (!row) return;
    const first = firstLineOf.get(row.externalId!);
    if (first !== undefined) {
      errors.push({
        line: row.line,
        field: "number",
        message: "imports.duplicateNumber",
        params: { number: row.number!, firstLine: first },
      });
    } else {
      firstLineOf.set(row.externalId!, row.line);
      rows.push(row);
    }
  });
  const instance = findElements(root, (_, local) => local === "StandardBusinessDocumentHeader")[0]?.element;
  const instanceId = textOf(at(instance, "DocumentIdentification", "InstanceIdentifier"));
  const result: ParseResult = { format: "ehf", rows, errors, ...(warnings.length ? { warnings } : {}) };
  return instanceId ? { ...result, fileId: `ehf:${instanceId}` } : result;
}
