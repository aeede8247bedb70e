import { useTranslation } from "react-i18next";
import type { InstalmentState } from "@innfri/core/cases/operations/plan-rules";
import { SimpleTable } from "@/components/simple-table";
import { formatDate, formatMoney } from "@/lib/format";
import { cn } from "@/lib/utils";

export interface InstalmentRow {
  number: number;
  dueDate: string;
  amountOre: number;
  state?: InstalmentState;
}

const STATE_CLASS: Record<InstalmentState, string> = {
  paid: "bg-green-50 text-green-900 border-green-300",
  due: "bg-amber-50 text-amber-900 border-amber-300",
  missed: "bg-red-50 text-red-900 border-red-300",
  upcoming: "bg-neutral-50 text-neutral-800 border-neutral-300",
};

/**
 * A plan's instalments: number, due date (DD.MM.YYYY), amount, and (on the case page) each one's state, with the
 * agreed amount they add up to. The same table previews a plan before it is saved.
 */
export function PlanInstalmentsTable({ rows, caption }: { rows: readonly InstalmentRow[]; caption: string }) {
  const { t } = useTranslation();
  const withState = rows.some((r) => r.state);
  const total = rows.reduce((s, r) => s + r.amountOre, 0);
  return (
    <SimpleTable
      caption={caption}
      className="max-h-96 overflow-auto"
      columns={[
        { header: t("cases.plans.number"), cell: (r) => r.number, className: "tabular-nums" },
        { header: t("cases.plans.dueDate"), cell: (r) => formatDate(r.dueDate), className: "whitespace-nowrap" },
        {
          key: "amount",
          header: t("cases.plans.amount"),
          cell: (r) => formatMoney(r.amountOre),
          align: "right",
          className: "whitespace-nowrap tabular-nums",
        },
        ...(withState
          ? [
              {
                header: t("cases.plans.state"),
                cell: (r: InstalmentRow) =>
                  r.state ? (
                    <span className={cn("rounded border px-1.5 py-0.5 text-xs font-medium", STATE_CLASS[r.state])}>
                      {t(`cases.plans.states.${r.state}`)}
                    </span>
                  ) : null,
              },
            ]
          : []),
      ]}
      rows={rows}
      rowKey={(r) => String(r.number)}
      rowProps={(r) => ({ "data-testid": `instalment-${r.number}` })}
      total={{ label: t("cases.plans.total"), values: { amount: formatMoney(total) } }}
    />
  );
}
