import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Controller, useForm, type Resolver } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { DateField } from "@/components/ui/date-field";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { SelectField } from "@/components/ui/select-field";
import { Spinner } from "@/components/ui/spinner";
import { FormError, TextField } from "@/components/ui/text-field";
import { ledgerKey } from "../api/integration";
import { createVoucher } from "../api/vouchers";
import { osloToday } from "../due-periods";
import type { VoucherKindConfig } from "../voucher-kinds";
import { DebtorPicker, type PickedDebtor } from "./debtor-picker";

export interface VoucherFormValues {
  debtorId: string;
  voucherDate: string;
  amount: string;
  kid: string;
  number: string;
  invoiceNumber: string;
  side: "credit" | "debit";
}

/** The request body: what the kind takes, as typed (the API reads "1 234,50"), empty fields left out. */
export function voucherBody(config: VoucherKindConfig, values: VoucherFormValues): Record<string, string> {
  const body: Record<string, string> = {};
  const keys = ["debtorId", "voucherDate", "amount", ...config.fields] as const;
  for (const key of keys) {
    const value = values[key].trim();
    if (value) body[key] = value;
  }
  return body;
}

/** Register a payment, credit note or correction (POST /payments, /credit-notes, /corrections). */
export function VoucherFormDialog({
  config,
  open,
  onOpenChange,
  debtor,
}: {
  config: VoucherKindConfig;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The debtor of the page (/customer/payment/{debtorId}), preselected. */
  debtor?: PickedDebtor | null;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<VoucherFormValues>({
    // the schema validates what is typed; the raw values are sent, so amounts stay "1 234,50"
    resolver: zodResolver(config.schema, undefined, { raw: true }) as unknown as Resolver<VoucherFormValues>,
    defaultValues: {
      debtorId: debtor?.debtorId ?? "",
      voucherDate: osloToday(),
      amount: "",
      kid: "",
      number: "",
      invoiceNumber: "",
      side: "credit",
    },
  });
  const mutation = useMutation({
    mutationFn: (values: VoucherFormValues) => createVoucher(config.resource, voucherBody(config, values)),
    meta: { setError: form.setError },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(values);
      toast.success(t(`ledger.kinds.${config.kind}.created`), { id: `${config.kind}-created` });
      void queryClient.invalidateQueries({ queryKey: ledgerKey });
      form.reset();
      onOpenChange(false);
    } catch {
      // 422 on the form, other errors as toasts
    }
  });
  const { errors, isSubmitting } = form.formState;
  const k = `ledger.kinds.${config.kind}` as const;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{t(`${k}.new`)}</DialogTitle>
        <DialogDescription>{t(`${k}.newText`)}</DialogDescription>
        <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label={t(`${k}.new`)}>
          <FormError message={errors.root?.server?.message} />
          <Controller
            control={form.control}
            name="debtorId"
            render={({ field }) => (
              <DebtorPicker
                id="debtorId"
                label={t("ledger.fields.debtor")}
                required={config.debtorRequired}
                value={debtor && field.value === debtor.debtorId ? debtor : null}
                onChange={(d) => field.onChange(d?.debtorId ?? "")}
                error={errors.debtorId?.message}
              />
            )}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <Controller
              control={form.control}
              name="voucherDate"
              render={({ field }) => (
                <DateField
                  required
                  label={t("ledger.fields.voucherDate")}
                  error={errors.voucherDate?.message}
                  {...field}
                />
              )}
            />
            <TextField
              required
              inputMode="decimal"
              autoComplete="off"
              label={t("ledger.fields.amount")}
              description={t("ledger.fields.amountHint")}
              error={errors.amount?.message}
              {...form.register("amount")}
            />
            {config.fields.includes("number") ? (
              <TextField
                required
                label={t(`${k}.number`)}
                error={errors.number?.message}
                {...form.register("number")}
              />
            ) : null}
            {config.fields.includes("kid") ? (
              <TextField
                inputMode="numeric"
                label={t("ledger.fields.kid")}
                error={errors.kid?.message}
                {...form.register("kid")}
              />
            ) : null}
            {config.fields.includes("invoiceNumber") ? (
              <TextField
                label={t("ledger.fields.invoiceNumber")}
                error={errors.invoiceNumber?.message}
                {...form.register("invoiceNumber")}
              />
            ) : null}
            {config.fields.includes("side") ? (
              <SelectField
                required
                label={t("ledger.fields.side")}
                error={errors.side?.message}
                options={[
                  { value: "credit", label: t("ledger.sides.credit") },
                  { value: "debit", label: t("ledger.sides.debit") },
                ]}
                {...form.register("side")}
              />
            ) : null}
          </div>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? <Spinner /> : null}
              {t("common.save")}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
