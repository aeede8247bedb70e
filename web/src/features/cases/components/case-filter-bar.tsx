import { useTranslation } from "react-i18next";
import { CASE_DUE_FILTERS, NO_STEP } from "@innfri/core/cases/case.schema";
import { CASE_STATUSES, STEP_KINDS } from "@innfri/core/cases/vocabulary";
import { FilterSelect } from "@/components/resource/filter-select";
import { statusLabel, stepLabel } from "../labels";
import type { CaseListSearch } from "../search";

/**
 * The case filters (status, last step, due) in the URL's search params, shared by the case list's toolbar and the
 * form for a step on several cases, so a change to the filters is made once.
 */
export function CaseFilters({ search }: { search: Pick<CaseListSearch, "status" | "step" | "due"> }) {
  const { t } = useTranslation();
  return (
    <>
      <FilterSelect
        name="status"
        label={t("cases.fields.status")}
        value={search.status}
        allLabel={t("cases.list.allStatuses")}
        options={CASE_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }))}
      />
      <FilterSelect
        name="step"
        label={t("cases.list.step")}
        value={search.step}
        allLabel={t("cases.list.allSteps")}
        options={[...STEP_KINDS, NO_STEP].map((s) => ({ value: s, label: stepLabel(s) }))}
      />
      <FilterSelect
        name="due"
        label={t("cases.list.due")}
        value={search.due}
        allLabel={t("cases.list.allDue")}
        options={CASE_DUE_FILTERS.map((d) => ({
          value: d,
          label: t(d === "overdue" ? "cases.list.overdue" : "cases.list.notDue"),
        }))}
      />
    </>
  );
}
