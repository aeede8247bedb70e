import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

export interface SimpleColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** The cell's own classes beside the padding (e.g. "whitespace-nowrap", "break-all"). */
  className?: string;
  /** "right" for amounts: the header and the cells are right-aligned. */
  align?: "right";
}

const cellClass = (c: { className?: string; align?: "right" }) =>
  ["px-3 py-2", c.align === "right" ? "text-right" : "", c.className ?? ""].filter(Boolean).join(" ");

/**
 * A short table shown whole (no search, sort or pages: `data-table` does those): a caption for screen readers, the
 * header row, one row per item and, when given, an actions cell at the end (its header named for screen readers
 * only). Used where a page lists a few rows with buttons (the case's uploads, the admin print batches and letters).
 */
export function SimpleTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  actions,
}: {
  caption: string;
  columns: SimpleColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  actions?: (row: T) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="overflow-x-auto rounded-lg border border-neutral-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-neutral-50">
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col" className={c.align === "right" ? "px-3 py-2 text-right" : "px-3 py-2"}>
                {c.header}
              </th>
            ))}
            {actions ? (
              <th scope="col" className="px-3 py-2">
                <span className="sr-only">{t("common.actions")}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-t border-neutral-200">
              {columns.map((c) => (
                <td key={c.header} className={cellClass(c)}>
                  {c.cell(row)}
                </td>
              ))}
              {actions ? (
                <td className="px-3 py-2">
                  <div className="flex flex-wrap justify-end gap-2">{actions(row)}</div>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
