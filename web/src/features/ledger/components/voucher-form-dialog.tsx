import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Controller, useForm, type Resolver } from "react-hook-form";
import { INVOICE_TYPE_NUMBERS } from "@innfri/core/ledger/voucher-rules";
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
import { addDays, osloToday } from "../due-periods";
import type { FormField, FormKindConfig } from "../voucher-kinds";
import { DebtorPicker, type PickedDebtor } from "./debtor-picker";

export interface VoucherFormValues {
  debtorId: string;
  voucherDate: string;
  amount: string;
  kid: string;
  number: string;
  invoiceNumber: string;
  side: "credit" | "debit";
  /** SPEC 3 invoice type 1–5 (invoices only). */
  invoiceType: number;
  dueDate: string;
  reference: string;
  interestTotal: string;
  description: string;
}

/** The request body: what the kind takes, as typed (the API reads "1 234,50"), empty fields left out. */
export function voucherBody(config: FormKindConfig, values: VoucherFormValues): Record<string, string | number> {
  const body: Record<string, string | number> = {};
  const keys: (keyof VoucherFormValues)[] = ["debtorId", "voucherDate", "amount", ...(config.fields as FormField[])];
  for (const key of keys) {
    const value = values[key];
    if (typeof value === "number") body[key] = value;
    else if (value.trim()) body[key] = value.trim();
  }
  return body;
}

/**
 * Register a voucher or a claim by hand: payments, credit notes, corrections (POST /payments, /credit-notes,
 * /corrections) and invoices of every invoice type, late fees and judgments (POST /invoices, /late-fees,
 * /sentences). One form, configured per kind (voucher-kinds.ts), validated with the API's own schema; the API's
 * 422 lands on the fields.
 */
export function VoucherFormDialog({
  config,
  open,
  onOpenChange,
  debtor,
}: {
  config: FormKindConfig;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The debtor of the page (/customer/payment/{debtorId}), preselected. */
  debtor?: PickedDebtor | null;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // the kind's own texts (ledger.kinds.payment.new, ledger.claimKinds.invoice.number …)
  const tx = (key: string, fallback?: string): string =>
    t(`${config.texts}.${key}` as never, { defaultValue: fallback ?? "" } as never) as unknown as string;
  const has = (field: FormField) => config.fields.includes(field as never);
  const today = osloToday();
  const form = useForm<VoucherFormValues>({
    // the schema validates what is typed; the raw values are sent, so amounts stay "1 234,50"
    resolver: zodResolver(config.schema, undefined, { raw: true }) as unknown as Resolver<VoucherFormValues>,
    defaultValues: {
      debtorId: debtor?.debtorId ?? "",
      voucherDate: today,
      amount: "",
      kid: "",
      number: "",
      invoiceNumber: "",
      side: "credit",
      invoiceType: 1,
      // invoices and judgments fall due in 14 days unless told otherwise; a late fee's due date is optional
      dueDate: config.kind === "lateFee" ? "" : addDays(today, 14),
      reference: "",
      interestTotal: "",
      description: "",
    },
  });
  const mutation = useMutation({
    mutationFn: (values: VoucherFormValues) => createVoucher(config.resource, voucherBody(config, values)),
    meta: { setError: form.setError },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(values);
      toast.success(tx("created"), { id: `${config.kind}-created` });
      void queryClient.invalidateQueries({ queryKey: ledgerKey });
      form.reset();
      onOpenChange(false);
    } catch {
      // 422 on the form, other errors as toasts
    }
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{tx("new")}</DialogTitle>
        <DialogDescription>{tx("newText")}</DialogDescription>
        <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label={tx("new")}>
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
            {has("invoiceType") ? (
              <SelectField
                required
                className="sm:col-span-2"
                label={t("ledger.claimKinds.invoiceType")}
                error={errors.invoiceType?.message}
                options={INVOICE_TYPE_NUMBERS.map((n) => ({
                  value: String(n),
                  label: t(`ledger.claimKinds.invoiceTypes.${n}`),
                }))}
                {...form.register("invoiceType", { setValueAs: (v) => Number(v) })}
              />
            ) : null}
            <Controller
              control={form.control}
              name="voucherDate"
              render={({ field }) => (
                <DateField
                  required
                  label={tx("voucherDate", t("ledger.fields.voucherDate"))}
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
            {has("dueDate") ? (
              <Controller
                control={form.control}
                name="dueDate"
                render={({ field }) => (
                  <DateField
                    required={config.kind !== "lateFee"}
                    label={t("ledger.fields.dueDate")}
                    error={errors.dueDate?.message}
                    {...field}
                  />
                )}
              />
            ) : null}
            {has("number") ? (
              <TextField required label={tx("number")} error={errors.number?.message} {...form.register("number")} />
            ) : null}
            {has("interestTotal") ? (
              <TextField
                inputMode="decimal"
                autoComplete="off"
                label={tx("interestTotal")}
                error={errors.interestTotal?.message}
                {...form.register("interestTotal")}
              />
            ) : null}
            {has("kid") ? (
              <TextField
                inputMode="numeric"
                label={t("ledger.fields.kid")}
                error={errors.kid?.message}
                {...form.register("kid")}
              />
            ) : null}
            {has("invoiceNumber") ? (
              <TextField
                label={t("ledger.fields.invoiceNumber")}
                error={errors.invoiceNumber?.message}
                {...form.register("invoiceNumber")}
              />
            ) : null}
            {has("side") ? (
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
            {has("reference") ? (
              <TextField
                label={t("ledger.fields.reference")}
                error={errors.reference?.message}
                {...form.register("reference")}
              />
            ) : null}
            {has("description") ? (
              <TextField
                className="sm:col-span-2"
                label={t("ledger.claimKinds.description")}
                error={errors.description?.message}
                {...form.register("description")}
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
