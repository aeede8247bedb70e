import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { GrantAllowanceInput } from "@innfri/core/cases/case.schema";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { FormError, TextField } from "@/components/ui/text-field";
import { formatSends } from "@/lib/format";
import { adminAllowanceQuery, allowanceKey, grantAllowance } from "../api/allowance";

type Values = { cases?: number; sends?: number; creditChecks?: number; note?: string };
// an empty number field is "nothing to add" (the schema's default 0), not "not a number"
const EMPTY = { cases: "", sends: "", creditChecks: "", note: "" } as unknown as Values;
const numberOrNone = (v: unknown) => (v === "" || v == null ? undefined : Number(v));

/**
 * The customer's allowance on /admin/customer/{id} (issue 10 "Allowances"): cases and sends left, and a form to
 * grant more (added to what is left), credit checks too (issue 21). Sends are kept in half-sends, so "12,5".
 */
export function AllowanceCard({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const allowance = useQuery(adminAllowanceQuery(customerId));
  const form = useForm<Values>({ resolver: zodResolver(GrantAllowanceInput) as never, defaultValues: EMPTY });
  const mutation = useMutation({
    mutationFn: (body: Values) => grantAllowance(customerId, body),
    meta: { setError: form.setError },
    onSuccess: (data) => queryClient.setQueryData(allowanceKey(customerId), data),
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const a = await mutation.mutateAsync(values);
      toast.success(t("cases.allowance.granted", { cases: a.cases, sends: formatSends(a.halfSends) }), {
        id: "allowance",
      });
      form.reset(EMPTY);
    } catch {
      // on the form
    }
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <section
      aria-labelledby="customer-allowance"
      className="grid gap-4 rounded-lg border border-neutral-200 bg-white p-4"
      data-testid="allowance-card"
    >
      <h2 id="customer-allowance" className="text-lg font-semibold">
        {t("cases.allowance.adminHeading")}
      </h2>
      {allowance.data ? (
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
          <dt className="font-medium text-neutral-700">{t("cases.allowance.casesLeft")}</dt>
          <dd data-testid="allowance-cases">{allowance.data.cases}</dd>
          <dt className="font-medium text-neutral-700">{t("cases.allowance.sendsLeft")}</dt>
          <dd data-testid="allowance-sends">{formatSends(allowance.data.halfSends)}</dd>
          <dt className="font-medium text-neutral-700">{t("cases.allowance.creditChecksLeft")}</dt>
          <dd data-testid="allowance-credit-checks">{allowance.data.creditChecks}</dd>
        </dl>
      ) : (
        <Spinner label={t("app.loading")} />
      )}
      <form noValidate onSubmit={onSubmit} className="grid gap-3" aria-label={t("cases.allowance.grantHeading")}>
        <h3 className="text-base font-semibold">{t("cases.allowance.grantHeading")}</h3>
        <FormError message={errors.root?.server?.message} />
        <div className="grid gap-3 sm:grid-cols-4">
          <TextField
            label={t("cases.allowance.grantCases")}
            inputMode="numeric"
            error={errors.cases?.message}
            {...form.register("cases", { setValueAs: numberOrNone })}
          />
          <TextField
            label={t("cases.allowance.grantSends")}
            inputMode="numeric"
            error={errors.sends?.message}
            {...form.register("sends", { setValueAs: numberOrNone })}
          />
          <TextField
            label={t("cases.allowance.grantCreditChecks")}
            inputMode="numeric"
            error={errors.creditChecks?.message}
            {...form.register("creditChecks", { setValueAs: numberOrNone })}
          />
          <TextField label={t("cases.allowance.note")} error={errors.note?.message} {...form.register("note")} />
        </div>
        <div>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? <Spinner /> : null}
            {t("cases.allowance.grant")}
          </Button>
        </div>
      </form>
    </section>
  );
}
