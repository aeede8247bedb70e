import type { CaseListItemView, CaseViewView } from "@innfri/core/cases/case-views.schema";

/** The case as the list shows it (without its claims). */
export function caseListItemOf(c: CaseViewView): CaseListItemView {
  const { claims: _claims, ...item } = c;
  return item;
}
