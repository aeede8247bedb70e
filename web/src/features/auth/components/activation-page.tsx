import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { Alert } from "@/components/ui/alert";
import { buttonVariants } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { usePageTitle } from "@/lib/use-page-title";
import { activateAccount } from "../api/auth";
import { AuthCard } from "./auth-card";

/** Activates the account of the mail link once (the query is not retried or refetched). */
export function ActivationPage({ hash }: { hash: string }) {
  const { t } = useTranslation();
  usePageTitle("titles.activation");
  const activation = useQuery({
    queryKey: ["auth", "activate", hash],
    queryFn: () => activateAccount(hash),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnMount: false,
    refetchOnReconnect: false,
    meta: { skipGlobalErrorHandler: true },
  });

  const toLogin = (
    <Link to="/login/{-$resetPassword}" className={buttonVariants({ className: "w-full" })}>
      {t("activation.goToLogin")}
    </Link>
  );

  if (activation.isPending) {
    return (
      <AuthCard title={t("activation.heading")}>
        <Spinner label={t("activation.pending")} />
      </AuthCard>
    );
  }
  if (activation.isError) {
    return (
      <AuthCard title={t("activation.failedHeading")}>
        <div className="grid gap-4">
          <Alert variant="error">{activation.error.message}</Alert>
          {toLogin}
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t("activation.successHeading")}>
      <div className="grid gap-4">
        <Alert variant="success">{activation.data?.message || t("activation.successText")}</Alert>
        {toLogin}
      </div>
    </AuthCard>
  );
}
