import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { DebtorView } from "@innfri/core/ledger/ledger-views.schema";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { TextField } from "@/components/ui/text-field";
import { useLedgerAccess } from "@/lib/ledger-access";
import { debtorSearchQuery } from "../../api/debtors";

/** Step 1: find the debtor by name (prefix) or customer number (digits) and choose it. */
export function DebtorStep({ chosen, onChoose }: { chosen: DebtorView | null; onChoose: (d: DebtorView) => void }) {
  const { t } = useTranslation();
  const { customerId } = useLedgerAccess();
  const [text, setText] = useState("");
  const [term, setTerm] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setTerm(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text]);
  const hits = useQuery({ ...debtorSearchQuery(customerId, term), enabled: !!customerId && term.length > 0 });
  const rows = term ? (hits.data?.data ?? []) : [];
  return (
    <section aria-labelledby="debtor-step-heading" className="grid gap-4">
      <h2 id="debtor-step-heading" className="text-lg font-semibold">
        {t("cases.wizard.debtorHeading")}
      </h2>
      {chosen ? (
        <p className="text-sm">
          {t("cases.wizard.chosenDebtor")}: <strong>{chosen.name}</strong> ({chosen.customerNumber})
        </p>
      ) : null}
      <TextField
        name="debtorSearch"
        label={t("cases.wizard.debtorSearch")}
        description={t("cases.wizard.debtorSearchHint")}
        value={text}
        autoComplete="off"
        maxLength={100}
        onChange={(e) => setText(e.target.value)}
      />
      <div aria-live="polite" className="grid gap-2">
        {term && hits.isFetching && !hits.data ? <Spinner label={t("app.loading")} /> : null}
        {term && hits.data && rows.length === 0 ? (
          <p className="text-sm text-neutral-700">{t("cases.wizard.noDebtors")}</p>
        ) : null}
        {rows.length > 0 ? (
          <ul className="grid gap-1" aria-label={t("cases.wizard.debtorHits")}>
            {rows.map((d) => (
              <li
                key={d.debtorId}
                className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-neutral-200 bg-white px-3 py-2"
              >
                <span className="text-sm">
                  <strong>{d.name}</strong> <span className="text-neutral-700">({d.customerNumber})</span>
                  {d.city ? <span className="text-neutral-700"> · {d.city}</span> : null}
                </span>
                <Button
                  size="sm"
                  variant={chosen?.debtorId === d.debtorId ? "default" : "outline"}
                  aria-label={t("cases.wizard.chooseDebtor", { name: d.name })}
                  onClick={() => onChoose(d)}
                >
                  {t("cases.wizard.choose")}
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
