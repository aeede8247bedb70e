/** Server texts of the collection configuration (procedures, steps, letter and mail templates); registered in messages.ts when loaded (import it where its keys are named). */

import { registerMessages } from "./messages";
export const no = {
  "validation.channels": "Velg minst én sendemåte: email, post eller partner.",
  "validation.unknownPlaceholder": "Ukjent flettefelt: {placeholder}. Se listen over flettefelt.",
  "procedures.noProcedure": "Ingen saksgang passer for denne skyldnertypen.",
} as const satisfies Record<string, string>;

export const en: Record<keyof typeof no, string> = {
  "validation.channels": "Choose at least one channel: email, post or partner.",
  "validation.unknownPlaceholder": "Unknown placeholder: {placeholder}. See the list of placeholders.",
  "procedures.noProcedure": "No procedure fits this type of debtor.",
};

registerMessages({ no, en });
