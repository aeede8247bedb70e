import { useMutation, useQueryClient } from "@tanstack/react-query";
import { RotateCcw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { caseQuery, casesKey } from "../api/cases";
import { reopenCase } from "../api/case-pause";
import type { CaseActionProps } from "./case-actions";

/** "Gjenåpne" / "Reopen" on a closed case (a merged one stays merged); a claim now in another case: a toast says which. */
export function ReopenCase({ c, caseId, customerId }: CaseActionProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const reopen = useMutation({
    mutationFn: () => reopenCase(caseId),
    onSuccess: ({ message, data }) => {
      toast.success(message, { id: "case-reopened" });
      queryClient.setQueryData(caseQuery(customerId, caseId).queryKey, data);
      void queryClient.invalidateQueries({ queryKey: casesKey(customerId) });
    },
  });
  if (c.status !== "closed") return null;
  return (
    <Button variant="outline" disabled={reopen.isPending} onClick={() => reopen.mutate()}>
      {reopen.isPending ? <Spinner /> : <RotateCcw aria-hidden="true" />}
      {t("cases.pause.reopen")}
    </Button>
  );
}
