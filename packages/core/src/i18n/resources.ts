/** Server texts of the admin resources (reference data, global messages, feedback); registered in messages.ts when loaded (import it where its keys are named). */

import { registerMessages } from "./messages";
export const no = {
  "validation.alreadyExists": "Dette finnes allerede.",
  "validation.municipalityNumbers": "Skriv inn gyldige kommunenumre (4 siffer), adskilt med komma.",
  "validation.postcodeRanges": "Skriv inn postnumre (4 siffer) eller intervaller som 0001-1299, adskilt med komma.",
  "validation.rating": "Velg en vurdering fra 1 til 5.",
  "validation.dateOrder": "Til-datoen kan ikke være før fra-datoen.",
  "validation.customersRequired": "Velg minst én kunde.",
  "validation.dateSpan": "En melding kan vises i høyst ett år.",
  "resources.deleted": "Slettet.",
  "resources.imported": "{count} rader er importert.",
  "resources.csvTooLarge": "Filen er for stor (maks {max} rader og 1 MB).",
  "resources.csvHeader": "Kolonnene må være: {columns}.",
  "resources.csvDuplicate": "Samme rad finnes flere ganger i filen.",
  "globalMessages.dismissed": "Meldingen er skjult.",
  "customerFeedback.sent": "Takk for tilbakemeldingen!",
} as const satisfies Record<string, string>;

export const en: Record<keyof typeof no, string> = {
  "validation.alreadyExists": "This already exists.",
  "validation.municipalityNumbers": "Enter valid municipality numbers (4 digits), separated by commas.",
  "validation.postcodeRanges": "Enter postcodes (4 digits) or ranges such as 0001-1299, separated by commas.",
  "validation.rating": "Choose a rating from 1 to 5.",
  "validation.dateOrder": "The to date cannot be before the from date.",
  "validation.customersRequired": "Choose at least one customer.",
  "validation.dateSpan": "A message can be shown for at most one year.",
  "resources.deleted": "Deleted.",
  "resources.imported": "{count} rows have been imported.",
  "resources.csvTooLarge": "The file is too large (at most {max} rows and 1 MB).",
  "resources.csvHeader": "The columns must be: {columns}.",
  "resources.csvDuplicate": "The same row occurs more than once in the file.",
  "globalMessages.dismissed": "The message has been hidden.",
  "customerFeedback.sent": "Thank you for your feedback!",
};

registerMessages({ no, en });
