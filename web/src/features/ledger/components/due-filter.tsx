import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { cn } from "@/lib/utils";
import { DUE_PERIODS, type DueFilter as DueFilterValue, type DuePeriod } from "../due-periods";

/**
 * The ledger's due-period filter: presets (radio buttons, applied at once) or from/to due dates (applied with the
 * button). Both live in the URL.
 */
export function DueFilter({ value, onChange }: { value: DueFilterValue; onChange: (next: DueFilterValue) => void }) {
  const { t } = useTranslation();
  const [from, setFrom] = useState(value.dueFrom ?? "");
  const [to, setTo] = useState(value.dueTo ?? "");
  useEffect(() => {
    setFrom(value.dueFrom ?? "");
    setTo(value.dueTo ?? "");
  }, [value.dueFrom, value.dueTo]);
  const current: DuePeriod | null = value.period ?? (value.dueFrom || value.dueTo ? null : "all");
  return (
    <div className="flex flex-wrap items-end gap-6">
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t("ledger.due.legend")}</legend>
        <div className="flex flex-wrap gap-1 rounded-md border border-neutral-300 bg-white p-0.5">
          {DUE_PERIODS.map((p) => (
            <label
              key={p}
              className={cn(
                "cursor-pointer rounded px-2.5 py-1 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700",
                current === p ? "bg-brand-700 text-white" : "text-neutral-800 hover:bg-neutral-100",
              )}
            >
              <input
                type="radio"
                name="period"
                value={p}
                className="sr-only"
                checked={current === p}
                onChange={() => onChange(p === "all" ? {} : { period: p })}
              />
              {t(`ledger.due.${p}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <form
        className="flex flex-wrap items-end gap-2"
        aria-label={t("ledger.due.datesLabel")}
        onSubmit={(e) => {
          e.preventDefault();
          onChange({ dueFrom: from || undefined, dueTo: to || undefined });
        }}
      >
        <TextField
          id="dueFrom"
          name="dueFrom"
          type="date"
          label={t("ledger.due.from")}
          value={from}
          onChange={(e) => setFrom(e.target.value)}
        />
        <TextField
          id="dueTo"
          name="dueTo"
          type="date"
          label={t("ledger.due.to")}
          value={to}
          onChange={(e) => setTo(e.target.value)}
        />
        <Button type="submit" variant="outline">
          {t("ledger.due.apply")}
        </Button>
      </form>
    </div>
  );
}
