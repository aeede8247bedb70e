import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { MoreHorizontal } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { formatMoney } from "@/lib/format";
import { debtorLedgerQuery, excludeDebtor } from "../api/debtors";
import { ledgerKey } from "../api/integration";
import type { VoucherView as Voucher } from "@innfri/core/ledger/ledger-views.schema";
import { moveVoucher, type MoveTarget } from "../api/vouchers";
import { useLedgerAccess } from "../hooks/use-ledger-access";
import { canWriteOff } from "../rules";
import { WriteOffDialog } from "./write-off-dialog";

/**
 * A debtor's actions on the ledger: open the debtor, write off (offered only when the debtor's balance, read
 * when the menu opens, is within ±NOK 100; posted to the connected accounting system too: WriteOffDialog) and
 * exclude the customer number.
 */
export function DebtorActions({
  debtorId,
  name,
  customerNumber,
}: {
  debtorId: string;
  name: string;
  customerNumber: string;
}) {
  const { t } = useTranslation();
  const { customerId, canChange } = useLedgerAccess();
  const queryClient = useQueryClient();
  const [menuOpen, setMenuOpen] = useState(false);
  const [confirm, setConfirm] = useState<"writeOff" | "exclude" | null>(null);
  const ledger = useQuery({
    ...debtorLedgerQuery(customerId, debtorId),
    enabled: canChange && (menuOpen || !!confirm),
  });
  const balance = ledger.data?.totals.balanceOre;
  const done = (message: string) => {
    toast.success(message, { id: `debtor-${debtorId}` });
    void queryClient.invalidateQueries({ queryKey: ledgerKey });
    setConfirm(null);
  };
  const exclude = useMutation({
    mutationFn: (excluded: boolean) => excludeDebtor(debtorId, excluded),
    onSuccess: (_res, excluded) =>
      done(t(excluded ? "ledger.exclude.done" : "ledger.exclude.included", { customerNumber })),
    onError: () => setConfirm(null),
  });
  const excluded = ledger.data?.debtor.excluded;
  return (
    <>
      <DropdownMenu modal={false} open={menuOpen} onOpenChange={setMenuOpen}>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="sm">
            <MoreHorizontal aria-hidden="true" />
            {t("ledger.debtorActions")}
            <span className="sr-only"> {name}</span>
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuLabel className="font-semibold">{name}</DropdownMenuLabel>
          <DropdownMenuItem asChild>
            <Link to="/customer/customer-search/{-$debtorId}" params={{ debtorId }}>
              {t("ledger.openDebtor")}
            </Link>
          </DropdownMenuItem>
          {canChange ? (
            <>
              <DropdownMenuSeparator />
              {ledger.isPending ? (
                <DropdownMenuItem disabled>{t("ledger.writeOff.checking")}</DropdownMenuItem>
              ) : canWriteOff(balance) ? (
                <DropdownMenuItem onSelect={() => setConfirm("writeOff")}>
                  {t("ledger.writeOff.action", { amount: formatMoney(balance!) })}
                </DropdownMenuItem>
              ) : null}
              {excluded ? (
                <DropdownMenuItem onSelect={() => exclude.mutate(false)}>
                  {t("ledger.exclude.include")}
                </DropdownMenuItem>
              ) : excluded === false ? (
                <DropdownMenuItem onSelect={() => setConfirm("exclude")}>{t("ledger.exclude.action")}</DropdownMenuItem>
              ) : null}
            </>
          ) : null}
        </DropdownMenuContent>
      </DropdownMenu>
      <WriteOffDialog
        open={confirm === "writeOff"}
        onClose={() => setConfirm(null)}
        debtorId={debtorId}
        name={name}
        ledger={ledger.data}
      />
      <ConfirmDialog
        open={confirm === "exclude"}
        onOpenChange={(o) => !o && setConfirm(null)}
        title={t("ledger.exclude.heading", { customerNumber })}
        description={t("ledger.exclude.text", { debtor: name })}
        confirmLabel={t("ledger.exclude.confirm")}
        pending={exclude.isPending}
        onConfirm={() => exclude.mutate(true)}
      />
    </>
  );
}

const MOVES: MoveTarget[] = ["payment", "creditNote", "correction"];

/** Where a moved item is shown: its page, and the tab it lands in (an invoice moved to corrections is a debit). */
const PAGE_OF: Record<MoveTarget, { to: string; search?: Record<string, string> }> = {
  invoice: { to: "/customer/ledger" },
  payment: { to: "/customer/payment/{-$debtorId}" },
  creditNote: { to: "/customer/credit-note/{-$debtorId}" },
  correction: { to: "/customer/corrections", search: { tab: "open" } },
};

/**
 * Move a claim that really is a payment, credit note or correction to that page (SPEC 4 ledger movement). B6: it
 * asks first, naming where the item goes, and afterwards says where it went, with a link there.
 */
export function MoveMenu({ item, label }: { item: Voucher; label: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<MoveTarget | null>(null);
  const page = (to: MoveTarget) => t(`ledger.moveConfirm.pages.${to}`);
  const move = useMutation({
    mutationFn: (to: MoveTarget) => moveVoucher(item.voucherId, to),
    onSuccess: (_res, to) => {
      const where = PAGE_OF[to];
      // the tab the moved item lands in: open debit corrections, or the waiting credits
      const search = to === "correction" && item.side === "credit" ? {} : (where.search ?? {});
      toast.success(t("ledger.moveConfirm.done", { item: label, page: page(to) }), {
        id: "moved",
        action: {
          label: t("ledger.moveConfirm.show", { page: page(to) }),
          onClick: () =>
            void navigate({ to: where.to as never, params: { debtorId: undefined } as never, search: search as never }),
        },
      });
      void queryClient.invalidateQueries({ queryKey: ledgerKey });
    },
    onSettled: () => setTarget(null),
  });
  return (
    <>
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="sm" disabled={move.isPending}>
            {t("ledger.move.action")}
            <span className="sr-only"> {label}</span>
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {MOVES.map((to) => (
            <DropdownMenuItem key={to} onSelect={() => setTarget(to)}>
              {t(`ledger.move.menu.${to}`)}
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
      <ConfirmDialog
        open={target !== null}
        onOpenChange={(o) => !o && setTarget(null)}
        title={t("ledger.moveConfirm.heading", { item: label })}
        description={target ? t("ledger.moveConfirm.text", { item: label, page: page(target) }) : undefined}
        confirmLabel={t("ledger.moveConfirm.confirm")}
        destructive={false}
        pending={move.isPending}
        onConfirm={() => target && move.mutate(target)}
      />
    </>
  );
}
