import "../i18n/offers"; // registers the texts of the keys named here
import { defineFieldResource, MAX_PRICE_ORE } from "../resource/field-resource";

/**
 * A plan Innfri sells (SPEC 2 "Plan", SPEC 9; docs/billing.md "Plans, coupons, rewards, schedules"): what it
 * includes for `durationDays`, its price and per-unit prices ex. VAT in øre, top-up prices, the discount scheme,
 * carry forward and expiry. Sales keeps plans (SPEC 6). Which user groups see a plan: `user-group-plans`.
 *
 * - Discount scheme: `discountPercent` off the per-unit prices of the units of one purchase beyond
 *   `discountFromQuantity` (e.g. 10 % off every case after the first 100). Both or neither.
 * - Carry forward: units left at the end of a period move to the next one; without it they lapse.
 * - Expiry: units bought expire `unitsExpireDays` after purchase (none: they last while the plan runs);
 *   `availableUntil` is the last day the plan can be chosen.
 * - `starter`: the free plan a new creditor starts on (seeded: 3 cases, 10 sends, 30 days, NOK 0).
 */
const MAX_UNITS = 1_000_000;
const units = { kind: "int", min: 0, max: MAX_UNITS } as const;
const price = { kind: "money", max: MAX_PRICE_ORE } as const;

export const PlanResource = defineFieldResource({
  name: "plans",
  fields: {
    nameNo: { kind: "text", max: 100, column: true },
    nameEn: { kind: "text", max: 100 },
    active: { kind: "bool", column: true, filter: true },
    starter: { kind: "bool", column: true },
    priceOre: { ...price, column: true },
    durationDays: { kind: "int", min: 1, max: 3660, column: true },
    includedCases: { ...units, column: true },
    includedSends: { ...units, column: true },
    includedUsers: { ...units, max: 10_000 },
    perCaseOre: price,
    perSendOre: price,
    perUserYearOre: price,
    topUpCaseOre: price,
    topUpSendOre: price,
    topUpCreditCheckOre: price,
    discountPercent: { kind: "percent", optional: true },
    discountFromQuantity: { ...units, optional: true },
    carryForward: { kind: "bool" },
    unitsExpireDays: { kind: "int", min: 1, max: 3660, optional: true },
    availableUntil: { kind: "date", optional: true },
  },
  sortable: ["nameNo", "priceOre", "durationDays"],
  access: { read: "staff", write: "staff" },
  nav: { group: "billing", label: "nav.plans" },
  csv: true,
  rules: (p, ctx) => {
    if ((p.discountPercent ?? 0) > 0 && p.discountFromQuantity === null)
      ctx.addIssue({ code: "custom", path: ["discountFromQuantity"], message: "validation.discountFrom" });
  },
});
