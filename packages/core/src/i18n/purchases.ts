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
};

registerMessages({ no, en });
