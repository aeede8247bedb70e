import type { StepKind } from "./vocabulary";
import type { DebtorType } from "../ledger/debtor-rules";
import type { LawExplanation } from "./explanation";

/**
 * The question the law's step rules answer (fee-rules.ts `decideFee`, forced-steps.ts): the step, its sending day,
 * the debtor and the claim's letters so far. Pure; its own module so the rules of each part can share it.
 */

export const SMALL_FEE_KINDS: readonly StepKind[] = ["reminder", "debt-collection-notice"];
export const CHAPTER_ONE_KINDS: readonly StepKind[] = [...SMALL_FEE_KINDS, "payment-demand"];
/** The letters that give the debtor a deadline. */
export const LETTER_KINDS: readonly StepKind[] = [...CHAPTER_ONE_KINDS, "payment-reminder", "enforcement-notice"];

export interface FeeHistoryEntry {
  readonly kind: StepKind;
  /** The day the letter was sent, `YYYY-MM-DD`. */
  readonly sentDate: string;
  /** The deadline it gave (LetterDeadline.deadlineDate), or null. */
  readonly deadlineDate: string | null;
  /** The fee the law allowed for it (FeeDecision.statutoryFeeOre), before any § 3a offset. */
  readonly statutoryFeeOre: number;
  /**
   * A reverted letter whose fee the case kept (issue 11 "Revert"): its fee still counts toward the fees applied
   * (the count window, the § 3a offset), but it is no letter sent: no deadline runs from it and it opens no later
   * step.
   */
  readonly feeOnly?: boolean;
  /** The § 3a compensation the letter claimed (FeeDecision.claimedCompensationOre); absent or 0: none. */
  readonly claimedCompensationOre?: number;
  /**
   * A served notice (deadlines.ts `SERVED_STEP_KINDS`, the konkursvarsel): the day it was served on the debtor, as
   * the creditor recorded it; absent or null: not served (yet). Its `deadlineDate` is then counted from this day.
   */
  readonly servedDate?: string | null;
}

export interface FeeQuestion {
  readonly kind: StepKind;
  /** The day the letter will be sent (Europe/Oslo), `YYYY-MM-DD`. */
  readonly sendDate: string;
  readonly debtorType: DebtorType;
  /** The claim's due date. */
  readonly dueDate: string;
  /** The claim's earlier steps (any order). */
  readonly history: readonly FeeHistoryEntry[];
  /** Business debtors: is the § 3a compensation claimed on the claim? Default true. */
  readonly claimsCompensation?: boolean;
  /**
   * The debtor has objected on reasonable grounds (inkassoloven § 17): no fee; and no direct utlegg
   * (tvangsfullbyrdelsesloven § 7-2 f): a judgment first.
   */
  readonly disputed?: boolean;
  /**
   * The claim is rent under a written lease, signed by the tenant, in which the tenant accepted fravikelse for unpaid
   * rent (tvangsfullbyrdelsesloven § 13-2 (3) a): the ground of an eviction and of the notice that announces it. The
   * cases: a rent case whose lease the creditor has recorded (cases/operations/lease.ts, issue 18 #9).
   */
  readonly lease?: boolean;
  /**
   * This § 4-18 notice announces fravikelse (the rent ladder's «Varsel om utlegg og fravikelse»): it needs the lease,
   * as the eviction does, since it tells the tenant of a fravikelse the creditor may not otherwise carry out.
   */
  readonly evictionNotice?: boolean;
  /** The debtor's country (ISO 3166-1 alpha-2), default `NO`: forced recovery only against a debtor in Norway. */
  readonly debtorCountry?: string;
}

/** A rule's refusal: the first day waiting helps (null: another step is needed, or nothing helps), and why. */
export type Refusal = { earliestDate: string | null; explanation: LawExplanation };

/** The newest entry (by sending day). */
export const latest = (entries: readonly FeeHistoryEntry[]) =>
  [...entries].sort((a, b) => (a.sentDate < b.sentDate ? 1 : -1))[0];
