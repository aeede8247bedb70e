import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { TOP_UP_PATH } from "@innfri/core/billing/entitlement-rules";
import { TopUpLink } from "@/components/top-up-link";
import { Card, CardContent } from "@/components/ui/card";
import { formatSends } from "@/lib/format";
import { allowanceQuery } from "../api/dashboard";

/**
 * The customer's allowance (issue 10 "Allowances"): cases and sends left. Sends may end in a half (a letter by
 * post uses half a send), so "12,5". When one runs out, the top-up prompt with «Kjøp flere» (issue 19).
 */
export function AllowanceFigures({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  const allowance = useQuery(allowanceQuery(customerId));
  if (!allowance.data) return null;
  const a = allowance.data;
  const out = a.cases === 0 || a.halfSends === 0;
  return (
    <Card>
      <CardContent className="grid gap-3 pt-6" data-testid="allowance">
        <h3 className="text-base font-semibold">{t("cases.allowance.heading")}</h3>
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
          <div className="grid gap-1">
            <dt className="text-sm text-neutral-700">{t("cases.allowance.casesLeft")}</dt>
            <dd className="text-2xl font-semibold tabular-nums">{a.cases}</dd>
          </div>
          <div className="grid gap-1">
            <dt className="text-sm text-neutral-700">{t("cases.allowance.sendsLeft")}</dt>
            <dd className="text-2xl font-semibold tabular-nums">{formatSends(a.halfSends)}</dd>
          </div>
        </dl>
        {out ? (
          <p className="text-sm text-neutral-700">
            {t("cases.allowance.topUp")} <TopUpLink to={TOP_UP_PATH} />
          </p>
        ) : (
          <p className="text-sm text-neutral-700">{t("cases.allowance.postHalf")}</p>
        )}
      </CardContent>
    </Card>
  );
}
