import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { Controller, useForm, type Resolver } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { CaseVoucherInput } from "@innfri/core/cases/operations/case-payments.schema";
import { CASE_VOUCHER_KIND_NAMES, type ExcessChoice } from "@innfri/core/cases/operations/payment-rules";
import { Button } from "@/components/ui/button";
import { DateField } from "@/components/ui/date-field";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { DialogFooterActions, useFieldProps } from "@/components/ui/form";
import { SelectField } from "@/components/ui/select-field";
import { Spinner } from "@/components/ui/spinner";
import { FormError, TextField } from "@/components/ui/text-field";
import { handleApiError, isApiError } from "@/lib/api-client";
import { osloToday } from "@/lib/format";
import { casesKey } from "../api/cases";
import { registerCaseVoucher, type CaseVoucherBody } from "../api/payments";

type Values = Omit<CaseVoucherBody, "excess">;

/**
 * "Registrer innbetaling" / "Register payment": a payment, credit note or correction on the case (amount as typed,
 * `1 234,50`; date DD.MM.YYYY). An amount above the case total is refused by the server on `excess` (SPEC 8): the
 * user then chooses to distribute the excess over the debtor's other cases or to delete the rest, and the same form is
 * sent again with that choice. One Idempotency-Key per attempt.
 */
export function RegisterPaymentDialog({
  caseId,
  customerId,
  open,
  onOpenChange,
}: {
  caseId: string;
  customerId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<Values>({
    resolver: zodResolver(CaseVoucherInput, undefined, { raw: true }) as unknown as Resolver<Values>,
    defaultValues: { type: "payment", voucherDate: osloToday(), amount: "", kid: "", text: "" },
  });
  const [excess, setExcess] = useState<{ message: string; values: Values } | null>(null);
  const key = useRef<string | null>(null);
  const mutation = useMutation({
    mutationFn: (body: CaseVoucherBody) => {
      key.current ??= crypto.randomUUID();
      return registerCaseVoucher(caseId, body, key.current);
    },
    meta: { skipGlobalErrorHandler: true },
  });
  const send = async (values: Values, choice?: ExcessChoice) => {
    const body: CaseVoucherBody = { type: values.type, voucherDate: values.voucherDate, amount: values.amount };
    if (values.kid?.trim()) body.kid = values.kid.trim();
    if (values.text?.trim()) body.text = values.text.trim();
    if (choice) body.excess = choice;
    try {
      const { message } = await mutation.mutateAsync(body);
      key.current = null;
      toast.success(message, { id: "case-payment" });
      void queryClient.invalidateQueries({ queryKey: casesKey(customerId) });
      setExcess(null);
      close(false);
    } catch (error) {
      key.current = null; // refused: nothing was registered, a new attempt is a new request
      setExcess(null);
      if (isApiError(error) && error.status === 422 && error.errors?.excess) {
        setExcess({ message: error.errors.excess[0] ?? error.message, values });
      } else handleApiError(error, { setError: form.setError });
    }
  };
  function close(next: boolean) {
    if (!next) form.reset();
    onOpenChange(next);
  }
  const { errors, isSubmitting } = form.formState;
  const field = useFieldProps(form, (name) => t(`cases.payments.fields.${name}`));
  return (
    <>
      <Dialog open={open && !excess} onOpenChange={close}>
        <DialogContent>
          <DialogTitle>{t("cases.payments.register")}</DialogTitle>
          <DialogDescription>{t("cases.payments.intro")}</DialogDescription>
          <form
            noValidate
            className="grid gap-4"
            onSubmit={form.handleSubmit((v) => send(v))}
            aria-label={t("cases.payments.register")}
          >
            <FormError message={errors.root?.server?.message} />
            <SelectField
              required
              label={t("cases.payments.fields.type")}
              error={errors.type?.message}
              options={CASE_VOUCHER_KIND_NAMES.map((k) => ({ value: k, label: t(`cases.payments.kind.${k}`) }))}
              {...form.register("type")}
            />
            <TextField required inputMode="decimal" placeholder="1 234,50" autoComplete="off" {...field("amount")} />
            <Controller
              control={form.control}
              name="voucherDate"
              render={({ field: f }) => (
                <DateField
                  required
                  label={t("cases.payments.fields.voucherDate")}
                  error={errors.voucherDate?.message}
                  {...f}
                />
              )}
            />
            <TextField inputMode="numeric" autoComplete="off" {...field("kid")} />
            <TextField autoComplete="off" {...field("text")} />
            <DialogFooterActions
              onCancel={() => close(false)}
              pending={isSubmitting || mutation.isPending}
              submitLabel={t("cases.payments.save")}
            />
          </form>
        </DialogContent>
      </Dialog>
      <Dialog open={!!excess} onOpenChange={(o) => (o ? null : setExcess(null))}>
        <DialogContent>
          <DialogTitle>{t("cases.payments.excess.title")}</DialogTitle>
          <DialogDescription>{excess?.message}</DialogDescription>
          <ul className="list-disc pl-5 text-sm text-neutral-700">
            <li>{t("cases.payments.excess.distributeHelp")}</li>
            <li>{t("cases.payments.excess.deleteHelp")}</li>
          </ul>
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => setExcess(null)}>
              {t("common.cancel")}
            </Button>
            <Button
              type="button"
              variant="outline"
              disabled={mutation.isPending}
              onClick={() => excess && send(excess.values, "delete")}
            >
              {t("cases.payments.excess.delete")}
            </Button>
            <Button
              type="button"
              disabled={mutation.isPending}
              onClick={() => excess && send(excess.values, "distribute")}
            >
              {mutation.isPending ? <Spinner /> : null}
              {t("cases.payments.excess.distribute")}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
