import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { AuthCard } from "@/components/layout/auth-card";
import { usePageTitle } from "@/lib/use-page-title";
import { acceptInvitationLink, declineInvitation, invitationsKey, invitationsQuery, setCustomer } from "@/lib/customer-api";
import { useReloadForCustomer } from "@/lib/use-switch-customer";

/** The customer id of an invitation link's token (`<customerId>_<secret>`). */
const customerOf = (token: string) => token.slice(0, Math.max(0, token.lastIndexOf("_")));

/**
 * /invitation/{token}: the mailed link of an invitation of an existing user. Signed in as that user, they see who
 * invited them to which company and accept (they become a member, and the company is loaded) or decline.
 */
export function InvitationPage({ token }: { token: string }) {
  const { t } = useTranslation();
  usePageTitle("titles.invitation");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const reload = useReloadForCustomer();
  // The company of a declined invitation (the list no longer has it once declined).
  const [declined, setDeclined] = useState<string | null>(null);
  const list = useQuery(invitationsQuery());
  const invitation = list.data?.find((i) => i.customerId === customerOf(token));
  const accept = useMutation({
    mutationFn: () => acceptInvitationLink(token),
    meta: { skipGlobalErrorHandler: true },
    onSuccess: async (res) => {
      await queryClient.invalidateQueries({ queryKey: invitationsKey });
      await setCustomer(res.customer.id);
      await reload(res.customer.id);
      void navigate({ to: "/customer" });
    },
  });
  const decline = useMutation({
    mutationFn: () => declineInvitation(customerOf(token)),
    meta: { skipGlobalErrorHandler: true },
    onSuccess: () => {
      setDeclined(invitation?.customerName ?? "");
      void queryClient.invalidateQueries({ queryKey: invitationsKey });
    },
  });

  if (list.isPending && declined === null) {
    return (
      <AuthCard title={t("invitations.pageHeading")}>
        <Spinner label={t("app.loading")} />
      </AuthCard>
    );
  }
  if (declined !== null) {
    return (
      <AuthCard title={t("invitations.declinedHeading")}>
        <Alert variant="success">{t("invitations.declinedText", { company: declined })}</Alert>
      </AuthCard>
    );
  }
  if (!invitation) {
    return (
      <AuthCard title={t("invitations.failedHeading")}>
        <Alert variant="error">{t("invitations.notFound")}</Alert>
      </AuthCard>
    );
  }
  const error = accept.error ?? decline.error;
  return (
    <AuthCard title={t("invitations.pageHeading")}>
      <div className="grid gap-4">
        <p>{t("invitations.pageText", { company: invitation.customerName, inviter: invitation.invitedBy || "–" })}</p>
        {error ? <Alert variant="error">{error.message}</Alert> : null}
        <div className="flex flex-wrap gap-2">
          <Button disabled={accept.isPending || decline.isPending} onClick={() => accept.mutate()}>
            {t("invitations.acceptButton")}
          </Button>
          <Button
            variant="outline"
            disabled={accept.isPending || decline.isPending}
            onClick={() => decline.mutate()}
          >
            {t("invitations.declineButton")}
          </Button>
        </div>
      </div>
    </AuthCard>
  );
}
