/** Server texts of the notifications (SPEC 5 and 9, issue 20; docs/notifications.md); registered when loaded. */

import { registerMessages } from "./messages";
export const no = {
  "validation.recipientEmail": "Skriv inn gyldige e-postadresser, skilt med komma eller semikolon.",
  "validation.tooManyRecipients": "Du kan legge inn høyst 10 mottakere.",
  "notifications.greeting": "Hei,",
  "notifications.footer":
    "Du får denne e-posten fordi varslinger er slått på for {customer} i Innfri. Du kan endre mottakere og hvor ofte de sendes under Innstillinger → Varslinger.",
  "notifications.settingsLink": "Endre varslingene",
  "notifications.reminderSubject": "Dette venter på behandling hos {customer}",
  "notifications.reminderIntro": "Dette venter på behandling hos {customer} per {date}:",
  "notifications.reminderOverdue": "Forfalte fakturaer som ikke er i en sak: {count} ({amount})",
  "notifications.reminderOverdueMore": "Forfalte fakturaer som ikke er i en sak: minst {count} ({amount})",
  "notifications.reminderReady": "Saker som er klare for neste steg: {count}",
  "notifications.reminderPayments": "Innbetalinger som må knyttes til en faktura: {count} ({amount})",
  "notifications.reminderCreditNotes": "Kreditnotaer som må knyttes til en faktura: {count} ({amount})",
  "notifications.open": "Åpne Innfri",
  "notifications.alertSubjectOne": "{count} faktura forfaller {date}",
  "notifications.alertSubject": "{count} fakturaer forfaller {date}",
  "notifications.alertIntro": "Disse fakturaene til {customer} forfaller {date}:",
  "notifications.alertLine": "Faktura {number}, {debtor}: {amount}, forfall {dueDate}",
  "notifications.alertMore": "… og {count} til.",
  "notifications.ledgerLink": "Se reskontroen",
  "notifications.reportSubject": "Reskontrorapport for {customer}, {from}–{to}",
  "notifications.reportIntro": "Reskontroen til {customer} per {date}:",
  "notifications.reportOpen": "Åpne poster: {count} ({amount})",
  "notifications.reportOverdue": "Av dem forfalt: {count} ({amount})",
  "notifications.reportOver90": "Forfalt mer enn 90 dager: {count} ({amount})",
  "notifications.reportReceived": "Innbetalt {from}–{to}: {count} innbetalinger ({amount})",
  "notifications.reportUnmatched": "Innbetalinger som venter på å bli knyttet til en faktura: {count} ({amount})",
};

export const en: Record<keyof typeof no, string> = {
  "validation.recipientEmail": "Enter valid e-mail addresses, separated by comma or semicolon.",
  "validation.tooManyRecipients": "You can enter at most 10 recipients.",
  "notifications.greeting": "Hello,",
  "notifications.footer":
    "You get this e-mail because notifications are on for {customer} in Innfri. You can change the recipients and how often they are sent under Settings → Notifications.",
  "notifications.settingsLink": "Change the notifications",
  "notifications.reminderSubject": "Waiting for action at {customer}",
  "notifications.reminderIntro": "This is waiting for action at {customer} as of {date}:",
  "notifications.reminderOverdue": "Overdue invoices not in a case: {count} ({amount})",
  "notifications.reminderOverdueMore": "Overdue invoices not in a case: at least {count} ({amount})",
  "notifications.reminderReady": "Cases ready for the next step: {count}",
  "notifications.reminderPayments": "Payments to match to an invoice: {count} ({amount})",
  "notifications.reminderCreditNotes": "Credit notes to match to an invoice: {count} ({amount})",
  "notifications.open": "Open Innfri",
  "notifications.alertSubjectOne": "{count} invoice falls due on {date}",
  "notifications.alertSubject": "{count} invoices fall due on {date}",
  "notifications.alertIntro": "These invoices of {customer} fall due on {date}:",
  "notifications.alertLine": "Invoice {number}, {debtor}: {amount}, due {dueDate}",
  "notifications.alertMore": "… and {count} more.",
  "notifications.ledgerLink": "See the ledger",
  "notifications.reportSubject": "Ledger report for {customer}, {from}–{to}",
  "notifications.reportIntro": "The ledger of {customer} as of {date}:",
  "notifications.reportOpen": "Open items: {count} ({amount})",
  "notifications.reportOverdue": "Of these overdue: {count} ({amount})",
  "notifications.reportOver90": "Overdue by more than 90 days: {count} ({amount})",
  "notifications.reportReceived": "Received {from}–{to}: {count} payments ({amount})",
  "notifications.reportUnmatched": "Payments waiting to be matched to an invoice: {count} ({amount})",
};

registerMessages({ no, en });
