import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Column } from "@/components/data-table/data-table";
import { Button } from "@/components/ui/button";
import { DateField } from "@/components/ui/date-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { t as serverText } from "@innfri/core/i18n/all";
import type { ActivityLog } from "@/lib/customer-api";
import { formatDateTime } from "@/lib/format";
import { usePageTitle } from "@/lib/use-page-title";
import { ACTIVITY_DATE, type ActivitySearch } from "../activity-search";
import { ListPage as AdminList } from "@/components/resource/list-page";

export function ActivityLogsPage({ search }: { search: ActivitySearch }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === "en" ? "en" : "no";
  usePageTitle("titles.adminActivityLogs");
  const navigate = useNavigate();
  const [filters, setFilters] = useState({
    customerId: search.customerId ?? "",
    userId: search.userId ?? "",
    from: search.from ?? "",
    to: search.to ?? "",
  });
  const [dateErrors, setDateErrors] = useState<{ from?: string; to?: string }>({});
  const { customerId, userId, from, to, ...list } = search;
  const columns: Column<ActivityLog>[] = [
    { id: "at", header: t("activity.at"), cell: (l) => formatDateTime(l.at) },
    { id: "what", header: t("activity.what"), cell: (l) => serverText(lang, l.description.key, l.description.params) },
    { id: "target", header: t("activity.target"), cell: (l) => l.targetId ?? "" },
    { id: "user", header: t("activity.user"), cell: (l) => l.userName || l.userEmail },
    { id: "route", header: t("activity.route"), cell: (l) => <code className="text-xs">{l.route}</code> },
    { id: "status", header: t("activity.status"), cell: (l) => l.status },
    { id: "summary", header: t("activity.summary"), cell: (l) => l.summary },
  ];
  const field = (key: "customerId" | "userId", type = "text") => (
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
            const check = (v: string) => (!v.trim() || ACTIVITY_DATE.test(v) ? undefined : "validation.date");
            const errs = { from: check(filters.from), to: check(filters.to) };
            setDateErrors(errs);
            if (errs.from || errs.to) return;
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
          {(["from", "to"] as const).map((key) => (
            <DateField
              key={key}
              id={`filter-${key}`}
              name={key}
              label={t(`activity.${key}`)}
              value={filters[key]}
              error={dateErrors[key]}
              onChange={(v) => setFilters((f) => ({ ...f, [key]: v }))}
              className="w-44"
            />
          ))}
          <Button type="submit" variant="outline">
            {t("activity.apply")}
          </Button>
        </form>
      }
    />
  );
}
