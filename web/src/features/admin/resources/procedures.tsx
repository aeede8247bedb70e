import { useTranslation } from "react-i18next";
import { STEP_KINDS } from "@innfri/core/cases/vocabulary";
import { ClaimTypeResource, type ClaimTypeView } from "@innfri/core/procedures/claim-type.schema";
import {
  GlobalStepResource,
  PROCEDURE_TARGETS,
  ProcedureAfterGlobalStepResource,
  ProcedureResource,
  StepResource,
  type GlobalStepView,
  type ProcedureAfterGlobalStepView,
  type ProcedureView,
  type StepView,
} from "@innfri/core/procedures/procedure.schema";
import type { ListSearch } from "@/components/data-table/list-search";
import { FilterSelect } from "@/components/resource/filter-select";
import { ResourceFormPage } from "@/components/resource/resource-form-page";
import { ResourceListPage } from "@/components/resource/resource-list-page";
import { filtersOf } from "@/components/resource/resource-search";

/**
 * /admin/procedures, /admin/steps, /admin/global-steps, /admin/procedures-after-global-step and /admin/claim-types,
 * and the form pages of procedure, step, claim type and continuation (`/admin/<singular>/{action}/{id?}`).
 */
const useTexts = (name: string) => {
  const { t } = useTranslation();
  return {
    k: (key: string) => t(`resources.${name}.${key}` as never) as string,
    /** A value by its name; a value without one (an admin's own procedure id) as it is. */
    option: (field: string, value: string) =>
      t(`resources.options.${field}.${value}` as never, { defaultValue: value } as never) as unknown as string,
  };
};
const numeric = { inputMode: "numeric" as const };
const stepForm = { overrides: { order: numeric, deadlineDays: numeric, waitDays: numeric } };

export function ProceduresPage({ search }: { search: ListSearch & { appliesTo?: string } }) {
  const { k, option } = useTexts(ProcedureResource.name);
  return (
    <ResourceListPage
      descriptor={ProcedureResource}
      search={search}
      extra={filtersOf(ProcedureResource, search)}
      formRoute="/admin/procedure"
      itemLabel={(p: ProcedureView) => p.nameNo}
      toolbar={
        <FilterSelect
          name="appliesTo"
          label={k("filter")}
          value={search.appliesTo}
          allLabel={k("all")}
          options={PROCEDURE_TARGETS.map((v) => ({ value: v, label: option("appliesTo", v) }))}
        />
      }
      columns={[
        { id: "nameNo", header: k("fields.nameNo"), sortKey: "nameNo", cell: (p) => p.nameNo },
        { id: "id", header: k("fields.id"), cell: (p) => <code>{p.id}</code> },
        { id: "appliesTo", header: k("fields.appliesTo"), cell: (p) => option("appliesTo", p.appliesTo) },
      ]}
    />
  );
}

const stepColumns = (k: (key: string) => string, option: (f: string, v: string) => string) => [
  { id: "order", header: k("fields.order"), cell: (s: GlobalStepView) => s.order },
  { id: "nameNo", header: k("fields.nameNo"), sortKey: "nameNo", cell: (s: GlobalStepView) => s.nameNo },
  { id: "kind", header: k("fields.kind"), cell: (s: GlobalStepView) => option("kind", s.kind) },
  { id: "deadlineDays", header: k("fields.deadlineDays"), cell: (s: GlobalStepView) => s.deadlineDays },
  {
    id: "channels",
    header: k("fields.channels"),
    cell: (s: GlobalStepView) => s.channels.map((c) => option("channels", c)).join(", "),
  },
];

export function StepsPage({ search }: { search: ListSearch & { kind?: string; procedureId?: string } }) {
  const { k, option } = useTexts(StepResource.name);
  return (
    <ResourceListPage
      descriptor={StepResource}
      search={search}
      extra={filtersOf(StepResource, search)}
      formRoute="/admin/step"
      itemLabel={(s: StepView) => `${s.procedureId} ${s.order}: ${s.nameNo}`}
      toolbar={
        <FilterSelect
          name="kind"
          label={k("filter")}
          value={search.kind}
          allLabel={k("all")}
          options={STEP_KINDS.map((v) => ({ value: v, label: option("kind", v) }))}
        />
      }
      columns={[
        {
          id: "procedureId",
          header: k("fields.procedureId"),
          sortKey: "procedureId",
          // the seeded procedures are named by the debtor type (or rent) they are for
          cell: (s) => option("appliesTo", s.procedureId),
        },
        ...stepColumns(k, option),
      ]}
    />
  );
}

export function GlobalStepsPage({ search }: { search: ListSearch & { kind?: string } }) {
  const { k, option } = useTexts(GlobalStepResource.name);
  return (
    <ResourceListPage
      descriptor={GlobalStepResource}
      search={search}
      extra={filtersOf(GlobalStepResource, search)}
      itemLabel={(s: GlobalStepView) => s.nameNo}
      form={stepForm}
      columns={stepColumns(k, option)}
    />
  );
}

export function ProceduresAfterGlobalStepPage({ search }: { search: ListSearch & { appliesTo?: string } }) {
  const { k, option } = useTexts(ProcedureAfterGlobalStepResource.name);
  return (
    <ResourceListPage
      descriptor={ProcedureAfterGlobalStepResource}
      search={search}
      extra={filtersOf(ProcedureAfterGlobalStepResource, search)}
      formRoute="/admin/procedures-after-global-step"
      itemLabel={(a: ProcedureAfterGlobalStepView) => `${a.globalStepId} → ${a.procedureId}`}
      toolbar={
        <FilterSelect
          name="appliesTo"
          label={k("filter")}
          value={search.appliesTo}
          allLabel={k("all")}
          options={PROCEDURE_TARGETS.map((v) => ({ value: v, label: option("appliesTo", v) }))}
        />
      }
      columns={[
        { id: "globalStepId", header: k("fields.globalStepId"), sortKey: "globalStepId", cell: (a) => a.globalStepId },
        { id: "appliesTo", header: k("fields.appliesTo"), cell: (a) => option("appliesTo", a.appliesTo) },
        { id: "procedureId", header: k("fields.procedureId"), cell: (a) => a.procedureId },
        { id: "stepId", header: k("fields.stepId"), cell: (a) => a.stepId ?? "–" },
      ]}
    />
  );
}

export function ClaimTypesPage({ search }: { search: ListSearch }) {
  const { k, option } = useTexts(ClaimTypeResource.name);
  return (
    <ResourceListPage
      descriptor={ClaimTypeResource}
      search={search}
      formRoute="/admin/claim-type"
      itemLabel={(c: ClaimTypeView) => c.nameNo}
      columns={[
        { id: "nameNo", header: k("fields.nameNo"), sortKey: "nameNo", cell: (c) => c.nameNo },
        { id: "nameEn", header: k("fields.nameEn"), cell: (c) => c.nameEn },
        { id: "voucherType", header: k("fields.voucherType"), cell: (c) => option("voucherType", c.voucherType) },
      ]}
    />
  );
}

type FormRoute = { action: string; id?: string };

export const ProcedureFormPage = (p: FormRoute) => (
  <ResourceFormPage descriptor={ProcedureResource} {...p} listTo="/admin/procedures" itemLabel={(v) => v.nameNo} />
);
export const StepFormPage = (p: FormRoute) => (
  <ResourceFormPage
    descriptor={StepResource}
    {...p}
    listTo="/admin/steps"
    itemLabel={(v) => v.nameNo}
    form={stepForm}
  />
);
export const ClaimTypeFormPage = (p: FormRoute) => (
  <ResourceFormPage descriptor={ClaimTypeResource} {...p} listTo="/admin/claim-types" itemLabel={(v) => v.nameNo} />
);
export const ProcedureAfterGlobalStepFormPage = (p: FormRoute) => (
  <ResourceFormPage
    descriptor={ProcedureAfterGlobalStepResource}
    {...p}
    listTo="/admin/procedures-after-global-step"
    itemLabel={(v) => `${v.globalStepId} → ${v.procedureId}`}
  />
);
