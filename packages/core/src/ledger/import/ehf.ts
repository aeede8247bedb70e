import { XMLParser, XMLValidator, type XMLMetaData } from "fast-xml-parser";
import type { MessageKey } from "../../i18n/messages";
import { isValidEmail } from "../../util/validation";
import { isValidKid, isValidOrgNumber, normaliseIdentifier } from "../../util/identifiers";
import { readAmount, type AmountProblem } from "../../util/money";
import { decodeText } from "./delimited";
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
 * XML reading shared by the EHF and SAF-T parsers (saft.ts imports these helpers).
 *
 * Safety: a DOCTYPE is refused outright, so no entity (internal or external) is ever declared, expanded or
 * fetched; only the five XML entities and numeric character references are decoded. The text is checked for
 * well-formedness first, so a broken file is one error naming its line instead of a half-read tree.
 */

/** An element as fast-xml-parser gives it: children by tag name (an array when repeated), `@_attr`, `#text`. */
export interface XmlElement {
  [name: string]: XmlContent | undefined;
}
export type XmlContent = string | XmlElement | (string | XmlElement)[];
type XmlNode = string | XmlElement;

export interface ReadXmlOptions {
  /** Record each element's offset in the text (`XMLParser.getMetaDataSymbol()`), to keep document order. */
  positions?: boolean;
  /** Elements (local names) whose content is not needed: kept as raw text instead of parsed, which saves time. */
  skip?: string[];
}

export function readXml(bytes: Uint8Array, options: ReadXmlOptions = {}): XmlElement {
  const text = decodeText(bytes);
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) throw new ImportFileError("imports.xml.doctype");
  const valid = XMLValidator.validate(text);
  if (valid !== true) throw new ImportFileError("imports.xml.malformed", { line: valid.err.line }, valid.err.line);
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: "@_",
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
    ignoreDeclaration: true,
    ignorePiTags: true,
    captureMetaData: options.positions ?? false,
    stopNodes: (options.skip ?? []).map((name) => `..${name}`),
  });
  try {
    return parser.parse(text) as XmlElement;
  } catch {
    throw new ImportFileError("imports.unreadable");
  }
}

export const localName = (tag: string): string => tag.slice(tag.indexOf(":") + 1);
const prefixOf = (tag: string): string => (tag.includes(":") ? tag.slice(0, tag.indexOf(":")) : "");

/** The child elements named `name` (by local name, whatever the namespace prefix), in document order. */
export function children(node: XmlNode | undefined, name: string): XmlNode[] {
  if (node === undefined || typeof node === "string") return [];
  let value = node[name];
  if (value === undefined) {
    for (const key of Object.keys(node)) {
      if (!key.startsWith("@_") && localName(key) === name) {
        value = node[key];
        break;
      }
    }
  }
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

export const child = (node: XmlNode | undefined, name: string): XmlNode | undefined => children(node, name)[0];

/** Follows a path of child names, taking the first of each. */
export function at(node: XmlNode | undefined, ...names: string[]): XmlNode | undefined {
  let current = node;
  for (const name of names) current = child(current, name);
  return current;
}

/**
 * Numeric character references (`&#229;`, `&#xE5;`). The parser decodes them only together with all HTML entity
 * names, which makes it a third slower on a large SAF-T file, so the few values that have them are decoded here.
 * (A reference written as text, `&amp;#229;`, would be decoded too: a price worth paying.)
 */
function decodeCharacterReferences(text: string): string {
  if (!text.includes("&#")) return text;
  return text.replace(
    /&#(?:x([0-9a-fA-F]{1,6})|([0-9]{1,7}));/g,
    (ref, hex: string | undefined, dec: string | undefined) => {
      const code = hex ? parseInt(hex, 16) : Number(dec);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ref;
    },
  );
}

/** An element's trimmed text, or undefined when empty or absent. */
export function textOf(node: XmlNode | undefined): string | undefined {
  const value = typeof node === "string" ? node : node?.["#text"];
  const text = typeof value === "string" ? decodeCharacterReferences(value).trim() : "";
  return text || undefined;
}

export function attrOf(node: XmlNode | undefined, name: string): string | undefined {
  const value = typeof node === "object" ? node[`@_${name}`] : undefined;
  return typeof value === "string" ? decodeCharacterReferences(value).trim() || undefined : undefined;
}

/** The namespace declarations of an element added to those in scope. */
function scopeOf(scope: ReadonlyMap<string, string>, element: XmlElement): ReadonlyMap<string, string> {
  let next: Map<string, string> | undefined;
  for (const key of Object.keys(element)) {
    if (key === "@_xmlns" || key.startsWith("@_xmlns:")) {
      next ??= new Map(scope);
      next.set(key === "@_xmlns" ? "" : key.slice("@_xmlns:".length), String(element[key]));
    }
  }
  return next ?? scope;
}

/** The document element (the one top-level element of a well-formed file) with its namespace URI. */
export function rootOf(
  doc: XmlElement,
): { tag: string; element: XmlElement; namespace: string | undefined } | undefined {
  for (const [tag, value] of Object.entries(doc)) {
    if (tag.startsWith("@_") || tag === "#text" || typeof value !== "object" || Array.isArray(value)) continue;
    return { tag: localName(tag), element: value, namespace: scopeOf(new Map(), value).get(prefixOf(tag)) };
  }
  return undefined;
}

/** The elements of the whole tree whose namespace URI and local name match `accept`, not looking inside a match. */
export function findElements(
  root: XmlElement,
  accept: (namespace: string | undefined, local: string) => boolean,
): { tag: string; element: XmlElement; namespace: string }[] {
  const found: { tag: string; element: XmlElement; namespace: string }[] = [];
  const walk = (node: XmlElement, scope: ReadonlyMap<string, string>) => {
    for (const [tag, value] of Object.entries(node)) {
      if (tag.startsWith("@_") || tag === "#text" || value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) {
        if (typeof item === "string") continue;
        const inner = scopeOf(scope, item);
        const namespace = inner.get(prefixOf(tag));
        if (accept(namespace, localName(tag)))
          found.push({ tag: localName(tag), element: item, namespace: namespace! });
        else walk(item, inner);
      }
    }
  };
  walk(root, new Map());
  return found;
}

/** An XML decimal (xs:decimal, "1250.00", "1250.000") → øre; more than two significant decimals → null. */
export function parseXmlAmount(value: string | undefined): number | null {
  const read = readXmlAmount(value);
  return "ore" in read ? read.ore : null;
}

/** `parseXmlAmount` with the reason an amount is refused: not a number, or beyond `MAX_AMOUNT_ORE`. */
export function readXmlAmount(value: string | undefined): { ore: number } | { problem: AmountProblem } {
  if (value === undefined || !/^[+-]?[0-9]+(\.[0-9]*)?$/.test(value)) return { problem: "validation.number" };
  const trimmed = value.includes(".") ? value.replace(/0+$/, "").replace(/\.$/, "") : value;
  return readAmount(trimmed.replace(/^\+/, ""));
}

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
 * BuyerReference or else OrderReference/ID. The file id is the envelope's InstanceIdentifier when there is one.
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
  warnings.push(...rowWarnings);
  return row;
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
