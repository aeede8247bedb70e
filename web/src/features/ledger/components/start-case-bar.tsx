import { Link } from "@tanstack/react-router";
import { Briefcase } from "lucide-react";
import { useTranslation } from "react-i18next";
import { buttonVariants } from "@/components/ui/button";
import { NEW_CASE_PATH, newCaseSearch, startFromSelection } from "@/lib/new-case-link";
import { cn } from "@/lib/utils";

export interface SelectedItem {
  voucherId: string;
  debtorId: string;
}

/**
 * "Start case" for the open items selected on the ledger: the wizard, pre-filled with their debtor and the items. A
 * case collects the claims of one debtor, so items of two debtors disable it, and the reason is shown.
 */
export function StartCaseBar({ selected }: { selected: readonly SelectedItem[] }) {
  const { t } = useTranslation();
  const start = startFromSelection(selected);
  const reasonId = "start-case-reason";
  const reason =
    !start.ok && start.reason === "several-debtors"
      ? t("cases.ledger.severalDebtors")
      : !start.ok && start.reason === "too-many"
        ? t("cases.ledger.tooMany")
        : null;
  return (
    <div className="flex flex-wrap items-center gap-3" data-testid="start-case-bar">
      {start.ok ? (
        <Link
          to={NEW_CASE_PATH as never}
          search={newCaseSearch(start.debtorId, start.voucherIds) as never}
          className={buttonVariants()}
        >
          <Briefcase aria-hidden="true" />
          {t("cases.ledger.startCase")}
        </Link>
      ) : (
        // A disabled link is a button that says why (aria-describedby), so a keyboard user learns it too.
        <button
          type="button"
          disabled
          aria-describedby={reason ? reasonId : undefined}
          className={cn(buttonVariants())}
        >
          <Briefcase aria-hidden="true" />
          {t("cases.ledger.startCase")}
        </button>
      )}
      <p id={reasonId} role="status" className={cn("text-sm", reason ? "font-medium text-red-700" : "text-neutral-700")}>
        {reason ?? (selected.length > 0 ? t("cases.ledger.selected", { count: selected.length }) : null)}
      </p>
    </div>
  );
}
