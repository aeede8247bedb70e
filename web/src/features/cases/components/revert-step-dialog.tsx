import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { CaseStepView } from "@innfri/core/cases/steps/step-views.schema";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { handleApiError, isApiError } from "@/lib/api-client";
import { revertSteps } from "../api/case-merge";
import { casesKey } from "../api/cases";
import { stepName } from "../step-words";

/**
 * "Tilbakestill" / "Revert" (SPEC 4 "Reverting a document or step resets all steps from that document on"): the
 * user chooses whether the case keeps the fees of the reverted steps, warned of double fees if a reverted letter is
 * run again. The server refuses judicial steps with the SPEC 8 message, shown here.
 */
export function RevertStepDialog({
  caseId,
  customerId,
  step,
  open,
  onOpenChange,
}: {
  caseId: string;
  customerId: string;
  step: CaseStepView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [keepFees, setKeepFees] = useState<boolean | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const revert = useMutation({
    mutationFn: () => revertSteps(caseId, { runId: step.id, keepFees: keepFees! }),
    onSuccess: ({ message }) => {
      toast.success(message, { id: "steps-reverted" });
      void queryClient.invalidateQueries({ queryKey: casesKey(customerId) });
      onOpenChange(false);
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 422) setRefusal(error.message);
      else handleApiError(error);
    },
  });
  const name = stepName(step);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogTitle>{t("cases.revert.title", { name })}</DialogTitle>
        <DialogDescription>{t("cases.revert.intro")}</DialogDescription>
        <fieldset className="grid gap-1 text-sm">
          <legend className="mb-1 font-medium">{t("cases.revert.keepFees")}</legend>
          {[true, false].map((keep) => (
            <label key={String(keep)} className="flex items-center gap-2">
              <input
                type="radio"
                name="keep-fees"
                checked={keepFees === keep}
                onChange={() => {
                  setKeepFees(keep);
                  setRefusal(null);
                }}
              />
              {t(keep ? "cases.revert.keepFeesYes" : "cases.revert.keepFeesNo")}
            </label>
          ))}
        </fieldset>
        <Alert>{t("cases.revert.doubleFeeWarning")}</Alert>
        {refusal ? <Alert variant="error">{refusal}</Alert> : null}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t("common.cancel")}
          </Button>
          <Button
            variant="destructive"
            disabled={keepFees === null || revert.isPending}
            onClick={() => revert.mutate()}
          >
            {revert.isPending ? <Spinner /> : null}
            {t("cases.revert.submit")}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
