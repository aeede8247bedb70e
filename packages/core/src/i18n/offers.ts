/**
 * Server texts of what Innfri sells and how it invoices (issue 19, staff side: plans, user groups, coupons, rewards,
 * billing schedules, step costs) and of the field resources they are stated with; registered in messages.ts when
 * loaded (import it where its keys are named).
 */

import { registerMessages } from "./messages";
export const no = {
  "validation.letterCode": "Bruk bare bokstaver, sifre og bindestrek (ingen mellomrom).",
  "validation.refNotFound": "Finner ikke dette (det kan være slettet).",
  "validation.discountFrom": "Oppgi fra hvilket antall rabatten gjelder.",
  "validation.couponValue": "Fyll inn rabatten eller de gratis enhetene denne kupongtypen gir.",
  "validation.rewardValue": "Fyll inn enhetene eller rabatten belønningen gir.",
  "coupon.unknown": "Kupongkoden finnes ikke.",
  "coupon.notYetValid": "Kupongen gjelder først fra {date}.",
  "coupon.expired": "Kupongen gikk ut {date}.",
  "coupon.usedUp": "Kupongen er brukt opp (høyst {max} ganger).",
  "billingSchedule.customersAdded": "Lagt til på faktureringsplanen: {count}.",
  "billingSchedule.customerRemoved": "Kunden er tatt ut av faktureringsplanen.",
  "billingSchedule.customerTaken": "Kunden faktureres allerede etter en annen faktureringsplan.",
  "billingSchedule.unknownCustomer": "Kunden finnes ikke.",
  "stepCost.noPrice": "Ingen pris: kunden har ingen egen pris for steget, og det finnes ingen aktiv startplan.",
} as const satisfies Record<string, string>;

export const en: Record<keyof typeof no, string> = {
  "validation.letterCode": "Use only letters, digits and dashes (no spaces).",
  "validation.refNotFound": "Not found (it may have been deleted).",
  "validation.discountFrom": "Give the quantity the discount applies from.",
  "validation.couponValue": "Fill in the discount or the free units this kind of coupon gives.",
  "validation.rewardValue": "Fill in the units or the discount the reward gives.",
  "coupon.unknown": "The coupon code does not exist.",
  "coupon.notYetValid": "The coupon is valid from {date}.",
  "coupon.expired": "The coupon expired on {date}.",
  "coupon.usedUp": "The coupon has been used up (at most {max} times).",
  "billingSchedule.customersAdded": "Added to the billing schedule: {count}.",
  "billingSchedule.customerRemoved": "The customer has been taken off the billing schedule.",
  "billingSchedule.customerTaken": "The customer is already invoiced on another billing schedule.",
  "billingSchedule.unknownCustomer": "The customer does not exist.",
  "stepCost.noPrice":
    "No price: the customer has no price of its own for this step and there is no active starter plan.",
};

registerMessages({ no, en });
