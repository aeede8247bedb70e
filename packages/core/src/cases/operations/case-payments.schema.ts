import "../../i18n/case-payments"; // registers the texts of the keys named here
import { z } from "zod";
import { amount, optional, optionalText, pastDate } from "../../ledger/ledger.schema";
import { kid } from "../../util/validation";
import { CaseView } from "../case-views.schema";
import { CASE_VOUCHER_KIND_NAMES, EXCESS_CHOICES } from "./payment-rules";

/**
 * POST cases/{id}/vouchers and GET cases/{id}/payments (issue 11; docs/case-operations.md "Payments on a case").
 * Pure zod: the API declares its body and responses with these, the web validates its form and infers its types.
 */

export const CaseVoucherInput = z.object({
  /** payment (pays fees, interest, principal), creditNote or correction (lower the principal first). */
  type: z.enum(CASE_VOUCHER_KIND_NAMES, { error: "validation.oneOf" }).default("payment"),
  /** The day the money came (not after today). */
  voucherDate: pastDate(),
  /** NOK as typed ("1 234,50") or a number; above zero, at most NOK 10 000 000 000. */
  amount: amount(),
  kid: optional(kid()),
  text: optionalText(200),
  /**
   * Only for an amount above what the case owes (SPEC 8, else 422 on `excess`): `distribute` spreads the excess
   * over the debtor's other active cases, oldest first; `delete` registers the payment up to the case total.
   */
  excess: z.enum(EXCESS_CHOICES, { error: "validation.oneOf" }).optional(),
});
export type CaseVoucherInput = z.infer<typeof CaseVoucherInput>;

export const CaseAllocation = z
  .object({ feesOre: z.number().int(), interestOre: z.number().int(), principalOre: z.number().int() })
  .meta({ id: "CaseAllocation" });

/** A payment, credit note or correction on a case, with how it was allocated, in words too (inkassoloven § 16). */
export const CasePayment = z
  .object({
    /** The case event that recorded it. */
    id: z.string(),
    caseId: z.string(),
    voucherId: z.string(),
    kind: z.enum(CASE_VOUCHER_KIND_NAMES),
    voucherDate: z.string(),
    /** What this case took of the voucher (the rest went to other cases or waits in the ledger). */
    amountOre: z.number().int(),
    allocation: CaseAllocation,
    /** case: registered on the case; ledger: matched in the ledger (KID, by hand, an OCR file). */
    source: z.enum(["case", "ledger"]),
    kid: z.string().nullable(),
    text: z.string().nullable(),
    /** It paid the case in full (the case closed as case-paid-in-full). */
    closedCase: z.boolean(),
    at: z.number(),
    by: z.string(),
    byName: z.string().nullable(),
    /** The allocation in words, in the caller's language. */
    explanation: z.string(),
  })
  .meta({ id: "CasePayment" });

/** A payment registered in the ledger for the case and not applied yet (queued behind others: case-payment-queue). */
export const CasePendingPayment = z
  .object({
    voucherId: z.string(),
    kind: z.enum(CASE_VOUCHER_KIND_NAMES),
    voucherDate: z.string(),
    amountOre: z.number().int(),
  })
  .meta({ id: "CasePendingPayment" });

export const CasePaymentList = z
  .object({
    data: z.array(CasePayment),
    total: z.number().int(),
    /** The allocation order in words (what the debtor may ask for). */
    order: z.string(),
    /** Registered, being applied to the case (the case's totals do not count them yet). */
    pending: z.array(CasePendingPayment).optional(),
  })
  .meta({ id: "CasePaymentList" });

export const CaseVoucherResult = z
  .object({
    message: z.string(),
    data: z.object({
      case: CaseView,
      /** One per case the voucher paid: this case first, then those the excess went to. */
      payments: z.array(CasePayment),
      /** What no case took: it waits for manual treatment on the ledger's payments page. */
      unappliedOre: z.number().int(),
      voucherId: z.string(),
    }),
  })
  .meta({ id: "CaseVoucherResult" });

export type CaseAllocationView = z.infer<typeof CaseAllocation>;
export type CasePaymentView = z.infer<typeof CasePayment>;
export type CasePaymentListView = z.infer<typeof CasePaymentList>;
export type CaseVoucherResultView = z.infer<typeof CaseVoucherResult>;
