/** Server texts of our invoices to customers (issue 19, docs/billing-invoices.md); registered in messages.ts when loaded. */

import { registerMessages } from "./messages";
export const no = {
  "invoices.quantityRange": "Antallet må være fra 0,001 til 100 000, med høyst tre desimaler.",
  "invoices.priceRange": "Enhetsprisen må være et helt antall øre fra 0 til 100 000 kr.",
  "invoices.discountRange": "Rabatten må være et helt antall øre, ikke negativ.",
  "invoices.discountAboveLine": "Rabatten kan ikke være større enn linjens beløp: en linje blir aldri under 0 kr.",
  "invoices.linesRange": "En faktura har fra 1 til 200 linjer.",
  "invoices.totalTooLarge": "Fakturaen blir over 10 millioner kr: sjekk antall og priser.",
};

export const en: Record<keyof typeof no, string> = {
  "invoices.quantityRange": "The quantity must be from 0.001 to 100,000, with at most three decimals.",
  "invoices.priceRange": "The unit price must be a whole number of øre from 0 to NOK 100,000.",
  "invoices.discountRange": "The discount must be a whole number of øre, not negative.",
  "invoices.discountAboveLine": "The discount cannot be more than the line's amount: a line never goes below NOK 0.",
  "invoices.linesRange": "An invoice has from 1 to 200 lines.",
  "invoices.totalTooLarge": "The invoice would be above NOK 10 million: check the quantities and prices.",
};

registerMessages({ no, en });
