/**
 * The seeded texts of the down-payment plan's letter (issue 11, cases/operations/plan-letter.ts), Norwegian and
 * English, editable like the other templates (documents `down-payment-plan-no` / `-en`, general document
 * `if-plan-missed-*`). The letter's table lists every instalment; the texts say what was agreed, how to pay, and
 * (the general document, printed under "What happens if you do not pay?") what a missed instalment leads to.
 */

const CONTACT_NO =
  "Har du spørsmål om avtalen, eller ser du at du ikke kan betale et avdrag, må du kontakte {{creditor.name}} på {{creditor.email}} eller {{creditor.phone}} før forfall.";
const CONTACT_EN =
  "If you have questions about the agreement, or see that you cannot pay an instalment, please contact {{creditor.name}} at {{creditor.email}} or {{creditor.phone}} before it falls due.";

type Letter = { name: string; title: string; upperText: string; lowerText: string; generalDocument: string };

export const PLAN_LETTERS_NO: Record<"down-payment-plan", Letter> = {
  "down-payment-plan": {
    name: "Nedbetalingsavtale",
    title: "Nedbetalingsavtale",
    upperText: `Vi viser til avtalen om nedbetaling av sak {{case.number}}, som gjelder {{claim.description}}.

{{creditor.name}} og {{debtor.name}} er enige om at kravet nedbetales med {{plan.agreedAmount}} i alt, fordelt på {{plan.instalments}} månedlige avdrag på {{plan.monthlyAmount}}. Første avdrag forfaller {{plan.firstDate}}. Siste avdrag, {{plan.lastAmount}}, forfaller {{plan.lastDate}}. Alle avdragene med forfallsdato står i tabellen nedenfor.

{{plan.interestTerms}}`,
    lowerText: `Betal hvert avdrag til kontonummer {{accountNumber}} {{payment.reference}} senest på forfallsdatoen. Du kan når som helst betale mer enn avtalt; det som betales, går til fradrag på de neste avdragene.

${CONTACT_NO}`,
    generalDocument: "if-plan-missed",
  },
};

export const PLAN_LETTERS_EN: Record<"down-payment-plan", Letter> = {
  "down-payment-plan": {
    name: "Down-payment plan",
    title: "Down-payment agreement",
    upperText: `We refer to the agreement on paying down case {{case.number}}, which concerns {{claim.description}}.

{{creditor.name}} and {{debtor.name}} have agreed that the claim is paid down with {{plan.agreedAmount}} in all, in {{plan.instalments}} monthly instalments of {{plan.monthlyAmount}}. The first instalment falls due on {{plan.firstDate}}. The last instalment, {{plan.lastAmount}}, falls due on {{plan.lastDate}}. Every instalment and its due date is listed in the table below.

{{plan.interestTerms}}`,
    lowerText: `Pay each instalment to account number {{accountNumber}} {{payment.reference}} by its due date at the latest. You may pay more than agreed at any time; what you pay goes towards the next instalments.

${CONTACT_EN}`,
    generalDocument: "if-plan-missed",
  },
};

export const PLAN_GENERAL_NO = {
  "if-plan-missed": {
    name: "Hva skjer hvis et avdrag ikke betales (nedbetalingsavtale)",
    text: "Er et avdrag ikke betalt senest {{plan.missedDays}} dager etter forfallsdatoen, er avtalen misligholdt. Da faller avtalen bort, hele det utestående beløpet forfaller til betaling straks, og innfordringen av kravet fortsetter. Det kan føre til ytterligere omkostninger for deg og til rettslig inndriving, i tillegg til forsinkelsesrenter som løper til kravet er betalt.",
  },
};

export const PLAN_GENERAL_EN: Record<keyof typeof PLAN_GENERAL_NO, { name: string; text: string }> = {
  "if-plan-missed": {
    name: "What happens if an instalment is not paid (down-payment plan)",
    text: "If an instalment has not been paid within {{plan.missedDays}} days after its due date, the agreement is broken. The agreement then lapses, the whole outstanding amount falls due for payment at once, and the collection of the claim continues. This may lead to further costs for you and to legal collection, in addition to late-payment interest running until the claim is paid.",
  },
};
