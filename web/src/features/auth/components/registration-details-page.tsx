import { Link, useNavigate } from "@tanstack/react-router";
import { toast } from "sonner";
import { useTranslation } from "react-i18next";
import { buttonVariants } from "@/components/ui/button";
import { useCurrentUser } from "@/lib/current-user";
import { createCustomer } from "@/lib/customer-api";
import { CompanyForm } from "@/components/company-form";
import { useReloadForCustomer } from "@/lib/use-switch-customer";
import { usePageTitle } from "@/lib/use-page-title";
import { AuthCard } from "@/components/layout/auth-card";

/** A signed-in user without a customer registers the company (POST /users/{id}/customers) and goes to /customer. */
export function RegistrationDetailsPage() {
  const { t } = useTranslation();
  usePageTitle("titles.registrationDetails");
  const { data: user } = useCurrentUser();
  const navigate = useNavigate();
  const reload = useReloadForCustomer();
  return (
    <AuthCard
      wide
      title={t("registrationDetails.heading")}
      intro={t("registrationDetails.text")}
      footer={
        <Link to="/logout" preload={false} className={buttonVariants({ variant: "link" })}>
          {t("auth.signOut")}
        </Link>
      }
    >
      {user ? (
        <CompanyForm
          ariaLabel={t("registrationDetails.heading")}
          submitLabel={t("registrationDetails.submit")}
          submit={(values) => createCustomer(user.id, values)}
          onDone={async (customer) => {
            toast.success(t("registrationDetails.created"), { id: "customer-created" });
            await reload(customer.id);
            void navigate({ to: "/customer/choose-plan" });
          }}
        />
      ) : null}
    </AuthCard>
  );
}
