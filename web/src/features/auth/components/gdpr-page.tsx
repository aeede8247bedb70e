import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { isApiError } from "@/lib/api-client";
import { Spinner } from "@/components/ui/spinner";
import { safeReurl } from "@/lib/safe-redirect";
import { usePageTitle } from "@/lib/use-page-title";
import { acceptGdprTerms } from "../api/auth";
import { currentUserKey, useCurrentUser } from "@/lib/current-user";
import type { CurrentUser } from "@/lib/current-user";
import { AuthCard } from "@/components/layout/auth-card";
import { DataProcessingTerms } from "./terms";

export function GdprPage({ reurl }: { reurl?: string }) {
  const { t } = useTranslation();
  usePageTitle("titles.acceptGdpr");
  const router = useRouter();
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  const accept = useMutation({
    mutationFn: acceptGdprTerms,
    // Only the owner or a user who may edit the account accepts (403 otherwise): said here, not as a toast that
    // would send the user to /customer and straight back.
    meta: { skipGlobalErrorHandler: true },
    onSuccess: (customer) => {
      queryClient.setQueryData<CurrentUser>(currentUserKey, (old) =>
        old ? { ...old, customer: { ...(old.customer ?? customer), ...customer, gdprTermsAccepted: true } } : old,
      );
      toast.success(t("gdpr.accepted"), { id: "gdpr-accepted" });
      const back = safeReurl(reurl);
      void router.navigate({ href: back?.startsWith("/customer") ? back : "/customer", replace: true });
    },
  });
  const customer = user?.customer;
  if (!customer) return null;

  return (
    <AuthCard wide title={t("gdpr.heading")} intro={t("gdpr.intro", { customer: customer.name })}>
      <div className="grid gap-6">
        <div
          tabIndex={0}
          role="region"
          aria-label={t("gdpr.heading")}
          className="grid max-h-80 gap-3 overflow-y-auto rounded-md border border-neutral-200 bg-neutral-50 p-4 text-sm leading-relaxed text-neutral-900"
        >
          <DataProcessingTerms />
        </div>
        {accept.error ? (
          <Alert variant="error">
            {isApiError(accept.error) && accept.error.status === 403 ? t("gdpr.notAllowed") : accept.error.message}
          </Alert>
        ) : null}
        <Button onClick={() => accept.mutate(customer.id)} disabled={accept.isPending} className="w-full">
          {accept.isPending ? <Spinner /> : null}
          {t("gdpr.accept")}
        </Button>
      </div>
    </AuthCard>
  );
}
