import "../i18n/law"; // registers the texts of the keys named here
import type { LegalRegime, StepKind } from "./vocabulary";
import { B2B_COMPENSATION, compensationFor, type CompensationRow } from "../ledger/interest/rates";
import { AppError } from "../util/error";
import { addDays, showDate } from "./dates";
import { explain, type LawExplanation } from "./explanation";

/**
 * The law's dated figures (domain-norway.md 1.3, 1.6, 1.9), as data: the fee rows (admin resource `fees`, seeded
 * with SEED_FEE_ROWS) and the § 3a compensation per half-year (admin resource `interests`, ledger/interest: reused,
 * not copied). Pure: the tables come in as an argument (`LawTables`), loaded by law/fee-table.ts in the API and
 * jobs, or PUBLISHED_LAW_TABLES in tests and the web.
 *
 * A fee row is in force from its `validFrom` (a sending day) until the next row's. Which row a question reads:
 * - the sending day's figures (regime, inkassosats, rounding, rettsgebyr) come from the newest row with
 *   `validFrom` <= the sending day;
 * - the fee fractions come from the newest such row whose `claimsDueFrom` (if any) is <= the claim's due date: the
 *   2020 halving applied to claims due 01.10.2020 or later only (FOR-2020-06-19-1248; sergel.no), so an older
 *   claim keeps 1/10 and 3/10, of the sats in force on the sending day;
 * - a rettsgebyr is the figure of one calendar year: a row's R is valid only in the year of its `validFrom`, so
 *   2027 refuses until a 2027 figure is entered (the sats, by contrast, stands until changed).
 * No row, or a figure left empty (the coming regulation of the new law), refuses with LawFigureMissingError.
 */

/** `numerator/denominator`, e.g. "1/20". */
export type Fraction = `${number}/${number}`;

export interface FeeRow {
  /** The first sending day the row is in force, `YYYY-MM-DD`. */
  readonly validFrom: string;
  readonly regime: LegalRegime;
  /** The inkassosats in øre; null: not set (the new law's figures before its regulation). */
  readonly inkassosatsOre: number | null;
  /** The fee of a purring or inkassovarsel as a fraction of the sats (INKF § 1-2); null: not set. */
  readonly smallFeeFraction: Fraction | null;
  /** The creditor's own betalingsoppfordring as a fraction of the sats (INKF § 1-3); null: not set. */
  readonly paymentDemandFraction: Fraction | null;
  /** Fees rounded to whole kroner (the sentence added to INKF § 1-2 from 2026: 37.50 → 38). */
  readonly roundToWholeKroner: boolean;
  /** The rettsgebyr R of the year of `validFrom`, in øre; null: not set. */
  readonly rettsgebyrOre: number | null;
  /** The fractions apply only to claims due on or after this date (the 2020 halving); null: to every claim. */
  readonly claimsDueFrom: string | null;
  readonly source?: string | null;
}

export interface LawTables {
  /** Any order. */
  readonly fees: readonly FeeRow[];
  /** The § 3a compensation per half-year (ledger/interest `loadRates().compensation`). */
  readonly compensation: readonly CompensationRow[];
}

const RULES_2020 = "2020-10-01";

/** The published figures (domain-norway.md 1.3; sources per row). Rettsgebyr only from 2024: see COURT_FEES. */
export const SEED_FEE_ROWS: readonly FeeRow[] = [
  {
    validFrom: "2017-01-01",
    regime: "inkassolov-1988",
    inkassosatsOre: 70_000,
    smallFeeFraction: "1/10",
    paymentDemandFraction: "3/10",
    roundToWholeKroner: false,
    rettsgebyrOre: null,
    claimsDueFrom: null,
    source: "Forskrift om inkassosatsen (FOR-2016-12-14-1635); INKF §§ 1-2, 1-3",
  },
  {
    validFrom: RULES_2020,
    regime: "inkassolov-1988",
    inkassosatsOre: 70_000,
    smallFeeFraction: "1/20",
    paymentDemandFraction: "3/20",
    roundToWholeKroner: false,
    rettsgebyrOre: null,
    claimsDueFrom: RULES_2020,
    source: "FOR-2020-06-19-1248 (claims due 01.10.2020 or later; sergel.no)",
  },
  {
    validFrom: "2024-01-01",
    regime: "inkassolov-1988",
    inkassosatsOre: 70_000,
    smallFeeFraction: "1/20",
    paymentDemandFraction: "3/20",
    roundToWholeKroner: false,
    rettsgebyrOre: 127_700,
    claimsDueFrom: RULES_2020,
    source: "Rettsgebyr 2024: retrieve.no; smartepenger.no",
  },
  {
    validFrom: "2025-01-01",
    regime: "inkassolov-1988",
    inkassosatsOre: 70_000,
    smallFeeFraction: "1/20",
    paymentDemandFraction: "3/20",
    roundToWholeKroner: false,
    rettsgebyrOre: 131_400,
    claimsDueFrom: RULES_2020,
    source: "Rettsgebyr 2025: kred.no «Nye satser fra 1. januar 2025»",
  },
  {
    validFrom: "2026-01-01",
    regime: "inkassolov-1988",
    inkassosatsOre: 75_000,
    smallFeeFraction: "1/20",
    paymentDemandFraction: "3/20",
    roundToWholeKroner: true,
    rettsgebyrOre: 134_500,
    claimsDueFrom: RULES_2020,
    source:
      "Inkassosats: FOR-2025-12-19-2709; Finanstilsynet «Inkassosatsen i 2026 blir 750 kroner». Rettsgebyr 2026: kred.no, citing Finanstilsynet",
  },
];

/** The published tables: the seed fee rows and the published § 3a compensations (tests, the web's previews). */
export const PUBLISHED_LAW_TABLES: LawTables = { fees: SEED_FEE_ROWS, compensation: B2B_COMPENSATION };

export type CourtStepKind = Extract<
  StepKind,
  "conciliation-claim" | "enforcement-petition" | "bankruptcy-notice" | "bankruptcy-petition" | "eviction"
>;

/**
 * The court and enforcement fees as hundredths of R (rettsgebyrloven; domain-norway.md 1.9). Law that changes by
 * statute, not yearly, so code: 1.1 R forliksklage and 1.21 R utlegg (Prop. 12 L (2021–22)), 0.4 R service of a
 * konkursvarsel (Prop. 80 L (2023–24)), 4.35 R when a konkursbo is opened, 2.1 R a petition under tvfbl. kap. 13
 * (fravikelse; UNCERTAIN: the namsmann's own fee for a fravikelse was not verified, and 2 R more fall due on
 * execution). R before 2024 is not seeded, so these multipliers are never applied to years they did not cover.
 */
export const COURT_FEES: Readonly<Record<CourtStepKind, number>> = {
  "conciliation-claim": 110,
  "enforcement-petition": 121,
  "bankruptcy-notice": 40,
  "bankruptcy-petition": 435,
  eviction: 210,
};

export const isCourtStep = (kind: StepKind): kind is CourtStepKind => kind in COURT_FEES;

export type LawFigure = "fees" | "inkassosats" | "smallFee" | "paymentDemandFee" | "rettsgebyr" | "compensation";

/** A figure the law needs for `date` is missing: the calculation refuses (422, the message names what and when). */
export class LawFigureMissingError extends AppError {
  constructor(
    readonly figure: LawFigure,
    readonly date: string,
  ) {
    super("VALIDATION", `law.missing.${figure}`, { date: showDate(date), year: date.slice(0, 4) });
    this.name = "LawFigureMissingError";
  }
}

const newestFirst = (rows: readonly FeeRow[]) => [...rows].sort((a, b) => (a.validFrom < b.validFrom ? 1 : -1));

/** The fee row in force on `day` (the sending day); refuses a day before the first row. */
export function rowInForce(tables: LawTables, day: string): FeeRow {
  const row = newestFirst(tables.fees).find((r) => r.validFrom <= day);
  if (!row) throw new LawFigureMissingError("fees", day);
  return row;
}

/** The regime in force on `day`: the regime of the row in force (an admin switches the law by adding a row). */
export const regimeOn = (tables: LawTables, day: string): LegalRegime => rowInForce(tables, day).regime;

/** The row whose fractions apply to a claim due `dueDate` and sent `day` (see the header: the 2020 halving). */
function fractionRow(tables: LawTables, day: string, dueDate: string): FeeRow {
  const row = newestFirst(tables.fees).find(
    (r) => r.validFrom <= day && (r.claimsDueFrom === null || r.claimsDueFrom <= dueDate),
  );
  if (!row) throw new LawFigureMissingError("fees", day);
  return row;
}

function parseFraction(f: Fraction): [number, number] {
  const [n, d] = f.split("/").map(Number) as [number, number];
  return [n, d];
}

/** sats × fraction in øre: whole kroner (half up) when the row says so, else whole øre (half up). */
export function feeFromFraction(satsOre: number, fraction: Fraction, roundToWholeKroner: boolean): number {
  const [n, d] = parseFraction(fraction);
  const unit = roundToWholeKroner ? 100 : 1;
  // integer arithmetic: round(sats × n / (d × unit)) × unit, half up
  return Math.floor((2 * satsOre * n + d * unit) / (2 * d * unit)) * unit;
}

export interface ChapterOneFee {
  readonly feeOre: number;
  readonly explanation: LawExplanation;
}

/**
 * The fee of a creditor's own purring or inkassovarsel ("small") or betalingsoppfordring ("payment-demand") sent on
 * `day` for a claim due `dueDate` (INKF §§ 1-2, 1-3): the fraction of the sats in force on the sending day.
 */
export function chapterOneFee(
  tables: LawTables,
  which: "small" | "payment-demand",
  day: string,
  dueDate: string,
): ChapterOneFee {
  const inForce = rowInForce(tables, day);
  const fractions = fractionRow(tables, day, dueDate);
  const fraction = which === "small" ? fractions.smallFeeFraction : fractions.paymentDemandFraction;
  if (inForce.inkassosatsOre === null) throw new LawFigureMissingError("inkassosats", day);
  if (fraction === null) throw new LawFigureMissingError(which === "small" ? "smallFee" : "paymentDemandFee", day);
  const feeOre = feeFromFraction(inForce.inkassosatsOre, fraction, inForce.roundToWholeKroner);
  return {
    feeOre,
    explanation: explain(
      which === "small"
        ? inForce.roundToWholeKroner
          ? "law.rule.smallFeeRounded"
          : "law.rule.smallFee"
        : inForce.roundToWholeKroner
          ? "law.rule.paymentDemandFeeRounded"
          : "law.rule.paymentDemandFee",
      { feeOre, fraction, satsOre: inForce.inkassosatsOre, sentDate: day, validFromDate: inForce.validFrom },
    ),
  };
}

/** R on `day`: the figure of the row in force, if that row is of the same year (a rettsgebyr is yearly). */
export function rettsgebyrOn(tables: LawTables, day: string): number {
  const row = rowInForce(tables, day);
  if (row.rettsgebyrOre === null || row.validFrom.slice(0, 4) !== day.slice(0, 4))
    throw new LawFigureMissingError("rettsgebyr", day);
  return row.rettsgebyrOre;
}

/** The court or enforcement fee of a step sent on `day`: its multiple of that year's R, to the nearest krone. */
export function courtFee(tables: LawTables, kind: CourtStepKind, day: string): ChapterOneFee {
  const rOre = rettsgebyrOn(tables, day);
  const hundredths = COURT_FEES[kind];
  const feeOre = Math.floor((2 * rOre * hundredths + 100 * 100) / (2 * 100 * 100)) * 100;
  return {
    feeOre,
    explanation: explain("law.rule.courtFee", {
      feeOre,
      multiplier: (hundredths / 100).toLocaleString("no-NO"),
      rettsgebyrOre: rOre,
      year: day.slice(0, 4),
    }),
  };
}

/**
 * The § 3a compensation (EUR 40 in NOK) of a claim due `dueDate`, in øre: the figure of the half-year in which
 * interest starts running (the day after the due date; forsinkelsesrenteloven § 3a gives the compensation "when the
 * creditor is entitled to late-payment interest"). Refuses when that half-year has no figure.
 */
export function compensationOn(tables: LawTables, dueDate: string): number {
  const from = addDays(dueDate, 1);
  const ore = compensationFor(from, tables.compensation);
  if (ore === undefined) throw new LawFigureMissingError("compensation", from);
  return ore;
}
