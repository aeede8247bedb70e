/** Server texts of buying (issue 19, billing/purchase.ts); registered in messages.ts when loaded (import it where its keys are named). */

import { registerMessages } from "./messages";
export const no = {
  "purchase.quantityRange": "Antallet må være fra 0 til 10 000.",
  "purchase.nothingToBuy": "Velg minst én sak, utsendelse eller kredittsjekk.",
  "purchase.noPlan": "Velg en plan før du kjøper mer.",
  "purchase.planUnavailable": "Denne planen kan ikke velges.",
  "purchase.starterTaken": "Gratisplanen kan bare velges én gang.",
  "purchase.overdue": "Dere har en forfalt faktura fra oss. Betal den før dere kjøper mer.",
  "purchase.planBought": "Planen {plan} er valgt.",
  "purchase.toppedUp": "Kjøpet er registrert, og enhetene kan brukes nå.",
  "purchase.lapsed": "Enheter igjen fra forrige plan er utløpt (planen overfører ikke).",
  // staff: customers' plans and the partner agreement (billing/customer-plans.ts)
  "customerPlans.unknownPlan": "Planen finnes ikke.",
  "customerPlans.fromRange": "Startdatoen kan være høyst ett år før eller etter i dag.",
  "customerPlans.feeRange": "Avgiften må være fra 0 til 1 000 000 kr.",
  "customerPlans.changed": "Kunden har nå planen {plan}.",
  "customerPlans.partnerSaved": "Partneravtalen er lagret.",
  "customerPlans.customer": "Kunde",
  "customerPlans.orgNumber": "Org.nr.",
  "customerPlans.plan": "Plan",
  "customerPlans.from": "Fra",
  "customerPlans.until": "Til",
  "customerPlans.cases": "Saker igjen",
  "customerPlans.sends": "Utsendelser igjen",
  "customerPlans.creditChecks": "Kredittsjekker igjen",
  "customerPlans.lastPurchase": "Siste kjøp",
};

export const en: Record<keyof typeof no, string> = {
  "purchase.quantityRange": "The quantity must be from 0 to 10,000.",
  "purchase.nothingToBuy": "Choose at least one case, send or credit check.",
  "purchase.noPlan": "Choose a plan before buying more.",
  "purchase.planUnavailable": "This plan cannot be chosen.",
  "purchase.starterTaken": "The free plan can be chosen only once.",
  "purchase.overdue": "You have an overdue invoice from us. Pay it before buying more.",
  "purchase.planBought": "The plan {plan} is chosen.",
  "purchase.toppedUp": "The purchase is registered, and the units can be used now.",
  "purchase.lapsed": "Units left of the previous plan have lapsed (the plan does not carry forward).",
  // staff: customers' plans and the partner agreement (billing/customer-plans.ts)
  "customerPlans.unknownPlan": "The plan does not exist.",
  "customerPlans.fromRange": "The start date can be at most a year before or after today.",
  "customerPlans.feeRange": "The fee must be from NOK 0 to NOK 1,000,000.",
  "customerPlans.changed": "The customer now has the plan {plan}.",
  "customerPlans.partnerSaved": "The partner agreement is saved.",
  "customerPlans.customer": "Customer",
  "customerPlans.orgNumber": "Org. no.",
  "customerPlans.plan": "Plan",
  "customerPlans.from": "From",
  "customerPlans.until": "Until",
  "customerPlans.cases": "Cases left",
  "customerPlans.sends": "Sends left",
  "customerPlans.creditChecks": "Credit checks left",
  "customerPlans.lastPurchase": "Last purchase",
};

registerMessages({ no, en });
