import { Link } from "@tanstack/react-router";
import type { KeyboardEvent, ReactNode } from "react";
import type { ListSearch } from "@/components/data-table/list-search";
import { useTranslation } from "react-i18next";
import { Spinner } from "@/components/ui/spinner";
import { visibleSettingsTabs, type SettingsTab } from "@/lib/rights";
import { usePageTitle } from "@/lib/use-page-title";
import { cn } from "@/lib/utils";
import { useRights } from "@/lib/use-rights";
import { AccountTab } from "./account-tab";
import { ManageAccountTab } from "./manage-account-tab";
import { NotificationsTab } from "./notifications-tab";
import { PrivilegesTab } from "./privileges-tab";
import { UsersTab } from "./users-tab";

/**
 * The tabs the user may use. Each tab is its own URL (/customer/settings/{tab}), so the tabs are links in a
 * tablist (arrow keys move between them, Enter opens one).
 */
export function SettingsTabs({ current }: { current: SettingsTab }) {
  const { t } = useTranslation();
  const { rights } = useRights();
  const tabs = visibleSettingsTabs(rights);
  const onKeyDown = (e: KeyboardEvent<HTMLAnchorElement>) => {
    const keys: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };
    const step = keys[e.key];
    if (!step) return;
    e.preventDefault();
    const list = e.currentTarget.closest('[role="tablist"]');
    const links = Array.from(list?.querySelectorAll<HTMLAnchorElement>('[role="tab"]') ?? []);
    const i = links.indexOf(e.currentTarget);
    links[(i + step + links.length) % links.length]?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={t("settings.tabsLabel")}
      className="relative flex min-w-0 gap-1 overflow-x-auto border-b border-neutral-200"
    >
      {tabs.map((tab) => (
        <Link
          key={tab}
          id={`settings-tab-${tab}`}
          role="tab"
          aria-selected={tab === current}
          aria-controls={tab === current ? "settings-panel" : undefined}
          to="/customer/settings/$tab"
          params={{ tab }}
          onKeyDown={onKeyDown}
          className={cn(
            "inline-flex h-11 shrink-0 items-center border-b-2 border-transparent px-3 text-sm font-medium whitespace-nowrap text-neutral-800 hover:text-neutral-950",
            tab === current && "border-brand-700 text-brand-800",
          )}
        >
          {t(`settings.tabs.${tab}`)}
        </Link>
      ))}
    </div>
  );
}

/**
 * The tabs other features own (the ledger's integration, the password, the cases', the plan, the accounting export
 * files): the route composes them in.
 */
export type OtherTabs = Record<"integration" | "change-password" | "cases" | "plan" | "uni-export-files", ReactNode>;

export function SettingsPage({
  tab,
  search,
  onSearchChange,
  otherTabs,
}: {
  tab: SettingsTab;
  search?: ListSearch;
  onSearchChange?: (next: ListSearch) => void;
  otherTabs: OtherTabs;
}) {
  const { t } = useTranslation();
  usePageTitle("titles.settings", `– ${t(`settings.tabs.${tab}`)}`);
  const { ready } = useRights();
  let panel: ReactNode;
  switch (tab) {
    case "plan":
      panel = otherTabs.plan;
      break;
    case "account":
      panel = <AccountTab />;
      break;
    case "users":
      panel = <UsersTab search={search} onSearchChange={onSearchChange} />;
      break;
    case "cases":
      panel = otherTabs.cases;
      break;
    case "integration":
      panel = otherTabs.integration;
      break;
    case "notification-settings":
      panel = <NotificationsTab />;
      break;
    case "privileges":
      panel = <PrivilegesTab />;
      break;
    case "manage-account":
      panel = <ManageAccountTab />;
      break;
    case "uni-export-files":
      panel = otherTabs["uni-export-files"];
      break;
    case "change-password":
      panel = otherTabs["change-password"];
      break;
  }
  return (
    <div className="mx-auto grid max-w-5xl grid-cols-1 gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">{t("settings.heading")}</h1>
      <SettingsTabs current={tab} />
      <div
        id="settings-panel"
        role="tabpanel"
        aria-labelledby={`settings-tab-${tab}`}
        className="grid grid-cols-1 gap-6"
      >
        {ready ? panel : <Spinner label={t("app.loading")} />}
      </div>
    </div>
  );
}
