/** Server texts of the billing run and of payments of our invoices (issue 19, docs/billing.md "The billing run"). */

import { registerMessages } from "./messages";
export const no = {
  "billingRun.step": "Steg: {kind}",
  "billingRun.invoiceCopyPages": "Fakturakopi per post, per side",
  "billingRun.extraUsers": "Brukere utover de inkluderte, {from}–{to}",
  "billingRun.mailSubject": "Faktura {number} fra Innfri",
  "billingRun.mailText": "Vedlagt er faktura {number} fra Innfri på {total}, forfall {due}. KID: {kid}.",
  "customerInvoices.wrongKid": "KID-en er ikke denne fakturaens.",
  "customerInvoices.amountRange": "Beløpet må være et helt antall øre fra 1 øre til det som gjenstår på fakturaen.",
  "stepOrders.period": "Til-datoen må være samme dag som eller etter fra-datoen, høyst 400 dager etter.",
  "stepOrders.date": "Dato",
  "stepOrders.case": "Sak",
  "stepOrders.step": "Steg",
  "stepOrders.run": "Kjøring",
  "stepOrders.price": "Pris eks. mva (kr)",
  // the partner fee (SPEC 9; billing-run-rules.ts partnerFeeLinesOf)
  "billingRun.partnerFee": "Partneravgift {month}",
  // our bank's OCR file of payments of our invoices (billing/invoices/invoice-ocr.ts)
  "customerInvoices.ocr.notOcr":
    "Filen er ikke en OCR-fil fra banken: en OCR-fil begynner med startposten NY000010 og har poster på 80 tegn.",
  "customerInvoices.ocr.tooLarge": "OCR-filen kan være på høyst {max} kB. Del den opp, eller be banken om en fil per dag.",
  "customerInvoices.ocr.read":
    "{recorded} betalinger registrert ({over} av dem med overskudd som skal betales tilbake), {already} registrert før, {unknown} med ukjent KID, {rejected} avvist.",
  // a referral reward's percent off the referrer's next invoice (billing-run-rules.ts withReferralDiscount)
  "billingRun.referralDiscount": "{line} (vervebonus: {percent} % rabatt)",
};

export const en: Record<keyof typeof no, string> = {
  "billingRun.step": "Step: {kind}",
  "billingRun.invoiceCopyPages": "Invoice copy by post, per page",
  "billingRun.extraUsers": "Users beyond those included, {from}–{to}",
  "billingRun.mailSubject": "Invoice {number} from Innfri",
  "billingRun.mailText": "Attached is invoice {number} from Innfri for {total}, due {due}. KID: {kid}.",
  "customerInvoices.wrongKid": "The KID is not this invoice's.",
  "customerInvoices.amountRange": "The amount must be a whole number of øre from 1 øre to what is left on the invoice.",
  "stepOrders.period": "The end date must be the start date or later, at most 400 days after it.",
  "stepOrders.date": "Date",
  "stepOrders.case": "Case",
  "stepOrders.step": "Step",
  "stepOrders.run": "Run",
  "stepOrders.price": "Price ex. VAT (NOK)",
  // the partner fee (SPEC 9; billing-run-rules.ts partnerFeeLinesOf)
  "billingRun.partnerFee": "Partner fee {month}",
  // our bank's OCR file of payments of our invoices (billing/invoices/invoice-ocr.ts)
  "customerInvoices.ocr.notOcr":
    "The file is not an OCR giro file from the bank: an OCR file begins with the start record NY000010 and has records of 80 characters.",
  "customerInvoices.ocr.tooLarge": "The OCR file may be at most {max} kB. Split it, or ask the bank for one file a day.",
  "customerInvoices.ocr.read":
    "{recorded} payments recorded ({over} of them with a surplus to pay back), {already} recorded before, {unknown} with an unknown KID, {rejected} refused.",
  // a referral reward's percent off the referrer's next invoice (billing-run-rules.ts withReferralDiscount)
  "billingRun.referralDiscount": "{line} (referral reward: {percent} % off)",
};

registerMessages({ no, en });
