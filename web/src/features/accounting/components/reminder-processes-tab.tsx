import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import {
  ACCOUNT_FIELDS,
  MAX_REMINDER_PROCESSES,
  type ReminderProcessView,
} from "@innfri/core/accounting/reminder-process.schema";
import { SimpleTable } from "@/components/simple-table";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { useLedgerAccess } from "@/lib/ledger-access";
import {
  accountNumbersQuery,
  processTemplatesQuery,
  reminderProcessesKey,
  reminderProcessesQuery,
  removeProcess,
  updateProcess,
} from "../api/reminder-processes";
import { useChosenSystem, useMayEditIntegration, useSystems } from "../hooks/use-accounting";
import { ReminderProcessDialog } from "./reminder-process-form";

/**
 * /customer/settings/reminder-processes (SPEC 2 and 3; docs/reminder-processes.md): the customer's reminder routines,
 * each with the accounts collection's postings use and the letter template per step kind; one is the default (what a
 * case follows unless started with another). Read by every member; changed with editAccount.
 */
export function ReminderProcessesTab() {
  const { t } = useTranslation();
  const { customerId } = useLedgerAccess();
  // sales reads; changing needs editAccount, as the integration does
  const { mayEdit } = useMayEditIntegration();
  const queryClient = useQueryClient();
  const list = useQuery({ ...reminderProcessesQuery(customerId), enabled: !!customerId });
  const templates = useQuery({ ...processTemplatesQuery(customerId), enabled: !!customerId && mayEdit });
  const { setting, system } = useChosenSystem();
  const systems = useSystems();
  const connected = setting.data?.connection?.status === "connected" ? system : undefined;
  const accounts = useQuery({
    ...accountNumbersQuery(customerId, connected!),
    enabled: !!customerId && !!connected && mayEdit,
    meta: { skipGlobalErrorHandler: true },
  });
  const [editing, setEditing] = useState<ReminderProcessView | null | "new">(null);
  const [deleting, setDeleting] = useState<ReminderProcessView | null>(null);
  const changed = () => queryClient.invalidateQueries({ queryKey: reminderProcessesKey(customerId) });
  const makeDefault = useMutation({
    mutationFn: (p: ReminderProcessView) =>
      updateProcess(p.id, { name: p.name, isDefault: true, accounts: p.accounts, templates: p.templates }),
    onSuccess: async (p) => {
      await changed();
      toast.success(t("accounting.processes.defaultMade", { name: p.name }), { id: "reminder-process" });
    },
  });
  const remove = useMutation({
    mutationFn: (p: ReminderProcessView) => removeProcess(p.id),
    onSuccess: async () => {
      await changed();
      setDeleting(null);
      toast.success(t("accounting.processes.deleted"), { id: "reminder-process" });
    },
  });
  if (!list.data) return <Spinner label={t("app.loading")} />;
  const { data: processes, standard } = list.data;
  const systemName = systems.data?.find((s) => s.id === connected)?.name ?? connected ?? "";
  const ruleText = (rule: ReminderProcessView["rule"]) =>
    ACCOUNT_FIELDS.map((f) => `${t(`accounting.processes.short.${f}`)} ${rule[f]}`).join(" · ");
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("accounting.processes.heading")}</CardTitle>
        <CardDescription>{t("accounting.processes.text", { standard: ruleText(standard) })}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <SimpleTable
          caption={t("accounting.processes.heading")}
          columns={[
            { header: t("accounting.processes.name"), cell: (p) => p.name, rowHeader: true },
            {
              header: t("accounting.processes.default"),
              cell: (p) => (p.isDefault ? t("accounting.processes.isDefaultShort") : ""),
            },
            { header: t("accounting.processes.rule"), cell: (p) => ruleText(p.rule) },
            {
              header: t("accounting.processes.templates"),
              cell: (p) => Object.keys(p.templates).length || t("accounting.processes.stepTemplates"),
            },
          ]}
          rows={processes}
          rowKey={(p) => p.id}
          actions={
            mayEdit
              ? (p) => (
                  <div className="flex flex-wrap justify-end gap-2">
                    <Button size="sm" variant="outline" onClick={() => setEditing(p)}>
                      {t("common.edit")} <span className="sr-only">{p.name}</span>
                    </Button>
                    {p.isDefault ? null : (
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={makeDefault.isPending}
                        onClick={() => makeDefault.mutate(p)}
                      >
                        {t("accounting.processes.makeDefault")} <span className="sr-only">{p.name}</span>
                      </Button>
                    )}
                    {p.isDefault && processes.length > 1 ? null : (
                      <Button size="sm" variant="outline" onClick={() => setDeleting(p)}>
                        {t("common.delete")} <span className="sr-only">{p.name}</span>
                      </Button>
                    )}
                  </div>
                )
              : undefined
          }
          empty={t("accounting.processes.empty")}
          busy={list.isFetching}
        />
        {mayEdit ? (
          <div>
            <Button onClick={() => setEditing("new")} disabled={processes.length >= MAX_REMINDER_PROCESSES}>
              {t("accounting.processes.new")}
            </Button>
          </div>
        ) : (
          <p className="text-sm text-neutral-700">{t("accounting.processes.noRight")}</p>
        )}
      </CardContent>
      {editing !== null && templates.data ? (
        <ReminderProcessDialog
          customerId={customerId}
          process={editing === "new" ? null : editing}
          open
          onOpenChange={(open) => !open && setEditing(null)}
          standard={standard}
          templates={templates.data}
          system={connected && accounts.data ? { name: systemName, numbers: accounts.data } : undefined}
        />
      ) : null}
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t("accounting.processes.deleteTitle", { name: deleting?.name ?? "" })}
        description={t("accounting.processes.deleteText")}
        confirmLabel={t("common.delete")}
        destructive
        onConfirm={() => deleting && remove.mutate(deleting)}
        pending={remove.isPending}
      />
    </Card>
  );
}
