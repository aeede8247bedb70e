import "../i18n/law"; // registers the texts of the keys named here
import { t, type Language } from "../i18n/messages";
import type { no as lawTexts } from "../i18n/law";
import { formatNok } from "../util/format-money";
import { showDate } from "./dates";

/**
 * How the law's answers explain themselves: a rule id (the key of its text in i18n/law.ts) and the figures that
 * produced the answer. Stored as data with each fee and deadline (issue 10: "each fee and deadline records the rule
 * and the figures"), rendered in words in either language by `explainText`. Pure.
 */
export type LawRule = Extract<keyof typeof lawTexts, `law.rule.${string}`>;

export interface LawExplanation {
  /** The rule applied; also the i18n key of its text. */
  readonly rule: LawRule;
  /** The figures: a name ending in `Ore` is integer øre, `date` and one ending in `Date` are `YYYY-MM-DD`; the rest as they are. */
  readonly params: Readonly<Record<string, string | number>>;
}

export const explain = (rule: LawRule, params: Record<string, string | number> = {}): LawExplanation => ({
  rule,
  params,
});

/** The params that hold a step kind or a regime id, shown by their names (law.stepKind.*, law.regime.*). */
const NAMED: Readonly<Record<string, string>> = {
  kind: "law.stepKind",
  previousKind: "law.stepKind",
  regime: "law.regime",
  basis: "emailBasis",
};

/** The figures as people read them: øre as "1 234,50 kr", dates as DD.MM.YYYY, kinds and regimes by name. */
export function shownParams(
  lang: Language,
  params: Readonly<Record<string, string | number>>,
): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    if (NAMED[name]) out[name] = t(lang, `${NAMED[name]}.${value}`);
    else if (name.endsWith("Ore") && typeof value === "number") out[name] = formatNok(value);
    else if ((name === "date" || name.endsWith("Date")) && typeof value === "string") out[name] = showDate(value);
    else out[name] = value;
  }
  return out;
}

/** The explanation in words, in Norwegian or English. */
export const explainText = (lang: Language, e: LawExplanation) => t(lang, e.rule, shownParams(lang, e.params));
