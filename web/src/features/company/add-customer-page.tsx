import { useNavigate, useParams } from "@tanstack/react-router";
import { toast } from "sonner";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { api } from "@/lib/api-client";
import { useCurrentUser } from "@/lib/current-user";
import { usePageTitle } from "@/lib/use-page-title";
import { createCustomer } from "@/lib/customer-api";
import { CompanyForm } from "@/components/company-form";
import { useReloadForCustomer } from "@/lib/use-switch-customer";

/**
 * /customer/add-customer/{type}/{planId}: another account for the signed-in user. The new account then buys the
 * plan named (POST /customer-plans, issue 19) and goes to the dashboard; a plan it cannot take (`-` or one not
 * offered) sends it to /customer/choose-plan instead.
 */
export function AddCustomerPage() {
  const { t } = useTranslation();
  usePageTitle("titles.addCustomer");
  const { data: user } = useCurrentUser();
  const navigate = useNavigate();
  const reload = useReloadForCustomer();
  const { planId } = useParams({ strict: false }) as { planId?: string };
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
              const bought =
                !!planId &&
                planId !== "-" &&
                (await api.post("/customer-plans", { planId }).then(
                  () => true,
                  () => false,
                ));
              void navigate({ to: bought ? "/customer/dashboard" : "/customer/choose-plan" });
            }}
          />
        </CardContent>
      </Card>
    </div>
  );
}
