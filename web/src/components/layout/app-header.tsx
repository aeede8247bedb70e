import { Link } from "@tanstack/react-router";
import { LogOut } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Brand } from "@/components/brand";
import { LanguageSwitch } from "@/components/language-switch";
import { buttonVariants } from "@/components/ui/button";
import type { CurrentUser } from "@/lib/current-user";
import { UserMenu } from "./user-menu";

/** The header of the signed-in areas: product name, context (customer name), language, user menu, sign out. */
export function AppHeader({
  user,
  home,
  badge,
  context,
  start,
}: {
  user: CurrentUser;
  home: string;
  badge?: string;
  context?: ReactNode;
  start?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-30 border-b border-neutral-200 bg-white">
      <div className="flex h-16 items-center gap-3 px-4 sm:px-6">
        {start}
        <Brand to={home} suffix={badge} />
        {context ? (
          <div className="hidden min-w-0 border-l border-neutral-200 pl-3 text-sm text-neutral-800 md:block">
            {context}
          </div>
        ) : null}
        <div className="ml-auto flex items-center gap-2">
          <LanguageSwitch className="hidden sm:inline-flex" />
          <UserMenu user={user} />
          <Link to="/logout" preload={false} className={buttonVariants({ variant: "outline", size: "sm" })}>
            <LogOut aria-hidden="true" />
            <span className="hidden sm:inline">{t("auth.signOut")}</span>
            <span className="sr-only sm:hidden">{t("auth.signOut")}</span>
          </Link>
        </div>
      </div>
      <div className="flex items-center justify-between gap-2 border-t border-neutral-100 px-4 py-2 sm:hidden">
        <div className="min-w-0 truncate text-sm text-neutral-800">{context}</div>
        <LanguageSwitch />
      </div>
    </header>
  );
}
