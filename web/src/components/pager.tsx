import { ChevronLeft, ChevronRight } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { DEFAULT_ROWS_PER_PAGE, ROWS_PER_PAGE_OPTIONS, type ListSearch } from "@/components/data-table/list-search";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";

/** Paging of a list that is not a plain data table (the grouped ledger), with the data table's texts and URL state. */
export function Pager({
  search,
  total,
  onChange,
}: {
  search: ListSearch;
  total: number;
  onChange: (next: { page?: number; rowsPerPage?: number }) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const page = search.page ?? 1;
  const rowsPerPage = search.rowsPerPage ?? DEFAULT_ROWS_PER_PAGE;
  const pages = Math.max(1, Math.ceil(total / rowsPerPage));
  const go = (next: number) => onChange({ page: next > 1 ? next : undefined, rowsPerPage: search.rowsPerPage });
  return (
    <nav aria-label={t("table.pagination")} className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <div className="flex items-center gap-2">
        <Label htmlFor={`${id}-rows`}>{t("table.rowsPerPage")}</Label>
        <select
          id={`${id}-rows`}
          name="rowsPerPage"
          value={rowsPerPage}
          onChange={(e) => {
            const n = Number(e.target.value);
            onChange({ page: undefined, rowsPerPage: n === DEFAULT_ROWS_PER_PAGE ? undefined : n });
          }}
          className="h-9 rounded-md border border-neutral-400 bg-white px-2"
        >
          {ROWS_PER_PAGE_OPTIONS.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-center gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={page <= 1}
          onClick={() => go(page - 1)}
          aria-label={t("table.previous")}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <span aria-live="polite">{t("table.pageOf", { page, pages })}</span>
        <Button
          variant="outline"
          size="sm"
          disabled={page >= pages}
          onClick={() => go(page + 1)}
          aria-label={t("table.next")}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
