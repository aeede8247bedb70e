import { useMutation } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { useForm, type FieldValues, type Path, type UseFormSetError } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { Spinner } from "@/components/ui/spinner";
import { FormError, TextField } from "@/components/ui/text-field";
import type { AccountingSystemId, SystemCompany } from "@/lib/accounting";
import { useLedgerAccess } from "@/lib/ledger-access";
import { leaveApp } from "@/lib/leave-app";
import { chooseCompany, connectWithTokens, redirectUri } from "../api/accounting";
import { useApplySetting } from "../hooks/use-accounting";
import { fieldLabel, howToText } from "../labels";

/**
 * «Koble til Fiken»: asks the API for the system's authorize address (with our state, and PKCE where the system has
 * it) and sends the browser there; the system sends it back to /integration/oauth.
 */
export function OAuthConnectButton({
  system,
  name,
  label,
  variant,
}: {
  system: AccountingSystemId;
  name: string;
  label?: string;
  variant?: "default" | "outline";
}) {
  const { t } = useTranslation();
  const { customerId } = useLedgerAccess();
  // stays pending while the browser leaves the page
  const [leaving, setLeaving] = useState(false);
  const go = useMutation({
    mutationFn: () => redirectUri(customerId, system),
    onSuccess: ({ redirectUri: uri }) => {
      setLeaving(true);
      leaveApp(uri);
    },
  });
  const busy = go.isPending || leaving;
  return (
    <Button variant={variant} onClick={() => go.mutate()} disabled={busy}>
      {busy ? <Spinner /> : null}
      {label ?? t("accounting.connect.oauthButton", { name })}
    </Button>
  );
}

type TokenValues = { fields: Record<string, string> };

/**
 * A token system's connect form: one field per name the system asks for (employeeToken «Ansattnøkkel»), a short
 * how-to of where the key is made, and the API's refusal (422) on the field it concerns.
 */
export function TokenConnectForm({
  system,
  name,
  fields,
}: {
  system: AccountingSystemId;
  name: string;
  fields: string[];
}) {
  const { t } = useTranslation();
  const apply = useApplySetting();
  const form = useForm<TokenValues>({ defaultValues: { fields: Object.fromEntries(fields.map((f) => [f, ""])) } });
  // the API names a refused field by its name ("employeeToken") or by its path in the body ("fields.employeeToken")
  const setError: UseFormSetError<FieldValues> = (field, error, options) =>
    form.setError((fields.includes(field) ? `fields.${field}` : field) as Path<TokenValues>, error, options);
  const connect = useMutation({
    mutationFn: (values: TokenValues) => connectWithTokens(system, values.fields),
    meta: { setError },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const setting = await connect.mutateAsync({
        fields: Object.fromEntries(fields.map((f) => [f, (values.fields[f] ?? "").trim()])),
      });
      apply(setting);
      toast.success(t("accounting.connect.connected", { name }), { id: "integration-connected" });
    } catch {
      // on the form
    }
  });
  const { errors, isSubmitting } = form.formState;
  const howTo = howToText(t, system);
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-3" aria-labelledby="token-connect-heading">
      <h3 id="token-connect-heading" className="text-base font-semibold">
        {t("accounting.connect.heading", { name })}
      </h3>
      <p className="text-sm text-neutral-700">{t("accounting.connect.tokenText", { name })}</p>
      <FormError message={errors.root?.server?.message} />
      {fields.map((field, i) => (
        <TextField
          key={field}
          id={`token-${field}`}
          type="password"
          autoComplete="off"
          spellCheck={false}
          required
          className="max-w-md"
          label={fieldLabel(t, field)}
          description={i === 0 ? howTo : undefined}
          error={errors.fields?.[field]?.message}
          {...form.register(`fields.${field}`, { required: "validation.required" })}
        />
      ))}
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <Spinner /> : null}
          {t("accounting.connect.submit")}
        </Button>
      </div>
    </form>
  );
}

/** Several companies reached: the user picks the one whose books the ledger follows. */
export function CompanyChooser({
  system,
  name,
  companies,
}: {
  system: AccountingSystemId;
  name: string;
  companies: SystemCompany[];
}) {
  const { t } = useTranslation();
  const apply = useApplySetting();
  const [ref, setRef] = useState(companies[0]?.ref ?? "");
  const choose = useMutation({
    mutationFn: () => chooseCompany(system, ref),
    onSuccess: (setting) => {
      apply(setting);
      const company = companies.find((c) => c.ref === ref)?.name ?? ref;
      toast.success(t("accounting.company.chosen", { company }), { id: "integration-company" });
    },
  });
  return (
    <form
      className="grid gap-3"
      aria-labelledby="choose-company-heading"
      onSubmit={(e) => {
        e.preventDefault();
        if (ref) choose.mutate();
      }}
    >
      <h3 id="choose-company-heading" className="text-base font-semibold">
        {t("accounting.company.heading")}
      </h3>
      <p className="text-sm text-neutral-700">{t("accounting.company.text", { name })}</p>
      <SelectField
        name="companyRef"
        label={t("accounting.company.label")}
        className="max-w-md"
        value={ref}
        onChange={(e) => setRef(e.target.value)}
        options={companies.map((c) => ({
          value: c.ref,
          label: c.orgNumber ? t("accounting.company.withOrgNumber", { name: c.name, orgNumber: c.orgNumber }) : c.name,
        }))}
      />
      <div>
        <Button type="submit" disabled={choose.isPending || !ref}>
          {choose.isPending ? <Spinner /> : null}
          {t("accounting.company.submit")}
        </Button>
      </div>
    </form>
  );
}

/** The system no longer accepts our access (a refused refresh): say so; `children` is the way to connect again. */
export function ReconnectAlert({ name, children }: { name: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Alert variant="error">
      <p>{t("accounting.reconnect.text", { name })}</p>
      {children ? <div className="mt-2">{children}</div> : null}
    </Alert>
  );
}
