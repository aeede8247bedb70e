// The three voucher list pages (SPEC 2): one page component, configured per kind; and the claims entered by hand
// (issue 8), which share the create form (voucher-form-dialog.tsx) with them.
import {
  ChargeInput,
  CorrectionInput,
  CreditNoteInput,
  InvoiceInput,
  PaymentInput,
  SentenceInput,
} from "@innfri/core/ledger/ledger.schema";
import { VOUCHER_TYPES } from "@innfri/core/ledger/voucher-rules";
import type { ClaimResource, VoucherResource } from "./api/vouchers";
import type { VoucherTab } from "./search";

export type VoucherKind = "payment" | "creditNote" | "correction";
export type ClaimKind = "invoice" | "lateFee" | "sentence";

/** A field of the create form besides debtor, date and amount. */
export type FormField =
  | "kid"
  | "number"
  | "invoiceNumber"
  | "side"
  | "invoiceType"
  | "dueDate"
  | "reference"
  | "interestTotal"
  | "description";

/** What the create form (voucher-form-dialog.tsx) needs of a kind: its call, its schema, its fields and texts. */
export interface FormKindConfig {
  kind: VoucherKind | ClaimKind;
  resource: VoucherResource | ClaimResource;
  /** The request schema of the create form (the API's, so the form refuses what the API refuses). */
  schema:
    | typeof PaymentInput
    | typeof CreditNoteInput
    | typeof CorrectionInput
    | typeof InvoiceInput
    | typeof ChargeInput
    | typeof SentenceInput;
  fields: readonly FormField[];
  debtorRequired: boolean;
  /** The i18n key of the kind's texts (new, newText, created, number …). */
  texts: string;
}

export interface VoucherKindConfig extends FormKindConfig {
  kind: VoucherKind;
  resource: VoucherResource;
  type: number;
  fields: readonly ("kid" | "number" | "invoiceNumber" | "side")[];
  /** The page's tabs (the API's list states). */
  tabs: readonly VoucherTab[];
  canSplit: boolean;
  /** The page's route (the debtor filter is an optional path parameter where the page has one). */
  path: "/customer/payment/{-$debtorId}" | "/customer/credit-note/{-$debtorId}" | "/customer/corrections";
}

export const VOUCHER_KINDS: Record<VoucherKind, VoucherKindConfig> = {
  payment: {
    kind: "payment",
    resource: "payments",
    type: VOUCHER_TYPES.payment,
    schema: PaymentInput,
    fields: ["kid", "invoiceNumber"],
    debtorRequired: false,
    texts: "ledger.kinds.payment",
    tabs: ["unmatched", "matched", "deleted"],
    canSplit: true,
    path: "/customer/payment/{-$debtorId}",
  },
  creditNote: {
    kind: "creditNote",
    resource: "credit-notes",
    type: VOUCHER_TYPES.creditNote,
    schema: CreditNoteInput,
    fields: ["number", "invoiceNumber"],
    debtorRequired: true,
    texts: "ledger.kinds.creditNote",
    tabs: ["unmatched", "matched", "deleted"],
    canSplit: false,
    path: "/customer/credit-note/{-$debtorId}",
  },
  correction: {
    kind: "correction",
    resource: "corrections",
    type: VOUCHER_TYPES.correction,
    schema: CorrectionInput,
    fields: ["side", "invoiceNumber"],
    debtorRequired: true,
    texts: "ledger.kinds.correction",
    // open debit corrections (B6: an invoice moved here) have a tab of their own
    tabs: ["unmatched", "open", "matched", "deleted"],
    canSplit: false,
    path: "/customer/corrections",
  },
};

/**
 * The claims entered by hand (issue 8; usability review 3.2: invoices came only through import): one form for the
 * invoice-like kinds, the invoice type (SPEC 3: Invoice, RentOccupied, ReceivedTooMuchWages,
 * BalanceAfterContractTermination, FinalBalance) chosen in it.
 */
export const CLAIM_KINDS: Record<ClaimKind, FormKindConfig & { kind: ClaimKind; resource: ClaimResource }> = {
  invoice: {
    kind: "invoice",
    resource: "invoices",
    schema: InvoiceInput,
    fields: ["invoiceType", "number", "dueDate", "kid", "reference", "description"],
    debtorRequired: true,
    texts: "ledger.claimKinds.invoice",
  },
  lateFee: {
    kind: "lateFee",
    resource: "late-fees",
    schema: ChargeInput,
    fields: ["dueDate", "invoiceNumber", "description"],
    debtorRequired: true,
    texts: "ledger.claimKinds.lateFee",
  },
  sentence: {
    kind: "sentence",
    resource: "sentences",
    schema: SentenceInput,
    fields: ["number", "dueDate", "interestTotal", "description"],
    debtorRequired: true,
    texts: "ledger.claimKinds.sentence",
  },
};
export const CLAIM_KIND_NAMES = Object.keys(CLAIM_KINDS) as ClaimKind[];
