import { useQueries } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { FieldDef, ResourceDescriptor, ViewOf } from "@innfri/core/resource/define";
import type { Column } from "@/components/data-table/data-table";
import type { ListSearch } from "@/components/data-table/list-search";
import { formatDate, formatMoney } from "@/lib/format";
import { FilterSelect } from "./filter-select";
import { ResourceListPage } from "./resource-list-page";
import { filtersOf, snakeCase } from "./resource-search";
import { resourceTexts } from "./resource-texts";
import { resourceListQuery } from "./use-resource";

/** A resource another one refers to (`ref` fields): its items name the cells and are the form's choices. */
export interface RefSource {
  descriptor: ResourceDescriptor;
  label: (item: Record<string, unknown>) => string;
}

/** The most items of a referred resource loaded for its labels and choices (plans, user groups: a few dozen). */
const REF_ROWS = 100;

/**
 * The admin page of a resource stated by its fields (core resource/field-resource.ts): the columns are the fields
 * marked `column` (money as "1 234,50 kr", dates DD.MM.YYYY, choices and yes/no by their labels, a reference by
 * the referred item's label), sortable where the descriptor sorts; a select per choice filter; the form's fields
 * come from the same descriptor (money typed in kroner). A page adds only what is its own (`extraColumns`).
 */
export function FieldResourcePage<D extends ResourceDescriptor>({
  descriptor,
  search,
  itemLabel,
  refs = {},
  extraColumns = [],
  notice,
  formRoute,
}: {
  descriptor: D;
  search: ListSearch;
  itemLabel: (item: ViewOf<D>) => string;
  refs?: Record<string, RefSource>;
  extraColumns?: Column<ViewOf<D>>[];
  notice?: ReactNode;
  /** The form is a page of its own (`<formRoute>/create`, `/edit/<id>`): for long forms (a plan). */
  formRoute?: string;
}) {
  const { t } = useTranslation();
  const fields = (descriptor.fields ?? {}) as Record<string, FieldDef>;
  const texts = resourceTexts<ViewOf<D>>(t, descriptor.name, itemLabel);
  const refNames = Object.keys(refs);
  const loaded = useQueries({
    queries: refNames.map((f) => resourceListQuery(refs[f]!.descriptor, { rowsPerPage: REF_ROWS })),
  });
  const choices = Object.fromEntries(
    refNames.map((f, i) => {
      const items = (loaded[i]?.data?.data ?? []) as Record<string, unknown>[];
      return [f, new Map(items.map((item) => [String(item.id), refs[f]!.label(item)]))];
    }),
  );
  const yesNo = (v: boolean) => t(v ? "common.yes" : "common.no");
  const show = (name: string, def: FieldDef, v: unknown): ReactNode => {
    if (v === null || v === undefined) return "–";
    switch (def.kind) {
      case "money":
        return <span className="whitespace-nowrap">{formatMoney(v as number)}</span>;
      case "date":
        return <span className="whitespace-nowrap">{formatDate(v as string)}</span>;
      case "percent":
        return `${String(v)} %`;
      case "bool":
        return yesNo(v as boolean);
      case "enum":
        return texts.option!(name, String(v));
      case "ref":
        return choices[name]?.get(String(v)) ?? String(v);
      default:
        return String(v);
    }
  };
  const sortable = descriptor.list.sortable as readonly string[];
  const columns: Column<ViewOf<D>>[] = Object.entries(fields)
    .filter(([, def]) => def.column)
    .map(([name, def]) => ({
      id: name,
      header: texts.label(name),
      ...(sortable.includes(name) ? { sortKey: snakeCase(name) } : {}),
      cell: (item: ViewOf<D>) => show(name, def, (item as Record<string, unknown>)[name]),
    }));
  const given = search as Record<string, unknown>;
  const filters = Object.entries(fields).filter(
    ([, def]) => def.filter && (def.kind === "enum" || def.kind === "bool"),
  );
  const options = (name: string, def: FieldDef) =>
    def.kind === "enum"
      ? def.values.map((v) => ({ value: v, label: texts.option!(name, v) }))
      : ["true", "false"].map((v) => ({ value: v, label: yesNo(v === "true") }));
  return (
    <ResourceListPage
      descriptor={descriptor}
      search={search}
      itemLabel={itemLabel}
      texts={{
        ...texts,
        option: (field, value) => choices[field]?.get(value) ?? texts.option!(field, value),
      }}
      extra={filtersOf(descriptor, search)}
      notice={notice}
      formRoute={formRoute}
      toolbar={
        filters.length ? (
          <div className="flex flex-wrap gap-3">
            {filters.map(([name, def]) => (
              <FilterSelect
                key={name}
                name={name}
                label={texts.label(name)}
                value={typeof given[name] === "string" ? (given[name] as string) : undefined}
                allLabel={t("resources.common.all")}
                options={options(name, def)}
              />
            ))}
          </div>
        ) : undefined
      }
      form={{
        overrides: Object.fromEntries(
          refNames.map((f) => [f, { kind: "select" as const, options: [...(choices[f]?.keys() ?? [])] }]),
        ),
      }}
      columns={[...columns, ...extraColumns]}
    />
  );
}
