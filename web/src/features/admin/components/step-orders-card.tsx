import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PanelSection } from "@/components/layout/page-parts";
import { Button } from "@/components/ui/button";
import { DateField } from "@/components/ui/date-field";
import { Spinner } from "@/components/ui/spinner";
import { downloadFile, handleApiError, isApiError } from "@/lib/api-client";
import { osloToday } from "@/lib/format";

/** The first day of last month and its last day, as `YYYY-MM-DD`: the period a billing run looks back on. */
function lastMonth(now: string): { from: string; to: string } {
  const [y, m] = now.split("-").map(Number) as [number, number];
  const first = new Date(Date.UTC(y, m - 2, 1));
  const last = new Date(Date.UTC(y, m - 1, 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}

/**
 * The step orders of /admin/customer/{id} (SPEC 7 "step orders export"; POST /v1/step-orders/export): the customer's
 * step runs of a period with the price of each, as the CSV the API makes (semicolons, UTF-8 with BOM). Last month
 * by default; a period the API refuses (more than about a year, or its end before its start) is said on the field.
 */
export function StepOrdersCard({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState(() => lastMonth(osloToday()));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const download = useMutation({
    mutationFn: () =>
      downloadFile("POST", "/step-orders/export", `step-orders-${period.from}-${period.to}.csv`, {
        customerId,
        ...period,
      }),
    meta: { skipGlobalErrorHandler: true },
    onSuccess: () => setErrors({}),
    onError: (error) => {
      if (isApiError(error) && error.status === 422 && error.errors) {
        setErrors(Object.fromEntries(Object.entries(error.errors).map(([field, [first]]) => [field, first ?? ""])));
        return;
      }
      handleApiError(error);
    },
  });
  const change = (field: "from" | "to") => (value: string) => {
    setPeriod((p) => ({ ...p, [field]: value }));
    setErrors({});
  };
  return (
    <PanelSection id="customer-step-orders" heading={t("admin.stepOrders.heading")} intro={t("admin.stepOrders.intro")}>
      <div className="grid max-w-lg items-start gap-3 sm:grid-cols-2">
        <DateField
          name="from"
          label={t("admin.stepOrders.from")}
          value={period.from}
          onChange={change("from")}
          error={errors.from}
          required
        />
        <DateField
          name="to"
          label={t("admin.stepOrders.to")}
          value={period.to}
          onChange={change("to")}
          error={errors.to}
          required
        />
      </div>
      <div>
        <Button type="button" variant="outline" disabled={download.isPending} onClick={() => download.mutate()}>
          {download.isPending ? <Spinner /> : null}
          {t("admin.stepOrders.download")}
        </Button>
      </div>
    </PanelSection>
  );
}
