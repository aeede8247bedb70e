import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { Building2, Check, ChevronDown, MailPlus, X } from "lucide-react";
import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { CurrentUser } from "@/lib/current-user";
import {
  acceptInvitation,
  declineInvitation,
  invitationsKey,
  invitationsQuery,
  setCustomer,
  type Invitation,
} from "@/lib/customer-api";
import { useReloadForCustomer } from "@/lib/use-switch-customer";

/** The signed-in user's pending invitations (GET /user/invitations): the switcher shows itself when there are any. */
export function usePendingInvitations() {
  return useQuery(invitationsQuery()).data ?? [];
}

/**
 * For users with several customers, or with pending invitations: load another customer (POST
 * /customers/set-customer, then reload the user), or accept or decline an invitation (accepting loads it).
 */
export function CustomerSwitcher({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const reload = useReloadForCustomer();
  const invitations = usePendingInvitations();
  const current = user.customer;
  const switchTo = async (id: string) => {
    await setCustomer(id);
    await reload(id);
    void navigate({ to: "/customer" });
  };
  const mutation = useMutation({ mutationFn: switchTo });
  const accept = useMutation({
    mutationFn: (i: Invitation) => acceptInvitation(i.customerId),
    onSuccess: async (res, i) => {
      toast.success(res.message, { id: "invitation-accepted" });
      await queryClient.invalidateQueries({ queryKey: invitationsKey });
      await switchTo(i.customerId);
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: invitationsKey }),
  });
  const decline = useMutation({
    mutationFn: (i: Invitation) => declineInvitation(i.customerId),
    onSuccess: (res) => {
      toast.success(res.message, { id: "invitation-declined" });
      void queryClient.invalidateQueries({ queryKey: invitationsKey });
    },
  });
  const busy = mutation.isPending || accept.isPending || decline.isPending;
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          className="max-w-72 px-2"
          disabled={busy}
          aria-label={
            invitations.length
              ? `${t("layout.switchCustomer", { name: current?.name ?? "" })}. ${t("invitations.pendingCount", { count: invitations.length })}`
              : t("layout.switchCustomer", { name: current?.name ?? "" })
          }
        >
          <Building2 aria-hidden="true" />
          <span className="truncate font-medium">{current?.name}</span>
          {invitations.length ? (
            <span className="rounded-full bg-emerald-800 px-1.5 text-xs font-semibold text-white" aria-hidden="true">
              {invitations.length}
            </span>
          ) : null}
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="max-w-80">
        <DropdownMenuLabel>{t("layout.customers")}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {user.customers.map((c) => (
          <DropdownMenuItem
            key={c.id}
            disabled={c.id === current?.id}
            onSelect={() => c.id !== current?.id && mutation.mutate(c.id)}
          >
            {c.id === current?.id ? <Check aria-hidden="true" /> : <span className="size-4" />}
            {c.name}
          </DropdownMenuItem>
        ))}
        {invitations.length ? (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuLabel>{t("invitations.heading")}</DropdownMenuLabel>
            {invitations.map((i) => (
              <Fragment key={i.customerId}>
                <DropdownMenuLabel className="font-normal">
                  {t("invitations.from", { company: i.customerName, inviter: i.invitedBy || "–" })}
                </DropdownMenuLabel>
                <DropdownMenuItem onSelect={() => accept.mutate(i)}>
                  <MailPlus aria-hidden="true" />
                  {t("invitations.accept", { company: i.customerName })}
                </DropdownMenuItem>
                <DropdownMenuItem onSelect={() => decline.mutate(i)}>
                  <X aria-hidden="true" />
                  {t("invitations.decline", { company: i.customerName })}
                </DropdownMenuItem>
              </Fragment>
            ))}
          </>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
