import "../i18n/offers"; // registers the texts of the keys named here
import type { MessageKey } from "../i18n/messages";
import type { FieldInput } from "../resource/field-resource";
import type { CouponResource } from "./coupon.schema";

/**
 * Pure rules of a coupon at a purchase (no I/O; the web imports them too): whether it may be used today, and the
 * price it gives. The purchase (a later part of issue 19) reads the coupon by its code, calls `couponRefusal`, and
 * moves `uses` in the purchase's own transaction, conditioned on `uses < maxUses`, so two buyers cannot both take
 * the last use.
 */
type Coupon = FieldInput<(typeof CouponResource)["fields"]> & { uses: number };

export interface CouponRefusal {
  message: MessageKey;
  params: Record<string, string | number>;
}

const shown = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;

/**
 * Why this coupon cannot be used on `today` (Oslo, `YYYY-MM-DD`), or null when it can: unknown (no coupon by the
 * code), not yet valid, expired (the day after `validTo`), used up.
 */
export function couponRefusal(coupon: Coupon | null, today: string): CouponRefusal | null {
  if (!coupon) return { message: "coupon.unknown", params: {} };
  if (today < coupon.validFrom) return { message: "coupon.notYetValid", params: { date: shown(coupon.validFrom) } };
  if (today > coupon.validTo) return { message: "coupon.expired", params: { date: shown(coupon.validTo) } };
  if (coupon.uses >= coupon.maxUses) return { message: "coupon.usedUp", params: { max: coupon.maxUses } };
  return null;
}

/**
 * The price ex. VAT (øre) after the coupon: a percent off rounded to the nearest øre (half up), or a fixed amount
 * off; never below 0. A units coupon leaves the price alone (it adds units: `couponUnits`).
 */
export function couponPrice(coupon: Coupon, priceOre: number): number {
  const off =
    coupon.kind === "percent"
      ? Math.round((priceOre * (coupon.percentOff ?? 0)) / 100)
      : coupon.kind === "amount"
        ? (coupon.amountOffOre ?? 0)
        : 0;
  return Math.max(0, priceOre - off);
}

/** The free units a coupon adds to the purchase. */
export const couponUnits = (coupon: Coupon) => ({
  cases: coupon.kind === "units" ? (coupon.freeCases ?? 0) : 0,
  sends: coupon.kind === "units" ? (coupon.freeSends ?? 0) : 0,
  creditChecks: coupon.kind === "units" ? (coupon.freeCreditChecks ?? 0) : 0,
});
