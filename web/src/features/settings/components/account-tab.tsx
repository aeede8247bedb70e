import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { TextAreaField } from "@/components/ui/select-field";
import { Spinner } from "@/components/ui/spinner";
import { FieldError, FormError, TextField } from "@/components/ui/text-field";
import { currentUserKey, useCurrentUser } from "@/lib/current-user";
import {
  customerDetailQuery,
  customerKey,
  deleteLogo,
  logoUrl,
  requestAccountNumberUpdate,
  updateCustomer,
  updateCustomerDocument,
  uploadLogo,
  type CustomerDetail,
} from "@/lib/customer-api";
import { CompanyForm } from "@/components/company-form";
import {
  accountNumberUpdateSchema,
  documentSchema,
  type AccountNumberUpdateValues,
  type DocumentValues,
} from "@/lib/customer-schemas";
import { fetchBlob } from "@/lib/api-client";
import { formatAccountNumber } from "@/lib/format";
import { useRights } from "@/lib/use-rights";

export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const LOGO_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp", "image/svg+xml"];

export function AccountTab() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const id = user?.customer?.id ?? "";
  const { rights } = useRights();
  const detail = useQuery({ ...customerDetailQuery(id), enabled: !!id });
  const queryClient = useQueryClient();
  if (!detail.data) return <Spinner label={t("app.loading")} />;
  const customer = detail.data;
  const canEdit = rights.can("editAccount");
  const saved = (c: CustomerDetail) => {
    queryClient.setQueryData(customerKey(id), (old: CustomerDetail | undefined) => ({ ...old, ...c }));
    void queryClient.invalidateQueries({ queryKey: currentUserKey });
    toast.success(t("common.saved"), { id: "settings-saved" });
  };

  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle>{t("settings.account.companyHeading")}</CardTitle>
          {canEdit ? null : <CardDescription>{t("settings.readOnly")}</CardDescription>}
        </CardHeader>
        <CardContent>
          <CompanyForm
            mode="update"
            initial={customer}
            readOnly={!canEdit}
            ariaLabel={t("settings.account.companyHeading")}
            submitLabel={t("common.save")}
            submit={(values) => updateCustomer(id, values)}
            onDone={saved}
          />
        </CardContent>
      </Card>
      <AccountNumberCard customer={customer} canEdit={canEdit} />
      <LogoCard customer={customer} canEdit={canEdit} onChanged={saved} />
      <DocumentCard customer={customer} canEdit={canEdit} onSaved={saved} />
    </>
  );
}

function AccountNumberCard({ customer, canEdit }: { customer: CustomerDetail; canEdit: boolean }) {
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

function LogoCard({
  customer,
  canEdit,
  onChanged,
}: {
  customer: CustomerDetail;
  canEdit: boolean;
  onChanged: (c: CustomerDetail) => void;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string>();
  const hasLogo = customer.logo;
  const logo = useQuery({
    queryKey: ["customers", customer.id, "logo", String(customer.logo)],
    queryFn: ({ signal }) => fetchBlob(logoUrl(customer.id), signal),
    enabled: hasLogo,
    meta: { skipGlobalErrorHandler: true },
  });
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    if (!logo.data || !hasLogo) return setSrc(undefined);
    const url = URL.createObjectURL(logo.data);
    setSrc(url);
    return () => URL.revokeObjectURL(url);
  }, [logo.data, hasLogo]);
  const upload = useMutation({ mutationFn: (file: File) => uploadLogo(customer.id, file) });
  const remove = useMutation({ mutationFn: () => deleteLogo(customer.id) });

  const onFile = async (file: File | undefined) => {
    setError(undefined);
    if (!file) return;
    if (!LOGO_TYPES.includes(file.type)) return setError(t("settings.account.logoType"));
    if (file.size > LOGO_MAX_BYTES) return setError(t("settings.account.logoTooLarge"));
    try {
      onChanged(await upload.mutateAsync(file));
    } catch {
      // toast by the global handler
    } finally {
      if (inputRef.current) inputRef.current.value = "";
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("settings.account.logoHeading")}</CardTitle>
        <CardDescription>{t("settings.account.logoText")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid h-28 w-56 place-items-center rounded-md border border-dashed border-neutral-300 bg-neutral-50">
          {src ? (
            <img src={src} alt={t("settings.account.logoAlt", { name: customer.name })} className="max-h-24 max-w-52" />
          ) : (
            <span className="text-sm text-neutral-700">{t("settings.account.noLogo")}</span>
          )}
        </div>
        {canEdit ? (
          <div className="flex flex-wrap items-end gap-3">
            <div className="grid gap-1.5">
              <label htmlFor={inputId} className="text-sm font-medium">
                {t("settings.account.chooseLogo")}
              </label>
              <input
                ref={inputRef}
                id={inputId}
                name="logo"
                type="file"
                accept={LOGO_TYPES.join(",")}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${inputId}-error` : undefined}
                disabled={upload.isPending}
                onChange={(e) => void onFile(e.target.files?.[0])}
                className="text-sm file:mr-3 file:rounded-md file:border file:border-neutral-300 file:bg-white file:px-3 file:py-2"
              />
            </div>
            {hasLogo ? (
              <Button
                variant="outline"
                disabled={remove.isPending}
                onClick={async () => {
                  try {
                    await remove.mutateAsync();
                    onChanged({ ...customer, logo: false });
                  } catch {
                    // toast
                  }
                }}
              >
                {t("settings.account.removeLogo")}
              </Button>
            ) : null}
            {upload.isPending ? <Spinner label={t("settings.account.uploading")} /> : null}
          </div>
        ) : null}
        <FieldError id={`${inputId}-error`} message={error} />
      </CardContent>
    </Card>
  );
}

function DocumentCard({
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
