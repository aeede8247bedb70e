import { registerMessages } from "./messages";
/** Server texts of a case's documents, email log and step responses (issue 10); registered in messages.ts when loaded (import it where its keys are named). */
export const no = {
  "stepResponse.notReceived": "Dette steget tar ikke imot svar.",
  "stepResponse.notForStep": "Feltet hører ikke til dette steget.",
  "stepResponse.issueDateRequired": "Fyll inn avgjørelsesdato.",
  "stepResponse.dateInFuture": "Datoen kan ikke være fram i tid.",
  "stepResponse.amountPositive": "Beløpet må være større enn 0.",
  "stepResponse.namsbokNumber": "Skriv inn et gyldig namsboknummer (bokstaver, siffer, - og /).",
  "stepResponse.deductionPair": "Fyll inn både månedlig trekk og første trekkdato.",
  "stepResponse.withdrawalBeforeIssue": "Første trekk kan ikke være før avgjørelsesdatoen.",
  "stepResponse.vehicleRegistration": "Skriv inn et gyldig kjennemerke (f.eks. AB 12345).",
  "stepResponse.postcode": "Skriv inn et gyldig postnummer (4 siffer).",
  "stepResponse.propertyPair": "Fyll inn både adresse og postnummer for eiendommen.",
  "caseEmails.notResendable": "E-posten kan ikke sendes på nytt.",
  "caseDocuments.alreadyPosted": "Brevet er allerede sendt med post.",
  "caseDocuments.posted": "Brevet er lagt i køen for utskrift og sendes med post.",
  "caseDocuments.notPostable": "Dette brevet kan ikke sendes med post herfra.",
  // issue 18 (G3): a letter sent again, by post or e-mail
  "letterSend.caseClosed": "Saken er lukket. Brevet sendes ikke på nytt.",
  "letterSend.casePaused": "Saken er satt på pause. Brevet kan sendes på nytt når saken er aktiv igjen.",
  "letterSend.letterReverted": "Steget er tilbakeført, så brevet er trukket tilbake og sendes ikke på nytt.",
  "letterSend.resendLimit": "Denne e-posten er allerede sendt på nytt {max} ganger, som er det meste. Send brevet med post i stedet.",
  "letterSend.outsideWindow": "E-post til skyldneren sendes bare mandag–fredag 08–21 og lørdag 09–15 (ikke på helligdager). Send den på nytt fra {next}.",
};

export const en: Record<keyof typeof no, string> = {
  "stepResponse.notReceived": "This step does not receive a response.",
  "stepResponse.notForStep": "This field does not belong to this step.",
  "stepResponse.issueDateRequired": "Please enter the date of the decision.",
  "stepResponse.dateInFuture": "The date cannot be in the future.",
  "stepResponse.amountPositive": "The amount must be greater than 0.",
  "stepResponse.namsbokNumber": "Please enter a valid namsbok number (letters, digits, - and /).",
  "stepResponse.deductionPair": "Please enter both the monthly deduction and the first withdrawal date.",
  "stepResponse.withdrawalBeforeIssue": "The first withdrawal cannot be before the date of the decision.",
  "stepResponse.vehicleRegistration": "Please enter a valid registration number (e.g. AB 12345).",
  "stepResponse.postcode": "Please enter a valid postcode (4 digits).",
  "stepResponse.propertyPair": "Please enter both the address and the postcode of the property.",
  "caseEmails.notResendable": "This email cannot be sent again.",
  "caseDocuments.alreadyPosted": "This letter has already been sent by post.",
  "caseDocuments.posted": "The letter is in the print queue and will be sent by post.",
  "caseDocuments.notPostable": "This letter cannot be sent by post from here.",
  // issue 18 (G3): a letter sent again, by post or e-mail
  "letterSend.caseClosed": "The case is closed. The letter is not sent again.",
  "letterSend.casePaused": "The case is paused. The letter can be sent again when the case is active again.",
  "letterSend.letterReverted": "The step was reverted, so the letter is withdrawn and is not sent again.",
  "letterSend.resendLimit": "This email has already been sent again {max} times, which is the most. Send the letter by post instead.",
  "letterSend.outsideWindow": "Emails to the debtor are sent only Monday–Friday 08–21 and Saturday 09–15 (not on public holidays). Send it again from {next}.",
};

registerMessages({ no, en });
