import "../../i18n/steps"; // registers the texts of the keys named here
import "../../i18n/law"; // registers the texts of the keys named here
import { t, type Language } from "../../i18n/messages";
import { addDays, showDate } from "../../law/dates";
import type { RenderLetter } from "../../letters/letter-queue";
import type { PlaceholderValues, StepTemplates } from "../../procedures";
import { formatNok } from "../../util/format-money";
import type { CaseInterest } from "../case-interest";
import type { CaseClaimView } from "../case-views.schema";
import type { Case } from "../store";
import type { SendChannel } from "../vocabulary";
import type { StepDecision } from "./available";
import { letterBlocks, perClaimDates, type LetterCustomer, type LetterDebtor } from "./letter-blocks";
import { enforcementMeans, historySentence, leaseValues, petitionGrounds } from "./letter-history";
import type { FeeHistoryEntry } from "../../law/fee-question";
import { petitionModel, type PetitionInput } from "./petition";
import type { PetitionAddressee } from "../../reference/court-lookup";
import { BANKRUPTCY_PAY_DAYS } from "../../law/deadlines";
import type { z } from "zod";

/**
 * The letter of a step run (docs/letters.md "The model"): the creditor, debtor, claims and payment blocks every case
 * letter shares (`letter-blocks.ts`), the step's templates filled in the letter's language, the claims, principal, fees (each of the case's letters so far
 * and this one, on its own line: inkassoloven § 10 c) and interest up to the sending day, one line per rate period
 * and balance with its basis (§ 10 d; cases/case-interest.ts, the same figure the case and its payments use),
 * the deadline the law gave, the KID and the account. Values in the texts are formatted DD.MM.YYYY and `1 234,50 kr`.
 */

const rateText = (bp: number, lang: Language) =>
  `${Math.floor(bp / 100)}${lang === "no" ? "," : "."}${String(bp % 100).padStart(2, "0")}\u00a0%`;

export interface LetterInput {
  c: Case;
  customer: LetterCustomer;
  debtor: LetterDebtor;
  decision: StepDecision;
  /**
   * The fees of the case's earlier letters (kind and amount), oldest first, those of the cases merged into it
   * included: `caseId` names the merged case a letter was sent in (its claims' purring, usability-review-2 C7);
   * `compensationOre` the § 3a compensation a letter claimed (fee-rules FeeDecision.claimedCompensationOre).
   */
  earlierFees: { kind: string; feeOre: number; compensationOre?: number; caseId?: string }[];
  feeOre: number;
  /** The § 3a compensation this letter claims (a business debtor's first letter), 0 otherwise. */
  compensationOre?: number;
  interest: CaseInterest;
  runId: string;
  channels: SendChannel[];
  language?: Language;
  /**
   * The letters of the case and of the cases merged into it, as the law reads them (available.ts `historyOf`): what
   * the legal letters say happened (letter-history.ts). Absent: none.
   */
  history?: readonly FeeHistoryEntry[];
  /** The step's templates in the letter's language (procedures `templateFor`). */
  texts: Pick<StepTemplates, "letter" | "generalText" | "email">;
  /** A petition's addressee, respondent and attachments (petition.ts): the letter goes to the court, not the debtor. */
  petition?: PetitionInput;
  /**
   * A served notice (the konkursvarsel, issue 18 #1): the body that serves it and the copies; its deadline is the
   * step's days after the service, so the letter prints no date for it.
   */
  service?: { addressee: PetitionAddressee; copies: number };
}

/** The render job's payload for the step's letter (checked by `queueLetter` when queued). */
export function buildLetter(i: LetterInput): z.input<typeof RenderLetter> {
  const lang = i.language ?? "no";
  const { c, customer, debtor, decision } = i;
  const blocks = letterBlocks(c, customer, debtor, lang);
  const kind = decision.step.kind;
  const feeName = (k: string, caseId?: string) => {
    const name = t(lang, "steps.feeName", { kind: t(lang, `law.stepKind.${k}`) });
    return caseId ? t(lang, "steps.feeOfCase", { name, caseId }) : name;
  };
  const compensationName = (caseId?: string) => {
    const name = t(lang, "steps.compensationName");
    return caseId ? t(lang, "steps.feeOfCase", { name, caseId }) : name;
  };
  // § 10 c: every cost on its own line, the § 3a compensation too (a cost of the claim with its rule in its name)
  const costs: LetterInput["earlierFees"] = [
    ...i.earlierFees,
    { kind, feeOre: i.feeOre, compensationOre: i.compensationOre ?? 0 },
  ];
  const fees = costs.flatMap((f) => [
    ...((f.compensationOre ?? 0) > 0 ? [{ name: compensationName(f.caseId), amountOre: f.compensationOre! }] : []),
    ...(f.feeOre > 0 ? [{ name: feeName(f.kind, f.caseId), amountOre: f.feeOre }] : []),
  ]);
  // a fee lowered by the § 3a offset says so where the text names the fee (never a bare "0,00 kr" under a fee rule)
  const statutoryOre = decision.fee?.statutoryFeeOre ?? 0;
  const feeText =
    statutoryOre > i.feeOre
      ? t(lang, "steps.feeAfterCompensation", {
          fee: formatNok(i.feeOre),
          covered: formatNok(statutoryOre - i.feeOre),
          statutory: formatNok(statutoryOre),
        })
      : formatNok(i.feeOre);
  // each claim's interest runs from the day after its own due date (§ 10 d), up to the sending day
  const interestFrom = (cl: CaseClaimView) =>
    i.interest.totalOre > 0 && cl.openOre > 0 && cl.dueDate < decision.sendDate ? addDays(cl.dueDate, 1) : null;
  const principalOre = blocks.principalOre;
  const feesOre = fees.reduce((s, f) => s + f.amountOre, 0);
  const totalOre = principalOre + feesOre + i.interest.totalOre - c.paidOre;
  const deadline = decision.deadline.deadlineDate ?? decision.sendDate;
  // a served notice's deadline runs from the service: «14 dager etter forkynnelse», never a date (konkursloven § 63)
  const serviceDays = i.service ? (decision.deadline.days ?? BANKRUPTCY_PAY_DAYS) : null;
  const lease = leaseValues(lang, c.lease);
  const values: PlaceholderValues = {
    ...blocks.values,
    "letter.date": showDate(decision.sendDate),
    deadline: serviceDays ? t(lang, "steps.service.deadline", { days: serviceDays }) : showDate(deadline),
    "amounts.interest": formatNok(i.interest.totalOre),
    "amounts.fees": formatNok(feesOre),
    "amounts.fee": feeText,
    "amounts.total": formatNok(totalOre),
    "interest.rate": i.interest.rateBasisPoints !== null ? rateText(i.interest.rateBasisPoints, lang) : "",
    "interest.from": i.interest.fromDate ? perClaimDates(blocks.claims, interestFrom) : "",
    "court.name": i.petition?.addressee.name ?? "",
    // what happened on the case, never more (issue 18 #4, #6, #8, #10)
    "case.history": historySentence(lang, i.history ?? [], decision.sendDate),
    "enforcement.means": enforcementMeans(lang, c.debtorType),
    "petition.grounds": petitionGrounds(lang, i.history ?? [], decision.sendDate, !!c.dispute, kind),
    // the rent case's recorded lease: its premises and clause (issue 18 #9)
    "lease.premises": lease.premises,
    "lease.clause": lease.clause,
  };
  const texts = i.texts;
  const fill = blocks.filler(values, texts.letter?.id ?? texts.email?.id ?? decision.step.kind);
  const name = lang === "no" ? decision.step.nameNo : decision.step.nameEn;
  return {
    customerId: c.customerId,
    caseId: String(c.caseNumber),
    letterId: i.runId,
    channels: i.channels,
    email:
      i.channels.includes("email") && debtor.email
        ? {
            to: debtor.email,
            subject: fill(texts.email?.subject) || undefined,
            text: fill(texts.email?.body) || undefined,
          }
        : undefined,
    model: {
      ...blocks.model,
      claims: blocks.model.claims.map((m, n) => {
        const from = interestFrom(blocks.claims[n]!);
        return from ? { ...m, interestFromDate: from } : m;
      }),
      letter: {
        kind,
        language: lang,
        date: decision.sendDate,
        title: fill(texts.letter?.title) || name,
        upperText: fill(texts.letter?.upperText),
        lowerText: fill(texts.letter?.lowerText),
        consequences: fill(texts.generalText),
      },
      amounts: { principalOre, fees, interest: i.interest.periods, paidOre: c.paidOre, totalOre },
      interest:
        i.interest.fromDate && i.interest.rateBasisPoints !== null
          ? { rateBasisPoints: i.interest.rateBasisPoints, fromDate: i.interest.fromDate }
          : undefined,
      ...(i.petition ? { petition: petitionModel(i.petition) } : {}),
      ...(i.service && serviceDays
        ? {
            service: {
              addressee: { name: i.service.addressee.name, addressLines: i.service.addressee.addressLines },
              copies: i.service.copies,
              days: serviceDays,
            },
          }
        : {}),
      payment: blocks.payment(deadline),
    },
  };
}
