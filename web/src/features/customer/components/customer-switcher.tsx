import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { Building2, Check, ChevronDown } from "lucide-react";
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
import type { CurrentUser } from "@/features/auth/api/types";
import { setCustomer } from "@/features/company/api";
import { useReloadForCustomer } from "@/features/company/use-switch-customer";

/** For users with several customers: load another one (POST /customers/set-customer, then reload the user). */
export function CustomerSwitcher({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reload = useReloadForCustomer();
  const current = user.customer;
  const mutation = useMutation({
    mutationFn: (id: string) => setCustomer(id),
    onSuccess: async (_res, id) => {
      await reload(id);
      void navigate({ to: "/customer" });
    },
  });
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          className="max-w-64 px-2"
          disabled={mutation.isPending}
          aria-label={t("layout.switchCustomer", { name: current?.name ?? "" })}
        >
          <Building2 aria-hidden="true" />
          <span className="truncate font-medium">{current?.name}</span>
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuLabel>{t("layout.customers")}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {user.customers.map((c) => (
          <DropdownMenuItem
            key={c.id}
            disabled={c.id === current?.id}
            onSelect={() => c.id !== current?.id && mutation.mutate(c.id)}
          >
            {c.id === current?.id ? <Check aria-hidden="true" /> : <span className="size-4" />}
            {c.name}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
