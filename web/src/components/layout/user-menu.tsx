import { Link } from "@tanstack/react-router";
import { ChevronDown, KeyRound, LogOut, UserRound } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { CurrentUser } from "@/lib/current-user";

export function fullName(user: Pick<CurrentUser, "firstName" | "lastName" | "email">) {
  return [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email;
}

export function UserMenu({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const name = fullName(user);
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className="px-2" aria-label={t("layout.userMenu", { name })}>
          <UserRound aria-hidden="true" />
          <span className="hidden max-w-40 truncate sm:inline">{name}</span>
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>
          <span className="block text-xs text-neutral-700">{t("layout.signedInAs")}</span>
          <span className="block font-medium">{name}</span>
          <span className="block truncate text-xs text-neutral-700">{user.email}</span>
          <span className="block text-xs text-neutral-700">{t(`roles.${user.type}`)}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/password">
            <KeyRound aria-hidden="true" />
            {t("layout.changePassword")}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/logout" preload={false}>
            <LogOut aria-hidden="true" />
            {t("auth.signOut")}
          </Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
