import { Link } from "@tanstack/react-router";
import { ChevronDown, Menu } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { NAV_GROUPS, type NavGroup } from "@innfri/core/resource/define";
import type { UserType } from "@innfri/core/accounts/rules";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { ADMIN_PAGES, mayOpen, type AdminPage } from "@/lib/admin-pages";
import { cn } from "@/lib/utils";

const COLLAPSED_KEY = "innfri.adminNav.collapsed";

function storedCollapsed(): NavGroup[] {
  try {
    const value: unknown = JSON.parse(globalThis.localStorage?.getItem(COLLAPSED_KEY) ?? "[]");
    return Array.isArray(value) ? value.filter((g): g is NavGroup => (NAV_GROUPS as readonly unknown[]).includes(g)) : [];
  } catch {
    return [];
  }
}

/** The sidebar's groups for a user type: the pages it may open, in the groups' order, empty groups left out. */
export function navGroupsFor(type: UserType, pages: readonly AdminPage[] = ADMIN_PAGES) {
  return NAV_GROUPS.map((group) => ({
    group,
    pages: pages.filter((p) => p.nav?.group === group && mayOpen(p, type)),
  })).filter((g) => g.pages.length > 0);
}

/**
 * The admin area's navigation: the pages in collapsible groups (a button per group, `aria-expanded`; which groups
 * are closed is remembered), the current page marked. On a wide screen a column at the left; on a phone behind a
 * "Menu" button, in a dialog that closes when a page is chosen.
 */
export function AdminSidebar({ type, pages = ADMIN_PAGES }: { type: UserType; pages?: readonly AdminPage[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <div className="border-b border-neutral-200 bg-white px-4 py-2 md:hidden">
        <Button variant="outline" size="sm" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          <Menu aria-hidden="true" />
          {t("nav.adminMenu")}
        </Button>
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogContent className="top-0 left-0 h-full max-h-none w-72 max-w-[85vw] translate-x-0 translate-y-0 rounded-none">
            <DialogTitle>{t("nav.adminMenu")}</DialogTitle>
            <DialogDescription className="sr-only">{t("layout.mainNav")}</DialogDescription>
            {open ? <NavTree type={type} pages={pages} onNavigate={() => setOpen(false)} /> : null}
          </DialogContent>
        </Dialog>
      </div>
      <aside className="hidden w-64 shrink-0 border-r border-neutral-200 bg-white md:block">
        <div className="sticky top-0 max-h-screen overflow-y-auto px-3 py-4">
          <NavTree type={type} pages={pages} />
        </div>
      </aside>
    </>
  );
}

function NavTree({
  type,
  pages,
  onNavigate,
}: {
  type: UserType;
  pages: readonly AdminPage[];
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const [collapsed, setCollapsed] = useState<NavGroup[]>(storedCollapsed);
  const toggle = (group: NavGroup) => {
    const next = collapsed.includes(group) ? collapsed.filter((g) => g !== group) : [...collapsed, group];
    setCollapsed(next);
    try {
      globalThis.localStorage?.setItem(COLLAPSED_KEY, JSON.stringify(next));
    } catch {
      // private mode: the groups open again next time
    }
  };
  return (
    <nav aria-label={t("layout.mainNav")}>
      <ul className="grid gap-2">
        {navGroupsFor(type, pages).map(({ group, pages: items }) => {
          const isOpen = !collapsed.includes(group);
          const listId = `admin-nav-${group}`;
          return (
            <li key={group}>
              <button
                type="button"
                aria-expanded={isOpen}
                aria-controls={listId}
                onClick={() => toggle(group)}
                className="flex w-full items-center justify-between rounded-md px-2 py-2 text-xs font-semibold tracking-wide text-neutral-700 uppercase hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                {t(`nav.adminGroups.${group}`)}
                <ChevronDown aria-hidden="true" className={cn("size-4 transition-transform", !isOpen && "-rotate-90")} />
              </button>
              <ul id={listId} hidden={!isOpen} className="mt-1 grid gap-0.5">
                {items.map((p) => (
                  <li key={p.page}>
                    <Link
                      to={`/admin/${p.page}` as never}
                      onClick={onNavigate}
                      className="flex min-h-10 items-center rounded-md px-3 text-sm font-medium text-neutral-800 hover:bg-neutral-100 hover:text-neutral-950 focus-visible:outline-2 focus-visible:outline-brand-700"
                      activeProps={{ className: "!bg-brand-50 !text-brand-800", "aria-current": "page" }}
                    >
                      {t(p.nav!.label as never)}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
