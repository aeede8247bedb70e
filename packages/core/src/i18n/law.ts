/**
 * Server texts of the collection law (core/src/law): the explanations of fees and deadlines (`law.rule.*`, rendered
 * by law/explanation.ts `explainText` with the figures formatted: money "1 234,50 kr", dates DD.MM.YYYY), the
 * refusals for a missing figure (`law.missing.*`), and the admin resource `fees`. Registered in messages.ts when
 * loaded (import it where its keys are named).
 */
import { registerMessages } from "./messages";

export const no = {
  "law.missing.fees":
    "Det finnes ingen gebyrsatser for {date}. Legg inn en rad under Gebyrer som gjelder fra denne datoen.",
  "law.missing.inkassosats": "Inkassosatsen som gjelder {date}, er ikke fastsatt ennå. Legg den inn under Gebyrer.",
  "law.missing.smallFee":
    "Gebyret for purring og inkassovarsel som gjelder {date}, er ikke fastsatt ennå (forskriften er ikke kommet). Legg det inn under Gebyrer.",
  "law.missing.paymentDemandFee":
    "Gebyret for betalingsoppfordring som gjelder {date}, er ikke fastsatt ennå. Legg det inn under Gebyrer.",
  "law.missing.rettsgebyr": "Rettsgebyret for {year} er ikke lagt inn ennå. Legg det inn under Gebyrer.",
  "law.missing.compensation":
    "Kompensasjonen etter forsinkelsesrenteloven § 3a for halvåret som omfatter {date}, er ikke lagt inn. Legg den inn under Renter.",
  "law.regime.inkassolov-1988": "inkassoloven av 1988",
  "law.regime.inkassolov-2026": "den nye inkassoloven (LOV-2026-05-22-19)",
  "law.stepKind.payment-reminder": "betalingspåminnelse",
  "law.stepKind.reminder": "purring",
  "law.stepKind.debt-collection-notice": "inkassovarsel",
  "law.stepKind.payment-demand": "betalingsoppfordring",
  "law.stepKind.enforcement-notice": "varsel etter tvangsfullbyrdelsesloven § 4-18",
  "law.stepKind.conciliation-claim": "forliksklage",
  "law.stepKind.enforcement-petition": "begjæring om utlegg",
  "law.stepKind.bankruptcy-notice": "konkursvarsel",
  "law.stepKind.bankruptcy-petition": "konkursbegjæring",
  "law.stepKind.eviction": "begjæring om fravikelse",
  "law.rule.smallFee":
    "Gebyr {feeOre}: {fraction} av inkassosatsen {satsOre} som gjelder fra {validFromDate} (inkassoforskriften § 1-2).",
  "law.rule.smallFeeRounded":
    "Gebyr {feeOre}: {fraction} av inkassosatsen {satsOre} som gjelder fra {validFromDate}, avrundet til hele kroner (inkassoforskriften § 1-2).",
  "law.rule.paymentDemandFee":
    "Gebyr {feeOre}: {fraction} av inkassosatsen {satsOre} for betalingsoppfordring fra fordringshaveren selv (inkassoforskriften § 1-3).",
  "law.rule.paymentDemandFeeRounded":
    "Gebyr {feeOre}: {fraction} av inkassosatsen {satsOre} for betalingsoppfordring fra fordringshaveren selv, avrundet til hele kroner (inkassoforskriften § 1-3).",
  "law.rule.courtFee": "Gebyr {feeOre}: {multiplier} × rettsgebyret {rettsgebyrOre} for {year} (rettsgebyrloven).",
  "law.rule.partnerStep":
    "Etter {regime} sendes dette steget av inkassopartneren, ikke av fordringshaveren. Fordringshaveren krever ikke gebyr for det.",
  "law.rule.creditorStep": "Fordringshaveren sender dette steget selv etter {regime}.",
  "law.rule.noFeeReminder": "En betalingspåminnelse har aldri gebyr.",
  "law.rule.noFeeNotice": "Varselet har ikke gebyr.",
  "law.rule.disputedNoFee": "Kravet er bestridt på rimelig grunnlag, så det kreves ikke gebyr (inkassoloven § 17).",
  "law.rule.notYetDue": "Kravet forfaller {dueDate}. Steget kan tidligst sendes {earliestDate}.",
  "law.rule.feeTooEarly":
    "Brev med gebyr kan sendes fra {earliestDate}, {days} dager etter forfallsdatoen {dueDate} (inkassoforskriften § 1-2).",
  "law.rule.previousDeadlineRunning":
    "Fristen i forrige brev ({previousKind}) løper til og med {deadlineDate}. Neste steg kan sendes fra {earliestDate}.",
  "law.rule.feeCountReset":
    "Det har gått seks måneder siden siste brev med gebyr ({lastFeeDate}), så gebyrene telles på nytt fra {resetDate}.",
  "law.rule.smallFeeLimit":
    "Det er allerede krevd {count} purregebyrer for kravet, så dette brevet sendes uten gebyr (inkassoforskriften § 1-2).",
  "law.rule.secondFeeShortDeadline":
    "Det første brevet med gebyr ({firstDate}) ga bare {days} dagers frist. Et nytt gebyr krever en oversittet frist på minst {minDays} dager, så dette brevet sendes uten gebyr.",
  "law.rule.secondFeeAllowed":
    "Andre gebyr: fristen i det første brevet med gebyr ({firstDate}) gikk ut {deadlineDate} uten betaling.",
  "law.rule.paymentDemandNeedsNotice":
    "En betalingsoppfordring kan bare sendes etter et inkassovarsel med utløpt frist (inkassoloven §§ 9 og 10).",
  "law.rule.paymentDemandFeeOnce":
    "Det er allerede krevd gebyr for en betalingsoppfordring, så denne sendes uten gebyr.",
  "law.rule.compensationOffset":
    "Skyldneren er næringsdrivende: gebyrene trekkes fra kompensasjonen på {compensationOre} etter forsinkelsesrenteloven § 3a, som er krevd i saken (inkassoforskriften § 2-6, jf. § 1-5). Gebyrene er til sammen {feesOre}, så dette brevet krever {chargedOre} av gebyret på {statutoryFeeOre}: det som overstiger kompensasjonen.",
  "law.rule.compensationCovers":
    "Skyldneren er næringsdrivende: gebyret på {statutoryFeeOre} dekkes av kompensasjonen på {compensationOre} etter forsinkelsesrenteloven § 3a, som er krevd i saken (inkassoforskriften § 2-6, jf. § 1-5). Gebyrene er til sammen {feesOre}, så dette brevet krever ikke gebyr i tillegg.",
  "law.rule.compensationClaimed":
    "Skyldneren er næringsdrivende: kreditor krever en fast kompensasjon på {compensationOre} for forsinket betaling etter forsinkelsesrenteloven § 3a (satsen for halvåret da renten begynte å løpe, etter forfall {dueDate}). Gebyrene trekkes fra den.",
  "law.rule.compensationCoversHere":
    "Gebyret på {statutoryFeeOre} dekkes av kompensasjonen (inkassoforskriften § 2-6, jf. § 1-5), så dette brevet krever ikke gebyr i tillegg.",
  "law.rule.compensationOffsetHere":
    "Gebyrene er til sammen {feesOre} og trekkes fra kompensasjonen (inkassoforskriften § 2-6, jf. § 1-5): dette brevet krever {chargedOre} av gebyret på {statutoryFeeOre}, det som overstiger kompensasjonen.",
  "law.rule.bankruptcyCompaniesOnly": "Konkursvarsel og konkursbegjæring brukes bare mot selskaper.",
  "law.rule.bankruptcyNeedsNotice": "En konkursbegjæring krever et konkursvarsel først (konkursloven § 63).",
  "law.rule.bankruptcyNoticeExpired":
    "Konkursvarselet fra {noticeDate} er utløpt: begjæringen måtte komme inn til retten senest {courtByDate}. Send et nytt konkursvarsel.",
  "law.rule.enforcementNeedsNotice":
    "Steget krever først et varsel etter tvangsfullbyrdelsesloven § 4-18 med 14 dagers frist som er utløpt.",
  "law.rule.legalNeedsDebtCollectionNotice":
    "Rettslige steg krever først et inkassovarsel og deretter en betalingsoppfordring med utløpt frist (inkassoloven §§ 9 og 10). Send inkassovarselet først.",
  "law.rule.legalNeedsPaymentDemand":
    "Rettslige steg krever en betalingsoppfordring etter inkassovarselet, og fristen i den må være utløpt (inkassoloven § 10). Send betalingsoppfordringen først.",
  "law.rule.legalPaymentDemandExpired":
    "Betalingsoppfordringen fra {sentDate} gjaldt til og med {validUntilDate} og er utløpt. Send en ny betalingsoppfordring før rettslige steg.",
  "law.rule.foreignDebtor":
    "Skyldneren bor i utlandet ({country}). Tvangsinnfordring i Norge er umulig, så tvangssteg kan ikke tas. Purringer og inkassovarsel kan fortsatt sendes.",
  "law.rule.enforcementDisputed":
    "Kravet er bestridt, så direkte utlegg er ikke mulig (tvangsfullbyrdelsesloven § 7-2 bokstav f). Det trengs en dom først: send forliksklage.",
  "law.rule.evictionNeedsLease":
    "Fravikelse krever husleie etter en skriftlig leieavtale, signert av leieren, der leieren har vedtatt fravikelse hvis leien ikke betales (tvangsfullbyrdelsesloven § 13-2 tredje ledd bokstav a). Registrer leieforholdet på saken først.",
  "law.rule.evictionNoticeNeedsLease":
    "Varsel om fravikelse kan bare sendes når en skriftlig leieavtale, signert av leieren, med vedtakelse av fravikelse hvis leien ikke betales, er registrert på saken med leieobjektets adresse (tvangsfullbyrdelsesloven § 13-2 tredje ledd bokstav a). Registrer leieforholdet, eller bytt til en saksgang uten fravikelse (varsel etter § 4-18 og utlegg) eller forliksklage.",
  "law.rule.courtNeedsWarning":
    "En forliksklage krever et skriftlig varsel om søksmål med minst 14 dagers frist som er utløpt: betalingsoppfordringen eller varselet etter tvangsfullbyrdelsesloven § 4-18 (tvisteloven § 5-2).",
  "law.rule.deadlinePaymentReminder": "Betalingsfrist {deadlineDate}: {days} dager fra {sentDate}.",
  "law.rule.deadlineReminder":
    "Betalingsfrist {deadlineDate}: {days} dager fra {sentDate}. Minst {minDays} dager, slik at et nytt gebyr kan kreves hvis fristen oversittes (inkassoforskriften § 1-2).",
  "law.rule.deadlineDebtCollectionNotice":
    "Betalingsfrist {deadlineDate}: {days} dager fra {sentDate}, minst {minDays} dager (inkassoloven § 9).",
  "law.rule.deadlinePaymentDemand":
    "Frist for å betale eller komme med innsigelser {deadlineDate}: {days} dager fra {sentDate}, minst {minDays} dager (inkassoloven § 10).",
  "law.rule.deadlineEnforcementNotice":
    "Frist {deadlineDate}: {days} dager fra {sentDate} før tvangsfullbyrdelse kan begjæres (tvangsfullbyrdelsesloven § 4-18).",
  "law.rule.deadlineBankruptcyNotice":
    "Betalingsfrist {deadlineDate}: {days} dager fra {sentDate} (konkursloven § 63).",
  "law.rule.deadlineCourt": "Retten eller namsmannen setter skyldnerens frist.",
  "law.rule.deadlineRaised": "Fristen på {wanted} dager er økt til lovens minstefrist på {minDays} dager.",
  "law.rule.deadlineWorkingDay":
    "{countedDate} er en lørdag, søndag eller helligdag, så fristen løper til og med neste virkedag, {deadlineDate} (domstolloven § 149).",
  "law.rule.deadlineHoliday.easter":
    "Fristen {countedDate} falt i påskeferien ({fromDate}–{toDate}), så den er forlenget til {deadlineDate} (god inkassoskikk, inkassoloven § 8; kundens innstilling for ferier).",
  "law.rule.deadlineHoliday.summer":
    "Fristen {countedDate} falt i fellesferien ({fromDate}–{toDate}), så den er forlenget til {deadlineDate} (god inkassoskikk, inkassoloven § 8; kundens innstilling for ferier).",
  "law.rule.deadlineHoliday.christmas":
    "Fristen {countedDate} falt i juleferien ({fromDate}–{toDate}), så den er forlenget til {deadlineDate} (god inkassoskikk, inkassoloven § 8; kundens innstilling for ferier).",
  "law.rule.bankruptcyCourtBy":
    "Konkursbegjæringen må komme inn til retten senest {courtByDate}, {days} dager etter betalingsfristen {deadlineDate} (konkursloven § 63); deretter er varselet utløpt.",
  "law.rule.paymentDemandValid": "Betalingsoppfordringen gjelder i {months} måneder, til og med {validUntilDate}.",
  "validation.feeFraction": "Skriv en brøk som 1/20.",
  "validation.feeAmount": "Skriv inn et beløp i kroner, for eksempel 750,00.",
  "validation.feeValidFromTaken": "Det finnes allerede en rad fra denne datoen. Endre den i stedet.",
  // disputed claims (issue 18 #4, #14): the objection recorded on the case stops the steps, the path is forliksrådet
  "law.rule.disputedStops":
    "Skyldneren har bestridt kravet. Så lenge innsigelsen ikke er avklart, sendes ikke brev med gebyr eller betalingsoppfordring (inkassoloven §§ 10 og 17). Veien videre er forliksklage til forliksrådet.",
  "law.rule.disputedForced":
    "Skyldneren har bestridt kravet, så {kind} kan ikke sendes: et bestridt krav kan ikke tvangsfullbyrdes uten dom (tvangsfullbyrdelsesloven § 7-2 bokstav f) og er ikke et klart krav for konkurs. Send forliksklage til forliksrådet.",
  // the konkursvarsel is served, not posted (issue 18 #1, letters-legal-review #1 and § 2.7): deadline, window and
  // service fee run from the service date the creditor records
  "law.rule.deadlineAwaitingService":
    "Betalingsfristen er {days} dager etter at varselet er forkynt for skyldneren (konkursloven § 63). Fristen settes når forkynnelsesdatoen registreres.",
  "law.rule.deadlineBankruptcyServed":
    "Betalingsfrist {deadlineDate}: {days} dager fra forkynnelsen {servedDate}, minst {minDays} dager (konkursloven § 63).",
  "law.rule.serviceFeeWhenServed":
    "Gebyret for forkynnelse av konkursvarselet ({feeOre} i dag) kreves først når forkynnelsen er registrert, etter rettsgebyret den dagen (rettsgebyrloven).",
  "law.rule.serviceFeeCharged": "Forkynt {servedDate}: gebyret for forkynnelsen kreves fra denne dagen.",
  "law.rule.bankruptcyNoticeNotServed":
    "Konkursvarselet fra {noticeDate} er ikke registrert forkynt. Konkursbegjæringen kan sendes først når forkynnelsesdatoen er registrert og betalingsfristen etter den er ute (konkursloven § 63).",
  "fees.deleted": "Gebyrraden er slettet.",
} as const satisfies Record<string, string>;

export const en: Record<keyof typeof no, string> = {
  "law.missing.fees": "There are no fee figures for {date}. Add a row under Fees valid from that date.",
  "law.missing.inkassosats": "The inkassosats in force on {date} has not been set yet. Enter it under Fees.",
  "law.missing.smallFee":
    "The fee for reminders and debt collection notices in force on {date} has not been set yet (the regulation has not been issued). Enter it under Fees.",
  "law.missing.paymentDemandFee":
    "The fee for a payment demand in force on {date} has not been set yet. Enter it under Fees.",
  "law.missing.rettsgebyr": "The court fee (rettsgebyr) for {year} has not been entered yet. Enter it under Fees.",
  "law.missing.compensation":
    "The compensation under the Late Payment Interest Act § 3a for the half-year including {date} has not been entered. Enter it under Interest rates.",
  "law.regime.inkassolov-1988": "the Debt Collection Act of 1988",
  "law.regime.inkassolov-2026": "the new Debt Collection Act (LOV-2026-05-22-19)",
  "law.stepKind.payment-reminder": "payment reminder",
  "law.stepKind.reminder": "reminder",
  "law.stepKind.debt-collection-notice": "debt collection notice",
  "law.stepKind.payment-demand": "payment demand",
  "law.stepKind.enforcement-notice": "notice under the Enforcement Act § 4-18",
  "law.stepKind.conciliation-claim": "conciliation claim",
  "law.stepKind.enforcement-petition": "enforcement petition",
  "law.stepKind.bankruptcy-notice": "bankruptcy notice",
  "law.stepKind.bankruptcy-petition": "bankruptcy petition",
  "law.stepKind.eviction": "eviction petition",
  "law.rule.smallFee":
    "Fee {feeOre}: {fraction} of the inkassosats {satsOre} in force from {validFromDate} (Debt Collection Regulations § 1-2).",
  "law.rule.smallFeeRounded":
    "Fee {feeOre}: {fraction} of the inkassosats {satsOre} in force from {validFromDate}, rounded to whole kroner (Debt Collection Regulations § 1-2).",
  "law.rule.paymentDemandFee":
    "Fee {feeOre}: {fraction} of the inkassosats {satsOre} for the creditor's own payment demand (Debt Collection Regulations § 1-3).",
  "law.rule.paymentDemandFeeRounded":
    "Fee {feeOre}: {fraction} of the inkassosats {satsOre} for the creditor's own payment demand, rounded to whole kroner (Debt Collection Regulations § 1-3).",
  "law.rule.courtFee":
    "Fee {feeOre}: {multiplier} × the court fee (rettsgebyr) {rettsgebyrOre} of {year} (Court Fees Act).",
  "law.rule.partnerStep":
    "Under {regime} this step is sent by the collection partner, not by the creditor. The creditor charges no fee for it.",
  "law.rule.creditorStep": "The creditor sends this step itself under {regime}.",
  "law.rule.noFeeReminder": "A payment reminder never carries a fee.",
  "law.rule.noFeeNotice": "The notice carries no fee.",
  "law.rule.disputedNoFee":
    "The claim is disputed on reasonable grounds, so no fee is charged (Debt Collection Act § 17).",
  "law.rule.notYetDue": "The claim falls due on {dueDate}. The step may be sent from {earliestDate}.",
  "law.rule.feeTooEarly":
    "Fee-bearing letters may be sent from {earliestDate}, {days} days after the due date {dueDate} (Debt Collection Regulations § 1-2).",
  "law.rule.previousDeadlineRunning":
    "The deadline of the previous letter ({previousKind}) runs until {deadlineDate}. The next step may be sent from {earliestDate}.",
  "law.rule.feeCountReset":
    "Six months have passed since the last fee-bearing letter ({lastFeeDate}), so fees are counted afresh from {resetDate}.",
  "law.rule.smallFeeLimit":
    "{count} reminder fees have already been charged on this claim, so this letter carries no fee (Debt Collection Regulations § 1-2).",
  "law.rule.secondFeeShortDeadline":
    "The first fee-bearing letter ({firstDate}) gave only {days} days. A second fee needs a missed deadline of at least {minDays} days, so this letter carries no fee.",
  "law.rule.secondFeeAllowed":
    "Second fee: the deadline of the first fee-bearing letter ({firstDate}) passed on {deadlineDate} without payment.",
  "law.rule.paymentDemandNeedsNotice":
    "A payment demand may only be sent after a debt collection notice whose deadline has passed (Debt Collection Act §§ 9 and 10).",
  "law.rule.paymentDemandFeeOnce": "A payment demand fee has already been charged, so this one carries no fee.",
  "law.rule.compensationOffset":
    "The debtor is a business: the fees are set off against the compensation of {compensationOre} under the Late Payment Interest Act § 3a, claimed on the case (Debt Collection Regulations § 2-6, cf. § 1-5). The fees come to {feesOre} in all, so this letter charges {chargedOre} of its fee of {statutoryFeeOre}: what exceeds the compensation.",
  "law.rule.compensationCovers":
    "The debtor is a business: the fee of {statutoryFeeOre} is covered by the compensation of {compensationOre} under the Late Payment Interest Act § 3a, claimed on the case (Debt Collection Regulations § 2-6, cf. § 1-5). The fees come to {feesOre} in all, so this letter charges no fee on top.",
  "law.rule.compensationClaimed":
    "The debtor is a business: the creditor claims a fixed compensation of {compensationOre} for late payment under the Late Payment Interest Act § 3a (the figure of the half-year in which interest started, after the due date {dueDate}). The fees are set off against it.",
  "law.rule.compensationCoversHere":
    "The fee of {statutoryFeeOre} is covered by the compensation (Debt Collection Regulations § 2-6, cf. § 1-5), so this letter charges no fee on top.",
  "law.rule.compensationOffsetHere":
    "The fees come to {feesOre} in all and are set off against the compensation (Debt Collection Regulations § 2-6, cf. § 1-5): this letter charges {chargedOre} of its fee of {statutoryFeeOre}, what exceeds the compensation.",
  "law.rule.bankruptcyCompaniesOnly": "Bankruptcy notices and petitions are used against companies only.",
  "law.rule.bankruptcyNeedsNotice": "A bankruptcy petition needs a bankruptcy notice first (Bankruptcy Act § 63).",
  "law.rule.bankruptcyNoticeExpired":
    "The bankruptcy notice of {noticeDate} has expired: the petition had to reach the court by {courtByDate}. Send a new bankruptcy notice.",
  "law.rule.enforcementNeedsNotice":
    "This step needs a notice under the Enforcement Act § 4-18 first, with a 14-day deadline that has passed.",
  "law.rule.legalNeedsDebtCollectionNotice":
    "Legal steps need a debt collection notice and then a payment demand whose deadline has passed (Debt Collection Act §§ 9 and 10). Send the debt collection notice first.",
  "law.rule.legalNeedsPaymentDemand":
    "Legal steps need a payment demand after the debt collection notice, and its deadline must have passed (Debt Collection Act § 10). Send the payment demand first.",
  "law.rule.legalPaymentDemandExpired":
    "The payment demand of {sentDate} was valid until {validUntilDate} and has expired. Send a new payment demand before legal steps.",
  "law.rule.foreignDebtor":
    "The debtor lives abroad ({country}). Forced recovery in Norway is impossible, so forced steps cannot be taken. Reminders and the debt collection notice may still be sent.",
  "law.rule.enforcementDisputed":
    "The claim is disputed, so direct enforcement is not possible (Enforcement Act § 7-2 (f)). A judgment is needed first: file a conciliation claim.",
  "law.rule.evictionNeedsLease":
    "Eviction needs rent under a written lease, signed by the tenant, in which the tenant accepted eviction if the rent is not paid (Enforcement Act § 13-2 (3) (a)). Record the lease on the case first.",
  "law.rule.evictionNoticeNeedsLease":
    "The notice of eviction can only be sent once a written lease, signed by the tenant, in which the tenant accepted eviction if the rent is not paid, is recorded on the case with the address of the premises (Enforcement Act § 13-2 (3) (a)). Record the lease, or switch to a procedure without eviction (the § 4-18 notice and enforcement) or a conciliation claim.",
  "law.rule.courtNeedsWarning":
    "A conciliation claim needs a written warning of the lawsuit with a deadline of at least 14 days that has passed: the payment demand or the notice under the Enforcement Act § 4-18 (Dispute Act § 5-2).",
  "law.rule.deadlinePaymentReminder": "Payment deadline {deadlineDate}: {days} days from {sentDate}.",
  "law.rule.deadlineReminder":
    "Payment deadline {deadlineDate}: {days} days from {sentDate}. At least {minDays} days, so that a second fee may be charged if it is missed (Debt Collection Regulations § 1-2).",
  "law.rule.deadlineDebtCollectionNotice":
    "Payment deadline {deadlineDate}: {days} days from {sentDate}, at least {minDays} days (Debt Collection Act § 9).",
  "law.rule.deadlinePaymentDemand":
    "Deadline to pay or object {deadlineDate}: {days} days from {sentDate}, at least {minDays} days (Debt Collection Act § 10).",
  "law.rule.deadlineEnforcementNotice":
    "Deadline {deadlineDate}: {days} days from {sentDate} before enforcement may be petitioned (Enforcement Act § 4-18).",
  "law.rule.deadlineBankruptcyNotice":
    "Payment deadline {deadlineDate}: {days} days from {sentDate} (Bankruptcy Act § 63).",
  "law.rule.deadlineCourt": "The court or the enforcement officer sets the debtor's deadline.",
  "law.rule.deadlineRaised": "The deadline of {wanted} days has been raised to the legal minimum of {minDays} days.",
  "law.rule.deadlineWorkingDay":
    "{countedDate} is a Saturday, Sunday or public holiday, so the deadline runs to the next working day, {deadlineDate} (Courts Act § 149).",
  "law.rule.deadlineHoliday.easter":
    "The deadline {countedDate} fell in the Easter holiday ({fromDate}–{toDate}), so it has been extended to {deadlineDate} (good debt collection practice, Debt Collection Act § 8; the customer's holiday setting).",
  "law.rule.deadlineHoliday.summer":
    "The deadline {countedDate} fell in the summer holiday, fellesferie ({fromDate}–{toDate}), so it has been extended to {deadlineDate} (good debt collection practice, Debt Collection Act § 8; the customer's holiday setting).",
  "law.rule.deadlineHoliday.christmas":
    "The deadline {countedDate} fell in the Christmas holiday ({fromDate}–{toDate}), so it has been extended to {deadlineDate} (good debt collection practice, Debt Collection Act § 8; the customer's holiday setting).",
  "law.rule.bankruptcyCourtBy":
    "The bankruptcy petition must reach the court by {courtByDate}, {days} days after the payment deadline {deadlineDate} (Bankruptcy Act § 63); after that the notice has expired.",
  "law.rule.paymentDemandValid": "The payment demand is valid for {months} months, until {validUntilDate}.",
  "validation.feeFraction": "Write a fraction such as 1/20.",
  "validation.feeAmount": "Enter an amount in NOK, for example 750.00.",
  "validation.feeValidFromTaken": "A row from this date already exists. Change it instead.",
  // disputed claims (issue 18 #4, #14): the objection recorded on the case stops the steps, the path is forliksrådet
  "law.rule.disputedStops":
    "The debtor has disputed the claim. Until the objection is settled, no letter with a fee and no payment demand is sent (Debt Collection Act §§ 10 and 17). The way on is a conciliation claim to the conciliation board (forliksrådet).",
  "law.rule.disputedForced":
    "The debtor has disputed the claim, so the {kind} cannot be sent: a disputed claim cannot be enforced without a judgment (Enforcement Act § 7-2 (f)) and is not a clear claim for bankruptcy. File a conciliation claim with the conciliation board (forliksrådet).",
  // the konkursvarsel is served, not posted (issue 18 #1)
  "law.rule.deadlineAwaitingService":
    "The payment deadline is {days} days after the notice has been served on the debtor (Bankruptcy Act § 63). It is set when the service date is recorded.",
  "law.rule.deadlineBankruptcyServed":
    "Payment deadline {deadlineDate}: {days} days from the service on {servedDate}, at least {minDays} days (Bankruptcy Act § 63).",
  "law.rule.serviceFeeWhenServed":
    "The fee for serving the bankruptcy notice ({feeOre} today) is charged only once the service is recorded, at the court fee of that day (Court Fees Act).",
  "law.rule.serviceFeeCharged": "Served on {servedDate}: the service fee is charged from that day.",
  "law.rule.bankruptcyNoticeNotServed":
    "The bankruptcy notice of {noticeDate} has not been recorded as served. The bankruptcy petition can only be sent once the service date is recorded and the payment deadline after it has passed (Bankruptcy Act § 63).",
  "fees.deleted": "The fee row has been deleted.",
};

registerMessages({ no, en });
