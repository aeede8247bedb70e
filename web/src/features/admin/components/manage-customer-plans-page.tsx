import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { isAdminType } from "@innfri/core/accounts/rules";
import {
  ChangePlanInput,
  PartnerAgreementInput,
  type CustomerPlanRowView,
} from "@innfri/core/billing/customer-plan-rules";
import type { ListSearch } from "@/components/data-table/list-search";
import { ListPage } from "@/components/resource/list-page";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { DateField } from "@/components/ui/date-field";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { SelectField } from "@/components/ui/select-field";
import { Spinner } from "@/components/ui/spinner";
import { FormError, TextField } from "@/components/ui/text-field";
import { useCurrentUser } from "@/lib/current-user";
import { formatDate } from "@/lib/format";
import { usePageTitle } from "@/lib/use-page-title";
import {
  changeCustomerPlan,
  downloadCustomerPlansReport,
  planChoicesQuery,
  setPartnerAgreement,
} from "../api/customer-plans";
import { AllowanceCard } from "./allowance-card";

type Row = CustomerPlanRowView;
type Values = { planId: string; reason: string; free: boolean };
const k = "resources.manage-customer-plans";

/**
 * /admin/manage-customer-plans (SPEC "Admin"; SPEC 6: sales keeps it): customers with their plan, period, units
 * left and last purchase, searched by name or org number; per customer "Change plan" (any plan, a reason, free or
 * at the plan's price: PUT /customers/{id}/plan) and, for admins, "Units" (the allowance card: credit or debit with
 * a note); "Download report" (POST /customer-plans/get-report).
 */
export function ManageCustomerPlansPage({ search }: { search: ListSearch }) {
  const { t, i18n } = useTranslation();
  usePageTitle(`${k}.title`);
  const user = useCurrentUser();
  const [changing, setChanging] = useState<Row | null>(null);
  const [units, setUnits] = useState<Row | null>(null);
  const [partner, setPartner] = useState<Row | null>(null);
  const report = useMutation({
    mutationFn: () => downloadCustomerPlansReport(new Date().toISOString().slice(0, 10), search.search),
  });
  const planName = (r: Row) =>
    r.planName ? (i18n.language === "en" ? r.planName.en : r.planName.no) : t(`${k}.noPlan`);
  return (
    <ListPage<Row>
      heading={t(`${k}.title`)}
      intro={t(`${k}.intro`)}
      path="/customer-plans"
      queryKey="customer-plans"
      search={search}
      searchLabel={t(`${k}.search`)}
      rowKey={(r) => r.customerId}
      actions={
        <Button variant="outline" disabled={report.isPending} onClick={() => report.mutate()}>
          {report.isPending ? <Spinner /> : null}
          {t(`${k}.report`)}
        </Button>
      }
      columns={[
        { id: "name", header: t(`${k}.customer`), cell: (r) => r.name },
        { id: "orgNumber", header: t(`${k}.orgNumber`), cell: (r) => r.orgNumber },
        { id: "plan", header: t(`${k}.plan`), cell: planName },
        {
          id: "period",
          header: t(`${k}.period`),
          cell: (r) => (r.from && r.until ? `${formatDate(r.from)}–${formatDate(r.until)}` : ""),
        },
        {
          id: "left",
          header: t(`${k}.left`),
          cell: (r) => t(`${k}.leftValue`, { cases: r.left.cases, sends: String(r.left.sends).replace(".", ",") }),
        },
        { id: "lastPurchase", header: t(`${k}.lastPurchase`), cell: (r) => formatDate(r.lastPurchase?.day) },
        {
          id: "partner",
          header: t(`${k}.partner`),
          cell: (r) =>
            r.partnerAgreement ? t(`${k}.partnerSince`, { date: formatDate(r.partnerAgreement.startDate) }) : "",
        },
        {
          id: "actions",
          header: t("common.actions"),
          cell: (r) => (
            <div className="flex flex-wrap gap-2">
              <Button size="sm" aria-label={t(`${k}.changeFor`, { name: r.name })} onClick={() => setChanging(r)}>
                {t(`${k}.change`)}
              </Button>
              <Button
                size="sm"
                variant="outline"
                aria-label={t(`${k}.partnerFor`, { name: r.name })}
                onClick={() => setPartner(r)}
              >
                {t(`${k}.partner`)}
              </Button>
              {isAdminType(user.data?.type ?? null) ? (
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={t(`${k}.unitsFor`, { name: r.name })}
                  onClick={() => setUnits(r)}
                >
                  {t(`${k}.units`)}
                </Button>
              ) : null}
            </div>
          ),
        },
      ]}
    >
      {changing ? <ChangePlanDialog row={changing} onClose={() => setChanging(null)} /> : null}
      {partner ? <PartnerDialog row={partner} onClose={() => setPartner(null)} /> : null}
      <Dialog open={units !== null} onOpenChange={(open) => (open ? null : setUnits(null))}>
        <DialogContent>
          <DialogTitle>{t(`${k}.unitsFor`, { name: units?.name ?? "" })}</DialogTitle>
          <DialogDescription>{t(`${k}.unitsIntro`)}</DialogDescription>
          {units ? <AllowanceCard customerId={units.customerId} /> : null}
        </DialogContent>
      </Dialog>
    </ListPage>
  );
}

function ChangePlanDialog({ row, onClose }: { row: Row; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const plans = useQuery(planChoicesQuery());
  const form = useForm<Values>({
    resolver: zodResolver(ChangePlanInput) as never,
    defaultValues: { planId: row.planId ?? "", reason: "", free: false },
  });
  const mutation = useMutation({
    mutationFn: (body: Values) => changeCustomerPlan(row.customerId, body),
    meta: { setError: form.setError },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const res = await mutation.mutateAsync(values);
      toast.success(res.message, { id: "customer-plan" });
      await queryClient.invalidateQueries({ queryKey: ["admin", "customer-plans"] });
      await queryClient.invalidateQueries({ queryKey: ["customers", row.customerId, "allowance"] });
      onClose();
    } catch {
      // on the form
    }
  });
  const { errors, isSubmitting } = form.formState;
  const options = [
    { value: "", label: t(`${k}.choosePlan`) },
    ...(plans.data ?? []).map((p) => ({
      value: p.id,
      label: `${i18n.language === "en" ? p.nameEn : p.nameNo}${p.active ? "" : ` (${t(`${k}.inactive`)})`}`,
    })),
  ];
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent>
        <DialogTitle>{t(`${k}.changeFor`, { name: row.name })}</DialogTitle>
        <DialogDescription>{t(`${k}.changeIntro`)}</DialogDescription>
        <form noValidate onSubmit={onSubmit} className="grid gap-3">
          <FormError message={errors.root?.server?.message} />
          <SelectField
            label={t(`${k}.plan`)}
            options={options}
            error={errors.planId?.message}
            {...form.register("planId")}
          />
          <TextField
            label={t(`${k}.reason`)}
            maxLength={500}
            error={errors.reason?.message}
            {...form.register("reason")}
          />
          <label className="flex items-start gap-2 text-sm">
            <Checkbox {...form.register("free")} />
            {t(`${k}.free`)}
          </label>
          <div className="flex gap-2">
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? <Spinner /> : null}
              {t(`${k}.save`)}
            </Button>
            <Button type="button" variant="outline" onClick={onClose}>
              {t(`${k}.cancel`)}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The partner agreement's start date (SPEC 9: NOK 199 a month, months 1–3 invoiced monthly, then quarterly). */
function PartnerDialog({ row, onClose }: { row: Row; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<{ startDate: string }>({
    resolver: zodResolver(PartnerAgreementInput) as never,
    defaultValues: { startDate: row.partnerAgreement?.startDate ?? "" },
  });
  const mutation = useMutation({
    mutationFn: (body: { startDate: string }) => setPartnerAgreement(row.customerId, body),
    meta: { setError: form.setError },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      toast.success((await mutation.mutateAsync(values)).message, { id: "partner-agreement" });
      await queryClient.invalidateQueries({ queryKey: ["admin", "customer-plans"] });
      onClose();
    } catch {
      // on the form
    }
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent>
        <DialogTitle>{t(`${k}.partnerFor`, { name: row.name })}</DialogTitle>
        <DialogDescription>{t(`${k}.partnerIntro`)}</DialogDescription>
        <form noValidate onSubmit={onSubmit} className="grid gap-3">
          <FormError message={errors.root?.server?.message} />
          <Controller
            control={form.control}
            name="startDate"
            render={({ field }) => (
              <DateField label={t(`${k}.partnerStart`)} error={errors.startDate?.message} {...field} />
            )}
          />
          <div className="flex gap-2">
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? <Spinner /> : null}
              {t(`${k}.partnerSave`)}
            </Button>
            <Button type="button" variant="outline" onClick={onClose}>
              {t(`${k}.cancel`)}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
