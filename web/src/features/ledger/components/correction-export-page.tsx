import { useMutation } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { TextField } from "@/components/ui/text-field";
import { usePageTitle } from "@/lib/use-page-title";
import { exportCorrections } from "../api/ledger";
import { osloToday } from "../due-periods";
import { lastMonth } from "../rules";
import { PageHeader } from "./page-parts";

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
              const next = {
                from: period.from ? undefined : "validation.required",
                to: !period.to
                  ? "validation.required"
                  : period.from && period.to < period.from
                    ? "ledger.correctionExport.order"
                    : undefined,
              };
              setErrors(next);
              if (!next.from && !next.to) exporter.mutate();
            }}
          >
            <TextField
              required
              type="date"
              id="from"
              name="from"
              label={t("ledger.correctionExport.from")}
              value={period.from}
              error={errors.from}
              onChange={(e) => setPeriod((p) => ({ ...p, from: e.target.value }))}
            />
            <TextField
              required
              type="date"
              id="to"
              name="to"
              label={t("ledger.correctionExport.to")}
              value={period.to}
              error={errors.to}
              onChange={(e) => setPeriod((p) => ({ ...p, to: e.target.value }))}
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
