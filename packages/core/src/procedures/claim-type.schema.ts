import { z } from "zod";
import { INVOICE_TYPES, VOUCHER_TYPES } from "../ledger/voucher-rules";
import { defineResource } from "../resource/define";
import { oneOf, optionalSlug, stamps, text } from "../resource/fields";

/**
 * Claim types (SPEC 3 "Claim types (labels)"): the label a case's claim shows, and the ledger voucher type (and
 * invoice type, for invoices) it stands for (ledger/voucher-rules.ts, by name: the numbers are SPEC 3's).
 */
export const VOUCHER_TYPE_NAMES = Object.keys(VOUCHER_TYPES) as [
  keyof typeof VOUCHER_TYPES,
  ...(keyof typeof VOUCHER_TYPES)[],
];
export const INVOICE_TYPE_NAMES = Object.keys(INVOICE_TYPES) as [
  keyof typeof INVOICE_TYPES,
  ...(keyof typeof INVOICE_TYPES)[],
];

const fields = {
  nameNo: text(100),
  nameEn: text(100),
  voucherType: oneOf(VOUCHER_TYPE_NAMES),
  invoiceType: oneOf(INVOICE_TYPE_NAMES).nullable().optional(),
};
export const CreateClaimTypeInput = z.object({ id: optionalSlug(), ...fields });
export const UpdateClaimTypeInput = z.object(fields);
export type CreateClaimTypeInput = z.output<typeof CreateClaimTypeInput>;
export const ClaimTypeView = z.object({
  id: z.string(),
  nameNo: z.string(),
  nameEn: z.string(),
  voucherType: z.enum(VOUCHER_TYPE_NAMES),
  invoiceType: z.enum(INVOICE_TYPE_NAMES).nullable(),
  ...stamps,
});
export type ClaimTypeView = z.infer<typeof ClaimTypeView>;

export const ClaimTypeResource = defineResource({
  name: "claim-types",
  id: "id",
  schemas: { create: CreateClaimTypeInput, update: UpdateClaimTypeInput, view: ClaimTypeView },
  list: { sortable: ["nameNo"], search: "prefix" },
  access: { read: "admin", write: "admin" },
  nav: { group: "cases", label: "nav.claimTypes" },
});
