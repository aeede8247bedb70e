import { Link } from "@tanstack/react-router";
import { CalendarClock } from "lucide-react";
import { useTranslation } from "react-i18next";
import { buttonVariants } from "@/components/ui/button";
import type { CaseActionProps } from "./case-actions";

/** The statuses a plan may be agreed on (core plans.ts RUNNING: started, not closed or merged). */
export const PLAN_STATUSES = new Set<string>(["waiting", "ready", "active", "paused", "ongoing-payroll"]);

/** "Nedbetalingsplan" / "Down-payment plan" in the case page's header (SPEC 2): the plan's page for the case. */
export function DownPaymentPlanAction({ c, caseId }: CaseActionProps) {
  const { t } = useTranslation();
  if (!PLAN_STATUSES.has(c.status)) return null;
  return (
    <Link
      to="/customer/cases/creating-down-payment-plan/$caseId"
      params={{ caseId }}
      className={buttonVariants({ variant: "outline" })}
    >
      <CalendarClock aria-hidden="true" />
      {t("cases.plans.action")}
    </Link>
  );
}
