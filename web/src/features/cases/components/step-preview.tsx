import { useMutation } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { handleApiError, isApiError } from "@/lib/api-client";
import { previewStepLetter } from "../api/documents";
import { LetterPreview } from "./letter-preview";

/**
 * "Forhåndsvis brev" / "Preview letter" in the run-step dialog: the letter the chosen step would send now with the
 * channels ticked (POST case-documents/preview/{caseId}/content with the step), shown before the user runs it. The
 * dialog gives it a new key when the step or channels change, so a preview never shows another choice's letter.
 */
export function StepPreview({
  caseId,
  stepId,
  stepName,
  channels,
}: {
  caseId: string;
  stepId: string;
  stepName: string;
  channels: ("email" | "post")[] | undefined;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const [shown, setShown] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const region = useRef<HTMLElement>(null);
  useEffect(() => {
    if (shown) region.current?.scrollIntoView?.({ block: "start", behavior: "smooth" });
  }, [shown]);
  const preview = useMutation({
    mutationFn: () => previewStepLetter(caseId, { stepId, ...(channels ? { channels } : {}) }),
    onSuccess: () => setShown(true),
    onError: (error) => {
      if (isApiError(error) && error.status === 422) {
        const first = Object.values(error.errors ?? {})[0]?.[0];
        setRefusal(first ?? error.message);
      } else handleApiError(error);
    },
  });
  return (
    <div className="grid gap-2">
      <div>
        <Button
          type="button"
          variant="outline"
          aria-expanded={shown}
          disabled={preview.isPending}
          onClick={() => (shown ? setShown(false) : preview.mutate())}
        >
          {preview.isPending ? <Spinner /> : null}
          {shown ? t("cases.letterPreview.hide") : t("cases.letterPreview.show")}
        </Button>
      </div>
      {refusal ? <Alert variant="error">{refusal}</Alert> : null}
      {shown && preview.data ? (
        // the dialog scrolls (no scroll area of its own inside it); shown, it is brought into view
        <section ref={region} aria-label={t("cases.letterPreview.region")} className="grid gap-2">
          <p className="text-sm text-neutral-700">{t("cases.letterPreview.intro", { name: stepName })}</p>
          <LetterPreview preview={preview.data} headingId={headingId} />
        </section>
      ) : null}
    </div>
  );
}
