/**
 * Server texts of pausing, resuming, closing and reopening cases and of the debtors' pauses (issue 11, SPEC 4, 5
 * and 8); registered in messages.ts when loaded (import it where its keys are named). SPEC 8 texts are kept word for
 * word in English.
 */

import { registerMessages } from "./messages";

export const no = {
  "casePause.untilNotFuture": "Reaktiveringsdatoen må være etter i dag.",
  "casePause.untilTooLate": "Reaktiveringsdatoen kan være høyst ett år frem i tid.",
  "casePause.notPausable": "Bare en sak som er i gang kan settes på pause.",
  "casePause.letterPlanned":
    "Et brev i saken venter på sendevinduet sitt ({when}). Sett saken på pause når brevet er sendt.",
  "casePause.notPaused": "Saken er ikke satt på pause.",
  "casePause.paused": "Sak {caseNumber} er satt på pause til {date}.",
  "casePause.resumed": "Sak {caseNumber} er aktiv igjen.",
  "casePause.notClosable": "Saken er allerede avsluttet eller slått sammen.",
  "casePause.closed": "Sak {caseNumber} er avsluttet.",
  "casePause.closedMany": "{closed} av {total} saker er avsluttet.",
  "casePause.notReopenable": "Bare en avsluttet sak kan gjenåpnes.",
  "casePause.mergedNotReopenable": "En sammenslått sak kan ikke gjenåpnes.",
  "casePause.reopened": "Sak {caseNumber} er gjenåpnet.",
  "casePause.debtorPausesDeleted":
    "{pauses} pauser og notater for debitoren er slettet, {resumed} saker er aktive igjen.",
  "casePause.reactivatedSubject": "Sak {caseNumber} er aktiv igjen",
  "casePause.reactivatedText":
    "Sak {caseNumber} mot {debtorName} var satt på pause til {date} og er nå aktiv igjen.{note}\n\nCase {caseNumber} against {debtorName} was paused until {date} and is active again.",
  // the debtor's objection on a case (issue 18, cases/operations/dispute.ts)
  "caseDispute.caseDone": "En avsluttet eller sammenslått sak kan ikke registreres som bestridt.",
  "caseDispute.notDisputed": "Saken er ikke registrert som bestridt.",
  "caseDispute.recorded": "Sak {caseNumber} er registrert som bestridt. Brev med gebyr og tvangssteg stanses.",
  "caseDispute.lifted": "Innsigelsen i sak {caseNumber} er opphevet.",
};

export const en: Record<keyof typeof no, string> = {
  "casePause.untilNotFuture": "The reactivation date must be after today.",
  "casePause.untilTooLate": "The reactivation date can be at most one year ahead.",
  "casePause.notPausable": "Only a running case can be paused.",
  "casePause.letterPlanned":
    "A letter of the case is waiting for its sending window ({when}). Pause the case once the letter has gone.",
  "casePause.notPaused": "The case is not paused.",
  "casePause.paused": "Case {caseNumber} is paused until {date}.",
  "casePause.resumed": "Case {caseNumber} is active again.",
  "casePause.notClosable": "The case is already closed or merged.",
  "casePause.closed": "Case {caseNumber} has been closed.",
  "casePause.closedMany": "{closed} of {total} cases have been closed.",
  "casePause.notReopenable": "Only a closed case can be reopened.",
  "casePause.mergedNotReopenable": "A merged case cannot be reopened.",
  "casePause.reopened": "Case {caseNumber} has been reopened.",
  "casePause.debtorPausesDeleted": "{pauses} pauses and notes of the debtor deleted, {resumed} cases active again.",
  "casePause.reactivatedSubject": "Case {caseNumber} is active again",
  "casePause.reactivatedText":
    "Sak {caseNumber} mot {debtorName} var satt på pause til {date} og er nå aktiv igjen.{note}\n\nCase {caseNumber} against {debtorName} was paused until {date} and is active again.",
  // the debtor's objection on a case (issue 18, cases/operations/dispute.ts)
  "caseDispute.caseDone": "A closed or merged case cannot be recorded as disputed.",
  "caseDispute.notDisputed": "The case is not recorded as disputed.",
  "caseDispute.recorded": "Case {caseNumber} is recorded as disputed. Letters with a fee and forced steps are stopped.",
  "caseDispute.lifted": "The objection on case {caseNumber} has been lifted.",
};

registerMessages({ no, en });
