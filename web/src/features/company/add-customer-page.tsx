import { useNavigate } from "@tanstack/react-router";
import { toast } from "sonner";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useCurrentUser } from "@/lib/current-user";
import { usePageTitle } from "@/lib/use-page-title";
import { createCustomer } from "@/lib/customer-api";
import { CompanyForm } from "@/components/company-form";
import { useReloadForCustomer } from "@/lib/use-switch-customer";

/** /customer/add-customer/{type}/{planId}: another account for the signed-in user (the plan is ignored for now). */
export function AddCustomerPage() {
  const { t } = useTranslation();
  usePageTitle("titles.addCustomer");
  const { data: user } = useCurrentUser();
  const navigate = useNavigate();
  const reload = useReloadForCustomer();
  if (!user) return null;
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <Card>
        <CardHeader>
          <CardTitle as="h1" className="text-2xl">
            {t("addCustomer.heading")}
          </CardTitle>
          <CardDescription>{t("addCustomer.text")}</CardDescription>
        </CardHeader>
        <CardContent>
          <CompanyForm
            ariaLabel={t("addCustomer.heading")}
            submitLabel={t("registrationDetails.submit")}
            submit={(values) => createCustomer(user.id, values)}
            onDone={async (customer) => {
              toast.success(t("registrationDetails.created"), { id: "customer-created" });
              await reload(customer.id);
              void navigate({ to: "/customer" });
            }}
          />
        </CardContent>
      </Card>
    </div>
  );
}
