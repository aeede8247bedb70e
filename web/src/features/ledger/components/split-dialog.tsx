import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useFieldArray, useForm, useWatch, type Resolver } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { SplitInput } from "@innfri/core/ledger/ledger.schema";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { FieldError, FormError, TextField } from "@/components/ui/text-field";
import { formatMoney } from "@/lib/format";
import { ledgerKey } from "../api/integration";
import type { VoucherView as Voucher } from "@innfri/core/ledger/ledger-views.schema";
import { splitPayment } from "../api/vouchers";
import { splitState } from "../split";

interface SplitValues {
  parts: { amount: string; kid: string; invoiceNumber: string }[];
}

const emptyPart = () => ({ amount: "", kid: "", invoiceNumber: "" });

/**
 * Split what is left of a payment into two or more payments (POST /payments/{id}/split), each matched on its own
 * KID or invoice number. The remaining amount shows as the parts are typed; the server has the last word
 * ("Split amount error").
 */
export function SplitDialog({
  payment,
  onOpenChange,
}: {
  payment: Voucher | null;
  onOpenChange: (o: boolean) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<SplitValues>({
    resolver: zodResolver(SplitInput, undefined, { raw: true }) as unknown as Resolver<SplitValues>,
    defaultValues: { parts: [emptyPart(), emptyPart()] },
  });
  useEffect(() => {
    if (payment) form.reset({ parts: [emptyPart(), emptyPart()] });
  }, [payment, form]);
  const parts = useFieldArray({ control: form.control, name: "parts" });
  const watched = useWatch({ control: form.control, name: "parts" }) ?? [];
  const state = splitState(
    payment?.balanceOre ?? 0,
    watched.map((p) => p.amount ?? ""),
  );
  const mutation = useMutation({
    mutationFn: (values: SplitValues) =>
      splitPayment(
        payment!.voucherId,
        values.parts.map((p) => ({
          amount: p.amount.trim(),
          ...(p.kid.trim() ? { kid: p.kid.trim() } : {}),
          ...(p.invoiceNumber.trim() ? { invoiceNumber: p.invoiceNumber.trim() } : {}),
        })),
      ),
    meta: { setError: form.setError },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(values);
      toast.success(t("ledger.split.done", { count: values.parts.length }), { id: "split" });
      void queryClient.invalidateQueries({ queryKey: ledgerKey });
      onOpenChange(false);
    } catch {
      // 422 (the parts do not add up) on the form, other errors as toasts
    }
  });
  const { errors, isSubmitting } = form.formState;
  const partsError = errors.parts?.message ?? errors.parts?.root?.message;
  return (
    <Dialog open={!!payment} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogTitle>{t("ledger.split.heading")}</DialogTitle>
        <DialogDescription>
          {payment ? t("ledger.split.text", { amount: formatMoney(payment.balanceOre) }) : null}
        </DialogDescription>
        <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label={t("ledger.split.heading")}>
          <FormError message={errors.root?.server?.message} />
          <fieldset className="grid gap-3">
            <legend className="mb-1 text-sm font-semibold">{t("ledger.split.parts")}</legend>
            {parts.fields.map((item, i) => {
              const err = errors.parts?.[i];
              return (
                <div
                  key={item.id}
                  className="grid items-start gap-3 rounded-md border border-neutral-200 p-3 sm:grid-cols-[1fr_1fr_1fr_auto]"
                >
                  <TextField
                    required
                    id={`parts-${i}-amount`}
                    inputMode="decimal"
                    autoComplete="off"
                    label={t("ledger.split.partAmount", { n: i + 1 })}
                    error={err?.amount?.message}
                    {...form.register(`parts.${i}.amount`)}
                  />
                  <TextField
                    id={`parts-${i}-kid`}
                    inputMode="numeric"
                    label={t("ledger.split.partKid", { n: i + 1 })}
                    error={err?.kid?.message}
                    {...form.register(`parts.${i}.kid`)}
                  />
                  <TextField
                    id={`parts-${i}-invoiceNumber`}
                    label={t("ledger.split.partInvoice", { n: i + 1 })}
                    error={err?.invoiceNumber?.message}
                    {...form.register(`parts.${i}.invoiceNumber`)}
                  />
                  <Button
                    variant="outline"
                    className="sm:mt-6"
                    disabled={parts.fields.length <= 2}
                    onClick={() => parts.remove(i)}
                  >
                    {t("common.remove")}
                    <span className="sr-only"> {t("ledger.split.part", { n: i + 1 })}</span>
                  </Button>
                </div>
              );
            })}
            <div>
              <Button variant="outline" onClick={() => parts.append(emptyPart())}>
                {t("ledger.split.addPart")}
              </Button>
            </div>
          </fieldset>
          <p
            aria-live="polite"
            data-testid="split-remaining"
            className={state.remainingOre === 0 ? "text-sm" : "text-sm font-medium text-red-700"}
          >
            {t("ledger.split.remaining", { amount: formatMoney(state.remainingOre) })}
          </p>
          <FieldError id="parts-error" message={partsError} />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? <Spinner /> : null}
              {t("ledger.split.submit")}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
