import { Link } from "@tanstack/react-router";
import { CloudDownload, FileUp, PenLine } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Alert } from "@/components/ui/alert";
import { Button, buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { chosenSystem } from "@/lib/accounting";
import { useRights } from "@/lib/use-rights";
import { useEnableFileImport, useIntegrationSetting, useLedgerAccess } from "../hooks/use-ledger-access";

/**
 * The way in (issue 8): a customer without an integration setting learns how invoices get into the ledger (a file,
 * or by hand) and switches on file import here, as on Settings → Integrasjon (that needs editAccount; others are
 * told who can). With the setting and an empty ledger (`empty`), the next step: the import and the open items.
 */
export function WayInCard({ empty }: { empty: boolean }) {
  const { t } = useTranslation();
  const { canChange } = useLedgerAccess();
  const { rights, ready } = useRights();
  const mayEdit = canChange && rights.can("editAccount");
  const setting = useIntegrationSetting();
  const create = useEnableFileImport(t("overview.wayIn.enabled"));
  if (setting.isPending || setting.isError) return null;

  if (setting.data) {
    if (!empty) return null;
    // with an accounting system chosen, the invoices come from it (/customer/ledger/sync), not from a file
    const fromSystem = !!chosenSystem(setting.data);
    return (
      <Card data-testid="way-in">
        <CardHeader>
          <CardTitle>{t("overview.wayIn.readyHeading")}</CardTitle>
          <CardDescription>
            {fromSystem ? t("overview.wayIn.readySystemText") : t("overview.wayIn.readyText")}
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap gap-3">
          {fromSystem ? (
            <Link to="/customer/ledger/sync" className={buttonVariants()}>
              <CloudDownload aria-hidden="true" />
              {t("overview.wayIn.fetch")}
            </Link>
          ) : (
            <Link to="/customer/ledger/import" className={buttonVariants()}>
              <FileUp aria-hidden="true" />
              {t("overview.wayIn.importFile")}
            </Link>
          )}
          <Link to="/customer/ledger" className={buttonVariants({ variant: "outline" })}>
            {t("overview.wayIn.openPosts")}
          </Link>
        </CardContent>
      </Card>
    );
  }

  return (
    <Card data-testid="way-in">
      <CardHeader>
        <CardTitle>{t("overview.wayIn.heading")}</CardTitle>
        <CardDescription>{t("overview.wayIn.intro")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ul className="grid gap-3 sm:grid-cols-2">
          <li className="flex gap-3 rounded-md border border-neutral-200 p-4">
            <FileUp aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
            <div className="grid gap-1">
              <h3 className="font-medium">{t("overview.wayIn.fileTitle")}</h3>
              <p className="text-sm text-neutral-700">{t("overview.wayIn.fileText")}</p>
            </div>
          </li>
          <li className="flex gap-3 rounded-md border border-neutral-200 p-4">
            <PenLine aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
            <div className="grid gap-1">
              <h3 className="font-medium">{t("overview.wayIn.manualTitle")}</h3>
              <p className="text-sm text-neutral-700">{t("overview.wayIn.manualText")}</p>
            </div>
          </li>
        </ul>
        <p className="text-sm text-neutral-700">{t("overview.wayIn.enableText")}</p>
        {!ready ? null : mayEdit ? (
          <div>
            <Button onClick={() => create.mutate()} disabled={create.isPending}>
              {create.isPending ? <Spinner /> : null}
              {t("overview.wayIn.enable")}
            </Button>
          </div>
        ) : (
          <Alert>
            <p>{t("overview.wayIn.noRight")}</p>
            <Link
              to="/customer/settings/$tab"
              params={{ tab: "integration" }}
              className="mt-1 inline-block font-medium underline underline-offset-4"
            >
              {t("overview.wayIn.toSettings")}
            </Link>
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
