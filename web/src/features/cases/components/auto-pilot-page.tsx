import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { useRef, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { AutopilotCase } from "@innfri/core/cases/autopilot/views.schema";
import { AUTO_PILOT_MODES, type AutoPilotSettingsView } from "@innfri/core/cases/settings.schema";
import type { StepKind } from "@innfri/core/cases/vocabulary";
import { PageHeader } from "@/components/layout/page-parts";
import { SimpleTable, type SimpleColumn } from "@/components/simple-table";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { DateField } from "@/components/ui/date-field";
import { Spinner } from "@/components/ui/spinner";
import { FormError } from "@/components/ui/text-field";
import { formatDate, formatMoney } from "@/lib/format";
import { useLedgerAccess } from "@/lib/ledger-access";
import { usePageTitle } from "@/lib/use-page-title";
import { useRights } from "@/lib/use-rights";
import { explanationText, stepName } from "../step-words";
import { statusLabel } from "../labels";
import {
  approveProposals,
  autopilotCasesQuery,
  autopilotKey,
  autopilotSettingsKey,
  autopilotSettingsQuery,
  bulkStatusQuery,
  saveAutopilotSettings,
} from "../api/autopilot";

/** The out-of-court steps a customer chooses among (the procedures let the auto-pilot run these and no others). */
const CHOOSABLE: readonly StepKind[] = ["payment-reminder", "reminder", "debt-collection-notice", "payment-demand"];
/** SPEC 5: at most 50 cases at once. */
const MAX_APPROVE = 50;

/**
 * /customer/auto-pilot (SPEC 2; issue 20, docs/auto-pilot.md): the auto-pilot's setting (off, semi-automatic, full
 * from a start date; the steps it skips and those it stops before) and the cases under it with what it would do
 * now. Semi-automatic: the user approves the proposed steps in one action. Saving needs edit_case_configurations.
 */
export function AutoPilotPage() {
  const { t } = useTranslation();
  usePageTitle("cases.autopilot.title");
  const { customerId } = useLedgerAccess();
  const settings = useQuery({ ...autopilotSettingsQuery(customerId), enabled: !!customerId });
  const bulk = useQuery({ ...bulkStatusQuery(customerId), enabled: !!customerId });
  const { rights } = useRights();
  return (
    <div className="grid gap-6">
      <PageHeader title={t("cases.autopilot.title")} intro={t("cases.autopilot.intro")} />
      {bulk.data && !bulk.data.enabled ? <Alert>{t("cases.autopilot.bulkDisabled")}</Alert> : null}
      <Card>
        <CardHeader>
          <CardTitle>{t("cases.autopilot.settingsHeading")}</CardTitle>
          <CardDescription>{t("cases.autopilot.settingsIntro")}</CardDescription>
        </CardHeader>
        <CardContent>
          {!settings.data ? (
            <Spinner label={t("app.loading")} />
          ) : rights.can("editCaseConfigurations") ? (
            <SettingsForm customerId={customerId} saved={settings.data} />
          ) : (
            <p className="text-sm text-neutral-700">
              {t("cases.autopilot.readOnly", { mode: t(`cases.autopilot.modes.${settings.data.mode}`) })}
            </p>
          )}
        </CardContent>
      </Card>
      {customerId ? (
        <AutopilotCases
          customerId={customerId}
          mode={settings.data?.mode ?? "off"}
          bulkEnabled={bulk.data?.enabled ?? true}
        />
      ) : null}
    </div>
  );
}

function SettingsForm({ customerId, saved }: { customerId: string; saved: AutoPilotSettingsView }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<AutoPilotSettingsView>({ defaultValues: { ...saved, startDate: saved.startDate ?? "" } });
  const mode = form.watch("mode");
  const mutation = useMutation({
    mutationFn: saveAutopilotSettings,
    meta: { setError: form.setError },
    onSuccess: (data) => {
      queryClient.setQueryData(autopilotSettingsKey(customerId), data);
      void queryClient.invalidateQueries({ queryKey: [...autopilotKey(customerId), "cases"] });
    },
  });
  const onSubmit = form.handleSubmit(async (v) => {
    try {
      const next = await mutation.mutateAsync({ ...v, startDate: v.startDate || null });
      form.reset({ ...next, startDate: next.startDate ?? "" });
      toast.success(t("cases.autopilot.saved"), { id: "autopilot-saved" });
    } catch {
      // on the form
    }
  });
  const { errors, isSubmitting } = form.formState;
  const kindList = (name: "excludedSteps" | "stepBlocks") => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <fieldset className="grid gap-2" aria-describedby={`${name}-hint`}>
          <legend className="text-sm font-medium">{t(`cases.autopilot.${name}`)}</legend>
          <p id={`${name}-hint`} className="text-sm text-neutral-700">
            {t(`cases.autopilot.${name}Hint`)}
          </p>
          {CHOOSABLE.map((kind) => (
            <label key={kind} className="flex items-center gap-2 text-sm">
              <Checkbox
                checked={field.value.includes(kind)}
                onChange={(e) =>
                  field.onChange(e.target.checked ? [...field.value, kind] : field.value.filter((k) => k !== kind))
                }
              />
              {t(`cases.steps.${kind}`)}
            </label>
          ))}
          {errors[name]?.message ? <p className="text-sm text-red-700">{errors[name]?.message}</p> : null}
        </fieldset>
      )}
    />
  );
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="grid max-w-2xl gap-5"
      aria-label={t("cases.autopilot.settingsHeading")}
    >
      <FormError message={errors.root?.server?.message} />
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium">{t("cases.autopilot.mode")}</legend>
        {AUTO_PILOT_MODES.map((m) => (
          <label key={m} className="flex items-start gap-2 text-sm">
            <input
              type="radio"
              value={m}
              {...form.register("mode")}
              aria-describedby={`mode-${m}-hint`}
              className="mt-0.5 size-4 accent-brand-700"
            />
            <span>
              {t(`cases.autopilot.modes.${m}`)}
              <span id={`mode-${m}-hint`} className="block text-neutral-700">
                {t(`cases.autopilot.modeHints.${m}`)}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      {mode === "full" ? (
        <Controller
          control={form.control}
          name="startDate"
          render={({ field }) => (
            <DateField
              label={t("cases.autopilot.startDate")}
              description={t("cases.autopilot.startDateHint")}
              error={errors.startDate?.message}
              required
              {...field}
              value={field.value ?? ""}
            />
          )}
        />
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        {kindList("excludedSteps")}
        {kindList("stepBlocks")}
      </div>
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <Spinner /> : null}
          {t("common.save")}
        </Button>
      </div>
    </form>
  );
}

/** What the auto-pilot would do with a case now, in words. */
function nextText(t: (k: string, o?: Record<string, unknown>) => string, c: AutopilotCase): string {
  const step = c.step ? stepName(c.step) : "";
  if (c.action === "run") return t("cases.autopilot.next.run", { step });
  if (c.action === "wait") return t("cases.autopilot.next.wait", { step, date: formatDate(c.earliestDate) });
  if (c.why === "notAllowed" && c.step)
    return `${t("cases.autopilot.next.notAllowed", { step })} ${c.step.reasons.map(explanationText).join(" ")}`;
  return t(`cases.autopilot.next.${c.why ?? "ladderEnd"}`, { step });
}

function AutopilotCases({
  customerId,
  mode,
  bulkEnabled,
}: {
  customerId: string;
  mode: AutoPilotSettingsView["mode"];
  /** Staff's off switch: approving proposals is a bulk action. */
  bulkEnabled: boolean;
}) {
  const { t } = useTranslation();
  const tt = t as unknown as (k: string, o?: Record<string, unknown>) => string;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { canChange } = useLedgerAccess();
  // "Show more" reads the next page under the ones shown
  const list = useInfiniteQuery(autopilotCasesQuery(customerId));
  const rows = list.data?.pages.flatMap((p) => p.data) ?? [];
  const proposed = rows.filter((r) => r.action === "run");
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const key = useRef<string | null>(null);
  const approve = useMutation({
    mutationFn: (ids: string[]) => {
      key.current ??= crypto.randomUUID();
      return approveProposals(ids, key.current);
    },
    onSuccess: (res) => {
      key.current = null;
      const ok = res.data.filter((d) => d.ok).length;
      const refused = res.data.filter((d) => !d.ok);
      toast.success(t("cases.autopilot.approved", { count: ok }), {
        id: "autopilot-approved",
        action: {
          label: t("cases.autopilot.followBatches"),
          onClick: () => void navigate({ to: "/customer/batch-results" }),
        },
      });
      for (const r of refused)
        toast.error(t("cases.autopilot.approveRefused", { caseId: r.caseId, reason: r.message ?? "" }), {
          id: `autopilot-refused-${r.caseId}`,
        });
      setSelected(new Set());
      void queryClient.invalidateQueries({ queryKey: autopilotKey(customerId) });
      void queryClient.invalidateQueries({ queryKey: ["cases", customerId] });
    },
  });
  const toggle = (id: string, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on && next.size < MAX_APPROVE) next.add(id);
      else next.delete(id);
      return next;
    });
  const columns: SimpleColumn<AutopilotCase>[] = [
    ...(mode === "semi" && canChange
      ? [
          {
            header: t("cases.autopilot.select"),
            headerHidden: true,
            key: "select",
            cell: (c: AutopilotCase) =>
              c.action === "run" ? (
                <Checkbox
                  aria-label={t("cases.autopilot.selectCase", { caseNumber: c.caseNumber })}
                  checked={selected.has(c.caseId)}
                  onChange={(e) => toggle(c.caseId, e.target.checked)}
                />
              ) : null,
          },
        ]
      : []),
    {
      header: t("cases.fields.caseNumber"),
      rowHeader: true,
      cell: (c) => (
        <Link
          to="/customer/cases/view/$id"
          params={{ id: c.caseId }}
          className="font-medium text-brand-800 underline underline-offset-2"
        >
          {c.caseNumber}
        </Link>
      ),
    },
    { header: t("cases.autopilot.debtor"), cell: (c) => c.debtorName },
    { header: t("cases.autopilot.status"), cell: (c) => statusLabel(c.status) },
    {
      header: t("cases.autopilot.remaining"),
      align: "right",
      className: "whitespace-nowrap",
      cell: (c) => formatMoney(c.remainingOre),
    },
    { header: t("cases.autopilot.nextHeader"), cell: (c) => nextText(tt, c) },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("cases.autopilot.casesHeading")}</CardTitle>
        <CardDescription>{t(`cases.autopilot.casesIntro.${mode}`)}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {mode === "semi" && canChange ? (
          <div className="flex flex-wrap items-center gap-2">
            <Button
              type="button"
              variant="outline"
              disabled={proposed.length === 0}
              onClick={() => setSelected(new Set(proposed.slice(0, MAX_APPROVE).map((r) => r.caseId)))}
            >
              {t("cases.autopilot.selectProposed")}
            </Button>
            <Button
              type="button"
              disabled={selected.size === 0 || approve.isPending || !bulkEnabled}
              onClick={() => approve.mutate([...selected])}
            >
              {approve.isPending ? <Spinner /> : null}
              {t("cases.autopilot.approve", { count: selected.size })}
            </Button>
          </div>
        ) : null}
        <SimpleTable
          caption={t("cases.autopilot.casesHeading")}
          columns={columns}
          rows={rows}
          rowKey={(c) => c.caseId}
          busy={list.isFetching}
          empty={list.isPending ? <Spinner label={t("app.loading")} /> : t("cases.autopilot.noCases")}
        />
        {list.isError ? <p className="text-sm text-red-700">{t("cases.autopilot.loadFailed")}</p> : null}
        {list.hasNextPage ? (
          <div>
            <Button
              type="button"
              variant="outline"
              disabled={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              {list.isFetchingNextPage ? <Spinner /> : null}
              {t("cases.autopilot.more")}
            </Button>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
