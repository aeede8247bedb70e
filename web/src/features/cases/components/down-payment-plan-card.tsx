import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { formatDate, formatMoney } from "@/lib/format";
import { useLedgerAccess } from "@/lib/ledger-access";
import { casesKey } from "../api/cases";
import { cancelPlan, planQuery } from "../api/plans";
import { PlanInstalmentsTable } from "./plan-instalments-table";

/**
 * The case's down-payment plan on the case page: what was agreed, what is paid since it began and what is left, a
 * missed instalment as an alert (SPEC 2 "a missed instalment is visible on the case"), and every instalment with its
 * state. Nothing when the case has no active plan.
 */
export function DownPaymentPlanCard({ caseId }: { caseId: string }) {
  const { t } = useTranslation();
  const { customerId, canChange } = useLedgerAccess();
  const queryClient = useQueryClient();
  const found = useQuery({ ...planQuery(customerId, caseId), enabled: !!customerId });
  const cancel = useMutation({
    mutationFn: () => cancelPlan(caseId),
    onSuccess: ({ message }) => {
      toast.success(message, { id: "plan-cancelled" });
      void queryClient.invalidateQueries({ queryKey: casesKey(customerId) });
    },
  });
  const p = found.data;
  if (!p) return null;
  const figures: [string, string][] = [
    [t("cases.plans.paidSince"), formatMoney(p.paidSinceOre)],
    [t("cases.plans.remaining"), formatMoney(p.remainingOre)],
    ...(p.next ? [[t("cases.plans.next"), `${formatDate(p.next.dueDate)} · ${formatMoney(p.next.amountOre - p.next.coveredOre)}`] as [string, string]] : []),
  ];
  return (
    <section aria-labelledby="plan-card-heading" className="grid gap-3 rounded-lg border border-neutral-200 bg-white p-4" data-testid="plan-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-0.5">
          <h2 id="plan-card-heading" className="text-lg font-semibold">{t("cases.plans.card")}</h2>
          <p className="text-sm text-neutral-700">
            {t("cases.plans.summary", {
              agreed: formatMoney(p.agreedOre),
              count: p.instalmentCount,
              monthly: formatMoney(p.monthlyOre),
              first: formatDate(p.firstPaymentDate),
            })}
            {p.calculateInterest ? ` ${t("cases.plans.interestOn")}` : ""}
          </p>
        </div>
        {canChange ? (
          <Button
            size="sm"
            variant="outline"
            disabled={cancel.isPending}
            onClick={() => window.confirm(t("cases.plans.cancelConfirm")) && cancel.mutate()}
          >
            {t("cases.plans.cancel")}
          </Button>
        ) : null}
      </div>
      {p.missed > 0 ? (
        <Alert variant="error">{t("cases.plans.missedAlert", { count: p.missed, days: p.missedAfterDays })}</Alert>
      ) : p.completed ? (
        <Alert>{t("cases.plans.completed")}</Alert>
      ) : null}
      <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-3">
        {figures.map(([label, value]) => (
          <div key={label} className="grid gap-0.5">
            <dt className="text-neutral-700">{label}</dt>
            <dd className="font-medium whitespace-nowrap">{value}</dd>
          </div>
        ))}
      </dl>
      <PlanInstalmentsTable rows={p.instalments} caption={t("cases.plans.card")} />
    </section>
  );
}
