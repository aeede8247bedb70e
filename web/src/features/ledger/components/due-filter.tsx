import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { DateField } from "@/components/ui/date-field";
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
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({});
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
          const check = (v: string) => (!v || /^\d{4}-\d{2}-\d{2}$/.test(v) ? undefined : "validation.date");
          const next = { from: check(from), to: check(to) };
          setErrors(next);
          if (!next.from && !next.to) onChange({ dueFrom: from || undefined, dueTo: to || undefined });
        }}
      >
        <DateField
          id="dueFrom"
          name="dueFrom"
          label={t("ledger.due.from")}
          value={from}
          error={errors.from}
          onChange={setFrom}
          className="w-44"
        />
        <DateField
          id="dueTo"
          name="dueTo"
          label={t("ledger.due.to")}
          value={to}
          error={errors.to}
          onChange={setTo}
          className="w-44"
        />
        <Button type="submit" variant="outline">
          {t("ledger.due.apply")}
        </Button>
      </form>
    </div>
  );
}
