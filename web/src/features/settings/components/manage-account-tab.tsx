import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/dialog";
import { currentUserKey, useCurrentUser } from "@/lib/current-user";
import {
  customerDetailQuery,
  customerKey,
  getUser,
  requestCustomerDeletion,
  requestUserDeletion,
  restoreCustomer,
  restoreUser,
} from "@/lib/customer-api";
import { formatDate } from "@/lib/format";
import { useRights } from "@/lib/use-rights";

/** Request (or cancel) the deletion of the customer account, and of the user's own user. Both take 7 days. */
export function ManageAccountTab() {
  const { t } = useTranslation();
  const { data: me } = useCurrentUser();
  const customerId = me?.customer?.id ?? "";
  const { rights } = useRights();
  const queryClient = useQueryClient();
  const customer = useQuery({ ...customerDetailQuery(customerId), enabled: !!customerId });
  const self = useQuery({
    queryKey: ["users", me?.id ?? ""],
    queryFn: ({ signal }) => getUser(me!.id, signal),
    enabled: !!me?.id,
  });
  const [confirm, setConfirm] = useState<"customer" | "user" | null>(null);
  const done = (message: string) => {
    toast.success(message, { id: message });
    setConfirm(null);
    void queryClient.invalidateQueries({ queryKey: customerKey(customerId) });
    void queryClient.invalidateQueries({ queryKey: ["users", me?.id ?? ""] });
    void queryClient.invalidateQueries({ queryKey: currentUserKey });
  };
  const deleteCustomer = useMutation({
    mutationFn: () => requestCustomerDeletion(customerId),
    onSuccess: () => done(t("manageAccount.requestRegistered")),
    onError: () => setConfirm(null),
  });
  const cancelCustomer = useMutation({
    mutationFn: () => restoreCustomer(customerId),
    onSuccess: () => done(t("manageAccount.cancelled")),
  });
  const deleteUser = useMutation({
    mutationFn: () => requestUserDeletion(me!.id),
    onSuccess: () => done(t("manageAccount.requestRegistered")),
    onError: () => setConfirm(null),
  });
  const cancelUser = useMutation({
    mutationFn: () => restoreUser(me!.id),
    onSuccess: () => done(t("manageAccount.cancelled")),
  });
  const customerPending = customer.data?.deletionRequestedAt;
  const userPending = self.data?.deletionRequestedAt;

  return (
    <>
      {rights.can("deleteCustomerAccount") ? (
        <Card>
          <CardHeader>
            <CardTitle>{t("manageAccount.customerHeading")}</CardTitle>
            <CardDescription>{t("manageAccount.customerText")}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-3">
            {customerPending ? (
              <>
                <Alert variant="info">
                  <p className="font-medium">{t("manageAccount.deletionPending")}</p>
                  <p>{t("manageAccount.deletionDate", { date: formatDate(customerPending) })}</p>
                </Alert>
                <div>
                  <Button variant="outline" disabled={cancelCustomer.isPending} onClick={() => cancelCustomer.mutate()}>
                    {t("manageAccount.cancelDeletion")}
                  </Button>
                </div>
              </>
            ) : (
              <div>
                <Button variant="destructive" disabled={customer.isPending} onClick={() => setConfirm("customer")}>
                  {t("manageAccount.requestDeletion")}
                </Button>
              </div>
            )}
          </CardContent>
        </Card>
      ) : null}
      <Card>
        <CardHeader>
          <CardTitle>{t("manageAccount.userHeading")}</CardTitle>
          <CardDescription>{t("manageAccount.userText")}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          {userPending ? (
            <>
              <Alert variant="info">
                <p className="font-medium">{t("manageAccount.userPending")}</p>
                <p>{t("manageAccount.userDeletionDate", { date: formatDate(userPending) })}</p>
              </Alert>
              <div>
                <Button variant="outline" disabled={cancelUser.isPending} onClick={() => cancelUser.mutate()}>
                  {t("manageAccount.cancelUserDeletion")}
                </Button>
              </div>
            </>
          ) : (
            <div>
              <Button variant="destructive" disabled={self.isPending} onClick={() => setConfirm("user")}>
                {t("manageAccount.deleteUser")}
              </Button>
            </div>
          )}
        </CardContent>
      </Card>
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(o) => !o && setConfirm(null)}
        title={confirm === "customer" ? t("manageAccount.confirmCustomer") : t("manageAccount.confirmUser")}
        description={t("manageAccount.confirmText")}
        confirmLabel={
          confirm === "customer" ? t("manageAccount.confirmDeletion") : t("manageAccount.confirmUserDeletion")
        }
        pending={deleteCustomer.isPending || deleteUser.isPending}
        onConfirm={() => (confirm === "customer" ? deleteCustomer.mutate() : deleteUser.mutate())}
      />
    </>
  );
}
