import { zodResolver } from "@hookform/resolvers/zod";
import { useRouterState } from "@tanstack/react-router";
import { useForm, type FieldValues, type Resolver, type UseFormSetError } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { z } from "zod";
import { CreateCustomerFeedbackInput } from "@innfri/core/support/customer-feedback.schema";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { DialogFooterActions } from "@/components/ui/form";
import { SelectField, TextAreaField } from "@/components/ui/select-field";
import { FormError } from "@/components/ui/text-field";
import { useSendFeedback } from "../api/support";

interface Values {
  text: string;
  rating: string;
}

/** The body: the text, the page the user was on (path only, no query), the rating or none. */
const toBody = (values: Values, page: string) => ({
  text: values.text,
  page,
  rating: values.rating === "" ? null : Number(values.rating),
});

/** "Send feedback" from the help menu: a text, an optional rating 1-5; the current page goes with it. */
export function FeedbackDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>{open ? <FeedbackForm onDone={() => onOpenChange(false)} /> : null}</DialogContent>
    </Dialog>
  );
}

function FeedbackForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const page = useRouterState({ select: (s) => s.location.pathname }).slice(0, 200);
  const schema = z.preprocess((v) => toBody(v as Values, page), CreateCustomerFeedbackInput);
  const form = useForm<Values>({
    resolver: zodResolver(schema as never, undefined, { raw: true }) as unknown as Resolver<Values>,
    defaultValues: { text: "", rating: "" },
  });
  const send = useSendFeedback(form.setError as unknown as UseFormSetError<FieldValues>);
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await send.mutateAsync(toBody(values, page));
      toast.success(t("resources.feedback.sent"), { id: "feedback-sent" });
      onDone();
    } catch {
      // 422 on the form, other errors as toasts
    }
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <>
      <DialogTitle>{t("resources.feedback.heading")}</DialogTitle>
      <DialogDescription>{t("resources.feedback.description")}</DialogDescription>
      <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label={t("resources.feedback.heading")}>
        <FormError message={errors.root?.server?.message} />
        <TextAreaField
          required
          label={t("resources.feedback.text")}
          error={errors.text?.message}
          rows={5}
          {...form.register("text")}
        />
        <SelectField
          label={t("resources.feedback.rating")}
          error={errors.rating?.message}
          options={[
            { value: "", label: t("resources.feedback.noRating") },
            ...[5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: t("resources.feedback.ratingOption", { count: n }) })),
          ]}
          {...form.register("rating")}
        />
        <DialogFooterActions onCancel={onDone} pending={isSubmitting} submitLabel={t("resources.feedback.send")} />
      </form>
    </>
  );
}
