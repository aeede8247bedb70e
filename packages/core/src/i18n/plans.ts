/** Server texts of down-payment plans (issue 11, SPEC 5); registered in messages.ts when loaded. The SPEC 5 text is kept word for word in English. */

import { registerMessages } from "./messages";
export const no = {
  "plans.belowOwed":
    "Et avtalt nedbetalingsbeløp kan ikke være lavere enn det som skyldes nå (hovedstol pluss gebyrer).",
  "plans.monthlyAboveAgreed": "Månedsbeløpet kan ikke være større enn det avtalte beløpet.",
  "plans.monthlyTooSmall": "Med dette månedsbeløpet blir det mer enn 120 avdrag: øk månedsbeløpet.",
  "plans.instalmentsTooFew": "Antall avdrag med dette månedsbeløpet dekker ikke det avtalte beløpet.",
  "plans.instalmentsTooMany": "Det avtalte beløpet er betalt før siste avdrag: bruk færre avdrag.",
  "plans.instalmentsWhole": "Antall avdrag må være et helt tall fra 1 til 120.",
  "plans.instalmentsMax": "Høyst 120 avdrag.",
  "plans.firstDateInPast": "Første betalingsdato kan ikke være tilbake i tid.",
  "plans.firstDateTooLate": "Første betalingsdato kan være høyst ett år frem i tid.",
  "plans.caseNotRunning": "Saken er ikke i gang (ikke startet, lukket eller slått sammen): den kan ikke få en nedbetalingsplan.",
  "plans.nothingOwed": "Saken har ikke noe utestående å avtale nedbetaling av.",
  "plans.agreed": "Nedbetalingsplanen for sak {caseNumber} er lagret, og brevet lages.",
  "plans.replaced": "Nedbetalingsplanen for sak {caseNumber} er erstattet av en ny, og brevet lages.",
  "plans.cancelled": "Nedbetalingsplanen for sak {caseNumber} er avsluttet.",
  "plans.noPlan": "Saken har ingen aktiv nedbetalingsplan.",
};

export const en: Record<keyof typeof no, string> = {
  "plans.belowOwed":
    "An agreed down-payment amount may not be lower than the currently owed amount (principal plus fees).",
  "plans.monthlyAboveAgreed": "The monthly amount cannot be more than the agreed amount.",
  "plans.monthlyTooSmall": "This monthly amount takes more than 120 instalments: raise the monthly amount.",
  "plans.instalmentsTooFew": "This number of instalments of the monthly amount does not cover the agreed amount.",
  "plans.instalmentsTooMany": "The agreed amount is paid before the last instalment: use fewer instalments.",
  "plans.instalmentsWhole": "The number of instalments must be a whole number from 1 to 120.",
  "plans.instalmentsMax": "At most 120 instalments.",
  "plans.firstDateInPast": "The first payment date cannot be in the past.",
  "plans.firstDateTooLate": "The first payment date can be at most one year ahead.",
  "plans.caseNotRunning":
    "The case is not running (not started, closed or merged): it cannot have a down-payment plan.",
  "plans.nothingOwed": "Nothing is owed on the case to agree a down-payment plan for.",
  "plans.agreed": "The down-payment plan for case {caseNumber} is saved, and its letter is being made.",
  "plans.replaced": "The down-payment plan for case {caseNumber} was replaced by a new one, and its letter is being made.",
  "plans.cancelled": "The down-payment plan for case {caseNumber} is cancelled.",
  "plans.noPlan": "The case has no active down-payment plan.",
};

registerMessages({ no, en });
