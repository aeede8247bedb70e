/** Server texts of the company register (issue 21; docs/company-register.md); registered when loaded. */

import { registerMessages } from "./messages";
export const no = {
  "companyRegister.unavailable": "Brønnøysundregistrene svarer ikke akkurat nå. Prøv igjen om litt.",
  "companyRegister.notFound": "Fant ingen enhet med dette organisasjonsnummeret i Enhetsregisteret.",
  "companyRegister.deleted": "Enheten er slettet i Enhetsregisteret.",
  "companyRegister.bankrupt": "Enheten er konkurs. Et krav må meldes i konkursboet, ikke inndrives som vanlig.",
  "companyRegister.underLiquidation": "Enheten er under avvikling.",
  "companyRegister.underForcedLiquidation": "Enheten er under tvangsavvikling eller tvangsoppløsning.",
  "validation.nameMin2": "Skriv minst 2 tegn.",
  "validation.boolean": "Velg på eller av.",
  "companyRegister.autopilotIntro":
    "Enhetsregisteret sier dette om {count} av skyldnerne autopiloten startet sak mot. Se over sakene før neste steg:",
  "companyRegister.autopilotLine": "{name}, sak {caseNumber}: {warnings}",
  "companyRegister.startedWarning": "Sak {caseNumber} er startet, men Enhetsregisteret sier om {name}: {warnings}",
  "companyRegister.deletedNoRegistration":
    "Enhetsregisteret sier at enheten med dette organisasjonsnummeret er slettet. En slettet enhet kan ikke registreres.",
};

export const en: Record<keyof typeof no, string> = {
  "companyRegister.unavailable": "The Brønnøysund Register Centre is not answering right now. Try again in a moment.",
  "companyRegister.notFound": "No entity with this organisation number in the Central Coordinating Register.",
  "companyRegister.deleted": "The entity is deleted from the Central Coordinating Register.",
  "companyRegister.bankrupt": "The entity is bankrupt. A claim must be lodged with the estate, not collected as usual.",
  "companyRegister.underLiquidation": "The entity is being wound up.",
  "companyRegister.underForcedLiquidation": "The entity is under compulsory liquidation or dissolution.",
  "validation.nameMin2": "Type at least 2 characters.",
  "validation.boolean": "Choose on or off.",
  "companyRegister.autopilotIntro":
    "The company register says this of {count} of the debtors the auto-pilot started cases against. Look at the cases before the next step:",
  "companyRegister.autopilotLine": "{name}, case {caseNumber}: {warnings}",
  "companyRegister.startedWarning": "Case {caseNumber} is started, but the company register says of {name}: {warnings}",
  "companyRegister.deletedNoRegistration":
    "The Central Coordinating Register says the entity with this organisation number is deleted. A deleted entity cannot be registered.",
};

registerMessages({ no, en });
