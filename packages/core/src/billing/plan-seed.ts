import { log } from "../util/log";
import { plans, userGroupPlans, userGroups } from "./plan-stores";
import { DEFAULT_USER_GROUP } from "./user-group.schema";

/**
 * The plans `npm start` and the tests begin with (issue 19; docs/billing.md "Plans, coupons, rewards, schedules"):
 * the default user group and four plans it sees. Prices ex. VAT, in øre. Idempotent by id: an item that exists is
 * left as it is (an admin's edit is never overwritten), a missing one is created.
 *
 * The starter plan is free for 30 days with 3 cases and 10 sends: enough for a new creditor to send its first lawful
 * letters (a betalingsoppfordring/inkassovarsel and the reminder after it) before choosing a paid plan.
 */
const base = {
  includedUsers: 5,
  perUserYearOre: 60_000,
  topUpCaseOre: 4_900,
  topUpSendOre: 1_500,
  topUpCreditCheckOre: 3_900,
  discountPercent: null,
  discountFromQuantity: null,
  unitsExpireDays: null,
  availableUntil: null,
  active: true,
  starter: false,
  carryForward: true,
};

export const SEEDED_PLANS = {
  "plan-start": {
    ...base,
    nameNo: "Start (gratis prøve)",
    nameEn: "Start (free trial)",
    starter: true,
    priceOre: 0,
    durationDays: 30,
    includedCases: 3,
    includedSends: 10,
    perCaseOre: 4_900,
    perSendOre: 1_500,
    carryForward: false,
  },
  "plan-small": {
    ...base,
    nameNo: "Liten",
    nameEn: "Small",
    priceOre: 29_900,
    durationDays: 30,
    includedCases: 20,
    includedSends: 60,
    perCaseOre: 2_500,
    perSendOre: 900,
  },
  "plan-medium": {
    ...base,
    nameNo: "Medium",
    nameEn: "Medium",
    priceOre: 99_900,
    durationDays: 30,
    includedCases: 100,
    includedSends: 300,
    perCaseOre: 1_900,
    perSendOre: 700,
    discountPercent: 10,
    discountFromQuantity: 100,
  },
  "plan-large-year": {
    ...base,
    nameNo: "Stor (år)",
    nameEn: "Large (yearly)",
    priceOre: 990_000,
    durationDays: 365,
    includedCases: 1_500,
    includedSends: 4_500,
    perCaseOre: 1_500,
    perSendOre: 500,
    discountPercent: 15,
    discountFromQuantity: 500,
    unitsExpireDays: 365,
  },
} as const;

/** Creates what is missing of the default user group, the seeded plans and the group's links to them. */
export async function seedPlans(): Promise<number> {
  let created = 0;
  const group = { name: "Standard", description: "Alle kunder er i denne gruppen til de flyttes til en annen." };
  if (await userGroups.ensure(DEFAULT_USER_GROUP, group)) created++;
  for (const [id, plan] of Object.entries(SEEDED_PLANS)) {
    if (await plans.ensure(id, plan)) created++;
    if (await userGroupPlans.ensure(`${DEFAULT_USER_GROUP}-${id}`, { userGroupId: DEFAULT_USER_GROUP, planId: id }))
      created++;
  }
  if (created) log.info("plans.seeded", { created });
  return created;
}
