import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import type { CaseListItemView } from "@innfri/core/cases/case-views.schema";
import { SimpleTable } from "@/components/simple-table";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { formatDate, formatMoney } from "@/lib/format";
import { useLedgerAccess } from "@/lib/ledger-access";
import { DEBTOR_CASES, debtorCasesQuery } from "../api/cases";
import { statusLabel } from "../labels";

/**
 * A debtor's cases on its page, newest first (the first DEBTOR_CASES; the cases list finds the rest by the debtor's
 * name or customer number): number (to the case), status, last step, due date and what is left. Composed onto the
 * debtor's page by its route (routes/customer/customer-search.{-$debtorId}.tsx): a feature does not import another.
 */
export function DebtorCases({ debtorId }: { debtorId: string }) {
  const { t } = useTranslation();
  const { customerId } = useLedgerAccess();
  const cases = useQuery({ ...debtorCasesQuery(customerId, debtorId), enabled: !!customerId });
  const title = t("cases.debtorCases.title");
  const total = cases.data?.total ?? 0;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">{title}</CardTitle>
        {total > DEBTOR_CASES ? (
          <CardDescription>{t("cases.debtorCases.more", { shown: DEBTOR_CASES, total })}</CardDescription>
        ) : null}
      </CardHeader>
      <CardContent>
        {!cases.data ? (
          <Spinner label={t("app.loading")} />
        ) : cases.data.data.length === 0 ? (
          <p className="text-sm text-neutral-700">{t("cases.debtorCases.none")}</p>
        ) : (
          <SimpleTable<CaseListItemView>
            caption={title}
            rows={cases.data.data}
            rowKey={(c) => c.caseId}
            columns={[
              {
                header: t("cases.fields.caseNumber"),
                cell: (c) => (
                  <Link
                    to="/customer/cases/view/$id"
                    params={{ id: c.caseId }}
                    aria-label={t("cases.list.open", { caseNumber: c.caseNumber })}
                    className="font-medium text-brand-800 underline underline-offset-2"
                  >
                    {c.caseNumber}
                  </Link>
                ),
              },
              { header: t("cases.fields.status"), cell: (c) => statusLabel(c.status) },
              {
                header: t("cases.fields.lastStep"),
                cell: (c) => (c.lastStep ? t(`cases.steps.${c.lastStep.kind}`) : t("cases.debtorCases.noStep")),
              },
              { header: t("cases.fields.dueDate"), cell: (c) => formatDate(c.dueDate), className: "whitespace-nowrap" },
              {
                header: t("cases.fields.remaining"),
                cell: (c) => formatMoney(c.remainingOre),
                className: "text-right whitespace-nowrap",
              },
            ]}
          />
        )}
      </CardContent>
    </Card>
  );
}
