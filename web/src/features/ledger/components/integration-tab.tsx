import { useTranslation } from "react-i18next";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useRights } from "@/lib/use-rights";
import { formatDate } from "@/lib/format";
import { useEnableFileImport, useIntegrationSetting, useLedgerAccess } from "../hooks/use-ledger-access";

/** Accounting systems come later (they need their own agreements); shown so customers know. */
export const ACCOUNTING_SYSTEMS = ["tripletex", "fiken", "poweroffice", "visma"] as const;

/**
 * Settings tab "integration": the customer's integration setting. "File import" creates one
 * (POST /integration-settings {integration: "file"}), which opens the ledger pages.
 */
export function IntegrationTab() {
  const { t } = useTranslation();
  const { canChange } = useLedgerAccess();
  const { rights } = useRights();
  const mayEdit = canChange && rights.can("editAccount");
  const setting = useIntegrationSetting();
  const create = useEnableFileImport(t("ledger.integration.created"));
  if (setting.isPending) return <Spinner label={t("app.loading")} />;
  const current = setting.data;
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>{t("ledger.integration.heading")}</CardTitle>
          <CardDescription>{t("ledger.integration.text")}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {current ? (
            <Alert variant="success">
              {t("ledger.integration.current", {
                integration: t(`ledger.integration.kinds.${current.integration}` as never, {
                  defaultValue: current.integration,
                }),
              })}
              {current.createdAt ? ` ${t("ledger.integration.since", { date: formatDate(current.createdAt) })}` : null}
            </Alert>
          ) : (
            <Alert>{t("ledger.integration.none")}</Alert>
          )}
          <ul className="grid gap-3" aria-label={t("ledger.integration.choices")}>
            <li className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-neutral-200 p-3">
              <div className="grid gap-0.5">
                <span className="font-medium">{t("ledger.integration.kinds.file")}</span>
                <span className="text-sm text-neutral-700">{t("ledger.integration.fileText")}</span>
              </div>
              {current?.integration === "file" ? (
                <span className="text-sm font-medium text-brand-800">{t("ledger.integration.active")}</span>
              ) : mayEdit && !current ? (
                <Button onClick={() => create.mutate()} disabled={create.isPending}>
                  {create.isPending ? <Spinner /> : null}
                  {t("ledger.integration.useFile")}
                </Button>
              ) : null}
            </li>
            {ACCOUNTING_SYSTEMS.map((system) => (
              <li
                key={system}
                className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-neutral-200 p-3"
              >
                <div className="grid gap-0.5">
                  <span className="font-medium">{t(`ledger.integration.kinds.${system}`)}</span>
                  <span id={`${system}-later`} className="text-sm text-neutral-700">
                    {t("ledger.integration.comingLater")}
                  </span>
                </div>
                <Button variant="outline" disabled aria-describedby={`${system}-later`}>
                  {t("ledger.integration.connect")}
                  <span className="sr-only"> {t(`ledger.integration.kinds.${system}`)}</span>
                </Button>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
