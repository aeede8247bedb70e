/** Server texts of late-payment interest rates and interest notes; registered in messages.ts when loaded (import it where its keys are named). Keys are flat ("validation.*" reach the web forms). */

import { registerMessages } from "./messages";
export const no = {
  "validation.interestFrom": "Velg 1. januar eller 1. juli (01.01.ÅÅÅÅ eller 01.07.ÅÅÅÅ).",
  "validation.interestRate": "Skriv inn en rente i prosent fra 0 til 50, med høyst to desimaler.",
  "validation.interestCompensation": "Skriv inn et beløp i kroner, for eksempel 430,00.",
  "validation.interestFromTaken": "Det finnes allerede en rente for dette halvåret. Endre den i stedet.",
  "validation.interestPrincipal": "Skriv inn hovedstolen i kroner, for eksempel 10 000,00.",
  "interest.saved": "Renten er lagret.",
  "interest.nothingToCharge": "Debitoren har ingen forsinkelsesrente å beregne fram til denne datoen.",
  "interest.noteCreated": "Rentenotaen er opprettet.",
  "interest.deleted": "Renten er slettet.",
  "interest.missingRate":
    "Det finnes ingen forsinkelsesrente for halvåret som starter {date} ({half}. halvår {year}). Renten kan ikke beregnes for denne perioden før satsen er lagt inn.",
} as const satisfies Record<string, string>;

export const en: Record<keyof typeof no, string> = {
  "validation.interestFrom": "Choose 1 January or 1 July (01.01.YYYY or 01.07.YYYY).",
  "validation.interestRate": "Enter a rate in per cent from 0 to 50, with at most two decimals.",
  "validation.interestCompensation": "Enter an amount in NOK, for example 430.00.",
  "validation.interestFromTaken": "A rate for this half-year already exists. Change it instead.",
  "validation.interestPrincipal": "Enter the principal in NOK, for example 10 000.00.",
  "interest.saved": "The rate has been saved.",
  "interest.nothingToCharge": "The debtor has no late-payment interest to calculate up to this date.",
  "interest.noteCreated": "The interest note has been created.",
  "interest.deleted": "The rate has been deleted.",
  "interest.missingRate":
    "There is no late-payment interest rate for the half-year starting {date} ({year} H{half}). Interest cannot be calculated for this period until the rate is entered.",
};

registerMessages({ no, en });
