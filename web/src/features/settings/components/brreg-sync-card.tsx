import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { t as serverText } from "@innfri/core/i18n/all";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Spinner } from "@/components/ui/spinner";
import { formatDate, formatDateTime } from "@/lib/format";
import { brregSyncKey, brregSyncQuery, saveBrregSync, type BrregSyncSettingView } from "../api/brreg-sync";

/**
 * The customer's `brregSynchronizationSetting` on the account tab (SPEC 3, issue 21; docs/company-register.md
 * "Synchronisation"): a nightly run keeps the company details and the company debtors in step with Enhetsregisteret.
 * Saved when ticked (edit_account); the last run and the latest changes it made are shown under it.
 */
export function BrregSyncCard({ customerId, canEdit }: { customerId: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const setting = useQuery({ ...brregSyncQuery(customerId), enabled: !!customerId });
  const save = useMutation({
    mutationFn: saveBrregSync,
    onSuccess: (next) => {
      queryClient.setQueryData(brregSyncKey(customerId), next);
      toast.success(t(next.enabled ? "settings.brregSync.turnedOn" : "settings.brregSync.turnedOff"), {
        id: "brreg-sync-saved",
      });
    },
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("settings.brregSync.heading")}</CardTitle>
        <CardDescription>{t("settings.brregSync.text")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {setting.data ? (
          <>
            <div className="flex items-start gap-2">
              <Checkbox
                id={`${id}-enabled`}
                checked={setting.data.enabled}
                disabled={!canEdit || save.isPending}
                aria-describedby={`${id}-last`}
                onChange={(e) => save.mutate({ enabled: e.target.checked })}
              />
              <label htmlFor={`${id}-enabled`} className="text-sm">
                {t("settings.brregSync.enabled")}
              </label>
              {save.isPending ? <Spinner /> : null}
            </div>
            <p id={`${id}-last`} className="text-sm text-neutral-700">
              {setting.data.lastRunOn
                ? t(setting.data.lastRunUnavailable ? "settings.brregSync.lastRunUnavailable" : "settings.brregSync.lastRun", {
                    date: formatDate(setting.data.lastRunOn),
                  })
                : t("settings.brregSync.neverRun")}
            </p>
            <RecentChanges changes={setting.data.recentChanges} />
          </>
        ) : (
          <Spinner label={t("app.loading")} />
        )}
      </CardContent>
    </Card>
  );
}

const FIELDS = ["name", "address", "postcode", "city", "country", "vat"] as const;

function RecentChanges({ changes }: { changes: BrregSyncSettingView["recentChanges"] }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === "en" ? "en" : "no";
  if (!changes.length) return null;
  return (
    <section aria-label={t("settings.brregSync.changesHeading")} className="grid gap-1">
      <h3 className="text-sm font-semibold">{t("settings.brregSync.changesHeading")}</h3>
      <ul className="grid gap-1 text-sm">
        {changes.map((c) => (
          <li key={`${c.subjectId}-${c.at}`}>
            <span className="font-medium">
              {t(c.subject === "customer" ? "settings.brregSync.ownCompany" : "settings.brregSync.debtor", {
                name: c.name,
              })}
            </span>{" "}
            ({formatDateTime(c.at)}):{" "}
            {[
              ...(c.fields.length
                ? [
                    t("settings.brregSync.fieldsChanged", {
                      fields: c.fields
                        .map((f) => ((FIELDS as readonly string[]).includes(f) ? t(`settings.brregSync.fields.${f as (typeof FIELDS)[number]}`) : f))
                        .join(", "),
                    }),
                  ]
                : []),
              ...(c.warnings.length
                ? c.warnings.map((w) => serverText(lang, w))
                : c.fields.length
                  ? []
                  : [t("settings.brregSync.warningsCleared")]),
            ].join(" ")}
          </li>
        ))}
      </ul>
    </section>
  );
}
