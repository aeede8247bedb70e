import "../../i18n/imports"; // registers the texts of the keys named here
import type { MessageKey } from "../../i18n/messages";
import { isValidKid, isValidNationalId, isValidOrgNumber, normaliseIdentifier } from "../../util/identifiers";
import type { AmountProblem } from "../../util/money";
import { isValidEmail } from "../../util/validation";
import { at, child, children, parseXmlAmount, readXml, readXmlAmount, rootOf, textOf, type XmlElement } from "./xml";
import { DEFAULT_COUNTRY, isCountryCode } from "../debtor-rules";
import { voucherDescription } from "../voucher-rules";
import { parseDebtorType } from "./cells";
import {
  ImportFileError,
  type ImportDebtor,
  type ImportIssue,
  type ImportKind,
  type ImportRow,
  parseIsoDate,
  type ParseResult,
} from "./types";

/**
 * SAF-T Financial Norway (v1.30, also 1.10/1.20; research/domain-norway.md 3.7): customers and their ledger
 * postings. Norway does not use SourceDocuments (SalesInvoices, Payments) before 2027, so open items are read the
 * way the research describes: general-ledger lines that carry a CustomerID, with ReferenceNumber, DueDate and CID.
 *
 * Which lines: those with a CustomerID on a receivable account, i.e. an account named in a customer's
 * BalanceAccount (v1.30) or AccountID (older versions); a file naming none is read on accounts 15xx
 * (kundefordringer, NS 4102). Within one transaction, a customer's debits and credits with the same reference that
 * cancel out (a cash sale settled in the same voucher) leave nothing open and are skipped.
 *
 * How a line becomes a row:
 * - a debit → an invoice: number = ReferenceNumber, else SourceDocumentID, else TransactionID; voucherDate =
 *   TransactionDate; dueDate = the line's DueDate; KID = CID when it has a valid check digit (CID may hold other
 *   identifiers, so an invalid one is left out, not an error). Debit lines of one transaction with the same
 *   customer and number (an invoice posted in parts) are added up. A debit in a transaction that also touches a
 *   bank account (19xx) is a refund or reversal of a payment, not a claim: a row error, so it is seen, not collected.
 * - a credit in a transaction that touches a bank account (19xx) → a payment; ReferenceNumber (the paid item, as the
 *   example file of Skatteetaten shows) → invoiceNumber and reference.
 * - any other credit (a credit note, a write-off, a transfer) → a credit note: number = SourceDocumentID, else
 *   TransactionID; invoiceNumber = ReferenceNumber.
 * Amounts are in the company's currency, unless the line gives a CurrencyCode other than the file's default with a
 * CurrencyAmount, which is then used with that currency. A SAF-T file lists the postings of its period: items opened
 * before the period are only in the opening balances and cannot be imported as items.
 *
 * `line` is the ordinal of the ledger Line element in the file (1-based); `externalId` is
 * `saft:<JournalID>:<TransactionID>:<RecordID>`. The whole document is parsed in memory (about 10 s and a few
 * hundred MB for a 50 MB file), which suits a background job rather than a request.
 */

const SAFT_NAMESPACE = "StandardAuditFile-Taxation-Financial";
/** Parts of the file the import never reads, left unparsed (a third less time on a ledger with VAT details). */
const SKIPPED = ["TaxInformation", "Analysis", "GeneralLedgerAccounts", "Suppliers", "TaxTable", "AnalysisTypeTable"];
const BANK_ACCOUNT = /^19/;
const RECEIVABLE_FALLBACK = /^15/;

type Node = XmlElement | string;

function customerDebtor(customer: Node, customerNumber: string): ImportDebtor {
  const debtor: ImportDebtor = { customerNumber };
  const name = textOf(child(customer, "Name"));
  if (name) debtor.name = name;
  const registration = textOf(child(customer, "RegistrationNumber"));
  if (registration) {
    const v = normaliseIdentifier(registration).replace(/^NO/, "").replace(/MVA$/, "");
    if (isValidOrgNumber(v)) debtor.orgNumber = v;
    else if (isValidNationalId(v)) debtor.nationalId = v;
  }
  const addresses = children(customer, "Address");
  const address =
    addresses.find((a) => textOf(child(a, "AddressType")) === "PostalAddress") ??
    addresses.find((a) => textOf(child(a, "AddressType")) === "StreetAddress") ??
    addresses[0];
  const street = [textOf(child(address, "StreetName")), textOf(child(address, "Number"))].filter(Boolean).join(" ");
  const lines = [street, textOf(child(address, "AdditionalAddressDetail"))].filter(Boolean).join(", ");
  if (lines) debtor.address = lines;
  const postcode = textOf(child(address, "PostalCode"));
  if (postcode) debtor.postcode = postcode;
  const city = textOf(child(address, "City"));
  if (city) debtor.city = city;
  const country = textOf(child(address, "Country"))?.toUpperCase();
  // only a debtor abroad carries one: without it a debtor lives in Norway
  if (country && isCountryCode(country) && country !== DEFAULT_COUNTRY) debtor.country = country;
  const contact = child(customer, "Contact");
  const email = textOf(child(contact, "Email"));
  if (email && isValidEmail(email)) debtor.email = email.toLowerCase();
  const phone = textOf(child(contact, "Telephone")) ?? textOf(child(contact, "MobilePhone"));
  if (phone) debtor.phone = phone;
  const type = textOf(at(customer, "PartyInfo", "Type"));
  const parsedType = type ? parseDebtorType(type) : undefined;
  if (parsedType) debtor.type = parsedType;
  return debtor;
}

interface Posting {
  ordinal: number;
  line: Node;
  customerId: string;
  side: "debit" | "credit";
  /** Øre in the company currency (null: not a number). */
  amountOre: number | null;
  reference?: string;
}

/** The amount of a DebitAmount/CreditAmount: the foreign amount when the line is in another currency. */
function amountOf(
  node: Node | undefined,
  defaultCurrency: string,
): { amountOre: number | null; problem?: AmountProblem; currency: string } {
  const code = textOf(child(node, "CurrencyCode"))?.toUpperCase();
  const foreign = textOf(child(node, "CurrencyAmount"));
  const inForeign = Boolean(code && code !== defaultCurrency && foreign);
  const read = readXmlAmount(inForeign ? foreign : textOf(child(node, "Amount")));
  const currency = inForeign ? code! : defaultCurrency;
  return "ore" in read ? { amountOre: read.ore, currency } : { amountOre: null, problem: read.problem, currency };
}

export function parseSaft(bytes: Uint8Array): ParseResult {
  const root = rootOf(readXml(bytes, { skip: SKIPPED }));
  if (!root || root.tag !== "AuditFile" || !root.namespace?.includes(SAFT_NAMESPACE)) {
    throw new ImportFileError("imports.saft.notSaft");
  }
  const audit = root.element;
  const defaultCurrency = (textOf(at(audit, "Header", "DefaultCurrencyCode")) ?? "NOK").toUpperCase();

  const debtors = new Map<string, ImportDebtor>();
  const receivable = new Set<string>();
  for (const customer of children(at(audit, "MasterFiles", "Customers"), "Customer")) {
    const id = textOf(child(customer, "CustomerID"));
    if (!id) continue;
    debtors.set(id, customerDebtor(customer, id));
    for (const balance of children(customer, "BalanceAccount")) {
      const account = textOf(child(balance, "AccountID"));
      if (account) receivable.add(account);
    }
    const account = textOf(child(customer, "AccountID"));
    if (account) receivable.add(account);
  }
  const isReceivable = (account: string) =>
    receivable.size ? receivable.has(account) : RECEIVABLE_FALLBACK.test(account);

  const rows: ImportRow[] = [];
  const errors: ImportIssue[] = [];
  const firstLineOf = new Map<string, number>();
  let ordinal = 0;

  for (const journal of children(child(audit, "GeneralLedgerEntries"), "Journal")) {
    const journalId = textOf(child(journal, "JournalID")) ?? "";
    for (const transaction of children(journal, "Transaction")) {
      const transactionId = textOf(child(transaction, "TransactionID")) ?? "";
      const lines = children(transaction, "Line");
      const touchesBank = lines.some((l) => BANK_ACCOUNT.test(textOf(child(l, "AccountID")) ?? ""));

      const postings: Posting[] = [];
      for (const line of lines) {
        ordinal++;
        const customerId = textOf(child(line, "CustomerID"));
        if (!customerId || !isReceivable(textOf(child(line, "AccountID")) ?? "")) continue;
        const debit = child(line, "DebitAmount");
        const side = debit !== undefined ? "debit" : "credit";
        const amountOre = parseXmlAmount(textOf(child(debit ?? child(line, "CreditAmount"), "Amount")));
        postings.push({
          ordinal,
          line,
          customerId,
          side,
          amountOre,
          reference: textOf(child(line, "ReferenceNumber")),
        });
      }

      // A customer's debits and credits with one reference that cancel out within the voucher leave nothing open.
      const net = new Map<string, { sum: number; sides: Set<string> }>();
      for (const p of postings) {
        const key = `${p.customerId}\u0000${p.reference ?? ""}`;
        const entry = net.get(key) ?? { sum: 0, sides: new Set<string>() };
        entry.sum += (p.side === "debit" ? 1 : -1) * (p.amountOre ?? Number.NaN);
        entry.sides.add(p.side);
        net.set(key, entry);
      }
      const settled = (p: Posting) => {
        const entry = net.get(`${p.customerId}\u0000${p.reference ?? ""}`)!;
        return entry.sides.size === 2 && entry.sum === 0;
      };

      const merged = new Map<string, ImportRow>();
      for (const p of postings) {
        if (settled(p)) continue;
        const row = postingRow(p, { transaction, transactionId, journalId, touchesBank, defaultCurrency }, errors);
        if (!row) continue;
        row.debtor = debtors.get(p.customerId) ?? { customerNumber: p.customerId };
        if (row.kind === "invoice") {
          const key = `${p.customerId}\u0000${row.number}`;
          const earlier = merged.get(key);
          if (earlier && earlier.currency === row.currency) {
            earlier.amountOre += row.amountOre;
            continue;
          }
          merged.set(key, row);
        }
        if (row.kind !== "payment") {
          const key = `${row.kind}:${row.number}`;
          const first = firstLineOf.get(key);
          if (first !== undefined) {
            errors.push({
              line: row.line,
              field: "number",
              message: "imports.duplicateNumber",
              params: { number: row.number!, firstLine: first },
            });
            continue;
          }
          firstLineOf.set(key, row.line);
        }
        rows.push(row);
      }
    }
  }
  return { format: "saft", rows, errors };
}

interface TransactionContext {
  transaction: Node;
  transactionId: string;
  journalId: string;
  touchesBank: boolean;
  defaultCurrency: string;
}

function postingRow(p: Posting, tx: TransactionContext, errors: ImportIssue[]): ImportRow | undefined {
  const { line } = p;
  const issues: ImportIssue[] = [];
  const fail = (field: string, message: MessageKey) => issues.push({ line: p.ordinal, field, message });

  let kind: ImportKind;
  if (p.side === "debit") {
    if (tx.touchesBank) {
      errors.push({ line: p.ordinal, message: "imports.saft.unsupportedLine" });
      return undefined;
    }
    kind = "invoice";
  } else kind = tx.touchesBank ? "payment" : "creditNote";

  const { amountOre, problem, currency } = amountOf(
    child(line, p.side === "debit" ? "DebitAmount" : "CreditAmount"),
    tx.defaultCurrency,
  );
  // beyond NOK 10 000 000 000 says so ("validation.amountTooLarge", as the API's 422), not "not a number"
  if (amountOre === null) fail("amount", problem ?? "validation.number");
  else if (amountOre <= 0) fail("amount", "imports.amountNotPositive");

  const dateText = textOf(child(tx.transaction, "TransactionDate")) ?? textOf(child(line, "ValueDate"));
  const voucherDate = dateText ? parseIsoDate(dateText) : undefined;
  if (!dateText) fail("voucherDate", "validation.required");
  else if (!voucherDate) fail("voucherDate", "validation.date");

  let dueDate: string | undefined;
  const dueText = kind === "invoice" ? textOf(child(line, "DueDate")) : undefined;
  if (dueText) {
    dueDate = parseIsoDate(dueText);
    if (!dueDate) fail("dueDate", "validation.date");
  }

  const sourceDocument = textOf(child(line, "SourceDocumentID"));
  const number =
    kind === "invoice"
      ? (p.reference ?? sourceDocument ?? tx.transactionId)
      : kind === "creditNote"
        ? (sourceDocument ?? tx.transactionId)
        : undefined;
  if (kind !== "payment" && !number) fail("number", "validation.required");

  if (issues.length || amountOre === null || !voucherDate) {
    errors.push(...issues);
    return undefined;
  }
  const recordId = textOf(child(line, "RecordID")) ?? String(p.ordinal);
  const row: ImportRow = {
    line: p.ordinal,
    kind,
    voucherDate,
    amountOre,
    currency,
    externalId: `saft:${tx.journalId}:${tx.transactionId}:${recordId}`,
  };
  if (number) row.number = number;
  if (dueDate) row.dueDate = dueDate;
  if (kind !== "invoice" && p.reference && p.reference !== number) row.invoiceNumber = p.reference;
  const cid = kind === "creditNote" ? undefined : textOf(child(line, "CID"))?.replace(/\s/g, "");
  if (cid && isValidKid(cid)) row.kid = cid;
  // a payment's reference names the item it settles; an invoice's or credit note's Description says what it is for
  if (kind === "payment") {
    if (p.reference) row.reference = p.reference;
  } else {
    const description = voucherDescription(
      textOf(child(line, "Description")) ?? textOf(child(tx.transaction, "Description")),
    );
    if (description) row.description = description;
  }
  return row;
}
