import "../i18n/ledger"; // registers the texts of the keys named here
import "../i18n/resources"; // registers the texts of the keys named here
import "../i18n/offers"; // registers the texts of the keys named here
import { defineFieldResource, MAX_PRICE_ORE } from "../resource/field-resource";

/**
 * A coupon (issue 19): a code a customer types when buying (top-up, plan), giving a percent off, a fixed amount off
 * (øre) or free units, from `validFrom` to `validTo` (both included, Oslo days), at most `maxUses` times. The code is
 * unique whatever its case (stored in upper case). `uses` is moved by the purchase that uses it, never by a form.
 * Whether a coupon applies, and the price it gives: coupon-rules.ts.
 */
export const COUPON_KINDS = ["percent", "amount", "units"] as const;
const units = { kind: "int", min: 0, max: 10_000, optional: true } as const;

export const CouponResource = defineFieldResource({
  name: "coupons",
  fields: {
    code: { kind: "code", max: 30, unique: true, column: true },
    kind: { kind: "enum", values: COUPON_KINDS, column: true, filter: true },
    percentOff: { kind: "percent", optional: true, column: true },
    amountOffOre: { kind: "money", max: MAX_PRICE_ORE, optional: true, column: true },
    freeCases: units,
    freeSends: units,
    freeCreditChecks: units,
    validFrom: { kind: "date", column: true },
    validTo: { kind: "date", column: true },
    maxUses: { kind: "int", min: 1, max: 1_000_000, column: true },
    uses: { kind: "count", column: true },
  },
  sortable: ["code", "validTo"],
  access: { read: "admin", write: "admin" },
  nav: { group: "billing", label: "nav.coupons" },
  csv: true,
  rules: (c, ctx) => {
    const given =
      c.kind === "percent"
        ? (c.percentOff ?? 0) > 0
        : c.kind === "amount"
          ? (c.amountOffOre ?? 0) > 0
          : !!(c.freeCases || c.freeSends || c.freeCreditChecks);
    const field = c.kind === "percent" ? "percentOff" : c.kind === "amount" ? "amountOffOre" : "freeCases";
    if (!given) ctx.addIssue({ code: "custom", path: [field], message: "validation.couponValue" });
    if (c.validTo < c.validFrom) ctx.addIssue({ code: "custom", path: ["validTo"], message: "validation.dateOrder" });
  },
});
