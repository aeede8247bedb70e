import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { BillingScheduleResource } from "@innfri/core/billing/billing-schedule.schema";
import { CouponResource } from "@innfri/core/billing/coupon.schema";
import { PlanResource } from "@innfri/core/billing/plan.schema";
import { RewardResource } from "@innfri/core/billing/reward.schema";
import { CustomerStepCostResource } from "@innfri/core/billing/step-cost.schema";
import { UserGroupPlanResource, UserGroupResource } from "@innfri/core/billing/user-group.schema";
import type { ListSearch } from "@/components/data-table/list-search";
import { FieldResourcePage } from "@/components/resource/field-resource-page";
import { ResourceFormPage } from "@/components/resource/resource-form-page";

// The admin pages of issue 19's staff side: each is its descriptor (core billing/*.schema.ts) and its texts
// (resources.<name> in i18n/*/resources.json); columns, filters and forms follow from the descriptor's fields.
type Search = { search: ListSearch };
type Params = { action: string; id?: string };
const planName = (p: { nameNo: string }) => p.nameNo;

export const PlansPage = ({ search }: Search) => (
  <FieldResourcePage descriptor={PlanResource} search={search} itemLabel={planName} formRoute="/admin/plan" />
);

export const PlanFormPage = (params: Params) => (
  <ResourceFormPage descriptor={PlanResource} {...params} listTo="/admin/plans" itemLabel={planName} />
);

export const UserGroupsPage = ({ search }: Search) => (
  <FieldResourcePage descriptor={UserGroupResource} search={search} itemLabel={(g) => g.name} />
);

export function UserGroupPlansPage({ search }: Search) {
  const { t } = useTranslation();
  return (
    <FieldResourcePage
      descriptor={UserGroupPlanResource}
      search={search}
      itemLabel={() => t("resources.user-group-plans.item")}
      refs={{
        userGroupId: { descriptor: UserGroupResource, label: (g) => String(g.name) },
        planId: { descriptor: PlanResource, label: (p) => String(p.nameNo) },
      }}
    />
  );
}

export const CouponsPage = ({ search }: Search) => (
  <FieldResourcePage descriptor={CouponResource} search={search} itemLabel={(c) => c.code} />
);

export const RewardsPage = ({ search }: Search) => (
  <FieldResourcePage descriptor={RewardResource} search={search} itemLabel={(r) => r.name} />
);

export function BillingSchedulesPage({ search }: Search) {
  const { t } = useTranslation();
  return (
    <FieldResourcePage
      descriptor={BillingScheduleResource}
      search={search}
      itemLabel={(s) => s.name}
      formRoute="/admin/billing-schedule"
      extraColumns={[
        {
          id: "customers",
          header: t("resources.billing-schedules.customers"),
          cell: (s) => (
            <Link
              to="/admin/billing-schedule-customers/$id"
              params={{ id: s.id }}
              className="text-brand-700 underline"
              aria-label={t("resources.billing-schedules.customersOf", { name: s.name })}
            >
              {t("resources.billing-schedules.customers")}
            </Link>
          ),
        },
      ]}
    />
  );
}

export const BillingScheduleFormPage = (params: Params) => (
  <ResourceFormPage
    descriptor={BillingScheduleResource}
    {...params}
    listTo="/admin/billing-schedules"
    itemLabel={(s) => s.name}
  />
);

export function CustomerStepCostsPage({ search }: Search) {
  const { t } = useTranslation();
  return (
    <FieldResourcePage
      descriptor={CustomerStepCostResource}
      search={search}
      itemLabel={(c) => `${t(`resources.options.stepKind.${c.stepKind}` as never)} ${c.fromDate}`}
    />
  );
}
