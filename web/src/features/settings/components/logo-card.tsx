import { useMutation, useQuery } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { LOGO_MAX_BYTES, LOGO_TYPES } from "@innfri/core/storage/logo-rules";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { FieldError } from "@/components/ui/text-field";
import { deleteLogo, logoUrl, uploadLogo, type CustomerDetail } from "@/lib/customer-api";
import { fetchBlob } from "@/lib/api-client";

export function LogoCard({
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
