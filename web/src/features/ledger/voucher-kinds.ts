// The three voucher list pages (SPEC 2): one page component, configured per kind.
import { CorrectionInput, CreditNoteInput, PaymentInput } from "@innfri/core/ledger/ledger.schema";
import { VOUCHER_TYPES } from "@innfri/core/ledger/voucher-rules";
import type { VoucherResource } from "./api/vouchers";

export type VoucherKind = "payment" | "creditNote" | "correction";

export interface VoucherKindConfig {
  kind: VoucherKind;
  resource: VoucherResource;
  type: number;
  /** The request schema of the create form. */
  schema: typeof PaymentInput | typeof CreditNoteInput | typeof CorrectionInput;
  /** Fields of the create form besides debtor, date and amount. */
  fields: readonly ("kid" | "number" | "invoiceNumber" | "side")[];
  debtorRequired: boolean;
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
    canSplit: false,
    path: "/customer/corrections",
  },
};
