import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { CaseClaimView, CaseViewView } from "@innfri/core/cases/case-views.schema";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { handleApiError, isApiError } from "@/lib/api-client";
import { formatMoney } from "@/lib/format";
import { debtorCasesQuery, moveClaims } from "../api/case-merge";
import { casesKey } from "../api/cases";
import { statusLabel } from "../labels";

/**
 * "Flytt kravet" / "Move claim" (SPEC 4 move): the claim to another open case of the same debtor. Moving onto a case
 * past the payment demand resets that step (the server does it and says so in the events).
 */
export function MoveClaimDialog({
  c,
  claim,
  customerId,
  open,
  onOpenChange,
}: {
  c: CaseViewView;
  claim: CaseClaimView;
  customerId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const debtorCases = useQuery({ ...debtorCasesQuery(customerId, c.debtorId), enabled: open });
  const targets = (debtorCases.data?.data ?? []).filter(
    (x) => x.id !== c.id && x.status !== "merged" && x.status !== "closed",
  );
  const [target, setTarget] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const move = useMutation({
    mutationFn: () => moveClaims(c.id, { voucherIds: [claim.voucherId], targetCaseId: target! }),
    onSuccess: ({ message }) => {
      toast.success(message, { id: "claims-moved" });
      void queryClient.invalidateQueries({ queryKey: casesKey(customerId) });
      onOpenChange(false);
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 422) setRefusal(error.message);
      else handleApiError(error);
    },
  });
  const number = claim.number ?? claim.voucherId;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogTitle>{t("cases.move.title", { number })}</DialogTitle>
        <DialogDescription>{t("cases.move.intro")}</DialogDescription>
        {!debtorCases.data ? (
          <Spinner label={t("app.loading")} />
        ) : targets.length === 0 ? (
          <p className="text-sm">{t("cases.move.none")}</p>
        ) : (
          <fieldset className="grid gap-1 text-sm">
            <legend className="mb-1 font-medium">{t("cases.move.target")}</legend>
            {targets.map((x) => (
              <label key={x.id} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="move-target"
                  checked={target === x.id}
                  onChange={() => {
                    setTarget(x.id);
                    setRefusal(null);
                  }}
                />
                {t("cases.merge.caseOption", {
                  caseNumber: x.caseNumber,
                  debtor: x.debtorName,
                  status: statusLabel(x.status),
                  amount: formatMoney(x.remainingOre),
                })}
              </label>
            ))}
          </fieldset>
        )}
        {refusal ? <Alert variant="error">{refusal}</Alert> : null}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t("common.cancel")}
          </Button>
          <Button disabled={!target || move.isPending} onClick={() => move.mutate()}>
            {move.isPending ? <Spinner /> : null}
            {t("cases.move.submit")}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
