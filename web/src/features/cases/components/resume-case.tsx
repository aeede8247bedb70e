import { useMutation, useQueryClient } from "@tanstack/react-query";
import { PlayCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { caseQuery, casesKey } from "../api/cases";
import { resumeCase } from "../api/case-pause";
import type { CaseActionProps } from "./case-actions";

/** "Gjenoppta" / "Resume" on a paused case: active again now, before its reactivation date. */
export function ResumeCase({ c, caseId, customerId }: CaseActionProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const resume = useMutation({
    mutationFn: () => resumeCase(caseId),
    onSuccess: ({ message, data }) => {
      toast.success(message, { id: "case-resumed" });
      queryClient.setQueryData(caseQuery(customerId, caseId).queryKey, data);
      void queryClient.invalidateQueries({ queryKey: casesKey(customerId) });
    },
  });
  if (c.status !== "paused") return null;
  return (
    <Button disabled={resume.isPending} onClick={() => resume.mutate()}>
      {resume.isPending ? <Spinner /> : <PlayCircle aria-hidden="true" />}
      {t("cases.pause.resume")}
    </Button>
  );
}
