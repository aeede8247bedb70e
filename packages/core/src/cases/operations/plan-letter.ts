import "../../accounts/entities"; // registers the entities named here
import { db } from "../../dynamo/db";
import type { Language } from "../../i18n/messages";
import { showDate } from "../../law/dates";
import { getDebtorItem } from "../../ledger/store";
import { queueLetter, type RenderLetter } from "../../letters/letter-queue";
import type { PlaceholderValues } from "../../letters/placeholders";
import { documentTemplates, generalText } from "../../letters/templates";
import { AppError } from "../../util/error";
import { formatNok } from "../../util/format-money";
import { letterBlocks, letterLanguageOf, type LetterCustomer, type LetterDebtor } from "../steps/letter-blocks";
import type { Case } from "../store";
import { getCaseSettings } from "../settings";
import { MISSED_AFTER_DAYS, planSchedule } from "./plan-rules";
import type { z } from "zod";

/**
 * The down-payment plan's letter (docs/case-operations.md "Down-payment plans"): the seeded, editable template
 * `down-payment-plan-<language>` filled in, the case's claims, the amounts (principal, fees, anything agreed on top
 * of them, paid: the total is the agreed amount), every instalment with its due date, the payment box asking for
 * the first instalment by its due date, and under "What happens if you do not pay?" the template's general
 * document on a missed instalment. Rendered by the letters job like a step's letter: never in the API bundle.
 */

/** The template the plan letter is made from (one per language: `down-payment-plan-no`, `-en`). */
export const PLAN_TEMPLATE = "down-payment-plan";

const WORDS = {
  no: {
    fees: "Gebyrer og omkostninger",
    extra: "Avtalt i tillegg (renter og annet)",
    withInterest:
      "Forsinkelsesrente etter forsinkelsesrenteloven løper videre på det utestående beløpet til kravet er betalt, og kommer i tillegg til avdragene; den gjøres opp til slutt.",
    noInterest: "Det beregnes ikke forsinkelsesrente så lenge avtalen overholdes.",
    mail: "Hei {{debtor.name}},\n\nVedlagt er nedbetalingsavtalen for sak {{case.number}} fra {{creditor.name}}: {{plan.agreedAmount}} i {{plan.instalments}} månedlige avdrag. Første avdrag, {{plan.monthlyAmount}}, betales innen {{plan.firstDate}} til konto {{accountNumber}} {{payment.reference}}. Alle avdragene står i brevet (PDF).\n\nMed vennlig hilsen\n{{creditor.name}}",
  },
  en: {
    fees: "Fees and costs",
    extra: "Agreed in addition (interest and other)",
    withInterest:
      "Late-payment interest under the Late Payment Interest Act keeps running on the outstanding amount until the claim is paid, in addition to the instalments; it is settled at the end.",
    noInterest: "No late-payment interest is calculated as long as the agreement is kept.",
    mail: "Hello {{debtor.name}},\n\nAttached is the down-payment agreement for case {{case.number}} from {{creditor.name}}: {{plan.agreedAmount}} in {{plan.instalments}} monthly instalments. The first instalment, {{plan.monthlyAmount}}, is due by {{plan.firstDate}} to account {{accountNumber}} {{payment.reference}}. Every instalment is listed in the letter (PDF).\n\nKind regards\n{{creditor.name}}",
  },
} as const;

export interface PlanTerms {
  planId: string;
  agreedOre: number;
  monthlyOre: number;
  instalments: number;
  firstPaymentDate: string;
  calculateInterest: boolean;
  /** The day the plan was agreed: the letter's date. */
  agreedAt: number;
}

interface PlanLetterInput {
  c: Case;
  plan: PlanTerms;
  customer: LetterCustomer;
  debtor: LetterDebtor;
  texts: { title: string; upperText: string; lowerText: string; generalText: string | null };
  language: Language;
  letterDate: string;
}

/** The render job's payload of the plan letter (checked by `queueLetter`). */
export function buildPlanLetter(i: PlanLetterInput): z.input<typeof RenderLetter> {
  const { c, plan, customer, debtor, language: lang } = i;
  const words = WORDS[lang];
  const blocks = letterBlocks(c, customer, debtor, lang);
  const schedule = planSchedule(plan);
  const last = schedule[schedule.length - 1]!;
  const principalOre = blocks.principalOre;
  // the agreed amount is at least principal + fees − paid (SPEC 5); what it is above that shows on its own line
  const extraOre = plan.agreedOre - (principalOre + c.feesOre - c.paidOre);
  const fees = [
    ...(c.feesOre > 0 ? [{ name: words.fees, amountOre: c.feesOre }] : []),
    ...(extraOre > 0 ? [{ name: words.extra, amountOre: extraOre }] : []),
  ];
  const values: PlaceholderValues = {
    ...blocks.values,
    "letter.date": showDate(i.letterDate),
    deadline: showDate(plan.firstPaymentDate),
    "amounts.fees": formatNok(c.feesOre),
    "amounts.total": formatNok(plan.agreedOre),
    "plan.agreedAmount": formatNok(plan.agreedOre),
    "plan.monthlyAmount": formatNok(plan.monthlyOre),
    "plan.instalments": String(plan.instalments),
    "plan.firstDate": showDate(plan.firstPaymentDate),
    "plan.lastAmount": formatNok(last.amountOre),
    "plan.lastDate": showDate(last.dueDate),
    "plan.missedDays": String(MISSED_AFTER_DAYS),
    "plan.interestTerms": plan.calculateInterest ? words.withInterest : words.noInterest,
  };
  const fill = blocks.filler(values, `${PLAN_TEMPLATE}-${lang}`);
  const channels = debtor.email?.trim() ? (["email"] as const) : (["post"] as const);
  return {
    customerId: c.customerId,
    caseId: String(c.caseNumber),
    letterId: plan.planId,
    channels: [...channels],
    email: debtor.email?.trim() ? { to: debtor.email.trim(), text: fill(words.mail) } : undefined,
    model: {
      ...blocks.model,
      letter: {
        kind: "down-payment-plan",
        language: lang,
        date: i.letterDate,
        title: fill(i.texts.title),
        upperText: fill(i.texts.upperText),
        lowerText: fill(i.texts.lowerText),
        consequences: fill(i.texts.generalText),
      },
      amounts: { principalOre, fees, interest: [], paidOre: c.paidOre, totalOre: plan.agreedOre },
      plan: { agreedOre: plan.agreedOre, instalments: schedule },
      payment: blocks.payment(plan.firstPaymentDate),
    },
  };
}

/** Oslo's calendar day of an instant. */
const osloDay = (ms: number) =>
  new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/Oslo",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date(ms));

/**
 * Queues the plan's letter in the debtor's language (its `language`, Norwegian when none: the step letters pick it
 * the same way, steps/prepare.ts). Keyed by the plan id, so queueing it again renders and sends it once.
 */
export async function queuePlanLetter(c: Case, plan: PlanTerms): Promise<string> {
  const [customer, debtor, settings] = await Promise.all([
    db()
      .entities.customer.get({ customerId: c.customerId })
      .go()
      .then((r) => r.data),
    getDebtorItem(c.customerId, c.debtorId),
    // the KID agreement (issue 18 #13): a KID is made only under it
    getCaseSettings(c.customerId),
  ]);
  if (!customer || !debtor) throw new AppError("NOT_FOUND", "errors.notFound");
  const language = letterLanguageOf(debtor);
  const template = await documentTemplates.get(`${PLAN_TEMPLATE}-${language}`);
  const general = await generalText(template.generalDocument, language);
  return queueLetter(
    buildPlanLetter({
      c,
      plan,
      customer: { ...customer, kidAgreement: settings.kidAgreement },
      debtor,
      texts: { ...template, generalText: general },
      language,
      letterDate: osloDay(plan.agreedAt),
    }),
  );
}
