import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { MAX_BATCH_CASES } from "@innfri/core/cases/steps/step-views.schema";
import { PageHeader } from "@/components/layout/page-parts";
import { Card } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { useLedgerAccess } from "@/lib/ledger-access";
import { usePageTitle } from "@/lib/use-page-title";
import { caseListQuery } from "../api/cases";
import type { CaseListSearch } from "../search";
import { CaseFilters } from "./case-filter-bar";
import { StepBatchForm } from "./continue-selected";

/**
 * /customer/cases/step-execution-on-multiple-cases-form (SPEC 2; docs/batches.md): the cases a filter finds (status,
 * last step, due; the first 50, SPEC 5), all chosen at first, any unchosen, and a step for them; queued as from the
 * case list's «Fortsett valgte», each case checked by its job when the step runs (docs/batches.md).
 */
export function StepExecutionFormPage({ search }: { search: CaseListSearch }) {
  const { t } = useTranslation();
  usePageTitle("cases.titles.stepExecution");
  const { customerId } = useLedgerAccess();
  const navigate = useNavigate();
  const list = useQuery({
    ...caseListQuery(customerId, { ...search, page: 1, rowsPerPage: MAX_BATCH_CASES }),
    enabled: !!customerId,
  });
  const found = (list.data?.data ?? []).filter((c) => c.status !== "closed" && c.status !== "merged");
  const [unchosen, setUnchosen] = useState<Set<string>>(new Set());
  const ids = found.map((c) => c.caseId).filter((id) => !unchosen.has(id));
  const heading = t("cases.titles.stepExecution");
  return (
    <div className="mx-auto grid max-w-4xl grid-cols-1 gap-6">
      <PageHeader title={heading} intro={t("cases.batches.form.intro")} />
      <div className="flex flex-wrap gap-3" role="group" aria-label={t("cases.batches.form.filters")}>
        <CaseFilters search={search} />
      </div>
      <Card className="grid gap-3 p-4">
        <h2 className="text-lg font-semibold">{t("cases.batches.form.cases", { count: ids.length })}</h2>
        {list.data && list.data.total > MAX_BATCH_CASES ? (
          <p className="text-sm text-neutral-800">
            {t("cases.batches.form.firstOnly", { total: list.data.total, max: MAX_BATCH_CASES })}
          </p>
        ) : null}
        {list.isPending ? <p role="status">{t("cases.batches.form.loading")}</p> : null}
        {list.data && found.length === 0 ? <p>{t("cases.batches.form.none")}</p> : null}
        <ul className="grid gap-2 sm:grid-cols-2">
          {found.map((c) => (
            <li key={c.caseId} className="flex items-center gap-2">
              <Checkbox
                id={`case-${c.caseId}`}
                checked={!unchosen.has(c.caseId)}
                onChange={(e) => {
                  const on = e.target.checked;
                  setUnchosen((prev) => {
                    const next = new Set(prev);
                    if (on) next.delete(c.caseId);
                    else next.add(c.caseId);
                    return next;
                  });
                }}
              />
              <Label htmlFor={`case-${c.caseId}`} className="font-normal">
                {t("cases.batches.form.case", { caseNumber: c.caseNumber, debtor: c.debtorName })}
              </Label>
            </li>
          ))}
        </ul>
      </Card>
      {ids.length > 0 ? (
        <Card className="grid gap-3 p-4">
          <StepBatchForm
            key={ids[0]}
            ids={ids}
            title={heading}
            onCancel={() => void navigate({ to: "/customer/cases" })}
            onQueued={() => undefined}
          />
        </Card>
      ) : null}
    </div>
  );
}
