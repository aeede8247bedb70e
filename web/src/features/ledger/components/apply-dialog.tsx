import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { allocateOldestFirst, VOUCHER_TYPES } from "@innfri/core/ledger/voucher-rules";
import { parseAmount } from "@innfri/core/util/money";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { SimpleTable } from "@/components/simple-table";
import { Spinner } from "@/components/ui/spinner";
import { FormError } from "@/components/ui/text-field";
import { handleApiError, isApiError } from "@/lib/api-client";
import { formatDate, formatMoney } from "@/lib/format";
import { debtorLedgerQuery } from "../api/debtors";
import { ledgerKey } from "../api/integration";
import type { VoucherView as Voucher } from "@innfri/core/ledger/ledger-views.schema";
import { applyVoucher, type VoucherResource } from "../api/vouchers";
import { useLedgerAccess } from "../hooks/use-ledger-access";
import { voucherTypeName } from "../labels";
import { oreToInput } from "../split";
import { DebtorPicker, type PickedDebtor } from "./debtor-picker";

/** The first message of a 422 (a field's, else the general one); undefined for other errors. */
export function validationText(error: unknown): string | undefined {
  if (!isApiError(error) || error.status !== 422) return undefined;
  const first = Object.values(error.errors ?? {}).find((m) => m.length > 0)?.[0];
  return first ?? error.message;
}

const KNOWN = (id: string | undefined) => !!id && id !== "unknown";

/**
 * Manual treatment: apply a payment, credit note or correction to chosen open items of its debtor
 * (POST /{resource}/{id}/apply). The amounts start as the oldest items first; what is left shows live.
 */
export function ApplyDialog({
  resource,
  voucher,
  onOpenChange,
}: {
  resource: VoucherResource;
  voucher: Voucher | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const { customerId } = useLedgerAccess();
  const queryClient = useQueryClient();
  const [picked, setPicked] = useState<PickedDebtor | null>(null);
  const debtorId = KNOWN(voucher?.debtorId) ? voucher!.debtorId : picked?.debtorId;
  const ledger = useQuery({ ...debtorLedgerQuery(customerId, debtorId ?? ""), enabled: !!voucher && !!debtorId });
  const items = ledger.data?.openItems ?? [];
  const nameOf = (item: Voucher) => `${voucherTypeName(t, item.type)} ${item.number ?? ""}`.trim();
  const [amounts, setAmounts] = useState<Record<string, string>>({});
  const [error, setError] = useState<string>();
  useEffect(() => {
    if (!voucher || !ledger.data) return;
    const plan = allocateOldestFirst(
      voucher.balanceOre,
      ledger.data.openItems.map((i) => ({ voucherId: i.voucherId, dueDate: i.dueDate, balanceOre: i.balanceOre })),
    );
    setAmounts(Object.fromEntries(plan.map((p) => [p.voucherId, oreToInput(p.amountOre)])));
    setError(undefined);
  }, [voucher, ledger.data]);
  useEffect(() => {
    if (!voucher) setPicked(null);
  }, [voucher]);

  const sumOre = Object.values(amounts).reduce((s, v) => s + (parseAmount(v) ?? 0), 0);
  const leftOre = (voucher?.balanceOre ?? 0) - sumOre;
  const mutation = useMutation({
    mutationFn: () =>
      applyVoucher(
        resource,
        voucher!.voucherId,
        items
          .filter((i) => (parseAmount(amounts[i.voucherId] ?? "") ?? 0) > 0)
          .map((i) => ({ voucherId: i.voucherId, amount: amounts[i.voucherId]!.trim() })),
      ),
    meta: { skipGlobalErrorHandler: true },
    onSuccess: () => {
      toast.success(t("ledger.apply.done"), { id: "applied" });
      void queryClient.invalidateQueries({ queryKey: ledgerKey });
      onOpenChange(false);
    },
    onError: (e) => {
      const text = validationText(e);
      if (text) setError(text);
      else handleApiError(e);
    },
  });
  const invalid = Object.values(amounts).some((v) => v.trim() !== "" && (parseAmount(v) ?? -1) < 0);
  const nothing = sumOre <= 0;
  // B5: say what is wrong before the server does: more than the payment has left, or more than an item has open
  const overItem = items.find((i) => (parseAmount(amounts[i.voucherId] ?? "") ?? 0) > i.balanceOre);
  const overdrawn = voucher
    ? leftOre < 0
      ? t(
          voucher.type === VOUCHER_TYPES.payment
            ? "ledger.applyCheck.moreThanPayment"
            : "ledger.applyCheck.moreThanCredit",
          {
            amount: formatMoney(voucher.balanceOre),
          },
        )
      : overItem
        ? t("ledger.applyCheck.moreThanOpen", {
            item: nameOf(overItem),
            amount: formatMoney(overItem.balanceOre),
          })
        : undefined
    : undefined;
  return (
    <Dialog open={!!voucher} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogTitle>{t("ledger.apply.heading")}</DialogTitle>
        <DialogDescription>
          {voucher
            ? t("ledger.apply.text", {
                type: voucherTypeName(t, voucher.type),
                amount: formatMoney(voucher.balanceOre),
              })
            : null}
        </DialogDescription>
        <form
          noValidate
          aria-label={t("ledger.apply.heading")}
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            setError(undefined);
            if (overdrawn) return;
            mutation.mutate();
          }}
        >
          <FormError message={overdrawn ?? error} />
          {voucher && !KNOWN(voucher.debtorId) ? (
            <DebtorPicker
              id="applyDebtor"
              label={t("ledger.fields.debtor")}
              required
              value={picked}
              onChange={setPicked}
            />
          ) : null}
          {debtorId && ledger.isPending ? <Spinner label={t("app.loading")} /> : null}
          {ledger.data && items.length === 0 ? <p className="text-sm">{t("ledger.apply.noOpenItems")}</p> : null}
          {items.length > 0 ? (
            <SimpleTable
              caption={t("ledger.apply.itemsCaption")}
              columns={[
                { header: t("ledger.fields.item"), rowHeader: true, cell: nameOf },
                { header: t("ledger.fields.dueDate"), cell: (item) => formatDate(item.dueDate) },
                {
                  header: t("ledger.fields.open"),
                  cell: (item) => formatMoney(item.balanceOre),
                  align: "right",
                  className: "whitespace-nowrap",
                },
                {
                  header: t("ledger.apply.amount"),
                  cell: (item) => (
                    <Input
                      name={`amount-${item.voucherId}`}
                      inputMode="decimal"
                      autoComplete="off"
                      aria-label={t("ledger.apply.amountFor", { item: nameOf(item) })}
                      value={amounts[item.voucherId] ?? ""}
                      onChange={(e) => setAmounts((a) => ({ ...a, [item.voucherId]: e.target.value }))}
                      className="w-32"
                    />
                  ),
                },
              ]}
              rows={items}
              rowKey={(item) => item.voucherId}
            />
          ) : null}
          {voucher ? (
            <p aria-live="polite" className={leftOre < 0 ? "text-sm font-medium text-red-700" : "text-sm"}>
              {t("ledger.apply.left", { amount: formatMoney(leftOre) })}
            </p>
          ) : null}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" disabled={mutation.isPending || invalid || nothing || items.length === 0}>
              {mutation.isPending ? <Spinner /> : null}
              {t("ledger.apply.submit")}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
