import { registerMessages } from "./messages";
/**
 * Server texts of payments, credit notes and corrections on a case (issue 11; docs/case-operations.md "Payments on a
 * case"); registered in messages.ts when loaded (import it where its keys are named).
 */
export const no = {
  // SPEC 8
  "casePayments.exceedsTotal":
    "Innbetalingen er større enn saksbeløpet: fordel overskuddet på kundens andre saker eller slett resten",
  "casePayments.caseNotActive": "Saken er ikke aktiv, og det kan ikke registreres innbetalinger på den.",
  "casePayments.nothingOwed": "Saken har ikke noe utestående beløp.",
  "casePayments.registered": "{kind} på {amount} er registrert på sak {caseId}.",
  "casePayments.onMergeTarget": "Sak {merged} er slått sammen med sak {caseId}, og betalingen er ført der.",
  "casePayments.distributed": "{amount} av overskuddet er fordelt på andre saker.",
  "casePayments.unapplied": "{amount} ble ikke brukt og venter på manuell behandling under innbetalinger.",
  "casePayments.kind.payment": "Innbetaling",
  "casePayments.kind.creditNote": "Kreditnota",
  "casePayments.kind.correction": "Korrigering",
  "casePayments.part.feesOre": "gebyrer og kostnader {amount}",
  "casePayments.part.interestOre": "renter til {date} {amount}",
  "casePayments.part.principalOre": "hovedstol {amount}",
  "casePayments.explained": "{kind} på {amount} datert {date} er ført slik: {parts}.",
  "casePayments.explainedNothing": "{kind} på {amount} datert {date} dekket ikke noe av saken.",
  "casePayments.then": ", deretter ",
  "casePayments.order":
    "Innbetalinger dekker først kostnader (gebyrer), deretter renter og til slutt hovedstolen. Kreditnotaer og korrigeringer reduserer først hovedstolen. Debitor kan be om å få vite hvordan en innbetaling er fordelt (inkassoloven § 16).",
  "casePayments.doc.title": "Regnskapsoversikt for sak {caseId}",
  "casePayments.doc.date": "Dato",
  "casePayments.doc.text": "Tekst",
  "casePayments.doc.debit": "Debet",
  "casePayments.doc.credit": "Kredit",
  "casePayments.doc.balance": "Saldo",
  "casePayments.doc.fees": "Gebyrer",
  "casePayments.doc.interest": "Renter",
  "casePayments.doc.principal": "Hovedstol",
  "casePayments.doc.claim": "Krav {number}",
  "casePayments.doc.feesLine": "Gebyrer og kostnader",
  "casePayments.doc.interestLine": "Renter",
  "casePayments.doc.file": "regnskapsoversikt-sak-{caseId}.csv",
  // many payments on one case at once (docs/case-operations.md "Many payments on one case")
  "casePayments.beingApplied":
    "{kind} på {amount} er registrert i reskontroen og blir ført på sak {caseId} så snart betalingene foran den er ført.",
};

export const en: Record<keyof typeof no, string> = {
  "casePayments.exceedsTotal":
    "Payment exceeds the case total: distribute the excess to the customer's other cases or delete the rest",
  "casePayments.caseNotActive": "The case is not active, and no payment can be registered on it.",
  "casePayments.nothingOwed": "Nothing is outstanding on the case.",
  "casePayments.registered": "{kind} of {amount} has been registered on case {caseId}.",
  "casePayments.onMergeTarget": "Case {merged} has been merged into case {caseId}, and the payment was applied there.",
  "casePayments.distributed": "{amount} of the excess has been distributed to other cases.",
  "casePayments.unapplied": "{amount} was not used and waits for manual treatment under payments.",
  "casePayments.kind.payment": "Payment",
  "casePayments.kind.creditNote": "Credit note",
  "casePayments.kind.correction": "Correction",
  "casePayments.part.feesOre": "fees and costs {amount}",
  "casePayments.part.interestOre": "interest to {date} {amount}",
  "casePayments.part.principalOre": "principal {amount}",
  "casePayments.explained": "{kind} of {amount} dated {date} was allocated: {parts}.",
  "casePayments.explainedNothing": "{kind} of {amount} dated {date} paid nothing of the case.",
  "casePayments.then": ", then ",
  "casePayments.order":
    "Payments pay costs (fees) first, then interest, and the principal last. Credit notes and corrections lower the principal first. The debtor may ask how a payment was allocated (inkassoloven § 16).",
  "casePayments.doc.title": "Accounting statement for case {caseId}",
  "casePayments.doc.date": "Date",
  "casePayments.doc.text": "Text",
  "casePayments.doc.debit": "Debit",
  "casePayments.doc.credit": "Credit",
  "casePayments.doc.balance": "Balance",
  "casePayments.doc.fees": "Fees",
  "casePayments.doc.interest": "Interest",
  "casePayments.doc.principal": "Principal",
  "casePayments.doc.claim": "Claim {number}",
  "casePayments.doc.feesLine": "Fees and costs",
  "casePayments.doc.interestLine": "Interest",
  "casePayments.doc.file": "accounting-statement-case-{caseId}.csv",
  "casePayments.beingApplied":
    "{kind} of {amount} has been registered in the ledger and is being applied to case {caseId} after the payments before it.",
};

registerMessages({ no, en });
