import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Download, FilePlus } from "lucide-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Pager } from "@/components/data-table/pager";
import { SimpleTable } from "@/components/simple-table";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { DateField } from "@/components/ui/date-field";
import { Spinner } from "@/components/ui/spinner";
import { formatDate, formatMoney, osloToday } from "@/lib/format";
import { useIntegrationSetting, useLedgerAccess } from "@/lib/ledger-access";
import {
  downloadExportFile,
  exportFilesKey,
  exportFilesQuery,
  makeExportFile,
  type ExportFileView,
} from "../api/export-files";

const ISO = /^\d{4}-\d{2}-\d{2}$/;

/** Last month, from its first to its last day: the form's first period. */
export function lastMonthOf(today: string): { from: string; to: string } {
  const end = new Date(`${today.slice(0, 8)}01T00:00:00Z`);
  end.setUTCDate(0);
  const to = end.toISOString().slice(0, 10);
  return { from: `${to.slice(0, 8)}01`, to };
}

type Errors = { from?: string; to?: string };
const newKey = () => crypto.randomUUID();

/**
 * Settings tab `uni-export-files` (SPEC 2), «Eksportfiler til regnskap»: for books without an API integration (Uni
 * Economy and others), a file of what collection did to the receivables in a period — payments, fee and interest
 * income, credit notes, write-offs, with accounts — to import into the books, and the files made before. A file is
 * made once per period and request: the key stays while the period does, so a second click answers the same file.
 */
export function ExportFilesTab() {
  const { t } = useTranslation();
  const { customerId } = useLedgerAccess();
  const setting = useIntegrationSetting();
  const queryClient = useQueryClient();
  const [period, setPeriod] = useState(() => lastMonthOf(osloToday()));
  const [errors, setErrors] = useState<Errors>({});
  const [paging, setPaging] = useState<{ page?: number; rowsPerPage?: number }>({});
  // one key per period: the same period sent again (a double click, a retry) makes one file
  const requestKey = useMemo(() => newKey(), [period.from, period.to]); // eslint-disable-line react-hooks/exhaustive-deps
  const enabled = !!customerId && !!setting.data;
  const list = useQuery({
    ...exportFilesQuery(customerId, paging.page ?? 1, paging.rowsPerPage ?? 25),
    enabled,
  });
  const make = useMutation({
    mutationFn: () => makeExportFile({ ...period, requestKey }),
    meta: {
      // 422: the server's message on its field
      setError: (field: string, error: { message?: string }) => {
        if (field === "from" || field === "to") setErrors((e) => ({ ...e, [field]: error.message }));
      },
    },
    onSuccess: (file) => {
      toast.success(t("accounting.exportFiles.made", { fileName: file.fileName }), { id: "export-file-made" });
      setPaging({});
      void queryClient.invalidateQueries({ queryKey: exportFilesKey(customerId) });
    },
  });
  const download = useMutation({ mutationFn: (file: ExportFileView) => downloadExportFile(file) });

  if (setting.isPending) return <Spinner label={t("app.loading")} />;
  if (!setting.data)
    return (
      <Alert>
        {t("accounting.exportFiles.needsIntegration")}{" "}
        <Link to="/customer/settings/$tab" params={{ tab: "integration" }} className="underline">
          {t("settings.tabs.integration")}
        </Link>
      </Alert>
    );

  const periodText = (f: ExportFileView) => `${formatDate(f.from)}–${formatDate(f.to)}`;
  const submit = () => {
    const check = (v: string) => (!v ? "validation.required" : ISO.test(v) ? undefined : "validation.date");
    const next: Errors = {
      from: check(period.from),
      to:
        check(period.to) ??
        (period.to > osloToday()
          ? "accounting.exportFiles.future"
          : ISO.test(period.from) && period.to < period.from
            ? "accounting.exportFiles.order"
            : undefined),
    };
    setErrors(next);
    if (!next.from && !next.to) make.mutate();
  };
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>{t("accounting.exportFiles.heading")}</CardTitle>
          <CardDescription>{t("accounting.exportFiles.intro")}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <p className="text-sm text-neutral-700">{t("accounting.exportFiles.uni")}</p>
          <form
            noValidate
            aria-label={t("accounting.exportFiles.makeLabel")}
            className="grid items-start gap-4 sm:grid-cols-[1fr_1fr_auto]"
            onSubmit={(e) => {
              e.preventDefault();
              submit();
            }}
          >
            <DateField
              required
              id="export-from"
              name="from"
              label={t("accounting.exportFiles.from")}
              value={period.from}
              error={errors.from}
              onChange={(from) => setPeriod((p) => ({ ...p, from }))}
            />
            <DateField
              required
              id="export-to"
              name="to"
              label={t("accounting.exportFiles.to")}
              value={period.to}
              error={errors.to}
              onChange={(to) => setPeriod((p) => ({ ...p, to }))}
            />
            <Button type="submit" className="sm:mt-6" disabled={make.isPending}>
              {make.isPending ? <Spinner /> : <FilePlus aria-hidden="true" />}
              {t("accounting.exportFiles.make")}
            </Button>
          </form>
        </CardContent>
      </Card>
      <section aria-labelledby="export-files-made" className="grid gap-3">
        <h2 id="export-files-made" className="text-lg font-semibold">
          {t("accounting.exportFiles.listHeading")}
        </h2>
        <SimpleTable
          caption={t("accounting.exportFiles.listHeading")}
          columns={[
            {
              header: t("accounting.exportFiles.period"),
              cell: periodText,
              rowHeader: true,
              className: "whitespace-nowrap",
            },
            { header: t("accounting.exportFiles.madeAt"), cell: (f) => formatDate(f.createdAt) },
            { header: t("accounting.exportFiles.rows"), cell: (f) => String(f.rows), align: "right" },
            { header: t("accounting.exportFiles.total"), cell: (f) => formatMoney(f.totalOre), align: "right" },
          ]}
          rows={list.data?.data ?? []}
          rowKey={(f) => f.id}
          actions={(f) => (
            <Button size="sm" variant="outline" disabled={download.isPending} onClick={() => download.mutate(f)}>
              <Download aria-hidden="true" />
              {t("accounting.exportFiles.download")}{" "}
              <span className="sr-only">{t("accounting.exportFiles.downloadOf", { period: periodText(f) })}</span>
            </Button>
          )}
          empty={list.isPending ? t("app.loading") : t("accounting.exportFiles.empty")}
          busy={list.isFetching}
        />
        {(list.data?.total ?? 0) > 25 || paging.page ? (
          <Pager search={paging} total={list.data?.total ?? 0} onChange={setPaging} />
        ) : null}
      </section>
    </div>
  );
}
