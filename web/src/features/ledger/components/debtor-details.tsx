import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { SimpleTable } from "@/components/simple-table";
import { Spinner } from "@/components/ui/spinner";
import { formatDate, formatMoney } from "@/lib/format";
import { debtorLedgerQuery, debtorQuery, excludeDebtor, updateDebtor } from "../api/debtors";
import { ledgerKey } from "../api/integration";
import type { DebtorLedgerView as DebtorLedger } from "@innfri/core/ledger/ledger-views.schema";
import { useIntegrationSetting, useLedgerAccess } from "../hooks/use-ledger-access";
import { statusName, statusOfVoucher, voucherTypeName } from "../labels";
import { ClaimActions } from "./claim-actions";
import { DebtorForm } from "./debtor-form";

function LedgerLines({ ledger }: { ledger: DebtorLedger }) {
  const { t } = useTranslation();
  const { totals } = ledger;
  return (
    <div className="grid gap-3">
      <dl className="grid gap-2 text-sm sm:grid-cols-3">
        {(
          [
            ["open", totals.openOre],
            ["unapplied", totals.unmatchedOre],
            ["balance", totals.balanceOre],
          ] as const
        ).map(([key, ore]) => (
          <div key={key} className="rounded-md border border-neutral-200 p-3">
            <dt className="text-neutral-700">{t(`ledger.debtorLedger.${key}`)}</dt>
            <dd className="text-lg font-semibold" data-testid={`debtor-${key}`}>
              {formatMoney(ore)}
            </dd>
          </div>
        ))}
      </dl>
      <SimpleTable
        caption={t("ledger.debtorLedger.heading")}
        columns={[
          { header: t("ledger.fields.voucherDate"), cell: (v) => formatDate(v.voucherDate) },
          {
            header: t("ledger.fields.item"),
            rowHeader: true,
            cell: (v) => `${voucherTypeName(t, v.type)} ${v.number ?? ""}`.trim(),
          },
          { header: t("ledger.fields.dueDate"), cell: (v) => (v.side === "debit" ? formatDate(v.dueDate) : "") },
          {
            header: t("ledger.fields.debit"),
            cell: (v) => (v.side === "debit" ? formatMoney(v.amountOre) : ""),
            align: "right",
            className: "whitespace-nowrap",
          },
          {
            header: t("ledger.fields.credit"),
            cell: (v) => (v.side === "credit" ? formatMoney(v.amountOre) : ""),
            align: "right",
            className: "whitespace-nowrap",
          },
          {
            header: t("ledger.fields.open"),
            cell: (v) => formatMoney(v.openOre),
            align: "right",
            className: "whitespace-nowrap",
          },
          {
            header: t("ledger.fields.runningBalance"),
            cell: (v) => formatMoney(v.runningBalanceOre),
            align: "right",
            className: "whitespace-nowrap",
          },
          { header: t("ledger.fields.status"), cell: (v) => statusName(t, statusOfVoucher(v)) },
        ]}
        rows={ledger.lines}
        rowKey={(v) => v.voucherId}
        rowProps={(v) => (v.deletedAt ? { className: "text-neutral-600" } : {})}
        empty={t("ledger.debtorLedger.empty")}
      />
    </div>
  );
}

/** A debtor: details (editable) and its ledger with the running balance and totals (its cases: the route adds them). */
export function DebtorDetails({ debtorId }: { debtorId: string }) {
  const { t } = useTranslation();
  const { customerId, canChange } = useLedgerAccess();
  const queryClient = useQueryClient();
  // the debtor's ledger needs an integration setting (else 404); without one the page shows the details only
  const integration = useIntegrationSetting();
  const hasLedger = !!integration.data;
  const ledger = useQuery({ ...debtorLedgerQuery(customerId, debtorId), enabled: !!customerId && hasLedger });
  const plain = useQuery({
    ...debtorQuery(customerId, debtorId),
    enabled: !!customerId && integration.isSuccess && !hasLedger,
  });
  const include = useMutation({
    mutationFn: (excluded: boolean) => excludeDebtor(debtorId, excluded),
    onSuccess: (_res, excluded) => {
      toast.success(
        t(excluded ? "ledger.exclude.done" : "ledger.exclude.included", {
          customerNumber: ledger.data?.debtor.customerNumber ?? "",
        }),
        { id: "debtor-excluded" },
      );
      void queryClient.invalidateQueries({ queryKey: ledgerKey });
    },
  });
  const debtor = ledger.data?.debtor ?? plain.data;
  if (!debtor) return integration.isError ? null : <Spinner label={t("app.loading")} />;
  return (
    <section aria-labelledby="debtor-heading" className="grid grid-cols-1 gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="debtor-heading" className="text-xl font-semibold">
          {debtor.name} <span className="font-normal text-neutral-700">({debtor.customerNumber})</span>
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          {canChange && hasLedger ? (
            <ClaimActions debtor={{ debtorId, name: debtor.name, customerNumber: debtor.customerNumber }} />
          ) : null}
          {hasLedger ? (
            <>
              <Link
                to="/customer/payment/{-$debtorId}"
                params={{ debtorId }}
                className="text-sm font-medium text-brand-800 underline underline-offset-4"
              >
                {t("ledger.debtorLedger.payments")}
              </Link>
              <Link
                to="/customer/credit-note/{-$debtorId}"
                params={{ debtorId }}
                className="text-sm font-medium text-brand-800 underline underline-offset-4"
              >
                {t("ledger.debtorLedger.creditNotes")}
              </Link>
            </>
          ) : null}
        </div>
      </div>
      {debtor.excluded ? (
        <Alert>
          {t("ledger.exclude.excludedNotice")}{" "}
          {canChange ? (
            <Button variant="link" disabled={include.isPending} onClick={() => include.mutate(false)}>
              {t("ledger.exclude.include")}
            </Button>
          ) : null}
        </Alert>
      ) : null}
      <Card>
        <CardHeader>
          <CardTitle as="h3">{t("ledger.debtorLedger.details")}</CardTitle>
        </CardHeader>
        <CardContent>
          <DebtorForm
            key={debtorId}
            initial={debtor}
            readOnly={!canChange}
            ariaLabel={t("ledger.debtorLedger.details")}
            submitLabel={t("common.save")}
            save={(body) => updateDebtor(debtorId, body)}
            onSaved={() => {
              toast.success(t("common.saved"), { id: "debtor-saved" });
              void queryClient.invalidateQueries({ queryKey: ledgerKey });
            }}
          />
        </CardContent>
      </Card>
      {ledger.data ? (
        <Card>
          <CardHeader>
            <CardTitle as="h3">{t("ledger.debtorLedger.heading")}</CardTitle>
            <CardDescription>{t("ledger.debtorLedger.text")}</CardDescription>
          </CardHeader>
          <CardContent>
            <LedgerLines ledger={ledger.data} />
          </CardContent>
        </Card>
      ) : null}
    </section>
  );
}
