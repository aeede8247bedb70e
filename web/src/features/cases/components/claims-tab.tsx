import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { CaseClaimView, CaseViewView } from "@innfri/core/cases/case-views.schema";
import { SimpleTable } from "@/components/simple-table";
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
  return (
    <>
      <SimpleTable
        caption={t("cases.page.tab.claims")}
        rows={claims}
        rowKey={(c) => c.voucherId}
        columns={[
          { header: t("cases.fields.number"), cell: (c) => c.number ?? "" },
          {
            header: t("cases.fields.claimType"),
            cell: (c) =>
              t(`ledger.types.${c.type}` as never, { defaultValue: c.claimType } as never) as unknown as string,
          },
          { header: t("cases.fields.invoiceDate"), cell: (c) => formatDate(c.voucherDate) },
          { header: t("cases.fields.dueDate"), cell: (c) => formatDate(c.dueDate) },
          { header: t("cases.fields.kid"), cell: (c) => c.kid ?? "" },
          {
            header: t("cases.fields.amount"),
            cell: (c) => formatMoney(c.amountOre),
            align: "right",
            className: "whitespace-nowrap",
          },
          {
            header: t("cases.fields.openAmount"),
            cell: (c) => formatMoney(c.openOre),
            align: "right",
            className: "whitespace-nowrap",
          },
          { header: t("cases.fields.source"), cell: (c) => t(`cases.page.sources.${c.source}`) },
        ]}
        actions={
          movable
            ? (c) => (
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={t("cases.move.action", { number: c.number ?? c.voucherId })}
                  onClick={() => setMoving(c)}
                >
                  {t("cases.move.open")}
                </Button>
              )
            : undefined
        }
      />
      {moving && theCase ? (
        <MoveClaimDialog c={theCase} claim={moving} customerId={customerId} open onOpenChange={() => setMoving(null)} />
      ) : null}
    </>
  );
}
