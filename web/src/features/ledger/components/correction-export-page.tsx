import { useMutation } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { DateField } from "@/components/ui/date-field";
import { usePageTitle } from "@/lib/use-page-title";
import { exportCorrections } from "../api/ledger";
import { osloToday } from "../due-periods";
import { lastMonth } from "../rules";
import { PageHeader } from "@/components/layout/page-parts";

const ISO = /^\d{4}-\d{2}-\d{2}$/;

/** /customer/correction-export: the corrections of a period as a CSV for the accounts (POST /correction-exports). */
export function CorrectionExportPage() {
  const { t } = useTranslation();
  usePageTitle("ledger.titles.correctionExport");
  const [period, setPeriod] = useState(() => lastMonth(osloToday()));
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({});
  const exporter = useMutation({
    mutationFn: () => exportCorrections(period),
    onSuccess: (filename) => toast.success(t("ledger.exported", { filename }), { id: "corrections-exported" }),
  });
  return (
    <div className="mx-auto grid max-w-3xl grid-cols-1 gap-6">
      <PageHeader title={t("ledger.titles.correctionExport")} intro={t("ledger.correctionExport.intro")} />
      <Card>
        <CardContent className="pt-6">
          <form
            noValidate
            aria-label={t("ledger.titles.correctionExport")}
            className="grid items-start gap-4 sm:grid-cols-[1fr_1fr_auto]"
            onSubmit={(e) => {
              e.preventDefault();
              const check = (v: string) => (!v ? "validation.required" : ISO.test(v) ? undefined : "validation.date");
              const next = {
                from: check(period.from),
                to:
                  check(period.to) ??
                  (ISO.test(period.from) && period.to < period.from ? "ledger.correctionExport.order" : undefined),
              };
              setErrors(next);
              if (!next.from && !next.to) exporter.mutate();
            }}
          >
            <DateField
              required
              id="from"
              name="from"
              label={t("ledger.correctionExport.from")}
              value={period.from}
              error={errors.from}
              onChange={(from) => setPeriod((p) => ({ ...p, from }))}
            />
            <DateField
              required
              id="to"
              name="to"
              label={t("ledger.correctionExport.to")}
              value={period.to}
              error={errors.to}
              onChange={(to) => setPeriod((p) => ({ ...p, to }))}
            />
            <Button type="submit" className="sm:mt-6" disabled={exporter.isPending}>
              {exporter.isPending ? <Spinner /> : <Download aria-hidden="true" />}
              {t("ledger.correctionExport.download")}
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
