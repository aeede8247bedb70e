/**
 * The words of collection cases (issue 10), shared by every part that builds on them: the law (`law/`), the
 * procedures and steps (`procedures/`), the letters (`letters/`), the cases (`cases/`) and the web. Pure: no I/O,
 * the web imports it. It lives in `law/`, below the letters and procedures that import it (DESIGN: the vocabulary
 * belongs below them); cases and the web name it through `cases/vocabulary.ts`. Ids are the SPEC's where it gives them (SPEC 4); the rest are stable kebab-case names that are
 * stored, so a name here is never renamed, only added.
 */

/** Case statuses and their SPEC 4 ids. */
export const CASE_STATUS_IDS = {
  active: 1,
  "not-started": 2,
  /** Not yet due. */
  waiting: 3,
  /** Ready for the next step. */
  ready: 4,
  paused: 5,
  closed: 6,
  /** Payroll deduction running (utleggstrekk). */
  "ongoing-payroll": 7,
  merged: 8,
} as const;
export type CaseStatus = keyof typeof CASE_STATUS_IDS;
export const CASE_STATUSES = Object.keys(CASE_STATUS_IDS) as [CaseStatus, ...CaseStatus[]];

/** Close reasons and their SPEC 4 ids. */
export const CLOSE_REASON_IDS = {
  "agreed-upon-reduced-payment": 1,
  "debtor-bankrupt-insolvent": 2,
  "debtor-paid-claim-without-interest-fees": 3,
  "claim-pulled-case-credited-error": 4,
  "case-paid-in-full": 5,
  "nothing-to-pay": 6,
  "depreciated-loss": 7,
  "depreciated-correction": 8,
} as const;
export type CloseReason = keyof typeof CLOSE_REASON_IDS;
export const CLOSE_REASONS = Object.keys(CLOSE_REASON_IDS) as [CloseReason, ...CloseReason[]];

/**
 * The kinds of step on the collection ladder (domain-norway.md 1.2). A procedure's step has one kind; the law
 * (`law/`) decides from the kind whether and when the step may run and what fee it may carry.
 */
export const STEP_KINDS = [
  /** Betalingspåminnelse: no fee, no legal effect. */
  "payment-reminder",
  /** Purring: a small fee (1/20 of the inkassosats), ≥ 14 days after the due date. */
  "reminder",
  /** Inkassovarsel (inkassoloven § 9): a small fee, a deadline ≥ 14 days. */
  "debt-collection-notice",
  /** Betalingsoppfordring (inkassoloven § 10): the creditor's own costs 3/20 of the sats; ≥ 14 days to pay or object. */
  "payment-demand",
  /** Varsel etter tvangsfullbyrdelsesloven § 4-18: 14 days before enforcement or eviction. */
  "enforcement-notice",
  /** Forliksklage to forliksrådet (1.1 R). */
  "conciliation-claim",
  /** Utleggsbegjæring to namsmannen (1.21 R). */
  "enforcement-petition",
  /** Konkursvarsel (konkursloven § 63): 14 days to pay, the petition within 28 days; companies only. */
  "bankruptcy-notice",
  /** Konkursbegjæring to the tingrett. */
  "bankruptcy-petition",
  /** Begjæring om fravikelse (tvangsfullbyrdelsesloven § 13-2 (3) a): unpaid rent. */
  "eviction",
] as const;
export type StepKind = (typeof STEP_KINDS)[number];

/** The steps that are judicial (legal collection): once one has run, a case cannot be merged or reverted past it. */
export const JUDICIAL_STEP_KINDS: readonly StepKind[] = [
  "conciliation-claim",
  "enforcement-petition",
  "bankruptcy-petition",
  "eviction",
];

/**
 * The seeded procedures, by stable id: one per debtor type (ledger `DEBTOR_TYPES`) and one for rent. Admins may add
 * more; these ids never change, so a case started on the seeded setup can name its procedure.
 */
export const SEEDED_PROCEDURE_IDS = ["person", "sole-proprietorship", "company", "rent"] as const;
export type SeededProcedureId = (typeof SEEDED_PROCEDURE_IDS)[number];

/** The legal regimes: the inkassolov of 1988, and LOV-2026-05-22-19 from the date an admin sets (law/regimes). */
export const LEGAL_REGIMES = ["inkassolov-1988", "inkassolov-2026"] as const;
export type LegalRegime = (typeof LEGAL_REGIMES)[number];

/** How a letter reaches the debtor: e-mail, post (the print queue), or handed to a collection partner. */
export const SEND_CHANNELS = ["email", "post", "partner"] as const;
export type SendChannel = (typeof SEND_CHANNELS)[number];

/** Who started a step (SPEC 4, batch step creation). */
export const STEP_SOURCES = ["manual", "batch", "autopilot"] as const;
export type StepSource = (typeof STEP_SOURCES)[number];

/**
 * The kinds of letter a case's documents tab shows: a step's letter (`STEP_KINDS`), or a letter outside the
 * ladder: the down-payment plan's (issue 11, cases/operations/plan-letter.ts).
 */
export const LETTER_KINDS = [...STEP_KINDS, "down-payment-plan"] as const;
export type LetterKind = (typeof LETTER_KINDS)[number];
