import { useTranslation } from "react-i18next";
import { cn } from "@/lib/utils";

/** The wizard's three steps, the current one marked (aria-current="step"). */
export function WizardSteps({ current }: { current: 1 | 2 | 3 }) {
  const { t } = useTranslation();
  const steps = [t("cases.wizard.steps.debtor"), t("cases.wizard.steps.claims"), t("cases.wizard.steps.start")];
  return (
    <ol aria-label={t("cases.wizard.stepsLabel")} className="flex flex-wrap gap-2 text-sm">
      {steps.map((label, i) => (
        <li
          key={label}
          aria-current={current === i + 1 ? "step" : undefined}
          className={cn(
            "rounded-full border px-3 py-1",
            current === i + 1 ? "border-brand-700 bg-brand-50 font-semibold text-brand-900" : "border-neutral-300",
          )}
        >
          {i + 1}. {label}
        </li>
      ))}
    </ol>
  );
}
