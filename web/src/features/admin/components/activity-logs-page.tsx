import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Column } from "@/components/data-table/data-table";
import { validateListSearch, type ListSearch } from "@/components/data-table/list-search";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { ActivityLog } from "@/features/company/api";
import { formatDateTime } from "@/lib/format";
import { usePageTitle } from "@/lib/use-page-title";
import { AdminList } from "./admin-list";

export interface ActivitySearch extends ListSearch {
  customerId?: string;
  userId?: string;
  from?: string;
  to?: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function validateActivitySearch(search: Record<string, unknown>): ActivitySearch {
  const out: ActivitySearch = validateListSearch([])(search);
  for (const key of ["customerId", "userId"] as const) {
    const v = search[key];
    if (typeof v === "string" && v.trim()) out[key] = v.trim();
  }
  for (const key of ["from", "to"] as const) {
    const v = search[key];
    if (typeof v === "string" && DATE.test(v)) out[key] = v;
  }
  return out;
}

export function ActivityLogsPage({ search }: { search: ActivitySearch }) {
  const { t } = useTranslation();
  usePageTitle("titles.adminActivityLogs");
  const navigate = useNavigate();
  const [filters, setFilters] = useState({
    customerId: search.customerId ?? "",
    userId: search.userId ?? "",
    from: search.from ?? "",
    to: search.to ?? "",
  });
  const { customerId, userId, from, to, ...list } = search;
  const columns: Column<ActivityLog>[] = [
    { id: "at", header: t("activity.at"), cell: (l) => formatDateTime(l.at) },
    { id: "user", header: t("activity.user"), cell: (l) => l.userEmail },
    { id: "route", header: t("activity.route"), cell: (l) => <code className="text-xs">{l.route}</code> },
    { id: "status", header: t("activity.status"), cell: (l) => l.status },
    { id: "summary", header: t("activity.summary"), cell: (l) => l.summary },
  ];
  const field = (key: keyof typeof filters, type = "text") => (
    <div className="grid gap-1.5">
      <Label htmlFor={`filter-${key}`}>{t(`activity.${key}`)}</Label>
      <Input
        id={`filter-${key}`}
        name={key}
        type={type}
        value={filters[key]}
        onChange={(e) => setFilters((f) => ({ ...f, [key]: e.target.value }))}
        className="w-44"
      />
    </div>
  );
  return (
    <AdminList
      heading={t("titles.adminActivityLogs")}
      path="/activity-logs"
      queryKey="activity-logs"
      search={list}
      extra={{ customerId, userId, from, to }}
      columns={columns}
      rowKey={(l) => l.id}
      searchLabel={t("activity.search")}
      toolbar={
        <form
          className="flex flex-wrap items-end gap-3"
          aria-label={t("activity.filters")}
          onSubmit={(e) => {
            e.preventDefault();
            const next: Record<string, string | undefined> = {};
            for (const [k, v] of Object.entries(filters)) next[k] = v.trim() || undefined;
            void navigate({
              to: ".",
              search: (prev: Record<string, unknown>) => ({ ...prev, ...next, page: undefined }),
              replace: true,
            } as never);
          }}
        >
          {field("customerId")}
          {field("userId")}
          {field("from", "date")}
          {field("to", "date")}
          <Button type="submit" variant="outline">
            {t("activity.apply")}
          </Button>
        </form>
      }
    />
  );
}
