import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { StaffInvoiceView } from "@innfri/core/billing/invoices/invoice.schema";
import { parseAmount } from "@innfri/core/util/money";
import { Button } from "@/components/ui/button";
import { DateField } from "@/components/ui/date-field";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { FormError, TextField } from "@/components/ui/text-field";
import { handleApiError, isApiError } from "@/lib/api-client";
import { formatMoney, osloToday } from "@/lib/format";
import { recordInvoicePayment } from "../api/customer-invoices";

type Values = { amount: string; kid: string; paidDate: string };
const k = "resources.customer-invoices";
/** The server's fields and the form's: the amount is typed in kroner («1 234,50»), sent in øre. */
const FIELD: Record<string, keyof Values> = { amountOre: "amount", kid: "kid", paidDate: "paidDate" };

/**
 * «Registrer betaling» / "Register payment" of one of our invoices: amount (what is left, prefilled), KID (the
 * invoice's), date (today). One Idempotency-Key made when the dialog opens: a lost answer sent again records the
 * payment once; a refused one (422) wrote nothing, so the corrected form is sent under the same key.
 */
export function InvoicePaymentDialog({ invoice, onClose }: { invoice: StaffInvoiceView; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [key] = useState(() => crypto.randomUUID());
  const left = invoice.totalOre - invoice.paidOre;
  const form = useForm<Values>({
    defaultValues: { amount: formatMoney(left).replace(/\s*kr$/, ""), kid: invoice.kid, paidDate: osloToday() },
  });
  const mutation = useMutation({
    mutationFn: (v: { amountOre: number } & Omit<Values, "amount">) =>
      recordInvoicePayment(invoice.number, { amountOre: v.amountOre, kid: v.kid.trim(), paidDate: v.paidDate }, key),
    meta: { skipGlobalErrorHandler: true },
  });
  const onSubmit = form.handleSubmit(async ({ amount, ...rest }) => {
    const amountOre = parseAmount(amount);
    if (amountOre === null) return form.setError("amount", { message: t(`${k}.amountNumber`) });
    try {
      await mutation.mutateAsync({ amountOre, ...rest });
      toast.success(t(`${k}.paymentRecorded`, { number: invoice.number }), { id: "invoice-payment" });
      await queryClient.invalidateQueries({ queryKey: ["admin", "customer-invoices"] });
      onClose();
    } catch (error) {
      if (isApiError(error) && error.status === 422) {
        for (const [field, messages] of Object.entries(error.errors ?? {}))
          form.setError(FIELD[field] ?? ("root.server" as never), { type: "server", message: messages[0] });
        form.setError("root.server" as never, { type: "server", message: error.message });
      } else handleApiError(error, { setError: form.setError });
    }
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent>
        <DialogTitle>{t(`${k}.payFor`, { number: invoice.number })}</DialogTitle>
        <DialogDescription>
          {t(`${k}.payIntro`, { customer: invoice.customerName, left: formatMoney(left) })}
        </DialogDescription>
        <form noValidate onSubmit={onSubmit} className="grid gap-3">
          <FormError message={errors.root?.server?.message} />
          <TextField
            label={t(`${k}.amount`)}
            inputMode="decimal"
            maxLength={20}
            error={errors.amount?.message}
            {...form.register("amount")}
          />
          <TextField label={t(`${k}.kid`)} maxLength={25} error={errors.kid?.message} {...form.register("kid")} />
          <Controller
            control={form.control}
            name="paidDate"
            render={({ field }) => <DateField label={t(`${k}.paidDate`)} error={errors.paidDate?.message} {...field} />}
          />
          <div className="flex gap-2">
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? <Spinner /> : null}
              {t(`${k}.record`)}
            </Button>
            <Button type="button" variant="outline" onClick={onClose}>
              {t(`${k}.cancel`)}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
