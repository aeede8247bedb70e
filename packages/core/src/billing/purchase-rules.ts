import "../i18n/purchases"; // registers the texts of the keys named here
import { z } from "zod";
import type { FieldInput } from "../resource/field-resource";
import { couponPrice, couponUnits } from "./coupon-rules";
import type { CouponResource } from "./coupon.schema";
import type { PlanResource } from "./plan.schema";

/**
 * Pure rules of a purchase (issue 19, docs/billing.md "Buying"; no I/O, the web imports them to show an order's total
 * before buying): the lines a plan or a top-up is invoiced with, prices ex. VAT in øre, the plan's discount scheme
 * and the coupon. purchase.ts writes them.
 */
export const MAX_TOP_UP = 10_000;
/** VAT on our services (mval. § 5-1: 25 %), shown beside every price ex. VAT. */
export const VAT_PERCENT = 25;
export const withVat = (ore: number) => Math.round((ore * (100 + VAT_PERCENT)) / 100);

type Plan = FieldInput<(typeof PlanResource)["fields"]>;
type Coupon = FieldInput<(typeof CouponResource)["fields"]> & { uses: number };

const quantity = z
  .number({ error: "validation.number" })
  .int({ error: "validation.number" })
  .min(0, { error: "purchase.quantityRange" })
  .max(MAX_TOP_UP, { error: "purchase.quantityRange" })
  .default(0);
const couponCode = z.string().trim().max(30, { error: "validation.tooLong" }).optional();

/** A top-up: cases, sends and credit checks (each 0..10 000, at least one), with an optional coupon code. */
export const TopUpInput = z
  .object({ cases: quantity, sends: quantity, creditChecks: quantity, coupon: couponCode })
  .strict()
  .superRefine((t, ctx) => {
    if (t.cases + t.sends + t.creditChecks === 0)
      ctx.addIssue({ code: "custom", path: ["cases"], message: "purchase.nothingToBuy" });
  });
export type TopUpInput = z.infer<typeof TopUpInput>;

/** Choosing a plan, with an optional coupon code. */
export const ChoosePlanInput = z
  .object({ planId: z.string({ error: "validation.required" }).min(1).max(64), coupon: couponCode })
  .strict();
export type ChoosePlanInput = z.infer<typeof ChoosePlanInput>;

/** A line of a purchase, as the billing run invoices it. */
export interface PurchaseLine {
  description: { no: string; en: string };
  quantity: number;
  unitPriceOre: number;
  discountOre: number;
}

export const lineNet = (l: PurchaseLine) => l.quantity * l.unitPriceOre - l.discountOre;
export const netOf = (lines: PurchaseLine[]) => lines.reduce((s, l) => s + lineNet(l), 0);

/** The plan's discount scheme: percent off each unit beyond `discountFromQuantity` (rounded half up). */
export function schemeDiscount(plan: Plan, quantity: number, unitPriceOre: number): number {
  const from = plan.discountFromQuantity ?? null;
  if (!plan.discountPercent || from === null || quantity <= from) return 0;
  return Math.round(((quantity - from) * unitPriceOre * plan.discountPercent) / 100);
}

/**
 * A coupon's discount spread over the lines: a percent off each line; a fixed amount off the lines in order until it
 * is used up; never a line below 0 (couponPrice). A units coupon adds a free line per kind of unit.
 */
export function withCoupon(lines: PurchaseLine[], coupon: Coupon | null): PurchaseLine[] {
  if (!coupon) return lines;
  if (coupon.kind === "units") {
    const free = couponUnits(coupon);
    const extra = (
      [
        ["cases", { no: "Gratis saker (kupong)", en: "Free cases (coupon)" }],
        ["sends", { no: "Gratis utsendelser (kupong)", en: "Free sends (coupon)" }],
        ["creditChecks", { no: "Gratis kredittsjekker (kupong)", en: "Free credit checks (coupon)" }],
      ] as const
    ).flatMap(([k, description]) =>
      free[k] > 0 ? [{ description, quantity: free[k], unitPriceOre: 0, discountOre: 0 }] : [],
    );
    return [...lines, ...extra];
  }
  let amountLeft = coupon.kind === "amount" ? (coupon.amountOffOre ?? 0) : 0;
  return lines.map((l) => {
    const net = lineNet(l);
    const after = coupon.kind === "percent" ? couponPrice(coupon, net) : Math.max(0, net - amountLeft);
    if (coupon.kind === "amount") amountLeft -= net - after;
    return { ...l, discountOre: l.discountOre + (net - after) };
  });
}

const planName = (p: Plan) => ({ no: p.nameNo, en: p.nameEn });

/** The line of a plan bought: its price for its duration. */
export const planLines = (plan: Plan, coupon: Coupon | null): PurchaseLine[] =>
  withCoupon(
    [
      {
        description: {
          no: `Plan ${plan.nameNo}, ${plan.durationDays} dager`,
          en: `Plan ${plan.nameEn}, ${plan.durationDays} days`,
        },
        quantity: 1,
        unitPriceOre: plan.priceOre,
        discountOre: 0,
      },
    ],
    coupon,
  );

/** The lines of a top-up at the plan's top-up prices, with its discount scheme and the coupon. */
export function topUpLines(plan: Plan, t: Pick<TopUpInput, "cases" | "sends" | "creditChecks">, coupon: Coupon | null) {
  const kinds = [
    [t.cases, plan.topUpCaseOre, { no: "Saker", en: "Cases" }],
    [t.sends, plan.topUpSendOre, { no: "Utsendelser", en: "Sends" }],
    [t.creditChecks, plan.topUpCreditCheckOre, { no: "Kredittsjekker", en: "Credit checks" }],
  ] as const;
  const lines = kinds.flatMap(([qty, price, d]) =>
    qty > 0
      ? [
          {
            description: { no: `${d.no} (${planName(plan).no})`, en: `${d.en} (${planName(plan).en})` },
            quantity: qty,
            unitPriceOre: price,
            discountOre: schemeDiscount(plan, qty, price),
          },
        ]
      : [],
  );
  return withCoupon(lines, coupon);
}
