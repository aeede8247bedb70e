import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { CaseClaimView, CaseViewView } from "@innfri/core/cases/case-views.schema";
import { Button } from "@/components/ui/button";
import { formatDate, formatMoney } from "@/lib/format";
import { useLedgerAccess } from "@/lib/ledger-access";
import { MoveClaimDialog } from "./move-claim-dialog";

/** The statuses a claim may be moved from (issue 11: a case still collecting, with another claim to keep). */
const MOVABLE = new Set<string>(["not-started", "waiting", "ready", "active", "paused", "ongoing-payroll"]);

/**
 * The claims the case collects, as they were when they entered it; with `c`, each may be moved to another case of
 * the debtor (issue 11) while the case keeps another.
 */
export function ClaimsTab({ claims, c: theCase }: { claims: CaseClaimView[]; c?: CaseViewView }) {
  const { t } = useTranslation();
  const { customerId, canChange } = useLedgerAccess();
  const [moving, setMoving] = useState<CaseClaimView | null>(null);
  const movable = !!theCase && canChange && MOVABLE.has(theCase.status) && claims.length > 1;
  const th = "px-3 py-2 font-semibold";
  return (
    <div className="overflow-x-auto rounded-lg border border-neutral-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t("cases.page.tab.claims")}</caption>
        <thead className="border-b border-neutral-200 bg-neutral-50">
          <tr>
            <th scope="col" className={th}>
              {t("cases.fields.number")}
            </th>
            <th scope="col" className={th}>
              {t("cases.fields.claimType")}
            </th>
            <th scope="col" className={th}>
              {t("cases.fields.invoiceDate")}
            </th>
            <th scope="col" className={th}>
              {t("cases.fields.dueDate")}
            </th>
            <th scope="col" className={th}>
              {t("cases.fields.kid")}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t("cases.fields.amount")}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t("cases.fields.openAmount")}
            </th>
            <th scope="col" className={th}>
              {t("cases.fields.source")}
            </th>
            {movable ? (
              <th scope="col" className={th}>
                <span className="sr-only">{t("cases.move.open")}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {claims.map((c) => (
            <tr key={c.voucherId} className="border-b border-neutral-100 last:border-0">
              <td className="px-3 py-2">{c.number ?? ""}</td>
              <td className="px-3 py-2">
                {t(`ledger.types.${c.type}` as never, { defaultValue: c.claimType } as never) as unknown as string}
              </td>
              <td className="px-3 py-2">{formatDate(c.voucherDate)}</td>
              <td className="px-3 py-2">{formatDate(c.dueDate)}</td>
              <td className="px-3 py-2">{c.kid ?? ""}</td>
              <td className="px-3 py-2 text-right whitespace-nowrap">{formatMoney(c.amountOre)}</td>
              <td className="px-3 py-2 text-right whitespace-nowrap">{formatMoney(c.openOre)}</td>
              <td className="px-3 py-2">{t(`cases.page.sources.${c.source}`)}</td>
              {movable ? (
                <td className="px-3 py-2">
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={t("cases.move.action", { number: c.number ?? c.voucherId })}
                    onClick={() => setMoving(c)}
                  >
                    {t("cases.move.open")}
                  </Button>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
      {moving && theCase ? (
        <MoveClaimDialog c={theCase} claim={moving} customerId={customerId} open onOpenChange={() => setMoving(null)} />
      ) : null}
    </div>
  );
}
