import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { ShieldCheck } from "lucide-react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { CHECK_PURPOSES } from "@innfri/core/credit-check/credit.schema";
import { SelectField } from "@/components/ui/select-field";
import { checkCaseDebtor } from "@/lib/credit-check";
import { useRights } from "@/lib/use-rights";
import { ActionDialog, DialogForm } from "./action-dialog";
import type { CaseActionProps } from "./case-actions";

/**
 * «Kredittsjekk» / "Credit check" in the case page's header (SPEC 2; issue 21): the case's debtor checked with the
 * case's details, by the owner alone; a person with the justified need chosen. The report opens on the credit-check
 * page.
 */
export function CreditCheckAction({ c, caseId }: CaseActionProps) {
  const { t } = useTranslation();
  const { rights } = useRights();
  if (!rights.isOwner) return null;
  return (
    <ActionDialog
      icon={<ShieldCheck aria-hidden="true" />}
      label={t("credit.caseAction.button")}
      form={(onDone) => (
        <CreditCheckForm caseId={caseId} type={c.debtorType === "person" ? "person" : "company"} onDone={onDone} />
      )}
    />
  );
}

function CreditCheckForm({ caseId, type, onDone }: { caseId: string; type: "person" | "company"; onDone: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // `debtor`: the server's refusal of a debtor without the details a check needs
  const form = useForm<{ purpose: string; debtor?: string }>({ defaultValues: { purpose: "collection" } });
  const check = useMutation({
    mutationFn: (purpose: string) =>
      checkCaseDebtor(type, caseId, type === "person" ? (purpose as (typeof CHECK_PURPOSES)[number]) : undefined),
    meta: { setError: form.setError },
  });
  const onSubmit = form.handleSubmit(async ({ purpose }) => {
    try {
      const result = await check.mutateAsync(purpose);
      onDone();
      if (result.outcome === "several" || !result.check) {
        toast.warning(t("creditCheck.severalHits" as never), { id: "credit-check" });
        return;
      }
      await navigate({
        to: "/customer/credit-check/{-$routeTab}",
        params: { routeTab: "report" },
        search: { id: result.check.id },
      });
    } catch {
      // 422 on the form, other errors as toasts
    }
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <DialogForm
      title={t("credit.caseAction.title")}
      intro={t("credit.caseAction.text")}
      error={errors.root?.server?.message ?? errors.debtor?.message}
      onSubmit={onSubmit}
      onCancel={onDone}
      pending={isSubmitting}
      submitLabel={t("credit.caseAction.run")}
    >
      {type === "person" ? (
        <div className="grid gap-2">
          <SelectField
            label={t("credit.person.purpose")}
            options={CHECK_PURPOSES.map((p) => ({ value: p, label: t(`creditCheck.purpose.${p}` as never) }))}
            error={errors.purpose?.message}
            aria-describedby="case-purpose-hint"
            {...form.register("purpose")}
          />
          <p id="case-purpose-hint" className="text-sm text-neutral-700">
            {t("credit.person.notice")}
          </p>
        </div>
      ) : null}
    </DialogForm>
  );
}
