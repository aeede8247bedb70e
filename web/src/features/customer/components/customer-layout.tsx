import { Link, Outlet, useRouter } from "@tanstack/react-router";
import {
  Banknote,
  Bell,
  BookOpen,
  Bot,
  Briefcase,
  CloudDownload,
  FileDown,
  FilePen,
  FileSearch,
  FileUp,
  Gift,
  KeyRound,
  LayoutDashboard,
  ListChecks,
  Mail,
  Menu,
  MessageSquare,
  Percent,
  Phone,
  ReceiptText,
  Settings,
  ShieldCheck,
  UserSearch,
  Users,
  X,
} from "lucide-react";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { AppHeader } from "@/components/layout/app-header";
import { HELP_EMAIL, HELP_PHONE } from "@/config/contact";
import { MAIN_ID } from "@/components/layout/skip-link";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useCurrentUser } from "@/lib/current-user";
import { chosenSystem } from "@/lib/accounting";
import { useIntegrationSetting } from "@/lib/ledger-access";
import { useRights } from "@/lib/use-rights";
import { canSeeSettingsTab } from "@/lib/rights";
import { CustomerSwitcher, usePendingInvitations } from "./customer-switcher";
import { FeedbackDialog } from "./feedback-dialog";
import { GlobalMessageBanners } from "./global-message-banner";
import { cn } from "@/lib/utils";

const navLink =
  "flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-neutral-800 hover:bg-neutral-100 [&_svg]:size-4 [&_svg]:shrink-0";
const navLinkActive = "bg-brand-50 text-brand-800 hover:bg-brand-100";

function NavGroup({ title, id, first, children }: { title: string; id: string; first?: boolean; children: ReactNode }) {
  return (
    <div className="grid gap-1">
      <h2
        id={id}
        className={cn("px-3 text-xs font-semibold uppercase tracking-wide text-neutral-700", first ? "pt-1" : "pt-4")}
      >
        {title}
      </h2>
      <ul aria-labelledby={id} className="grid gap-1">
        {children}
      </ul>
    </div>
  );
}

/**
 * The ledger's entries in SPEC 2 "Sidebar" order: the customer search always (debtors need no integration), the
 * ledger's pages (with the file import) only with an integration setting (their calls are 404 without one,
 * docs/ledger.md).
 */
function LedgerNav({
  hasIntegration,
  isOwner,
  onNavigate,
}: {
  hasIntegration: boolean;
  isOwner: boolean;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const { routesByPath } = useRouter();
  const entries = [
    hasIntegration ? { to: "/customer/ledger", icon: BookOpen, label: t("ledger.nav.openPosts") } : null,
    hasIntegration ? { to: "/customer/ledger/import", icon: FileUp, label: t("ledger.nav.importFile") } : null,
    // SPEC 2 sidebar: active cases after the open posts (cases need no integration: claims can be typed in)
    { to: "/customer/cases", icon: Briefcase, label: t("cases.nav.activeCases") },
    // the steps run on several cases at once, and how each case went (docs/batches.md)
    { to: "/customer/batch-results", icon: ListChecks, label: t("cases.nav.batchResults") },
    hasIntegration
      ? { to: "/customer/credit-note/{-$debtorId}", icon: ReceiptText, label: t("ledger.nav.creditNotes") }
      : null,
    hasIntegration
      ? { to: "/customer/interest-calculations", icon: Percent, label: t("ledger.nav.interestNote") }
      : null,
    { to: "/customer/customer-search/{-$debtorId}", icon: UserSearch, label: t("ledger.nav.customerSearch") },
    hasIntegration
      ? {
          to: "/customer/voucher-search/{-$routeTab}/{-$paramId}",
          icon: FileSearch,
          label: t("ledger.nav.voucherSearch"),
        }
      : null,
    hasIntegration
      ? { to: "/customer/correction-export", icon: FileDown, label: t("ledger.nav.correctionExport") }
      : null,
    hasIntegration ? { to: "/customer/payment/{-$debtorId}", icon: Banknote, label: t("ledger.nav.payment") } : null,
    hasIntegration ? { to: "/customer/corrections", icon: FilePen, label: t("ledger.nav.corrections") } : null,
    // SPEC 2 sidebar: the credit check (the owner's alone) and the auto-pilot after the corrections
    isOwner ? { to: "/customer/credit-check/{-$routeTab}", icon: ShieldCheck, label: t("credit.nav") } : null,
    { to: "/customer/auto-pilot", icon: Bot, label: t("cases.nav.autoPilot") },
  ];
  return (
    <>
      {entries.map((e) =>
        // only pages that exist (the interest note comes with its own page)
        e && e.to in routesByPath ? (
          <li key={e.to}>
            <Link
              to={e.to as never}
              // optional parameters left out, not carried over from the page one is on
              params={{ debtorId: undefined, routeTab: undefined, paramId: undefined } as never}
              className={navLink}
              activeProps={{ className: navLinkActive }}
              // the open items are not "active" on the import page below them
              activeOptions={{ exact: e.to === "/customer/ledger" }}
              onClick={onNavigate}
            >
              <e.icon aria-hidden="true" />
              {e.label}
            </Link>
          </li>
        ) : null,
      )}
    </>
  );
}

/** The customer area: sidebar with the features that exist so far (Dashboard, change password, help). */
/** `children` instead of the route's outlet: the 404 page of a signed-in user keeps the layout. */
export function CustomerLayout({ children }: { children?: ReactNode } = {}) {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const [navOpen, setNavOpen] = useState(false);
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const { rights } = useRights();
  const integration = useIntegrationSetting();
  const invitations = usePendingInvitations();
  if (!user?.customer) {
    return (
      <div className="grid min-h-screen place-items-center">
        <Spinner label={t("app.loading")} />
      </div>
    );
  }
  const customer = user.customer;
  const close = () => setNavOpen(false);

  return (
    <div className="flex min-h-screen flex-col">
      <AppHeader
        user={user}
        home="/customer/dashboard"
        context={
          user.customers.length > 1 || invitations.length > 0 ? (
            <CustomerSwitcher user={user} />
          ) : (
            <>
              <span className="sr-only">{t("layout.customer")}: </span>
              <span className="font-medium">{customer.name}</span>
            </>
          )
        }
        start={
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-expanded={navOpen}
            aria-controls="customer-nav"
            aria-label={navOpen ? t("layout.closeNav") : t("layout.openNav")}
            onClick={() => setNavOpen((o) => !o)}
          >
            {navOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </Button>
        }
      />
      <div className="flex flex-1 flex-col md:flex-row">
        <nav
          id="customer-nav"
          aria-label={t("layout.mainNav")}
          className={cn(
            "w-full shrink-0 border-b border-neutral-200 bg-white px-3 py-4 md:block md:w-64 md:border-r md:border-b-0",
            navOpen ? "block" : "hidden",
          )}
        >
          <NavGroup title={t("nav.ledgerGroup")} id="nav-ledger" first>
            <li>
              <Link
                to="/customer/dashboard"
                className={navLink}
                activeProps={{ className: navLinkActive }}
                onClick={close}
              >
                <LayoutDashboard aria-hidden="true" />
                {t("nav.dashboard")}
              </Link>
            </li>
            <LedgerNav hasIntegration={!!integration.data} isOwner={rights.isOwner} onNavigate={close} />
          </NavGroup>
          <NavGroup title={t("nav.settings")} id="nav-settings">
            {canSeeSettingsTab("users", rights) ? (
              <li>
                <Link
                  to="/customer/settings/$tab"
                  params={{ tab: "users" }}
                  className={navLink}
                  activeProps={{ className: navLinkActive }}
                  onClick={close}
                >
                  <Users aria-hidden="true" />
                  {t("nav.users")}
                </Link>
              </li>
            ) : null}
            {/* SPEC 2 sidebar: notifications after the users */}
            {canSeeSettingsTab("notification-settings", rights) ? (
              <li>
                <Link
                  to="/customer/settings/$tab"
                  params={{ tab: "notification-settings" }}
                  className={navLink}
                  activeProps={{ className: navLinkActive }}
                  onClick={close}
                >
                  <Bell aria-hidden="true" />
                  {t("nav.notifications")}
                </Link>
              </li>
            ) : null}
            {/* SPEC 2 sidebar: "fetch from an accounting system" before the settings, once a system is chosen */}
            {chosenSystem(integration.data) ? (
              <li>
                <Link
                  to="/customer/ledger/sync"
                  className={navLink}
                  activeProps={{ className: navLinkActive }}
                  onClick={close}
                >
                  <CloudDownload aria-hidden="true" />
                  {t("accounting.nav")}
                </Link>
              </li>
            ) : null}
            <li>
              {/* the settings' own address: it opens the default tab (plan for those who may see it, SPEC 1) */}
              <Link
                to="/customer/settings"
                className={navLink}
                activeProps={{ className: navLinkActive }}
                onClick={close}
              >
                <Settings aria-hidden="true" />
                {t("nav.settingsPage")}
              </Link>
            </li>
            {rights.can("viewPlan") ? (
              <li>
                <Link
                  to="/customer/invitation"
                  className={navLink}
                  activeProps={{ className: navLinkActive }}
                  onClick={close}
                >
                  <Gift aria-hidden="true" />
                  {t("nav.referAndEarn")}
                </Link>
              </li>
            ) : null}
            <li>
              <Link to="/password" className={navLink} activeProps={{ className: navLinkActive }} onClick={close}>
                <KeyRound aria-hidden="true" />
                {t("nav.changePassword")}
              </Link>
            </li>
          </NavGroup>
          <NavGroup title={t("nav.help")} id="nav-help">
            <li>
              <a href={`tel:${HELP_PHONE.replace(/\s/g, "")}`} className={navLink}>
                <Phone aria-hidden="true" />
                <span>
                  <span className="sr-only">{t("nav.phone")}: </span>
                  {HELP_PHONE}
                </span>
              </a>
            </li>
            <li>
              <a href={`mailto:${HELP_EMAIL}`} className={navLink}>
                <Mail aria-hidden="true" />
                <span>
                  <span className="sr-only">{t("nav.email")}: </span>
                  {HELP_EMAIL}
                </span>
              </a>
            </li>
            <li>
              <button
                type="button"
                className={cn(navLink, "w-full text-left")}
                aria-haspopup="dialog"
                onClick={() => {
                  close();
                  setFeedbackOpen(true);
                }}
              >
                <MessageSquare aria-hidden="true" />
                {t("resources.feedback.menu")}
              </button>
            </li>
          </NavGroup>
        </nav>
        <main id={MAIN_ID} tabIndex={-1} className="min-w-0 flex-1 px-4 py-6 outline-none sm:px-8 sm:py-8">
          <GlobalMessageBanners customerId={customer.id} />
          {children ?? <Outlet />}
        </main>
        <FeedbackDialog open={feedbackOpen} onOpenChange={setFeedbackOpen} />
      </div>
    </div>
  );
}
