import type { QueryClient } from "@tanstack/react-query";
import { redirect } from "@tanstack/react-router";
import i18n from "@/i18n";
import { toastWarning } from "@/lib/api-client";
import { canSeeSettingsTab, defaultSettingsTab, SETTINGS_TABS, type SettingsTab } from "@/lib/rights";
import { loadRights } from "@/lib/use-rights";

export function isSettingsTab(value: string): value is SettingsTab {
  return (SETTINGS_TABS as readonly string[]).includes(value);
}

/** /customer/settings/{tab}: an unknown tab is a 404; a tab the user may not use → 403 toast and /customer. */
export async function requireSettingsTab(queryClient: QueryClient, tab: string): Promise<SettingsTab> {
  if (!isSettingsTab(tab)) throw redirect({ to: "/404", replace: true });
  const rights = await loadRights(queryClient);
  if (!canSeeSettingsTab(tab, rights)) {
    toastWarning(i18n.t("errors.forbidden"));
    throw redirect({ to: "/customer" });
  }
  return tab;
}

export async function defaultTab(queryClient: QueryClient): Promise<SettingsTab> {
  return defaultSettingsTab(await loadRights(queryClient));
}
