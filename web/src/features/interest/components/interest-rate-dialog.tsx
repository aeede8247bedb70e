import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm, type Resolver } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { DateField } from "@/components/ui/date-field";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { FormError, TextField } from "@/components/ui/text-field";
import { useSaveInterestRate, type InterestRate } from "../api";
import { amountInput, halfYearLabel, percentInput } from "../format";
import { createInterestRateSchema, updateInterestRateSchema, type InterestRateValues } from "../schemas";

/**
 * Create a half-year's rate (`rate` undefined) or change one. The fields are validated with the API's schema
 * (raw: the form keeps what was typed, "12,25", and the API parses it again), so the messages are the same.
 */
export function InterestRateDialog({
  rate,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: {
  rate?: InterestRate;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the focus goes on closing (the dialog has no trigger of its own to return it to). */
  onCloseAutoFocus?: (event: Event) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        {/* A fresh form per opening and per half-year, so it starts from the stored values. */}
        {open ? <RateForm key={rate?.from ?? "new"} rate={rate} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function RateForm({ rate, onDone }: { rate?: InterestRate; onDone: () => void }) {
  const { t } = useTranslation();
  const schema = rate ? updateInterestRateSchema : createInterestRateSchema;
  const form = useForm<InterestRateValues>({
    resolver: zodResolver(schema, undefined, { raw: true }) as unknown as Resolver<InterestRateValues>,
    defaultValues: {
      from: rate?.from ?? "",
      ratePercent: rate ? percentInput(rate.ratePercent) : "",
      compensation: rate ? amountInput(rate.compensationOre) : "",
      source: rate?.source ?? "",
    },
  });
  const save = useSaveInterestRate(rate?.from, form.setError);
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      toast.success(t("interest.saved"), { id: "interest-saved" });
      onDone();
    } catch {
      // 422 on the form, other errors as toasts
    }
  });
  const { errors, isSubmitting } = form.formState;
  const heading = rate
    ? t("interest.form.editHeading", { halfYear: halfYearLabel(t, rate.from) })
    : t("interest.form.createHeading");

  return (
    <>
      <DialogTitle>{heading}</DialogTitle>
      <DialogDescription>{t("interest.form.description")}</DialogDescription>
      <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label={heading}>
        <FormError message={errors.root?.server?.message} />
        {rate ? null : (
          <Controller
            control={form.control}
            name="from"
            render={({ field }) => (
              <DateField
                required
                label={t("interest.form.from")}
                description={t("interest.form.fromHelp")}
                error={errors.from?.message}
                {...field}
              />
            )}
          />
        )}
        <TextField
          required
          inputMode="decimal"
          autoComplete="off"
          label={t("interest.form.ratePercent")}
          description={t("interest.form.rateHelp")}
          error={errors.ratePercent?.message}
          {...form.register("ratePercent")}
        />
        <TextField
          inputMode="decimal"
          autoComplete="off"
          label={t("interest.form.compensation")}
          description={t("interest.form.compensationHelp")}
          error={errors.compensation?.message}
          {...form.register("compensation")}
        />
        <TextField
          autoComplete="off"
          label={t("interest.form.source")}
          description={t("interest.form.sourceHelp")}
          error={errors.source?.message}
          {...form.register("source")}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={onDone}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? <Spinner /> : null}
            {t("interest.form.save")}
          </Button>
        </div>
      </form>
    </>
  );
}
