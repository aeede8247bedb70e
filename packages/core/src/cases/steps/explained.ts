import { explainText, type LawExplanation } from "../../law/explanation";
import type { StepExplanation } from "./step-views.schema";

/**
 * The law's explanations (and our own reasons) in words in both languages, as the API shows them. Its own module:
 * a case-step's view needs it on every read, without loading the step runner (the law's rules, the procedures).
 */
export const wordsOf = (rule: string, params: Record<string, string | number>, texts?: { no: string; en: string }) =>
  ({
    rule,
    params: { ...params },
    textNo: texts?.no ?? explainText("no", { rule, params } as LawExplanation),
    textEn: texts?.en ?? explainText("en", { rule, params } as LawExplanation),
  }) satisfies StepExplanation;

export const explained = (list: readonly LawExplanation[]): StepExplanation[] =>
  list.map((e) => wordsOf(e.rule, e.params as Record<string, string | number>));
