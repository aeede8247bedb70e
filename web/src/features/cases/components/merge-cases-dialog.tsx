import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { CaseListItemView } from "@innfri/core/cases/case-views.schema";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { handleApiError, isApiError } from "@/lib/api-client";
import { formatMoney } from "@/lib/format";
import { mergeCases } from "../api/case-merge";
import { casesKey } from "../api/cases";
import { statusLabel } from "../labels";

/**
 * "Slå sammen saker" / "Merge cases" (SPEC 4 merge rules): the cases offered, the one to keep (the target) and the
 * ones merged into it. The server decides every rule and answers the SPEC 8 message, shown here as it comes; when
 * closed cases need confirming (422 on confirmClosed), the dialog asks and sends again with the confirmation.
 */
export function MergeCasesDialog({
  customerId,
  cases,
  target: fixedTarget,
  open,
  onOpenChange,
  onDone,
}: {
  customerId: string;
  /** The cases offered (from the list: the selected ones, all merged; from a case: the debtor's other cases). */
  cases: CaseListItemView[];
  /** The case page's case: always kept. Absent: the user chooses among `cases`. */
  target?: CaseListItemView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDone?: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [target, setTarget] = useState(fixedTarget?.id ?? cases[0]?.id ?? "");
  const [included, setIncluded] = useState<string[]>(fixedTarget ? [] : cases.map((c) => c.id));
  const [askClosed, setAskClosed] = useState(false);
  const [confirmClosed, setConfirmClosed] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const others = included.filter((id) => id !== target);
  const merge = useMutation({
    mutationFn: () => mergeCases(target, { caseIds: others, ...(confirmClosed ? { confirmClosed } : {}) }),
    onSuccess: ({ message }) => {
      toast.success(message, { id: "cases-merged" });
      void queryClient.invalidateQueries({ queryKey: casesKey(customerId) });
      onOpenChange(false);
      onDone?.();
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 422) {
        if (error.errors?.confirmClosed) setAskClosed(true);
        setRefusal(error.errors?.confirmClosed?.[0] ?? error.message);
      } else handleApiError(error);
    },
  });
  const toggle = (id: string) => {
    setRefusal(null);
    setIncluded(included.includes(id) ? included.filter((x) => x !== id) : [...included, id]);
  };
  const label = (c: CaseListItemView) =>
    t("cases.merge.caseOption", {
      caseNumber: c.caseNumber,
      debtor: c.debtorName,
      status: statusLabel(c.status),
      amount: formatMoney(c.remainingOre),
    });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogTitle>{t("cases.merge.title")}</DialogTitle>
        <DialogDescription>{t("cases.merge.intro")}</DialogDescription>
        {fixedTarget ? (
          <p className="text-sm font-medium">
            {t("cases.merge.target")}: {label(fixedTarget)}
          </p>
        ) : (
          <fieldset className="grid gap-1 text-sm">
            <legend className="mb-1 font-medium">{t("cases.merge.target")}</legend>
            {cases.map((c) => (
              <label key={c.id} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="merge-target"
                  checked={target === c.id}
                  onChange={() => {
                    setTarget(c.id);
                    setRefusal(null);
                  }}
                />
                {label(c)}
              </label>
            ))}
          </fieldset>
        )}
        {fixedTarget ? (
          <fieldset className="grid gap-1 text-sm">
            <legend className="mb-1 font-medium">{t("cases.merge.others")}</legend>
            {cases.length === 0 ? <p>{t("cases.merge.noOthers")}</p> : null}
            {cases.map((c) => (
              <label key={c.id} className="flex items-center gap-2">
                <Checkbox checked={included.includes(c.id)} onChange={() => toggle(c.id)} />
                {label(c)}
              </label>
            ))}
          </fieldset>
        ) : null}
        <p className="text-sm text-neutral-700">{t("cases.merge.resetNote")}</p>
        {refusal ? <Alert variant="error">{refusal}</Alert> : null}
        {askClosed ? (
          <label className="flex items-center gap-2 text-sm">
            <Checkbox checked={confirmClosed} onChange={() => setConfirmClosed(!confirmClosed)} />
            {t("cases.merge.confirmClosed")}
          </label>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t("common.cancel")}
          </Button>
          <Button disabled={merge.isPending || others.length === 0} onClick={() => merge.mutate()}>
            {merge.isPending ? <Spinner /> : null}
            {t("cases.merge.submit")}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
