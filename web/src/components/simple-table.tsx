import { Fragment, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/utils";

export interface SimpleColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** The column's name in `total.values` and React's key; the header by default. */
  key?: string;
  /** The cell's own classes beside the padding (e.g. "whitespace-nowrap", "break-all"). */
  className?: string;
  /** "right" for amounts: the header and the cells are right-aligned. */
  align?: "right";
  /** The cell names its row: a `<th scope="row">` (the item's number or name), so screen readers announce it. */
  rowHeader?: boolean;
  /** The header is for screen readers only (a column of checkboxes or icons). */
  headerHidden?: boolean;
}

/** A row's own attributes (a test id, a highlight, `aria-current`). */
export interface SimpleRowProps {
  className?: string;
  "data-testid"?: string;
  "aria-current"?: "true";
}

const cellClass = (c: { className?: string; align?: "right" }) =>
  cn("px-3 py-2", c.align === "right" && "text-right", c.className);
const keyOf = <T,>(c: SimpleColumn<T>) => c.key ?? c.header;

/**
 * A short table shown whole (no search, sort or pages: `data-table` does those): a caption for screen readers, the
 * header row, one row per item and, when given, an actions cell at the end (its header named for screen readers
 * only). The pages' hand-written tables are on it (docs/cases-web.md "SimpleTable"); what they needed is here once:
 * a row-header column (`rowHeader`), hidden headers, a total row (`total`: its label spans the columns up to the
 * first with a value), an expandable row under a row (`expanded`), a row's own attributes (`rowProps`), a line in
 * place of the rows (`empty`: loading, nothing to show), `busy`, the frame's classes (a height, a sticky head) and a visible caption (`captionVisible`).
 * Cells may hold inputs and buttons: a cell is whatever `cell` renders.
 */
export function SimpleTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  actions,
  total,
  expanded,
  rowProps,
  empty,
  busy,
  className,
  testId,
  captionVisible,
}: {
  caption: ReactNode;
  /** The caption shown as the table's heading (otherwise for screen readers only). */
  captionVisible?: boolean;
  columns: SimpleColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  actions?: (row: T) => ReactNode;
  /** A total row in the table's foot: `label` as its row header, `values` by column key. */
  total?: { label: string; values: Record<string, ReactNode> };
  /** Content shown under a row across the whole width (null: the row is closed), with the id its toggle controls. */
  expanded?: (row: T) => { id: string; content: ReactNode } | null;
  rowProps?: (row: T) => SimpleRowProps;
  /** Shown across the table when there are no rows (a spinner while loading, or why nothing is there). */
  empty?: ReactNode;
  busy?: boolean;
  /** The frame's classes beside its border (e.g. "max-h-96 overflow-auto" with a sticky head). */
  className?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const span = columns.length + (actions ? 1 : 0);
  const firstValue = total ? columns.findIndex((c) => keyOf(c) in total.values) : -1;
  const labelSpan = Math.max(1, firstValue < 0 ? span : firstValue);
  return (
    <div className={cn("overflow-x-auto rounded-lg border border-neutral-200 bg-white", className)}>
      <table className="w-full text-left text-sm" aria-busy={busy || undefined} data-testid={testId}>
        <caption className={captionVisible ? "px-3 py-2 text-left font-semibold text-neutral-900" : "sr-only"}>
          {caption}
        </caption>
        <thead className="sticky top-0 bg-neutral-50">
          <tr>
            {columns.map((c) => (
              <th key={keyOf(c)} scope="col" className={cn("px-3 py-2", c.align === "right" && "text-right")}>
                {c.headerHidden ? <span className="sr-only">{c.header}</span> : c.header}
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
          {rows.length === 0 && empty !== undefined ? (
            <tr>
              <td colSpan={span} className="px-3 py-6 text-center text-neutral-700">
                {empty}
              </td>
            </tr>
          ) : null}
          {rows.map((row) => {
            const { className: rowClass, ...attrs } = rowProps?.(row) ?? {};
            const more = expanded?.(row);
            return (
              <Fragment key={rowKey(row)}>
                <tr className={cn("border-t border-neutral-200", rowClass)} {...attrs}>
                  {columns.map((c) =>
                    c.rowHeader ? (
                      <th key={keyOf(c)} scope="row" className={cn(cellClass(c), "font-normal")}>
                        {c.cell(row)}
                      </th>
                    ) : (
                      <td key={keyOf(c)} className={cellClass(c)}>
                        {c.cell(row)}
                      </td>
                    ),
                  )}
                  {actions ? (
                    <td className="px-3 py-2">
                      <div className="flex flex-wrap justify-end gap-2">{actions(row)}</div>
                    </td>
                  ) : null}
                </tr>
                {more ? (
                  <tr id={more.id} className="bg-neutral-50/60">
                    <td colSpan={span} className="px-3 py-3">
                      {more.content}
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
        </tbody>
        {total ? (
          <tfoot className="border-t-2 border-neutral-300 bg-neutral-50 font-semibold">
            <tr>
              <th scope="row" colSpan={labelSpan} className="px-3 py-2">
                {total.label}
              </th>
              {columns.slice(labelSpan).map((c) => (
                <td key={keyOf(c)} className={cellClass(c)}>
                  {total.values[keyOf(c)] ?? null}
                </td>
              ))}
              {actions ? <td /> : null}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}
