import { useTranslation } from "react-i18next";
import {
  CustomerFeedbackResource,
  FEEDBACK_STATUSES,
  type CustomerFeedbackView,
} from "@innfri/core/support/customer-feedback.schema";
import type { ListSearch } from "@/components/data-table/list-search";
import { FilterSelect } from "@/components/resource/filter-select";
import { filtersOf } from "@/components/resource/resource-search";
import { formatDateTime } from "@/lib/format";
import { ResourceListPage } from "@/components/resource/resource-list-page";

/** /admin/customer-feedback: what customers sent from the help menu; filtered by status, marked handled. */
export function CustomerFeedbackPage({ search }: { search: ListSearch & { status?: string } }) {
  const { t } = useTranslation();
  const k = (key: string) => t(`resources.customer-feedback.${key}` as never);
  const status = (s: string) => k(`options.status.${s}`);
  return (
    <ResourceListPage
      descriptor={CustomerFeedbackResource}
      search={search}
      canCreate={false}
      extra={filtersOf(CustomerFeedbackResource, search)}
      itemLabel={(f: CustomerFeedbackView) => `${f.userEmail} ${formatDateTime(f.createdAt)}`}
      toolbar={
        <FilterSelect
          name="status"
          label={k("statusFilter")}
          value={search.status}
          allLabel={k("all")}
          options={FEEDBACK_STATUSES.map((s) => ({ value: s, label: status(s) }))}
        />
      }
      columns={[
        {
          id: "createdAt",
          header: k("fields.createdAt"),
          sortKey: "created_at",
          cell: (f) => <span className="whitespace-nowrap">{formatDateTime(f.createdAt)}</span>,
        },
        { id: "customerName", header: k("fields.customerName"), cell: (f) => f.customerName },
        { id: "userEmail", header: k("fields.userEmail"), cell: (f) => f.userEmail },
        { id: "text", header: k("fields.text"), cell: (f) => <span className="whitespace-pre-line">{f.text}</span> },
        { id: "rating", header: k("fields.rating"), cell: (f) => (f.rating === null ? "–" : `${f.rating}/5`) },
        { id: "page", header: k("fields.page"), cell: (f) => (f.page ? <code className="text-xs">{f.page}</code> : "–") },
        { id: "status", header: k("fields.status"), cell: (f) => status(f.status) },
      ]}
    />
  );
}
