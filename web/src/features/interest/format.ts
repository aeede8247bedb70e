// How rates and half-years are shown: "12,25 %" (no-NO, two decimals) and "2. halvår 2026" / "2026 H2".
import type { TFunction } from "i18next";

export { formatPercent, osloToday as todayInOslo } from "@/lib/format";

/** 12.25 → "12,25": the value an input starts with. */
export function percentInput(value: number): string {
  return value.toFixed(2).replace(".", ",");
}

/** 43000 øre → "430,00": the value an input starts with. */
export function amountInput(ore: number | null): string {
  return ore === null ? "" : (ore / 100).toFixed(2).replace(".", ",");
}

/** "2026-07-01" → "2. halvår 2026" (no) / "2026 H2" (en). */
export function halfYearLabel(t: TFunction, from: string): string {
  return t("interest.halfYearLabel", { half: from.slice(5, 7) === "01" ? "1" : "2", year: from.slice(0, 4) });
}

/** The half-year after `from`. */
function nextHalfYear(from: string): string {
  const year = Number(from.slice(0, 4));
  return from.slice(5, 7) === "01" ? `${year}-07-01` : `${year + 1}-01-01`;
}

/** The half-years between the oldest and the newest of `froms` that have no rate (calculations refuse them). */
export function missingHalfYears(froms: readonly string[]): string[] {
  if (froms.length < 2) return [];
  const sorted = [...froms].sort();
  const have = new Set(sorted);
  const out: string[] = [];
  for (let at = sorted[0]!; at < sorted.at(-1)!; at = nextHalfYear(at)) if (!have.has(at)) out.push(at);
  return out;
}
