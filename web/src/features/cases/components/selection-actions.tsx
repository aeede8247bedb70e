import { useTranslation } from "react-i18next";
import type { CaseListItemView } from "@innfri/core/cases/case-views.schema";
import { CloseSelected } from "./close-selected";
import { ContinueSelected } from "./continue-selected";
import { MergeSelected } from "./merge-selected";

export interface SelectionActionProps {
  /** The selected cases (1 to MAX_SELECTED_CASES), in the order they were selected. */
  cases: CaseListItemView[];
  /** Called after an action changed them: the page clears its selection. */
  onDone: () => void;
}

/**
 * What can be done to the cases selected in the case list (SPEC 5: at least one, at most 50; merge at least two):
 * shown above the list while any is selected. Each action is a component of its own file that renders nothing when
 * it does not apply; issue 11's parts add theirs to the group, one line each.
 */
export function SelectionActions(props: SelectionActionProps) {
  const { t } = useTranslation();
  if (props.cases.length === 0) return null;
  return (
    <div
      role="group"
      aria-label={t("cases.list.selectionActions")}
      className="flex flex-wrap items-center gap-3 rounded-md border border-brand-200 bg-brand-50 px-4 py-2 text-sm"
    >
      <span className="font-medium">{t("cases.list.selectedCases", { count: props.cases.length })}</span>
      <ContinueSelected {...props} />
      <CloseSelected {...props} />
      <MergeSelected {...props} />
    </div>
  );
}
