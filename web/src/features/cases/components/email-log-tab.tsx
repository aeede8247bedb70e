import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { SimpleTable } from "@/components/simple-table";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { handleApiError } from "@/lib/api-client";
import { formatDateTime } from "@/lib/format";
import { useLedgerAccess } from "@/lib/ledger-access";
import { caseEmailsQuery, resendEmail } from "../api/documents";
import { MailStatusBadge } from "./mail-status-badge";

/** The mails of the case: to, subject, delivery status (SES's events), when sent, and "Resend" (a new row). */
export function EmailLogTab({ caseId }: { caseId: string }) {
  const { t } = useTranslation();
  const { customerId, canChange } = useLedgerAccess();
  const queryClient = useQueryClient();
  const mails = useQuery({ ...caseEmailsQuery(customerId, caseId), enabled: !!customerId });
  const resend = useMutation({
    // One key per click: a request repeated on the way (a lost answer) resends once.
    mutationFn: (emailId: string) => resendEmail(emailId, crypto.randomUUID()),
    onSuccess: () => {
      toast.success(t("cases.emails.resent"), { id: "email-resent" });
      void queryClient.invalidateQueries({ queryKey: caseEmailsQuery(customerId, caseId).queryKey });
    },
    onError: (e) => handleApiError(e),
  });
  if (!mails.data) return <Spinner label={t("app.loading")} />;
  if (mails.data.data.length === 0) return <p className="text-sm text-neutral-700">{t("cases.page.empty.email-log")}</p>;
  return (
    <SimpleTable
      caption={t("cases.page.tab.email-log")}
      rows={mails.data.data}
      rowKey={(m) => m.id}
      columns={[
        { header: t("cases.emails.to"), cell: (m) => m.to },
        { header: t("cases.emails.subject"), cell: (m) => m.subject },
        { header: t("cases.emails.status"), cell: (m) => <MailStatusBadge status={m.status} /> },
        {
          header: t("cases.emails.sentAt"),
          cell: (m) => (m.sentAt === null ? "" : formatDateTime(m.sentAt)),
          className: "whitespace-nowrap",
        },
      ]}
      actions={(m) =>
        canChange ? (
          <Button
            size="sm"
            variant="outline"
            disabled={resend.isPending}
            onClick={() => resend.mutate(m.id)}
            aria-label={t("cases.emails.resendNamed", { subject: m.subject, to: m.to })}
          >
            {t("cases.emails.resend")}
          </Button>
        ) : null
      }
    />
  );
}
