import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { currentUserKey, useCurrentUser } from "@/lib/current-user";
import { customerDetailQuery, customerKey, updateCustomer, type CustomerDetail } from "@/lib/customer-api";
import { CompanyForm } from "@/components/company-form";
import { useRights } from "@/lib/use-rights";
import { AccountNumberCard } from "./account-number-card";
import { BrregSyncCard } from "./brreg-sync-card";
import { DocumentCard } from "./document-card";
import { LogoCard } from "./logo-card";

export function AccountTab() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const id = user?.customer?.id ?? "";
  const { rights } = useRights();
  const detail = useQuery({ ...customerDetailQuery(id), enabled: !!id });
  const queryClient = useQueryClient();
  if (!detail.data) return <Spinner label={t("app.loading")} />;
  const customer = detail.data;
  const canEdit = rights.can("editAccount");
  const saved = (c: CustomerDetail) => {
    queryClient.setQueryData(customerKey(id), (old: CustomerDetail | undefined) => ({ ...old, ...c }));
    void queryClient.invalidateQueries({ queryKey: currentUserKey });
    toast.success(t("common.saved"), { id: "settings-saved" });
  };

  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle>{t("settings.account.companyHeading")}</CardTitle>
          {canEdit ? null : <CardDescription>{t("settings.readOnly")}</CardDescription>}
        </CardHeader>
        <CardContent>
          <CompanyForm
            mode="update"
            initial={customer}
            readOnly={!canEdit}
            ariaLabel={t("settings.account.companyHeading")}
            submitLabel={t("common.save")}
            submit={(values) => updateCustomer(id, values)}
            onDone={saved}
          />
        </CardContent>
      </Card>
      <BrregSyncCard customerId={id} canEdit={canEdit} />
      <AccountNumberCard customer={customer} canEdit={canEdit} />
      <LogoCard customer={customer} canEdit={canEdit} onChanged={saved} />
      <DocumentCard customer={customer} canEdit={canEdit} onSaved={saved} />
    </>
  );
}
