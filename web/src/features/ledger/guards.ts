// The guard of the pages that need an integration setting (SPEC 2: /customer/ledger and
// /customer/interest-calculations, else /404). Used in the routes' beforeLoad, so it stays small.
import type { QueryClient } from "@tanstack/react-query";
import { redirect } from "@tanstack/react-router";
import { currentUserQueryOptions } from "@/lib/current-user";
import { integrationSettingQuery } from "@/lib/ledger-access";

export async function requireIntegrationSetting(queryClient: QueryClient) {
  const user = await queryClient.ensureQueryData(currentUserQueryOptions());
  const customerId = user.customer?.id;
  const setting = customerId ? await queryClient.ensureQueryData(integrationSettingQuery(customerId)) : null;
  if (!setting) throw redirect({ to: "/404", replace: true });
  return setting;
}
