import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { ArrowLeft } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Alert } from "@/components/ui/alert";
import { Button, buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { PageHeader } from "@/components/layout/page-parts";
import { useLedgerAccess } from "@/lib/ledger-access";
import { usePageTitle } from "@/lib/use-page-title";
import { importQuery, importsKey, type LedgerImport } from "../api/imports";
import { useImportEvents } from "../api/use-import-events";
import type { ImportSearch } from "../search";
import { ColumnMappingForm, mappingKey } from "./column-mapping";
import { FileUpload } from "./file-upload";
import { ImportPreview } from "./import-preview";
import { ImportProgress } from "./import-progress";
import { ImportResult } from "./import-result";
import { RecentImports } from "./recent-imports";

/** One import as far as it has come: being read, failed, the preview (with the mapping), being written, done. */
function ImportState({
  item,
  customerId,
  canChange,
  onAnother,
}: {
  item: LedgerImport;
  customerId: string;
  canChange: boolean;
  onAnother: () => void;
}) {
  const { t } = useTranslation();
  const tabular = (item.format === "csv" || item.format === "xlsx") && !!item.headers?.length;
  const another = canChange ? (
    <div>
      <Button variant="outline" onClick={onAnother}>
        {t("imports.another")}
      </Button>
    </div>
  ) : null;
  const mapping =
    tabular && (item.status === "parsed" || item.status === "failed") ? (
      <Card>
        <CardHeader>
          <CardTitle>{t("imports.mapping.heading")}</CardTitle>
          <p className="text-sm text-neutral-700">{t("imports.mapping.intro")}</p>
        </CardHeader>
        <CardContent>
          <ColumnMappingForm key={mappingKey(item)} item={item} customerId={customerId} canChange={canChange} />
        </CardContent>
      </Card>
    ) : null;

  switch (item.status) {
    case "uploaded":
    case "parsing":
      return (
        <Card>
          <CardContent className="pt-6">
            <Spinner label={t("imports.parsing", { fileName: item.fileName })} />
          </CardContent>
        </Card>
      );
    case "failed":
      return (
        <>
          <Alert variant="error">
            <p className="font-semibold">{t("imports.failed.heading", { fileName: item.fileName })}</p>
            {item.error?.line ? <p>{t("imports.failed.line", { line: item.error.line })}</p> : null}
            <p>{item.error?.message}</p>
            <p className="mt-1">{t("imports.failed.nothingImported")}</p>
          </Alert>
          {mapping}
          {another}
        </>
      );
    case "parsed":
      return (
        <>
          {mapping}
          <ImportPreview item={item} customerId={customerId} canChange={canChange} />
        </>
      );
    case "importing":
      return (
        <Card>
          <CardContent className="pt-6">
            <ImportProgress fileName={item.fileName} processed={item.processed} total={item.total} />
          </CardContent>
        </Card>
      );
    case "done":
      return (
        <>
          <ImportResult item={item} />
          {another}
        </>
      );
  }
}

/**
 * /customer/ledger/import: choose and upload a file, then follow the import (its id is in the URL) through the
 * queue's two stages — heard on the customer's realtime channel while it is being read or written, never polled —
 * and the recent imports below.
 */
export function ImportPage({ search }: { search: ImportSearch }) {
  const { t } = useTranslation();
  usePageTitle("imports.title");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { customerId, canChange } = useLedgerAccess();
  const id = search.id;
  const current = useQuery({ ...importQuery(customerId, id ?? ""), enabled: !!customerId && !!id });
  const status = current.data?.status;
  useImportEvents(customerId, id, status);

  // When an import leaves a stage, the list of imports is stale; when it is done, so is everything of the ledger.
  const previous = useRef(status);
  useEffect(() => {
    if (previous.current && status && previous.current !== status) {
      void queryClient.invalidateQueries({ queryKey: [...importsKey(customerId), "recent"] });
      if (status === "done") void queryClient.invalidateQueries({ queryKey: ["ledger", customerId] });
    }
    previous.current = status;
  }, [status, customerId, queryClient]);

  const show = (next?: string) =>
    void navigate({ to: "/customer/ledger/import", search: next ? { id: next } : {}, resetScroll: false });
  const onUploaded = (item: LedgerImport) => {
    queryClient.setQueryData(importQuery(customerId, item.id).queryKey, item);
    void queryClient.invalidateQueries({ queryKey: [...importsKey(customerId), "recent"] });
    show(item.id);
  };

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6">
      <PageHeader
        title={t("imports.title")}
        intro={t("imports.intro")}
        actions={
          <Link to="/customer/ledger" className={buttonVariants({ variant: "outline" })}>
            <ArrowLeft aria-hidden="true" />
            {t("imports.backToLedger")}
          </Link>
        }
      />
      {/* the states announce themselves (spinner and progress as status, a failure as an alert) */}
      <div className="grid gap-4">
        {!id ? (
          canChange ? (
            <FileUpload onUploaded={onUploaded} />
          ) : null
        ) : current.data ? (
          <ImportState item={current.data} customerId={customerId} canChange={canChange} onAnother={() => show()} />
        ) : current.isError ? (
          <Button variant="outline" onClick={() => show()}>
            {t("imports.another")}
          </Button>
        ) : (
          <Spinner label={t("app.loading")} />
        )}
      </div>
      <RecentImports customerId={customerId} currentId={id} />
    </div>
  );
}
