import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { SelectField } from "@/components/ui/select-field";
import { Spinner } from "@/components/ui/spinner";
import { DEFAULT_LEDGER_SETTINGS } from "@innfri/core/ledger/ledger.schema";
import {
  DUE_DATE_ALERTS,
  LEDGER_NOTIFICATIONS,
  ledgerSettingsQuery,
  REMINDER_FREQUENCIES,
  saveLedgerSettings,
  type LedgerSettings,
} from "../api/ledger";
import { useLedgerAccess } from "../hooks/use-ledger-access";

/** The select's value for "no due-date alert" (the API's null). */
const NONE = "none";

/** The ledger's settings (SPEC 9): reminder frequency, due-date alert and ledger notification (GET/PUT /ledgers/settings). */
export function LedgerSettingsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (o: boolean) => void }) {
  const { t } = useTranslation();
  const { customerId, canChange } = useLedgerAccess();
  const queryClient = useQueryClient();
  const settings = useQuery({ ...ledgerSettingsQuery(customerId), enabled: open && !!customerId });
  const [values, setValues] = useState<LedgerSettings>(DEFAULT_LEDGER_SETTINGS);
  useEffect(() => {
    if (settings.data) setValues({ ...DEFAULT_LEDGER_SETTINGS, ...settings.data });
  }, [settings.data]);
  const save = useMutation({
    mutationFn: () => saveLedgerSettings(values),
    onSuccess: (saved) => {
      queryClient.setQueryData(ledgerSettingsQuery(customerId).queryKey, saved ?? values);
      toast.success(t("common.saved"), { id: "ledger-settings-saved" });
      onOpenChange(false);
    },
  });
  const select = (key: keyof LedgerSettings, options: readonly string[]) => (
    <SelectField
      name={key}
      label={t(`ledger.settings.${key}`)}
      disabled={!canChange}
      value={values[key] ?? NONE}
      onChange={(e) => {
        const value = e.target.value === NONE ? null : e.target.value;
        setValues((v) => ({ ...v, [key]: value }) as LedgerSettings);
      }}
      options={options.map((o) => ({ value: o, label: t(`ledger.settings.${key}Options.${o}` as never) }))}
    />
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{t("ledger.settings.heading")}</DialogTitle>
        <DialogDescription>{t("ledger.settings.text")}</DialogDescription>
        {settings.isPending ? (
          <Spinner label={t("app.loading")} />
        ) : (
          <form
            noValidate
            aria-label={t("ledger.settings.heading")}
            className="grid gap-4"
            onSubmit={(e) => {
              e.preventDefault();
              save.mutate();
            }}
          >
            {select("reminderFrequency", REMINDER_FREQUENCIES)}
            {select("dueDateAlert", [NONE, ...DUE_DATE_ALERTS])}
            {select("ledgerNotification", LEDGER_NOTIFICATIONS)}
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                {t("common.cancel")}
              </Button>
              {canChange ? (
                <Button type="submit" disabled={save.isPending}>
                  {save.isPending ? <Spinner /> : null}
                  {t("common.save")}
                </Button>
              ) : null}
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
