import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { Alert } from "@/components/ui/alert";
import { buttonVariants } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { AuthCard } from "@/components/layout/auth-card";
import { isApiError } from "@/lib/api-client";
import { loginHref } from "@/lib/navigation";
import { getSession } from "@/lib/session";
import { usePageTitle } from "@/lib/use-page-title";
import { confirmAccountNumberUpdate, verifyEmailChange } from "@/lib/customer-api";
import { formatAccountNumber } from "@/lib/format";

const once = {
  retry: false,
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
  refetchOnMount: false,
  refetchOnReconnect: false,
  meta: { skipGlobalErrorHandler: true },
} as const;

function Result({
  heading,
  pending,
  pendingText,
  error,
  successHeading,
  successText,
  failedHeading,
}: {
  heading: string;
  pending: boolean;
  pendingText: string;
  error: Error | null;
  successHeading: string;
  successText: string;
  failedHeading: string;
}) {
  const { t } = useTranslation();
  const signedIn = getSession() !== null;
  const next = signedIn ? (
    <Link to="/customer" className={buttonVariants({ className: "w-full" })}>
      {t("accountNumberUpdate.toCustomer")}
    </Link>
  ) : (
    <a
      href={loginHref(window.location.pathname + window.location.search)}
      className={buttonVariants({ className: "w-full" })}
    >
      {t("activation.goToLogin")}
    </a>
  );
  if (pending) {
    return (
      <AuthCard title={heading}>
        <Spinner label={pendingText} />
      </AuthCard>
    );
  }
  if (error) {
    return (
      <AuthCard title={failedHeading}>
        <div className="grid gap-4">
          <Alert variant="error">{error.message}</Alert>
          {isApiError(error) && error.status === 401 && signedIn ? null : next}
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={successHeading}>
      <div className="grid gap-4">
        <Alert variant="success">{successText}</Alert>
        {next}
      </div>
    </AuthCard>
  );
}

/** /account-number-update?hash=…: confirms the new account number once and shows the result. */
export function AccountNumberUpdatePage({ hash }: { hash?: string }) {
  const { t } = useTranslation();
  usePageTitle("titles.accountNumberUpdate");
  const q = useQuery({
    queryKey: ["account-number-update", hash],
    queryFn: () => confirmAccountNumberUpdate(hash!),
    enabled: !!hash,
    ...once,
  });
  return (
    <Result
      heading={t("accountNumberUpdate.heading")}
      pending={!!hash && q.isPending}
      pendingText={t("accountNumberUpdate.pending")}
      error={hash ? q.error : new Error(t("accountNumberUpdate.missing"))}
      successHeading={t("accountNumberUpdate.successHeading")}
      successText={t("accountNumberUpdate.successText", {
        name: q.data?.name ?? "",
        accountNumber: formatAccountNumber(q.data?.accountNumber),
      })}
      failedHeading={t("accountNumberUpdate.failedHeading")}
    />
  );
}

/** /verify-email-change/{token}: applies the e-mail change once and shows the result. */
export function VerifyEmailChangePage({ token }: { token: string }) {
  const { t } = useTranslation();
  usePageTitle("titles.verifyEmailChange");
  const q = useQuery({ queryKey: ["verify-email-change", token], queryFn: () => verifyEmailChange(token), ...once });
  return (
    <Result
      heading={t("verifyEmailChange.heading")}
      pending={q.isPending}
      pendingText={t("verifyEmailChange.pending")}
      error={q.error}
      successHeading={t("verifyEmailChange.successHeading")}
      successText={t("verifyEmailChange.successText", { email: q.data?.email ?? "" })}
      failedHeading={t("verifyEmailChange.failedHeading")}
    />
  );
}
