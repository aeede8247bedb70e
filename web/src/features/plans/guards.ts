import type { QueryClient } from "@tanstack/react-query";
import { redirect } from "@tanstack/react-router";
import i18n from "@/i18n";
import { toastWarning } from "@/lib/api-client";
import type { Flag } from "@/lib/rights";
import { loadRights } from "@/lib/use-rights";

/** /customer/choose-plan and /customer/top-up need edit_plan (SPEC 6): without it a 403 toast and /customer. */
export async function requirePlanFlag(queryClient: QueryClient, flag: Flag) {
  const rights = await loadRights(queryClient);
  if (!rights.can(flag)) {
    toastWarning(i18n.t("errors.forbidden"));
    throw redirect({ to: "/customer" });
  }
}
