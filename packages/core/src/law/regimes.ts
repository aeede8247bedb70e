import "../i18n/law"; // registers the texts of the keys named here
import type { LegalRegime, StepKind } from "./vocabulary";
import { explain, type LawExplanation } from "./explanation";
import { regimeOn, type LawTables } from "./figures";

/**
 * Who sends a step under each regime (issue 10: the regime switch). Under the inkassolov of 1988 the creditor sends
 * every step itself (egeninkasso). Under LOV-2026-05-22-19 only an inkassoforetak may send the statutory
 * inkassovarsel (§ 20) and betalingsoppfordring (§ 21), and the creditor's fee for them is not continued (Prop. 3 L
 * (2025–2026) 13.4.4): those steps are handed to the collection partner (channel `partner`, no creditor fee).
 * The creditor's own fee-bearing letters become "gebyrbelagte kravbrev" (§ 19), whose figures are fee-row data.
 */
const PARTNER_STEPS: Readonly<Record<LegalRegime, readonly StepKind[]>> = {
  "inkassolov-1988": [],
  "inkassolov-2026": ["debt-collection-notice", "payment-demand"],
};

export interface StepOffer {
  readonly regime: LegalRegime;
  /** `creditor`: the creditor's own letter (e-mail or post); `partner`: handed to the collection partner. */
  readonly sender: "creditor" | "partner";
  readonly explanation: LawExplanation;
}

/** Who sends a step of `kind` under `regime`. */
export function senderUnder(regime: LegalRegime, kind: StepKind): StepOffer {
  const partner = PARTNER_STEPS[regime].includes(kind);
  return {
    regime,
    sender: partner ? "partner" : "creditor",
    explanation: explain(partner ? "law.rule.partnerStep" : "law.rule.creditorStep", { regime }),
  };
}

/** Who sends a step of `kind` on `day`: by the regime in force that day (a step uses the law of its sending day). */
export const stepOfferOn = (tables: LawTables, kind: StepKind, day: string): StepOffer =>
  senderUnder(regimeOn(tables, day), kind);
