import { useTranslation } from "react-i18next";
import { formatAccountNumber, formatDate, formatMoney, formatPercent } from "@/lib/format";
import type { LetterPreview as Preview } from "../api/documents";

/**
 * A letter drawn as HTML from its filled model (docs/cases.md "Preview": the API never renders a PDF), in the order
 * the PDF shows it (docs/letters.md "Layout"): who to, the dates and numbers, the texts, the claims, the amounts with
 * principal, each fee and the interest per rate period on their own lines (inkassoloven § 10 c), the rate and the
 * date interest runs from (§ 10 d), the payment box, and what happens if it is not paid.
 */
export function LetterPreview({ preview, headingId }: { preview: Preview; headingId: string }) {
  const { t } = useTranslation();
  const m = preview.model;
  const cell = "px-2 py-1 text-left align-top";
  const num = "px-2 py-1 text-right align-top tabular-nums";
  return (
    <article aria-labelledby={headingId} className="grid gap-3 rounded-md border border-neutral-300 bg-white p-4 text-sm">
      <header className="flex flex-wrap justify-between gap-3">
        <div>
          <p className="font-medium">{m.creditor.name}</p>
          <p className="text-neutral-700">{m.creditor.addressLines.join(", ")}</p>
          <p className="mt-2">
            {t("cases.letterPreview.to")}: {m.debtor.name}, {m.debtor.addressLines.join(", ")}
          </p>
        </div>
        <dl className="grid grid-cols-[auto_auto] gap-x-3">
          <dt>{t("cases.letterPreview.date")}</dt>
          <dd>{formatDate(m.letter.date)}</dd>
          <dt>{t("cases.letterPreview.caseNumber")}</dt>
          <dd>{m.caseNumber}</dd>
          <dt>{t("cases.letterPreview.customerNumber")}</dt>
          <dd>{m.debtor.customerNumber}</dd>
          <dt>{t("cases.letterPreview.deadline")}</dt>
          <dd>{formatDate(m.payment.deadline)}</dd>
        </dl>
      </header>
      <h3 id={headingId} className="text-base font-semibold">
        {m.letter.title}
      </h3>
      {m.letter.upperText ? <p className="whitespace-pre-line">{m.letter.upperText}</p> : null}
      <table className="w-full border-collapse">
        <caption className="text-left font-medium">{t("cases.letterPreview.claims")}</caption>
        <thead className="border-b border-neutral-300">
          <tr>
            <th scope="col" className={cell}>{t("cases.letterPreview.invoiceNumber")}</th>
            <th scope="col" className={cell}>{t("cases.letterPreview.concerns")}</th>
            <th scope="col" className={cell}>{t("cases.letterPreview.invoiceDate")}</th>
            <th scope="col" className={cell}>{t("cases.letterPreview.dueDate")}</th>
            <th scope="col" className={num}>{t("cases.letterPreview.principal")}</th>
          </tr>
        </thead>
        <tbody>
          {m.claims.map((c) => (
            <tr key={c.invoiceNumber}>
              <td className={cell}>{c.invoiceNumber}</td>
              <td className={cell}>{c.description ?? ""}</td>
              <td className={cell}>{formatDate(c.invoiceDate)}</td>
              <td className={cell}>{formatDate(c.dueDate)}</td>
              <td className={num}>{formatMoney(c.principalOre)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className="w-full border-collapse sm:w-2/3">
        <caption className="text-left font-medium">{t("cases.letterPreview.amounts")}</caption>
        <tbody>
          <Line label={t("cases.letterPreview.principal")} ore={m.amounts.principalOre} />
          {m.amounts.fees.map((f) => (
            <Line key={f.name} label={f.name} ore={f.amountOre} />
          ))}
          {m.amounts.interest.map((p) => (
            <Line
              key={`${p.from}-${p.to}-${p.rateBasisPoints}`}
              label={
                p.baseOre !== undefined
                  ? t("cases.letterPreview.interestLineOn", {
                      from: formatDate(p.from),
                      to: formatDate(p.to),
                      rate: formatPercent(p.rateBasisPoints / 100),
                      base: formatMoney(p.baseOre),
                    })
                  : t("cases.letterPreview.interestLine", {
                      from: formatDate(p.from),
                      to: formatDate(p.to),
                      rate: formatPercent(p.rateBasisPoints / 100),
                    })
              }
              ore={p.amountOre}
            />
          ))}
          {m.amounts.paidOre > 0 ? <Line label={t("cases.letterPreview.paid")} ore={-m.amounts.paidOre} /> : null}
          <Line label={t("cases.letterPreview.total")} ore={m.amounts.totalOre} strong />
        </tbody>
      </table>
      {m.interest ? (
        <p>
          {t("cases.letterPreview.interestFrom", {
            rate: formatPercent(m.interest.rateBasisPoints / 100),
            from: formatDate(m.interest.fromDate),
          })}
        </p>
      ) : null}
      <section aria-label={t("cases.letterPreview.payment")} className="rounded-md bg-neutral-50 p-3">
        <dl className="grid grid-cols-[auto_1fr] gap-x-3">
          <dt>{t("cases.letterPreview.account")}</dt>
          <dd>{formatAccountNumber(m.payment.accountNumber ?? m.creditor.accountNumber)}</dd>
          {/* no KID agreement (issue 18 #13): the payment is marked with the case number */}
          <dt>{m.payment.kid ? t("cases.letterPreview.kid") : t("cases.letterPreview.markPayment")}</dt>
          <dd>{m.payment.kid ?? t("cases.letterPreview.caseReference", { caseNumber: m.caseNumber })}</dd>
          <dt>{t("cases.letterPreview.amount")}</dt>
          <dd>{formatMoney(m.amounts.totalOre)}</dd>
          <dt>{t("cases.letterPreview.deadline")}</dt>
          <dd>{formatDate(m.payment.deadline)}</dd>
        </dl>
      </section>
      {m.letter.consequences ? (
        <div>
          <p className="font-medium">{t("cases.letterPreview.consequences")}</p>
          <p className="whitespace-pre-line">{m.letter.consequences}</p>
        </div>
      ) : null}
      {m.letter.lowerText ? <p className="whitespace-pre-line">{m.letter.lowerText}</p> : null}
      <p className="text-neutral-700">{t("cases.letterPreview.fileName", { name: preview.fileName })}</p>
    </article>
  );
}

function Line({ label, ore, strong }: { label: string; ore: number; strong?: boolean }) {
  return (
    <tr className={strong ? "border-t border-neutral-300 font-semibold" : undefined}>
      <th scope="row" className={`px-2 py-1 text-left ${strong ? "" : "font-normal"}`}>
        {label}
      </th>
      <td className="px-2 py-1 text-right tabular-nums">{formatMoney(ore)}</td>
    </tr>
  );
}
