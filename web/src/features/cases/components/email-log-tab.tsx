import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
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
    <div className="overflow-x-auto rounded-lg border border-neutral-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t("cases.page.tab.email-log")}</caption>
        <thead className="bg-neutral-50">
          <tr>
            <th scope="col" className="px-3 py-2">{t("cases.emails.to")}</th>
            <th scope="col" className="px-3 py-2">{t("cases.emails.subject")}</th>
            <th scope="col" className="px-3 py-2">{t("cases.emails.status")}</th>
            <th scope="col" className="px-3 py-2">{t("cases.emails.sentAt")}</th>
            <th scope="col" className="px-3 py-2"><span className="sr-only">{t("common.actions")}</span></th>
          </tr>
        </thead>
        <tbody>
          {mails.data.data.map((m) => (
            <tr key={m.id} className="border-t border-neutral-200">
              <td className="px-3 py-2">{m.to}</td>
              <td className="px-3 py-2">{m.subject}</td>
              <td className="px-3 py-2"><MailStatusBadge status={m.status} /></td>
              <td className="px-3 py-2 whitespace-nowrap">{m.sentAt === null ? "" : formatDateTime(m.sentAt)}</td>
              <td className="px-3 py-2 text-right">
                {canChange ? (
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={resend.isPending}
                    onClick={() => resend.mutate(m.id)}
                    aria-label={t("cases.emails.resendNamed", { subject: m.subject, to: m.to })}
                  >
                    {t("cases.emails.resend")}
                  </Button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
