import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { TextAreaField } from "@/components/ui/select-field";
import { Spinner } from "@/components/ui/spinner";
import { FormError, TextField } from "@/components/ui/text-field";
import { updateCustomerDocument, type CustomerDetail } from "@/lib/customer-api";
import { documentSchema, type DocumentValues } from "@/lib/customer-schemas";

export function DocumentCard({
  customer,
  canEdit,
  onSaved,
}: {
  customer: CustomerDetail;
  canEdit: boolean;
  onSaved: (c: CustomerDetail) => void;
}) {
  const { t } = useTranslation();
  const contact = (c?: { name?: string; email?: string; phone?: string } | null) => ({
    name: c?.name ?? "",
    email: c?.email ?? "",
    phone: c?.phone ?? "",
  });
  const form = useForm<DocumentValues>({
    resolver: zodResolver(documentSchema),
    defaultValues: {
      title: customer.document.title,
      subtitle: customer.document.subtitle,
      upperText: customer.document.upperText,
      lowerText: customer.document.lowerText,
      emailTemplate: { subject: customer.emailTemplate?.subject ?? "", body: customer.emailTemplate?.body ?? "" },
      companyContact: contact(customer.companyContact),
      caseworkerContact: contact(customer.caseworkerContact),
    },
  });
  const mutation = useMutation({
    mutationFn: (values: DocumentValues) => updateCustomerDocument(customer.id, values),
    meta: { setError: form.setError },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      onSaved(await mutation.mutateAsync(values));
    } catch {
      // on the form
    }
  });
  const { errors, isSubmitting } = form.formState;
  const ro = !canEdit;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("settings.account.documentHeading")}</CardTitle>
        <CardDescription>{t("settings.account.documentText")}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="grid gap-6" aria-label={t("settings.account.documentHeading")}>
          <FormError message={errors.root?.server?.message} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField readOnly={ro} label={t("settings.account.title")} error={errors.title?.message} {...form.register("title")} />
            <TextField readOnly={ro} label={t("settings.account.subtitle")} error={errors.subtitle?.message} {...form.register("subtitle")} />
            <TextAreaField readOnly={ro} label={t("settings.account.upperText")} error={errors.upperText?.message} {...form.register("upperText")} />
            <TextAreaField readOnly={ro} label={t("settings.account.lowerText")} error={errors.lowerText?.message} {...form.register("lowerText")} />
          </div>
          <fieldset className="grid gap-4">
            <legend className="mb-2 font-semibold">{t("settings.account.emailTemplate")}</legend>
            <TextField
              readOnly={ro}
              label={t("settings.account.emailSubject")}
              error={errors.emailTemplate?.subject?.message}
              {...form.register("emailTemplate.subject")}
            />
            <TextAreaField
              readOnly={ro}
              label={t("settings.account.emailBody")}
              error={errors.emailTemplate?.body?.message}
              {...form.register("emailTemplate.body")}
            />
          </fieldset>
          {(["companyContact", "caseworkerContact"] as const).map((group) => (
            <fieldset key={group} className="grid gap-4 sm:grid-cols-3">
              <legend className="mb-2 font-semibold">{t(`settings.account.${group}`)}</legend>
              <TextField
                readOnly={ro}
                label={t("settings.account.contactName")}
                error={errors[group]?.name?.message}
                {...form.register(`${group}.name`)}
              />
              <TextField
                readOnly={ro}
                type="email"
                label={t("settings.account.contactEmail")}
                error={errors[group]?.email?.message}
                {...form.register(`${group}.email`)}
              />
              <TextField
                readOnly={ro}
                type="tel"
                label={t("settings.account.contactPhone")}
                error={errors[group]?.phone?.message}
                {...form.register(`${group}.phone`)}
              />
            </fieldset>
          ))}
          {canEdit ? (
            <div>
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? <Spinner /> : null}
                {t("common.save")}
              </Button>
            </div>
          ) : null}
        </form>
      </CardContent>
    </Card>
  );
}
