/** Server texts of metering (issue 19, billing/entitlements.ts); registered in messages.ts when loaded (import it where its keys are named). The SPEC 8 texts of cases and sends stay in cases.ts. */

import { registerMessages } from "./messages";
export const no = {
  "entitlements.notEnoughCreditChecks": "Ikke nok kredittsjekker.",
  "entitlements.belowZero": "Det er ikke så mye igjen å trekke fra.",
};

export const en: Record<keyof typeof no, string> = {
  "entitlements.notEnoughCreditChecks": "Not enough credit checks",
  "entitlements.belowZero": "There is not that much left to take away.",
};

registerMessages({ no, en });
