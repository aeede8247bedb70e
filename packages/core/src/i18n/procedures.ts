/** Server texts of the collection configuration (procedures, steps, letter and mail templates); registered in messages.ts when loaded (import it where its keys are named). */

import { registerMessages } from "./messages";
export const no = {
  "validation.channels": "Velg minst én sendemåte: email, post eller partner.",
  "validation.unknownPlaceholder": "Ukjent flettefelt: {placeholder}. Se listen over flettefelt.",
  "procedures.noProcedure": "Ingen saksgang passer for denne skyldnertypen.",
  // templates whose placeholders the letter cannot fill (security-review-2 G5)
  "validation.placeholderNotFilled":
    "Flettefeltet {placeholder} fylles ikke i denne typen brev ({kind}). Bruk bare flettefeltene brevet fyller.",
  "procedures.templateUnfilled":
    "Malen «{template}» bruker flettefelt som dette brevet ikke kan fylle ({placeholders}). Rett malen under Dokumenter, og kjør steget igjen.",
} as const satisfies Record<string, string>;

export const en: Record<keyof typeof no, string> = {
  "validation.channels": "Choose at least one channel: email, post or partner.",
  "validation.unknownPlaceholder": "Unknown placeholder: {placeholder}. See the list of placeholders.",
  "procedures.noProcedure": "No procedure fits this type of debtor.",
  "validation.placeholderNotFilled":
    "The placeholder {placeholder} is not filled in this kind of letter ({kind}). Use only the placeholders the letter fills.",
  "procedures.templateUnfilled":
    "The template “{template}” names placeholders this letter cannot fill ({placeholders}). Correct the template under Documents, and run the step again.",
};

registerMessages({ no, en });
