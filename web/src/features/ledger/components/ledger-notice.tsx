import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { Alert } from "@/components/ui/alert";
import { formatMoney } from "@/lib/format";
import { useLedgerSummary } from "../hooks/use-ledger-access";

/**
 * The dashboard's notice (SPEC 2): payments or credit notes waiting for manual treatment, each linking to its
 * page's waiting tab. Nothing when there are none.
 */
export function LedgerNotice() {
  const { t } = useTranslation();
  const { summary } = useLedgerSummary();
  const s = summary.data;
  if (!s || (s.unmatchedPayments <= 0 && s.unmatchedCreditNotes <= 0)) return null;
  const link = "font-medium underline underline-offset-4";
  return (
    <Alert>
      <p className="font-semibold">{t("ledger.notice.heading")}</p>
      <ul className="mt-1 grid gap-1">
        {s.unmatchedPayments > 0 ? (
          <li>
            <Link to="/customer/payment/{-$debtorId}" params={{ debtorId: undefined }} className={link}>
              {t("ledger.notice.payments", { count: s.unmatchedPayments, amount: formatMoney(s.unmatchedPaymentsOre) })}
            </Link>
          </li>
        ) : null}
        {s.unmatchedCreditNotes > 0 ? (
          <li>
            <Link to="/customer/credit-note/{-$debtorId}" params={{ debtorId: undefined }} className={link}>
              {t("ledger.notice.creditNotes", {
                count: s.unmatchedCreditNotes,
                amount: formatMoney(s.unmatchedCreditNotesOre),
              })}
            </Link>
          </li>
        ) : null}
      </ul>
    </Alert>
  );
}
