import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Mailbox } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { CaseDocumentView } from "@innfri/core/cases/documents/case-document-views.schema";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { handleApiError, isApiError, topUpAction } from "@/lib/api-client";
import { casesKey } from "../api/cases";
import { postLetter } from "../api/documents";

/**
 * "Send med post" / "Send by post" on a letter whose e-mail bounced and that has not gone by post: asks first (it
 * costs half a send), then the letter goes to the print queue (POST /cases/{id}/documents/{letterId}/post).
 */
export function PostLetterButton({
  caseId,
  customerId,
  doc,
}: {
  caseId: string;
  customerId: string;
  doc: CaseDocumentView;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const post = useMutation({
    mutationFn: () => postLetter(caseId, doc.letterId),
    onSuccess: ({ message }) => {
      setAsking(false);
      toast.success(message, { id: "letter-posted" });
      // the documents, the events and the allowance all moved
      void queryClient.invalidateQueries({ queryKey: casesKey(customerId) });
    },
    onError: (e) => {
      setAsking(false);
      // a refusal of this letter (posted already, no send left): the server's own words
      const first = isApiError(e) && e.status === 422 ? Object.values(e.errors ?? {})[0]?.[0] : undefined;
      if (first) toast.error(first, { id: "letter-posted", ...topUpAction(e) });
      else handleApiError(e);
    },
  });
  if (!doc.emailBounced || doc.channels.includes("post")) return null;
  return (
    <>
      <Button
        size="sm"
        onClick={() => setAsking(true)}
        aria-label={t("cases.documents.postNamed", { name: doc.title })}
      >
        <Mailbox aria-hidden="true" />
        {t("cases.documents.post")}
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t("cases.documents.postTitle", { name: doc.title })}
        description={t("cases.documents.postText")}
        confirmLabel={t("cases.documents.post")}
        destructive={false}
        pending={post.isPending}
        onConfirm={() => post.mutate()}
      />
    </>
  );
}
