// What a credit check answered (the report, or the persons to tell apart), shared by the person and company forms.
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { CreditReportView } from "@/components/credit-report";
import { Alert } from "@/components/ui/alert";
import { creditChecksKey, type CreditCheckResult } from "@/lib/credit-check";

/** What a check answered: the report, or the persons to tell apart. */
export function Result({ result }: { result: CreditCheckResult | null }) {
  const { t } = useTranslation();
  if (!result) return null;
  if (result.outcome === "several")
    return (
      <Alert>
        <p>{t("credit.person.several")}</p>
        <ul className="mt-1 list-disc pl-5">
          {result.candidates.map((c, i) => (
            <li key={i}>
              {t("credit.person.candidate", { name: c.name, year: c.birthYear ?? "?", city: c.city ?? "" })}
            </li>
          ))}
        </ul>
      </Alert>
    );
  return result.check ? <CreditReportView check={result.check} report={result.report} /> : null;
}

/** After a check: the history and what is left are read again. */
export function useAfterCheck(customerId: string) {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: creditChecksKey(customerId) });
}
