/**
 * Server texts of merging cases, reverting steps and moving claims between cases (issue 11; SPEC 4, 5 and 8);
 * registered in messages.ts when loaded (import it where its keys are named). The SPEC 8 texts are kept word for
 * word in English.
 */

import { registerMessages } from "./messages";
export const no = {
  "caseMerge.tooFew": "Velg minst to saker for å slå dem sammen.",
  "caseMerge.tooMany": "Du kan slå sammen høyst {max} saker om gangen.",
  "caseMerge.tooManyClaims": "En sak kan ha høyst {max} krav; den sammenslåtte saken ville fått {count}.",
  "caseMerge.debtorsDiffer": "Debitorene må være de samme i alle sakene.",
  "caseMerge.alreadyMerged": "Sak {caseId} er allerede slått sammen med en annen sak.",
  "caseMerge.interestNote": "Det er ikke mulig å slå sammen rentenotakrav.",
  "caseMerge.targetClosed": "Saken du prøver å slå sammen, er allerede avsluttet.",
  "caseMerge.legalStarted": "Rettslig inndriving er allerede startet i den valgte saken.",
  "caseMerge.confirmClosed": "Sak {caseIds} er avsluttet. Bekreft at den skal slås sammen.",
  "caseMerge.revertFirst": "Tilbakestill tvangsinnfordringsdokumentet «{step}» i sak {caseId} før du slår sammen.",
  "caseMerge.merged": "Sakene {caseIds} er slått sammen med sak {caseId}.",
  "caseRevert.judicialStarted": "Rettslige skritt er allerede påbegynt i saken og kan ikke tilbakestilles.",
  "caseRevert.stepNotFound": "Steget finnes ikke i saken.",
  "caseRevert.alreadyReverted": "Steget er allerede tilbakestilt.",
  "caseRevert.tooManySteps": "Høyst {max} steg kan tilbakestilles om gangen. Tilbakestill fra et senere steg først.",
  "caseRevert.caseNotRevertible": "En avsluttet eller sammenslått sak kan ikke tilbakestilles.",
  "caseRevert.revertedKept": "Stegene fra «{name}» er tilbakestilt i sak {caseId}. Gebyrene er beholdt.",
  "caseRevert.revertedRemoved": "Stegene fra «{name}» er tilbakestilt i sak {caseId}. Gebyrene er fjernet.",
  "caseMove.sameCase": "Velg en annen sak å flytte kravene til.",
  "caseMove.notInCase": "Kravet {number} er ikke med i sak {caseId}.",
  "caseMove.lastClaim": "Saken må beholde minst ett krav. Slå heller sammen sakene.",
  "caseMove.notOpen": "Krav kan bare flyttes mellom åpne saker: sak {caseId} er avsluttet eller slått sammen.",
  "caseMove.moved": "{count} krav er flyttet fra sak {caseId} til sak {targetCaseId}.",
};

export const en: Record<keyof typeof no, string> = {
  "caseMerge.tooFew": "Select at least two cases to merge.",
  "caseMerge.tooMany": "You can merge at most {max} cases at once.",
  "caseMerge.tooManyClaims": "A case can hold at most {max} claims; the merged case would have {count}.",
  "caseMerge.debtorsDiffer": "Debtors must be the same in all cases",
  "caseMerge.alreadyMerged": "The case {caseId} has already been merged with another case",
  "caseMerge.interestNote": "It is not possible to merge interest note claims",
  "caseMerge.targetClosed": "The case you are trying to merge has already closed",
  "caseMerge.legalStarted": "Legal collection has already been initiated in the selected case",
  "caseMerge.confirmClosed": "The case {caseIds} is closed. Confirm that it should be merged.",
  "caseMerge.revertFirst": "Revert the forced-collection document “{step}” in case {caseId} before merging.",
  "caseMerge.merged": "The cases {caseIds} have been merged into case {caseId}.",
  "caseRevert.judicialStarted": "Rights for judicial steps already started in the case",
  "caseRevert.stepNotFound": "The step was not found on the case.",
  "caseRevert.alreadyReverted": "The step has already been reverted.",
  "caseRevert.tooManySteps": "At most {max} steps can be reverted at once. Revert from a later step first.",
  "caseRevert.caseNotRevertible": "A closed or merged case cannot be reverted.",
  "caseRevert.revertedKept": "The steps from “{name}” on have been reverted on case {caseId}. The fees were kept.",
  "caseRevert.revertedRemoved":
    "The steps from “{name}” on have been reverted on case {caseId}. The fees were removed.",
  "caseMove.sameCase": "Choose another case to move the claims to.",
  "caseMove.notInCase": "The claim {number} is not in case {caseId}.",
  "caseMove.lastClaim": "A case must keep at least one claim. Merge the cases instead.",
  "caseMove.notOpen": "Claims can only be moved between open cases: case {caseId} is closed or merged.",
  "caseMove.moved": "{count} claims have been moved from case {caseId} to case {targetCaseId}.",
};

registerMessages({ no, en });
