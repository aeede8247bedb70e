/** Server texts of the collection configuration (procedures, steps, letter and mail templates); merged into messages.ts. */
export const no = {
  "validation.slug": "Bruk små bokstaver, tall og bindestrek (for eksempel «purring-2»).",
  "validation.outOfRange": "Tallet er utenfor det tillatte området.",
  "validation.channels": "Velg minst én sendemåte: email, post eller partner.",
  "validation.unknownPlaceholder": "Ukjent flettefelt: {placeholder}. Se listen over flettefelt.",
  "procedures.noProcedure": "Ingen saksgang passer for denne skyldnertypen.",
} as const satisfies Record<string, string>;

export const en: Record<keyof typeof no, string> = {
  "validation.slug": "Use lower-case letters, digits and hyphens (for example “reminder-2”).",
  "validation.outOfRange": "The number is outside the allowed range.",
  "validation.channels": "Choose at least one channel: email, post or partner.",
  "validation.unknownPlaceholder": "Unknown placeholder: {placeholder}. See the list of placeholders.",
  "procedures.noProcedure": "No procedure fits this type of debtor.",
};
