import { Entity } from "electrodb";
import { registerEntities } from "../dynamo/db";
import { gsiKey, primaryKey, SERVICE, timestamps } from "../dynamo/keys";
import { DEBTOR_LANGUAGES, DEBTOR_TYPES, EMAIL_BASES } from "./debtor-rules";
import { VOUCHER_TYPE_NUMBERS } from "./voucher-rules";

/** Someone who owes a customer money (SPEC 3), keyed by the customer. */
export const DebtorEntity = new Entity({
  model: { entity: "debtor", version: "1", service: SERVICE },
  attributes: {
    customerId: { type: "string", required: true },
    debtorId: { type: "string", required: true },
    type: { type: DEBTOR_TYPES, required: true },
    name: { type: "string", required: true },
    /** Normalised name (lower case, single spaces) then id: the name index, for prefix search and sorting. */
    nameKey: { type: "string", required: true },
    /** The customer's own number for the debtor (kundenummer), unique per customer: the debtorId is made from it. */
    customerNumber: { type: "string", required: true },
    orgNumber: { type: "string" },
    /** Fødselsnummer or D-number of a person. */
    nationalId: { type: "string" },
    birthDate: { type: "string" },
    address: { type: "string" },
    postcode: { type: "string" },
    city: { type: "string" },
    visitingAddress: { type: "string" },
    email: { type: "string" },
    phone: { type: "string" },
    /** The language of its letters and mails (ledger/debtor-rules DEBTOR_LANGUAGES); absent: Norwegian. */
    language: { type: DEBTOR_LANGUAGES },
    /** ISO 3166-1 alpha-2 (ledger/debtor-rules `countryOf`); absent: Norway. */
    country: { type: "string" },
    /** The basis for legal notices by e-mail alone (debtor-rules EMAIL_BASES) and its date; absent: none (post). */
    emailBasis: { type: EMAIL_BASES },
    emailBasisDate: { type: "string" },
    /** An excluded customer number stays in the ledger but is left out of automatic work (reminders, cases). */
    excluded: { type: "boolean", required: true, default: false },
    version: { type: "number", required: true, default: 1 },
    ...timestamps,
  },
  indexes: {
    byCustomer: primaryKey(["customerId"], ["debtorId"]),
    byCustomerNumber: gsiKey("gsi1", ["customerId"], ["customerNumber"]),
    byName: gsiKey("gsi2", ["customerId"], ["nameKey"]),
    // debtors by organisation number; sparse, as a debtor without one gets no gsi3 keys (debtors are only
    // ever written whole, with put, so the index never needs a partial update)
    byOrgNumber: gsiKey("gsi3", ["customerId"], ["orgNumber"]),
  },
});

/**
 * A voucher of the ledger (SPEC 3: invoice 1 … sentence 12). Amounts are øre and never negative: the side says
 * whether it is owed (debit) or pays (credit); `balanceOre` is what is still open of a debit, or not yet
 * applied of a credit. Every change is a whole put conditioned on `version`, in one transaction with the
 * counters and references it moves (vouchers.ts), so concurrent or repeated requests cannot lose or double
 * money.
 */
export const VoucherEntity = new Entity({
  model: { entity: "voucher", version: "1", service: SERVICE },
  attributes: {
    customerId: { type: "string", required: true },
    voucherId: { type: "string", required: true },
    debtorId: { type: "string", required: true },
    /** Denormalised from the debtor for the lists. */
    debtorName: { type: "string", required: true },
    customerNumber: { type: "string", required: true },
    /** SPEC 3 voucher type number (voucher-rules VOUCHER_TYPES). */
    type: { type: "number", required: true, validate: (v: number) => VOUCHER_TYPE_NUMBERS.includes(v as never) },
    /** SPEC 3 invoice type number (1-5) of invoice-like debits. */
    invoiceType: { type: "number" },
    side: { type: ["debit", "credit"] as const, required: true },
    /** Invoice, credit-note or sentence number; a payment's own reference. */
    number: { type: "string" },
    /** A credit note's credited invoice; a payment's invoice reference. */
    invoiceNumber: { type: "string" },
    voucherDate: { type: "string", required: true },
    /** For debits the due date; for other vouchers the voucher date (so every voucher sorts by one). */
    dueDate: { type: "string", required: true },
    amountOre: { type: "number", required: true },
    balanceOre: { type: "number", required: true },
    kid: { type: "string" },
    reference: { type: "string" },
    currency: { type: "string", required: true, default: "NOK" },
    description: { type: "string" },
    /** Sentences (type 12): the judgment's date and the interest it awarded up to then. */
    judgmentDate: { type: "string" },
    interestTotalOre: { type: "number" },
    /** Interest-bearing claims: late-payment interest has been charged up to and including this day. */
    interestCalculatedUntil: { type: "string" },
    /** Interest notes (type 11): the day charged up to, and one line per claim with its rate periods. */
    interestUntil: { type: "string" },
    interestLines: { type: "any" },
    /** What this voucher paid or was paid by, in the order applied: explainable (research 1.10). */
    allocations: {
      type: "list",
      required: true,
      default: () => [],
      items: {
        type: "map",
        properties: {
          voucherId: { type: "string", required: true },
          amountOre: { type: "number", required: true },
          at: { type: "number", required: true },
          by: { type: "string", required: true },
          /** The credit's voucher date: the day the money came (on a claim), so interest stops there. */
          paidDate: { type: "string" },
        },
      },
    },
    /** manual, csv, xlsx, ocr, ehf, saft, split, write-off, interest. */
    source: { type: "string", required: true, default: "manual" },
    importId: { type: "string" },
    /** A payment split into parts: the original it came from. */
    splitFrom: { type: "string" },
    /** gsi3 key (voucher-rules `indexListOf`: the list, or `kid:<kid>` for a live debit with a KID), kept by store.ts. */
    listName: { type: "string", required: true },
    deletedAt: { type: "number" },
    createdBy: { type: "string" },
    /**
     * A voucher made by a request with an Idempotency-Key: a hash of the key (with its resource) and the request's
     * fingerprint (method, path, canonical body), so the key again with another body is refused, not answered.
     */
    requestKey: { type: "string" },
    requestHash: { type: "string" },
    version: { type: "number", required: true, default: 1 },
    ...timestamps,
  },
  indexes: {
    byId: primaryKey(["customerId"], ["voucherId"]),
    // a debtor's ledger, in voucher-date order
    byDebtor: gsiKey("gsi1", ["customerId", "debtorId"], ["voucherDate", "voucherId"]),
    // the customer's open items by due date: only open, not deleted debits (a sparse index)
    openItems: {
      ...gsiKey("gsi2", ["customerId"], ["dueDate", "voucherId"]),
      condition: (attr: Record<string, unknown>) =>
        attr.side === "debit" && typeof attr.balanceOre === "number" && attr.balanceOre > 0 && !attr.deletedAt,
    },
    // the lists of the pages (payments:unmatched, creditNotes:deleted …) by voucher date, and live debits by KID
    byList: gsiKey("gsi3", ["customerId", "listName"], ["voucherDate", "voucherId"]),
  },
});

/**
 * Small items beside the vouchers and debtors: uniqueness locks and look-ups, created and removed in the same
 * transactions as what they point to. `ref` is `kind#value`:
 * - `postcode#<postcode>#<debtorId>`, `city#<normalised city>#<debtorId>`: debtor search
 * - `file#<fileId>`: a file imported before → importId
 * - `import#<importId>#counted`: an import's counters were added (once)
 * (Unique voucher numbers, customer numbers and import rows need no ref: their ids are made from them.)
 */
export const LedgerRefEntity = new Entity({
  model: { entity: "ledger-ref", version: "1", service: SERVICE },
  attributes: {
    customerId: { type: "string", required: true },
    ref: { type: "string", required: true },
    targetId: { type: "string", required: true },
    createdAt: timestamps.createdAt,
  },
  indexes: { byRef: primaryKey(["customerId"], ["ref"]) },
});

/**
 * A file import into the ledger (issue 4): uploaded → parsing → parsed (a preview with per-row errors) →
 * importing (with progress) → done, or failed with a message naming the line. The file and its parsed rows live
 * in S3 under `customers/<customerId>/imports/<importId>`.
 */
export const LedgerImportEntity = new Entity({
  model: { entity: "ledger-import", version: "1", service: SERVICE },
  attributes: {
    customerId: { type: "string", required: true },
    /** A ULID, so the customer's imports list newest first by key. */
    importId: { type: "string", required: true },
    format: { type: ["csv", "xlsx", "ocr", "ehf", "saft"] as const, required: true },
    fileName: { type: "string", required: true },
    fileSize: { type: "number", required: true },
    /** sha256 of the bytes (hex): the same file twice is refused. */
    fileHash: { type: "string", required: true },
    /** The identity the format gives the file (OCR: sender, forsendelsesnummer, recipient). */
    fileId: { type: "string" },
    status: {
      type: ["uploaded", "parsing", "parsed", "importing", "done", "failed"] as const,
      required: true,
      default: "uploaded",
    },
    /** A whole-file error: message key, params, line. */
    error: { type: "any" },
    /** CSV/XLSX: the file's headers and the column mapping used. */
    headers: { type: "list", items: { type: "string" } },
    mapping: { type: "any" },
    /** What the preview shows: counts, the first rows, the row errors (the first 200). */
    summary: { type: "any" },
    preview: { type: "any" },
    issues: { type: "any" },
    overwriteDebtors: { type: "boolean" },
    processed: { type: "number", required: true, default: 0 },
    total: { type: "number", required: true, default: 0 },
    result: { type: "any" },
    createdBy: { type: "string", required: true },
    ...timestamps,
  },
  indexes: { byCustomer: primaryKey(["customerId"], ["importId"]) },
});

/** The ledger's entities, by their name in `db().entities` (registered there when this module loads). */
export const ledgerEntities = {
  debtor: DebtorEntity,
  voucher: VoucherEntity,
  ledgerRef: LedgerRefEntity,
  ledgerImport: LedgerImportEntity,
};

registerEntities(ledgerEntities);
