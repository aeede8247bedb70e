import { Merge } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { useLedgerAccess } from "@/lib/ledger-access";
import { MergeCasesDialog } from "./merge-cases-dialog";
import type { SelectionActionProps } from "./selection-actions";

/** The case list's "Merge" (SPEC 5: at least two selected; the user chooses the case to keep). */
export function MergeSelected({ cases, onDone }: SelectionActionProps) {
  const { t } = useTranslation();
  const { customerId, canChange } = useLedgerAccess();
  const [open, setOpen] = useState(false);
  if (cases.length < 2 || !canChange) return null;
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)}>
        <Merge aria-hidden="true" />
        {t("cases.merge.open")}
      </Button>
      {open ? (
        <MergeCasesDialog customerId={customerId} cases={cases} open={open} onOpenChange={setOpen} onDone={onDone} />
      ) : null}
    </>
  );
}
