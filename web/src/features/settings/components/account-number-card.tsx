import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { FormError, TextField } from "@/components/ui/text-field";
import { requestAccountNumberUpdate, type CustomerDetail } from "@/lib/customer-api";
import { accountNumberUpdateSchema, type AccountNumberUpdateValues } from "@/lib/customer-schemas";
import { formatAccountNumber } from "@/lib/format";

export function AccountNumberCard({ customer, canEdit }: { customer: CustomerDetail; canEdit: boolean }) {
  const { t } = useTranslation();
  const form = useForm<AccountNumberUpdateValues, unknown, { accountNumber: string }>({
    resolver: zodResolver(accountNumberUpdateSchema),
    defaultValues: { accountNumber: "" },
  });
  const mutation = useMutation({
    mutationFn: (accountNumber: string) => requestAccountNumberUpdate(customer.id, accountNumber),
    meta: { setError: form.setError },
  });
  const onSubmit = form.handleSubmit(async ({ accountNumber }) => {
    try {
      const res = await mutation.mutateAsync(accountNumber);
      toast.success(res?.message || t("settings.account.accountNumberRequested"), { id: "account-number" });
      form.reset();
    } catch {
      // on the form
    }
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("settings.account.accountNumberHeading")}</CardTitle>
        <CardDescription>
          {t("settings.account.currentAccountNumber", {
            accountNumber: formatAccountNumber(customer.accountNumber) || "–",
          })}
        </CardDescription>
      </CardHeader>
      {canEdit ? (
        <CardContent>
          <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label={t("settings.account.accountNumberHeading")}>
            <p className="text-sm text-neutral-700">{t("settings.account.accountNumberText")}</p>
            <FormError message={errors.root?.server?.message} />
            <TextField
              label={t("settings.account.newAccountNumber")}
              description={t("company.accountNumberHint")}
              error={errors.accountNumber?.message}
              {...form.register("accountNumber")}
            />
            <div>
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? <Spinner /> : null}
                {t("settings.account.requestAccountNumber")}
              </Button>
            </div>
          </form>
        </CardContent>
      ) : null}
    </Card>
  );
}
