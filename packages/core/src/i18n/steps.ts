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
  // what the legal letters say of the case's own history and grounds (issue 18 #4, #6, #8, #10; letter-history.ts)
  "steps.history.none": "Kravet er ikke betalt.",
  "steps.history.despite": "Kravet er ikke betalt til tross for {letters}.",
  "steps.history.and": "og",
  "steps.history.payment-reminder": "betalingspåminnelse",
  "steps.history.reminder": "purring",
  "steps.history.debt-collection-notice": "inkassovarsel",
  "steps.history.payment-demand": "betalingsoppfordring",
  "steps.history.enforcement-notice": "varsel etter tvangsfullbyrdelsesloven § 4-18",
  "steps.history.bankruptcy-notice": "konkursvarsel",
  "steps.means.person":
    "Utlegg kan blant annet tas som trekk i lønn eller andre ytelser, eller som pant i eiendeler som bankinnskudd, kjøretøy eller bolig.",
  "steps.means.company":
    "Utlegg kan blant annet tas som pant i selskapets eiendeler, for eksempel bankinnskudd, utestående fordringer, kjøretøy eller varelager.",
  "steps.grounds.direct": "Tvangsgrunnlag: tvangsfullbyrdelsesloven § 7-2 bokstav f.",
  "steps.grounds.undisputed": "Kravet er skriftlig og ikke bestridt.",
  "steps.grounds.noticeSent":
    "Varsel etter § 4-18 ble sendt {sentDate}, og fristen gikk ut {deadlineDate} uten betaling.",
  "steps.grounds.judgment":
    "Tvangsgrunnlag: forliksrådets dom etter forliksklagen sendt {sentDate} (tvangsfullbyrdelsesloven § 4-1 annet ledd bokstav a).",
  // issue 18: e-mail alone only on a lawful basis (inkassoloven § 3 a), and a bounced letter holds the next step
  "steps.emailAloneNotLawful": "Brevet kan ikke sendes bare på e-post.",
  "steps.emailAloneFree": "Betalingspåminnelsen har ikke gebyr eller rettsvirkning og kan sendes bare på e-post.",
  "steps.emailAloneBasis":
    "Kan sendes bare på e-post: debitoren har grunnlag for elektroniske varsler ({basis}, {basisDate}), inkassoloven § 3 a.",
  "steps.emailAloneNoBasis":
    "Sendes ikke bare på e-post: debitoren har ikke samtykket til e-post, har ingen registrert digital postkasse og har ikke brukt adressen mot kreditor. Et rettslig varsel på e-post må sendes «på en betryggende måte» (inkassoloven § 3 a). Brevet går med post, eventuelt også på e-post.",
  "steps.emailAloneStale":
    "Sendes ikke bare på e-post: debitoren brukte adressen sist {basisDate}, mer enn 12 måneder før sendedagen, så den regnes ikke lenger som nylig brukt (inkassoloven § 3 a). Brevet går med post, eventuelt også på e-post.",
  "steps.emailAloneNoEmail": "Debitoren har ingen e-postadresse: brevet går med post.",
  "steps.letterNotReached":
    "Venter: e-posten med «{title}» ({sentDate}) kom i retur, og brevet har ikke nådd debitor. Send det med post under Dokumenter, eller send e-posten på nytt når en ny adresse er bekreftet og den er levert. Fristen regnes fra varselet når fram.",
  "emailBasis.consent": "samtykke",
  "emailBasis.digital-mailbox": "digital postkasse",
  "emailBasis.address-used": "adresse brukt av debitor",
  // the konkursvarsel is served, not posted (issue 18 #1): its deadline in words, the petition's ground, recording it
  "steps.service.deadline": "{days} dager etter forkynnelse",
  "steps.grounds.bankruptcyServed":
    "Skyldneren er gitt skriftlig påkrav med varsel om konkurs, forkynt {servedDate} etter konkursloven § 63, med betalingsfrist {deadlineDate}, og har ikke betalt innen fristen. Begjæringen inngis innen to uker etter fristens utløp, og skyldneren skal derfor anses insolvent.",
  "steps.grounds.bankruptcyNotServed":
    "Skyldneren er sendt skriftlig påkrav med varsel om konkurs {sentDate}. Forkynnelse av varselet er ikke registrert.",
  "steps.service.notFound": "Steget finnes ikke i denne saken.",
  "steps.service.notAwaiting": "Dette steget venter ikke på forkynnelse.",
  "steps.service.beforeNotice": "Forkynnelsen kan ikke være før varselet ble laget ({sendDate}).",
  "steps.service.future": "Forkynnelsesdatoen kan ikke være i fremtiden.",
  "steps.service.recorded": "Forkynnelsen er registrert.",
  // the rent case's recorded lease in the rent notice and the eviction petition (issue 18 #9, letter-history.ts)
  "steps.lease.clause":
    "Den skriftlige leieavtalen, signert av leieren, har en bestemmelse om at leieren vil fravike leieobjektet uten søksmål dersom leien ikke betales.",
  "steps.lease.clauseDated":
    "Den skriftlige leieavtalen av {leaseDate}, signert av leieren, har en bestemmelse om at leieren vil fravike leieobjektet uten søksmål dersom leien ikke betales.",
  // step batches (docs/batches.md)
  "stepBatches.casesRefused": "Steget kan ikke kjøres på alle de valgte sakene. Ingenting er lagt i kø.",
  "stepBatches.accepted": "{count} saker er lagt i kø for steget {name}.",
  "stepBatches.itemLost": "Steget ble ikke laget på grunn av en feil hos oss. Kjør steget på saken alene.",
  "steps.lease.none": "Ingen skriftlig leieavtale med vedtakelse av fravikelse er registrert.",
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
  // what the legal letters say of the case's own history and grounds (issue 18 #4, #6, #8, #10; letter-history.ts)
  "steps.history.none": "The claim has not been paid.",
  "steps.history.despite": "The claim has not been paid despite {letters}.",
  "steps.history.and": "and",
  "steps.history.payment-reminder": "a payment reminder",
  "steps.history.reminder": "a reminder",
  "steps.history.debt-collection-notice": "a debt collection notice",
  "steps.history.payment-demand": "a payment demand",
  "steps.history.enforcement-notice": "a notice under the Enforcement Act section 4-18",
  "steps.history.bankruptcy-notice": "a bankruptcy notice",
  "steps.means.person":
    "Enforcement may, among other things, take the form of deductions from wages or other payments, or a charge on assets such as bank deposits, vehicles or a home.",
  "steps.means.company":
    "Enforcement may, among other things, take the form of a charge on the company's assets, for example bank deposits, receivables, vehicles or stock.",
  "steps.grounds.direct": "Basis for enforcement: Enforcement Act section 7-2 (f).",
  "steps.grounds.undisputed": "The claim is in writing and undisputed.",
  "steps.grounds.noticeSent":
    "Notice under section 4-18 was sent on {sentDate}, and its deadline passed on {deadlineDate} without payment.",
  "steps.grounds.judgment":
    "Basis for enforcement: the conciliation board's judgment on the conciliation claim sent on {sentDate} (Enforcement Act section 4-1 (2) (a)).",
  "steps.emailAloneNotLawful": "The letter cannot be sent by e-mail alone.",
  "steps.emailAloneFree": "The payment reminder carries no fee and has no legal effect, so it may go by e-mail alone.",
  "steps.emailAloneBasis":
    "May go by e-mail alone: the debtor has a basis for electronic notices ({basis}, {basisDate}), Debt Collection Act § 3 a.",
  "steps.emailAloneNoBasis":
    "Not by e-mail alone: the debtor has not consented to e-mail, has no registered digital mailbox and has not used the address towards the creditor. A legal notice by e-mail must be sent «in a secure manner» (Debt Collection Act § 3 a). The letter goes by post, or by post and e-mail.",
  "steps.emailAloneStale":
    "Not by e-mail alone: the debtor last used the address on {basisDate}, more than 12 months before the sending day, so it no longer counts as recently used (Debt Collection Act § 3 a). The letter goes by post, or by post and e-mail.",
  "steps.emailAloneNoEmail": "The debtor has no e-mail address: the letter goes by post.",
  "steps.letterNotReached":
    "Waiting: the e-mail with «{title}» ({sentDate}) bounced, and the letter has not reached the debtor. Send it by post under Documents, or send the e-mail again once a new address is confirmed and it is delivered. The deadline counts from the notice reaching the debtor.",
  "emailBasis.consent": "consent",
  "emailBasis.digital-mailbox": "digital mailbox",
  "emailBasis.address-used": "address used by the debtor",
  // the konkursvarsel is served, not posted (issue 18 #1)
  "steps.service.deadline": "{days} days after service",
  "steps.grounds.bankruptcyServed":
    "The debtor was given a written demand with notice of bankruptcy, served on {servedDate} under the Bankruptcy Act section 63, with a payment deadline of {deadlineDate}, and has not paid by the deadline. This petition is filed within two weeks after the deadline, so the debtor is presumed insolvent.",
  "steps.grounds.bankruptcyNotServed":
    "The debtor was sent a written demand with notice of bankruptcy on {sentDate}. No service of the notice has been recorded.",
  "steps.service.notFound": "The step is not on this case.",
  "steps.service.notAwaiting": "This step is not awaiting service.",
  "steps.service.beforeNotice": "The service cannot be before the notice was made ({sendDate}).",
  "steps.service.future": "The service date cannot be in the future.",
  "steps.service.recorded": "The service has been recorded.",
  // the rent case's recorded lease in the rent notice and the eviction petition (issue 18 #9, letter-history.ts)
  "steps.lease.clause":
    "The written lease, signed by the tenant, has a clause by which the tenant will vacate the premises without legal action if the rent is not paid.",
  "steps.lease.clauseDated":
    "The written lease of {leaseDate}, signed by the tenant, has a clause by which the tenant will vacate the premises without legal action if the rent is not paid.",
  // step batches (docs/batches.md)
  "stepBatches.casesRefused": "The step cannot be run on every selected case. Nothing was queued.",
  "stepBatches.accepted": "{count} cases are queued for the step {name}.",
  "stepBatches.itemLost": "The step was not made because of an error on our side. Run the step on the case alone.",
  "steps.lease.none": "No written lease accepting eviction is recorded.",
};

registerMessages({ no, en });
