import { useQuery } from "@tanstack/react-query";
import { Merge } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { caseListItemOf } from "../case-list-item";
import { Button } from "@/components/ui/button";
import { debtorCasesQuery } from "../api/case-merge";
import type { CaseActionProps } from "./case-actions";
import { MergeCasesDialog } from "./merge-cases-dialog";

/** The case page's "Merge": the debtor's other cases (not merged) into this one. Not on a merged or closed case. */
export function MergeCaseAction({ c, customerId }: CaseActionProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const debtorCases = useQuery({ ...debtorCasesQuery(customerId, c.debtorId), enabled: open });
  if (c.status === "merged" || c.status === "closed") return null;
  const others = (debtorCases.data?.data ?? []).filter((x) => x.id !== c.id && x.status !== "merged");
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Merge aria-hidden="true" />
        {t("cases.merge.open")}
      </Button>
      {open && debtorCases.data ? (
        <MergeCasesDialog
          customerId={customerId}
          cases={others}
          target={caseListItemOf(c)}
          open={open}
          onOpenChange={setOpen}
        />
      ) : null}
    </>
  );
}
