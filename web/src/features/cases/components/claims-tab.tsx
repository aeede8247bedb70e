import { useTranslation } from "react-i18next";
import type { CaseClaimView } from "@innfri/core/cases/case-views.schema";
import { formatDate, formatMoney } from "@/lib/format";

/** The claims the case collects, as they were when they entered it. */
export function ClaimsTab({ claims }: { claims: CaseClaimView[] }) {
  const { t } = useTranslation();
  const th = "px-3 py-2 font-semibold";
  return (
    <div className="overflow-x-auto rounded-lg border border-neutral-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t("cases.page.tab.claims")}</caption>
        <thead className="border-b border-neutral-200 bg-neutral-50">
          <tr>
            <th scope="col" className={th}>{t("cases.fields.number")}</th>
            <th scope="col" className={th}>{t("cases.fields.claimType")}</th>
            <th scope="col" className={th}>{t("cases.fields.invoiceDate")}</th>
            <th scope="col" className={th}>{t("cases.fields.dueDate")}</th>
            <th scope="col" className={th}>{t("cases.fields.kid")}</th>
            <th scope="col" className={`${th} text-right`}>{t("cases.fields.amount")}</th>
            <th scope="col" className={`${th} text-right`}>{t("cases.fields.openAmount")}</th>
            <th scope="col" className={th}>{t("cases.fields.source")}</th>
          </tr>
        </thead>
        <tbody>
          {claims.map((c) => (
            <tr key={c.voucherId} className="border-b border-neutral-100 last:border-0">
              <td className="px-3 py-2">{c.number ?? ""}</td>
              <td className="px-3 py-2">{t(`ledger.types.${c.type}` as never, { defaultValue: c.claimType } as never) as unknown as string}</td>
              <td className="px-3 py-2">{formatDate(c.voucherDate)}</td>
              <td className="px-3 py-2">{formatDate(c.dueDate)}</td>
              <td className="px-3 py-2">{c.kid ?? ""}</td>
              <td className="px-3 py-2 text-right whitespace-nowrap">{formatMoney(c.amountOre)}</td>
              <td className="px-3 py-2 text-right whitespace-nowrap">{formatMoney(c.openOre)}</td>
              <td className="px-3 py-2">{t(`cases.page.sources.${c.source}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
