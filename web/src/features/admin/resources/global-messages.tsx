import { useTranslation } from "react-i18next";
import { GlobalMessageResource, SEVERITIES, type GlobalMessageView } from "@innfri/core/support/global-message.schema";
import type { ListSearch } from "@/components/data-table/list-search";
import { FilterSelect } from "@/components/resource/filter-select";
import { filtersOf } from "@/components/resource/resource-search";
import { formatDate } from "@/lib/format";
import { ResourceListPage } from "@/components/resource/resource-list-page";

/** /admin/global-messages: the banners of the customer area, filtered by severity. */
export function GlobalMessagesPage({ search }: { search: ListSearch & { severity?: string } }) {
  const { t } = useTranslation();
  const k = (key: string) => t(`resources.global-messages.${key}` as never);
  const severity = (s: string) => k(`options.severity.${s}`);
  return (
    <ResourceListPage
      descriptor={GlobalMessageResource}
      search={search}
      extra={filtersOf(GlobalMessageResource, search)}
      itemLabel={(m: GlobalMessageView) => `${formatDate(m.from)}–${formatDate(m.to)}: ${m.textNo.slice(0, 40)}`}
      toolbar={
        <FilterSelect
          name="severity"
          label={k("severityFilter")}
          value={search.severity}
          allLabel={k("all")}
          options={SEVERITIES.map((s) => ({ value: s, label: severity(s) }))}
        />
      }
      form={{
        overrides: {
          from: { kind: "date" },
          to: { kind: "date" },
        },
      }}
      columns={[
        { id: "textNo", header: k("fields.textNo"), cell: (m) => m.textNo },
        { id: "severity", header: k("fields.severity"), cell: (m) => severity(m.severity) },
        {
          id: "from",
          header: k("fields.from"),
          sortKey: "from",
          cell: (m) => <span className="whitespace-nowrap">{`${formatDate(m.from)}–${formatDate(m.to)}`}</span>,
        },
        { id: "audience", header: k("fields.audience"), cell: (m) => k(`options.audience.${m.audience}`) },
      ]}
    />
  );
}
