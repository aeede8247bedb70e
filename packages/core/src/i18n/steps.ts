import { registerMessages } from "./messages";
/** Server texts of running a step on a case (issue 10 "Steps and letters"); registered in messages.ts when loaded (import it where its keys are named). */
export const no = {
  "steps.notAvailable": "Steget kan ikke kjøres på saken nå.",
  "steps.notNext": "Steget hører ikke til sakens prosedyre etter det siste steget.",
  "steps.caseNotRunnable": "Saken kan ikke få nye steg (status: {status}).",
  "steps.noEmail": "Debitoren har ingen e-postadresse.",
  "steps.channelNotAllowed": "Steget kan ikke sendes som {channel}.",
  "steps.previousDeadline":
    "Fristen i forrige brev løper til {deadlineDate}. Steget kan tidligst sendes {earliestDate}.",
  "steps.feeName": "Gebyr for {kind}",
  "steps.feeOfCase": "{name} (sak {caseId}, slått sammen med denne)",
  "steps.compensationName": "Kompensasjon, forsinkelsesrenteloven § 3a",
  "steps.feeAfterCompensation":
    "{fee} ({covered} av gebyret på {statutory} dekkes av kompensasjonen etter forsinkelsesrenteloven § 3a)",
  "steps.run": "Steget {name} er kjørt på sak {caseNumber}.",
  "steps.planned": "Steget {name} er planlagt på sak {caseNumber} og sendes {at}.",
  "steps.missingTemplate": "Steget har ingen brevmal.",
  "steps.court.noPostcode":
    "Begjæringen kan ikke adresseres: skyldneren har ikke postnummer. Legg inn skyldnerens adresse med postnummer.",
  "steps.court.noMunicipality":
    "Begjæringen kan ikke adresseres: postnummer {postcode} hører ikke til noen kommune i listen Kommunenumre. Legg inn kommunens postnumre der.",
  "steps.court.noOffice":
    "Begjæringen kan ikke adresseres: kommune {municipality} har ingen namsmann i listen Namsmenn (forliksrådets sekretariat er namsmannen). Legg den inn der.",
  "steps.court.noCourt":
    "Begjæringen kan ikke adresseres: ingen tingrett i listen Tingretter dekker kommune {municipality}. Legg den inn der.",
  "steps.reason": "{reasonNo}",
};

export const en: Record<keyof typeof no, string> = {
  "steps.notAvailable": "The step cannot be run on the case now.",
  "steps.notNext": "The step is not one of the case's procedure after its last step.",
  "steps.caseNotRunnable": "The case cannot take new steps (status: {status}).",
  "steps.noEmail": "The debtor has no e-mail address.",
  "steps.channelNotAllowed": "The step cannot be sent by {channel}.",
  "steps.previousDeadline":
    "The previous letter's deadline runs until {deadlineDate}. The step may be sent from {earliestDate}.",
  "steps.feeName": "Fee for {kind}",
  "steps.feeOfCase": "{name} (case {caseId}, merged into this one)",
  "steps.compensationName": "Compensation, Late Payment Interest Act § 3a",
  "steps.feeAfterCompensation":
    "{fee} ({covered} of the fee of {statutory} is covered by the compensation under the Late Payment Interest Act § 3a)",
  "steps.run": "The step {name} has been run on case {caseNumber}.",
  "steps.planned": "The step {name} is planned on case {caseNumber} and goes out {at}.",
  "steps.missingTemplate": "The step has no letter template.",
  "steps.court.noPostcode":
    "The petition cannot be addressed: the debtor has no postcode. Enter the debtor's address with its postcode.",
  "steps.court.noMunicipality":
    "The petition cannot be addressed: postcode {postcode} belongs to no municipality in the list Municipality numbers. Enter the municipality's postcodes there.",
  "steps.court.noOffice":
    "The petition cannot be addressed: municipality {municipality} has no enforcement office in the list Enforcement offices (the office is also the conciliation board's secretariat). Enter it there.",
  "steps.court.noCourt":
    "The petition cannot be addressed: no district court in the list District courts covers municipality {municipality}. Enter it there.",
  "steps.reason": "{reasonEn}",
};

registerMessages({ no, en });
