/**
 * Dated legal figures for late-payment interest (forsinkelsesrente) and the B2B compensation for collection
 * costs (forsinkelsesrenteloven § 3a). Data, not literals in code (DESIGN.md section 4).
 *
 * Source: /work/shared/research/domain-norway.md section 1.5, which names per row:
 *   2019-07-01 hokas.no (citing regjeringen) · 2020-01-01 forsinkelsesrente.net; sergel.no ·
 *   2020-07-01 bsregnskap.no · 2021-01-01 forsinkelsesrente.net · 2021-07-01 totalkapital.no ·
 *   2022-01-01 community.visma.com · 2022-07-01 revisjonskompaniet.no; Visma (FOR-2022-06-24-1178) ·
 *   2023-01-01 regnskapnorge.no; kred.no · 2023-07-01 forsinkelsesrente.net; FOR-2023-06-22-1075 ·
 *   2024-01-01 regjeringen.no id3019071; FOR-2023-12-14-2043 · 2024-07-01 FOR-2024-06-26-1320 ·
 *   2025-01-01 lovdata FOR-2024-12-19-3279 · 2025-07-01 FOR-2025-06-23-1321 ·
 *   2026-01-01 kred.no; FOR-2025-12-18-2658 · 2026-07-01 FOR-2026-06-25-1372 (Finanstilsynet "…fra 1. juli 2026").
 * Rate history overview: https://www.forsinkelsesrente.net/satsene-pa-forsinkelsesrente.html
 *
 * The research has no row for 2019 H1 (2019-01-01), and no § 3a amount for 2020 H1 and 2021 H1; those periods
 * are left out on purpose, so a calculation touching them refuses instead of guessing. The next row is expected
 * from 2027-01-01 (published in the second half of December).
 *
 * Each row is valid for exactly one half-year, from `from` (1 January or 1 July) to the day before the next
 * half-year starts. Rates are kept as integer basis points (1 % = 100 bp) so the arithmetic stays exact.
 */

export interface InterestRateRow {
  /** The first day of the half-year, `YYYY-MM-DD`, always `-01-01` or `-07-01`. */
  readonly from: string;
  /** The forsinkelsesrente per year in basis points (12.25 % = 1225). */
  readonly rateBasisPoints: number;
}

export interface CompensationRow {
  /** The first day of the half-year, `YYYY-MM-DD`, always `-01-01` or `-07-01`. */
  readonly from: string;
  /** The § 3a standard compensation (EUR 40 converted by regulation) in øre. */
  readonly amountOre: number;
}

/** The published forsinkelsesrente per half-year (forsinkelsesrenteloven § 3), oldest first. */
export const INTEREST_RATES: readonly InterestRateRow[] = [
  { from: "2019-07-01", rateBasisPoints: 925 },
  { from: "2020-01-01", rateBasisPoints: 950 },
  { from: "2020-07-01", rateBasisPoints: 800 },
  { from: "2021-01-01", rateBasisPoints: 800 },
  { from: "2021-07-01", rateBasisPoints: 800 },
  { from: "2022-01-01", rateBasisPoints: 850 },
  { from: "2022-07-01", rateBasisPoints: 925 },
  { from: "2023-01-01", rateBasisPoints: 1075 },
  { from: "2023-07-01", rateBasisPoints: 1175 },
  { from: "2024-01-01", rateBasisPoints: 1250 },
  { from: "2024-07-01", rateBasisPoints: 1250 },
  { from: "2025-01-01", rateBasisPoints: 1250 },
  { from: "2025-07-01", rateBasisPoints: 1225 },
  { from: "2026-01-01", rateBasisPoints: 1200 },
  { from: "2026-07-01", rateBasisPoints: 1225 },
];

/**
 * The § 3a B2B compensation per half-year (business debtors only, FRL § 4 d), oldest first. 2020 H1 and 2021 H1
 * were not found by the research and are absent. 2024 H1 is 470 per regjeringen.no (retrieve.no's 460 rejected).
 */
export const B2B_COMPENSATION: readonly CompensationRow[] = [
  { from: "2019-07-01", amountOre: 39_000 },
  { from: "2020-07-01", amountOre: 43_000 },
  { from: "2021-07-01", amountOre: 40_000 },
  { from: "2022-01-01", amountOre: 39_000 },
  { from: "2022-07-01", amountOre: 40_000 },
  { from: "2023-01-01", amountOre: 41_000 },
  { from: "2023-07-01", amountOre: 46_000 },
  { from: "2024-01-01", amountOre: 47_000 },
  { from: "2024-07-01", amountOre: 46_000 },
  { from: "2025-01-01", amountOre: 47_000 },
  { from: "2025-07-01", amountOre: 46_000 },
  { from: "2026-01-01", amountOre: 46_000 },
  { from: "2026-07-01", amountOre: 43_000 },
];

/** The first day of the half-year that holds `date` (`YYYY-01-01` or `YYYY-07-01`). */
export function halfYearStart(date: string): string {
  const month = Number(date.slice(5, 7));
  return `${date.slice(0, 4)}-${month >= 7 ? "07" : "01"}-01`;
}

function rowFor<T extends { from: string }>(rows: readonly T[], date: string): T | undefined {
  const start = halfYearStart(date);
  return rows.find((row) => row.from === start);
}

/** The rate row covering `date`, or undefined when no rate is published for its half-year. */
export function rateFor(date: string, rates: readonly InterestRateRow[] = INTEREST_RATES): InterestRateRow | undefined {
  return rowFor(rates, date);
}

/** The § 3a compensation in øre for the half-year of `date`, or undefined when the figure is not known. */
export function compensationFor(date: string, rows: readonly CompensationRow[] = B2B_COMPENSATION): number | undefined {
  return rowFor(rows, date)?.amountOre;
}
