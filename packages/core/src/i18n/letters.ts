/**
 * The fixed words of a collection letter's PDF and of the mail that carries it, in Norwegian and English. Read
 * only by the letter renderer and the render-letter job (not registered in messages.ts: the web never shows them,
 * so its catalogue stays small). The texts that vary per step come filled in from the templates.
 */
export const no = {
  "letters.date": "Dato",
  "letters.caseNumber": "Saksnummer",
  "letters.customerNumber": "Kundenummer",
  "letters.caseworker": "Saksbehandler",
  "letters.orgNumber": "Org.nr.",
  "letters.claims": "Kravet gjelder",
  "letters.invoiceNumber": "Fakturanr.",
  "letters.description": "Gjelder",
  "letters.invoiceDate": "Fakturadato",
  "letters.dueDate": "Forfallsdato",
  "letters.principal": "Hovedstol",
  "letters.amounts": "Dette skal du betale",
  "letters.interestPeriod": "Forsinkelsesrente {rate} fra {from} til {to}",
  "letters.interestPeriodOn": "Forsinkelsesrente {rate} av {base} fra {from} til {to}",
  "letters.paid": "Innbetalt",
  "letters.total": "Å betale",
  "letters.interestNote":
    "Forsinkelsesrenten er {rate} per år (forsinkelsesrenteloven § 3) og beregnes fra {from} til beløpet er betalt.",
  "letters.payment": "Betalingsinformasjon",
  "letters.accountNumber": "Kontonummer",
  "letters.kid": "KID",
  "letters.amount": "Beløp",
  "letters.deadline": "Betalingsfrist",
  "letters.consequences": "Hva skjer hvis du ikke betaler?",
  "letters.page": "Side {page} av {pages}",
  "letters.contact": "Kontakt",
  "letters.mail.subject": "{title} fra {creditor} (sak {caseNumber})",
  "letters.mail.body":
    "Hei {debtor},\n\nVedlagt er et brev fra {creditor} om sak {caseNumber}. Beløpet å betale er {total}, med betalingsfrist {deadline}, til konto {account} {reference}.\n\nSpørsmål om kravet rettes til {creditor}.",
  "letters.plan": "Nedbetalingsplan",
  "letters.plan.number": "Avdrag",
  "letters.plan.agreed": "Avtalt beløp i alt",
  "letters.plan.firstInstalment": "Første avdrag",
  // what the claim is for (inkassoloven § 10 b; letters-legal-review #12): the {{claim.description}} placeholder
  "letters.claimOf.invoice": "faktura {number} av {date}",
  "letters.claimOf.other": "krav {number} av {date}",
  "letters.claimOf.and": "og",
  // issue 18 (C5): a creditor with no contact e-mail gets no Reply-To; the mail says where answers go instead
  "letters.mail.noReply": "Svar på denne e-posten blir ikke lest. Kontakt {creditor} direkte om kravet.",
  "letters.petition.amounts": "Kravets enkelte deler",
  "letters.petition.total": "Sum krav",
  "letters.petition.attachments": "Vedlegg",
  // a served notice (issue 18 #1): sent to the stevnevitne for service on the debtor, its deadline runs from the service
  "letters.service.request": "Til forkynnelse for {debtor}, {address}. {copies} eksemplarer.",
  "letters.service.deadline": "{days} dager etter forkynnelse",
  // issue 18 #13: a KID only under the customer's KID agreement; without one the payment is marked with the case number
  "letters.payWith.kid": "med KID {kid}",
  "letters.payWith.case": "merket med saksnummer {caseNumber}",
  "letters.markPayment": "Merk betalingen med",
  "letters.caseReference": "saksnummer {caseNumber}",
};

export const en: Record<keyof typeof no, string> = {
  "letters.date": "Date",
  "letters.caseNumber": "Case number",
  "letters.customerNumber": "Customer number",
  "letters.caseworker": "Case officer",
  "letters.orgNumber": "Org. no.",
  "letters.claims": "The claim concerns",
  "letters.invoiceNumber": "Invoice no.",
  "letters.description": "Concerns",
  "letters.invoiceDate": "Invoice date",
  "letters.dueDate": "Due date",
  "letters.principal": "Principal",
  "letters.amounts": "What you must pay",
  "letters.interestPeriod": "Late-payment interest {rate} from {from} to {to}",
  "letters.interestPeriodOn": "Late-payment interest {rate} on {base} from {from} to {to}",
  "letters.paid": "Paid",
  "letters.total": "To pay",
  "letters.interestNote":
    "Late-payment interest is {rate} per year (Late Payment Interest Act § 3) and is calculated from {from} until the amount is paid.",
  "letters.payment": "Payment details",
  "letters.accountNumber": "Account number",
  "letters.kid": "KID",
  "letters.amount": "Amount",
  "letters.deadline": "Payment deadline",
  "letters.consequences": "What happens if you do not pay?",
  "letters.page": "Page {page} of {pages}",
  "letters.contact": "Contact",
  "letters.mail.subject": "{title} from {creditor} (case {caseNumber})",
  "letters.mail.body":
    "Hello {debtor},\n\nAttached is a letter from {creditor} about case {caseNumber}. The amount to pay is {total}, due by {deadline}, to account {account} {reference}.\n\nQuestions about the claim go to {creditor}.",
  "letters.plan": "Down-payment plan",
  "letters.plan.number": "Instalment",
  "letters.plan.agreed": "Agreed amount in all",
  "letters.plan.firstInstalment": "First instalment",
  "letters.claimOf.invoice": "invoice {number} of {date}",
  "letters.claimOf.other": "claim {number} of {date}",
  "letters.claimOf.and": "and",
  "letters.mail.noReply": "Replies to this e-mail are not read. Please contact {creditor} directly about the claim.",
  "letters.petition.amounts": "The claim's parts",
  "letters.petition.total": "Total claim",
  "letters.petition.attachments": "Attachments",
  "letters.service.request": "For service on {debtor}, {address}. {copies} copies.",
  "letters.service.deadline": "{days} days after service",
  // issue 18 #13: a KID only under the customer's KID agreement; without one the payment is marked with the case number
  "letters.payWith.kid": "with KID {kid}",
  "letters.payWith.case": "marked with case number {caseNumber}",
  "letters.markPayment": "Mark the payment with",
  "letters.caseReference": "case number {caseNumber}",
};

export type LetterWord = keyof typeof no;

/** A fixed letter word in the letter's language, with its `{placeholders}` filled. */
export function letterWord(lang: "no" | "en", key: LetterWord, params: Record<string, string> = {}): string {
  return (lang === "en" ? en : no)[key].replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? `{${name}}`);
}

/**
 * How a letter or mail asks the payment to be marked (issue 18 #13): «med KID …» with a KID, else «merket med
 * saksnummer …» (no KID agreement and no KID of its own: the case number is what the payment is matched by).
 */
export const paymentReference = (lang: "no" | "en", kid: string | null | undefined, caseNumber: string): string =>
  kid ? letterWord(lang, "letters.payWith.kid", { kid }) : letterWord(lang, "letters.payWith.case", { caseNumber });
