import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { CurrentReferralsView, ReferralRewardView } from "@innfri/core/billing/referral-views";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { api } from "@/lib/api-client";
import { formatDate } from "@/lib/format";
import { usePageTitle } from "@/lib/use-page-title";

/**
 * Refer and earn (issue 19; API routes/billing/referrals.ts, core billing/referrals.ts): the customer's referral link,
 * the reward in force and the companies it referred (name, registered, status). The page /customer/invitation, and a
 * small card for the settings (the "invitation area" of SPEC 1).
 */
const referralKeys = { current: ["referrals", "current"] as const };

export const useCurrentReferrals = () =>
  useQuery({ queryKey: referralKeys.current, queryFn: () => api.get<CurrentReferralsView>("/referrals/current") });

/** "Vervebonus: 3 gratis saker, 5 gratis utsendelser". */
function RewardText({ reward }: { reward: ReferralRewardView }) {
  const { t } = useTranslation();
  const parts = [
    reward.freeCases ? t("referral.rewardCases", { count: reward.freeCases }) : null,
    reward.freeSends ? t("referral.rewardSends", { count: reward.freeSends }) : null,
    reward.freeCreditChecks ? t("referral.rewardCreditChecks", { count: reward.freeCreditChecks }) : null,
    reward.discountPercent ? t("referral.rewardDiscount", { percent: reward.discountPercent }) : null,
  ].filter(Boolean);
  return (
    <p>
      {t("referral.reward", { name: reward.name, what: parts.join(", ") })}
      {reward.activeTo ? ` ${t("referral.rewardValidTo", { date: formatDate(reward.activeTo) })}` : ""}
    </p>
  );
}

function CopyLink({ link }: { link: string }) {
  const { t } = useTranslation();
  const copy = () =>
    navigator.clipboard
      .writeText(link)
      .then(() => toast.success(t("referral.copied"), { id: "referral-copied" }))
      .catch(() => toast.error(t("referral.copyFailed"), { id: "referral-copied" }));
  return (
    <div className="flex flex-wrap items-center gap-2">
      <input
        readOnly
        value={link}
        aria-label={t("referral.linkLabel")}
        className="min-w-0 flex-1 rounded-md border px-3 py-2 text-sm"
        onFocus={(e) => e.currentTarget.select()}
      />
      <Button type="button" onClick={() => void copy()}>
        {t("referral.copy")}
      </Button>
    </div>
  );
}

/** /customer/invitation: the link with a copy button, the reward, and the referred companies. */
export function InvitationPage() {
  const { t } = useTranslation();
  usePageTitle("titles.referral");
  const current = useCurrentReferrals();
  if (current.isPending) return <Spinner label={t("app.loading")} />;
  const data = current.data;
  if (!data) return null;
  return (
    <div className="mx-auto grid max-w-3xl grid-cols-1 gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">{t("referral.heading")}</h1>
      <p className="text-muted-foreground">{t("referral.intro")}</p>
      <Card>
        <CardHeader>
          <CardTitle>{t("referral.linkLabel")}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 text-sm">
          <CopyLink link={data.link} />
          <div>
            <h2 className="font-medium">{t("referral.rewardHeading")}</h2>
            {data.reward ? <RewardText reward={data.reward} /> : <p>{t("referral.noReward")}</p>}
          </div>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t("referral.listHeading")}</CardTitle>
        </CardHeader>
        <CardContent>
          {data.referrals.length ? (
            <table className="w-full text-left text-sm">
              <thead>
                <tr>
                  <th scope="col">{t("referral.name")}</th>
                  <th scope="col">{t("referral.registeredOn")}</th>
                  <th scope="col">{t("referral.status")}</th>
                </tr>
              </thead>
              <tbody>
                {data.referrals.map((r, i) => (
                  <tr key={`${r.name}-${r.registeredOn}-${i}`}>
                    <td>{r.name}</td>
                    <td>{formatDate(r.registeredOn)}</td>
                    <td>
                      {t(`referral.statuses.${r.status}`)}
                      {r.paidOn ? ` (${formatDate(r.paidOn)})` : ""}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p className="text-sm">{t("referral.none")}</p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

/** The settings' invitation area: the link, and the way to the page. */
export function ReferralCard() {
  const { t } = useTranslation();
  const current = useCurrentReferrals();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("referral.heading")}</CardTitle>
        <CardDescription>{t("referral.cardText")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        {current.data ? <CopyLink link={current.data.link} /> : <Spinner label={t("app.loading")} />}
        <Link to="/customer/invitation" className="font-medium underline">
          {t("referral.open")}
        </Link>
      </CardContent>
    </Card>
  );
}
