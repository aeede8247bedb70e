import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { Alert } from "@/components/ui/alert";
import { formatDate, formatMoney } from "@/lib/format";
import { missedPlansQuery } from "../api/plans";

/** How many cases the notice names; the rest are counted. */
const SHOWN = 5;

/**
 * The dashboard's notice of down-payment plans with a missed instalment (issue 11), like the notice of payments
 * waiting for manual treatment: each case links to its page. Nothing when no plan has a missed instalment.
 */
export function MissedPlansNotice({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  const missed = useQuery(missedPlansQuery(customerId));
  const list = missed.data?.data ?? [];
  if (list.length === 0) return null;
  const link = "font-medium underline underline-offset-4";
  return (
    <Alert variant="error" data-testid="missed-plans-notice">
      <p className="font-semibold">{t("cases.plans.notice.heading")}</p>
      <ul className="mt-1 grid gap-1">
        {list.slice(0, SHOWN).map((m) => (
          <li key={m.caseId}>
            <Link to="/customer/cases/view/$id" params={{ id: m.caseId }} className={link}>
              {t("cases.plans.notice.case", {
                caseNumber: m.caseNumber,
                debtor: m.debtorName,
                count: m.missed,
                date: formatDate(m.dueDate),
                remaining: formatMoney(m.remainingOre),
              })}
            </Link>
          </li>
        ))}
        {list.length > SHOWN ? <li>{t("cases.plans.notice.more", { count: list.length - SHOWN })}</li> : null}
      </ul>
    </Alert>
  );
}
