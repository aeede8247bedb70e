import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import {
  ACCOUNT_FIELDS,
  mainAccount,
  REMINDER_PROCESS_NAME_MAX,
  ReminderProcessInput,
  type AccountField,
  type ProcessTemplateChoice,
  type ReminderProcessView,
} from "@innfri/core/accounting/reminder-process.schema";
import type { AccountRule } from "@innfri/core/accounting/standard-accounts";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { SelectField } from "@/components/ui/select-field";
import { Spinner } from "@/components/ui/spinner";
import { FormError, TextField } from "@/components/ui/text-field";
import { createProcess, reminderProcessesKey, updateProcess } from "../api/reminder-processes";

interface Values {
  name: string;
  isDefault: boolean;
  accounts: Record<AccountField, string>;
  templates: Record<string, string>;
}

const valuesOf = (p: ReminderProcessView | null): Values => ({
  name: p?.name ?? "",
  isDefault: p?.isDefault ?? false,
  accounts: Object.fromEntries(ACCOUNT_FIELDS.map((f) => [f, p?.accounts[f] ?? ""])) as Values["accounts"],
  templates: { ...(p?.templates ?? {}) },
});

export interface SystemAccounts {
  /** The system's name ("Fiken"). */
  name: string;
  numbers: { number: string; name: string }[];
}

/**
 * The accounts of the system that can be offered for a field: where the system's list covers the part of the chart
 * the field's standard account is in (Fiken lists only its bank accounts), as the server checks; else none (typed).
 */
function offered(system: SystemAccounts | undefined, standard: string) {
  if (!system?.numbers.length) return null;
  const mains = system.numbers.map((n) => mainAccount(n.number));
  const main = mainAccount(standard);
  return main >= Math.min(...mains) && main <= Math.max(...mains) ? system.numbers : null;
}

/**
 * Create or edit a reminder process (SPEC 3): its name, whether it is the default, the accounts of its rule (the
 * connected system's accounts where it lists them, else four digits, empty for NS 4102's standard shown beside) and
 * the letter template per step kind (empty: the step's own).
 */
export function ReminderProcessDialog({
  customerId,
  process,
  open,
  onOpenChange,
  standard,
  templates,
  system,
}: {
  customerId: string;
  /** null: a new one. */
  process: ReminderProcessView | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  standard: AccountRule;
  templates: ProcessTemplateChoice[];
  system?: SystemAccounts;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<Values>({
    resolver: zodResolver(ReminderProcessInput) as never,
    values: valuesOf(process),
  });
  const save = useMutation({
    mutationFn: (v: Values) => (process ? updateProcess(process.id, v) : createProcess(v)),
    meta: { setError: form.setError },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reminderProcessesKey(customerId) }),
  });
  const onSubmit = form.handleSubmit(async (v) => {
    try {
      await save.mutateAsync(v);
      toast.success(t("common.saved"), { id: "reminder-process" });
      onOpenChange(false);
    } catch {
      // on the form
    }
  });
  const { errors, isSubmitting } = form.formState;
  const kinds = [...new Set(templates.map((c) => c.stepKind))];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogTitle>
          {process ? t("accounting.processes.editTitle", { name: process.name }) : t("accounting.processes.newTitle")}
        </DialogTitle>
        <DialogDescription>{t("accounting.processes.formText")}</DialogDescription>
        <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label={t("accounting.processes.formLabel")}>
          <FormError message={errors.root?.server?.message} />
          <TextField
            label={t("accounting.processes.name")}
            required
            maxLength={REMINDER_PROCESS_NAME_MAX}
            autoComplete="off"
            error={errors.name?.message}
            {...form.register("name")}
          />
          <label className="flex items-start gap-2 text-sm">
            <Checkbox disabled={process?.isDefault} {...form.register("isDefault")} />
            <span>{t("accounting.processes.isDefault")}</span>
          </label>
          <fieldset className="grid gap-3 sm:grid-cols-2">
            <legend className="mb-2 text-base font-medium">{t("accounting.processes.accountsLegend")}</legend>
            {ACCOUNT_FIELDS.map((f) => {
              const list = offered(system, standard[f]);
              const label = t(`accounting.processes.accounts.${f}`);
              const error = errors.accounts?.[f]?.message;
              const hint = t("accounting.processes.standardHint", { account: standard[f] });
              return list ? (
                <SelectField
                  key={f}
                  label={label}
                  error={error}
                  options={[
                    { value: "", label: t("accounting.processes.standardOption", { account: standard[f] }) },
                    ...list.map((n) => ({ value: n.number, label: `${n.number} ${n.name}`.trim() })),
                  ]}
                  {...form.register(`accounts.${f}`)}
                />
              ) : (
                <TextField
                  key={f}
                  label={label}
                  description={hint}
                  inputMode="numeric"
                  autoComplete="off"
                  placeholder={standard[f]}
                  maxLength={15}
                  error={error}
                  {...form.register(`accounts.${f}`)}
                />
              );
            })}
            {system && !system.numbers.length ? (
              <p className="text-sm text-neutral-700 sm:col-span-2">
                {t("accounting.processes.noSystemList", { name: system.name })}
              </p>
            ) : null}
          </fieldset>
          {kinds.length ? (
            <fieldset className="grid gap-3 sm:grid-cols-2">
              <legend className="mb-2 text-base font-medium">{t("accounting.processes.templatesLegend")}</legend>
              {kinds.map((kind) => (
                <SelectField
                  key={kind}
                  label={t(`cases.steps.${kind}` as never)}
                  error={errors.templates?.[kind]?.message}
                  options={[
                    { value: "", label: t("accounting.processes.stepTemplate") },
                    ...templates.filter((c) => c.stepKind === kind).map((c) => ({ value: c.template, label: c.name })),
                  ]}
                  {...form.register(`templates.${kind}`)}
                />
              ))}
            </fieldset>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? <Spinner /> : null}
              {t("common.save")}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
