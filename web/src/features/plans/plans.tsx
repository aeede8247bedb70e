import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { renewsOn } from "@innfri/core/billing/plan-end-rules";
import { netOf, topUpLines, withVat } from "@innfri/core/billing/purchase-rules";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { TextField } from "@/components/ui/text-field";
import { translateMessage } from "@/i18n";
import { api, downloadFile, handleApiError, isApiError } from "@/lib/api-client";
import { getCustomerId } from "@/lib/session";
import { formatDate, formatMoney } from "@/lib/format";
import { useRights } from "@/lib/use-rights";

/**
 * Buying (issue 19; API routes/billing/purchases.ts, core billing/purchase.ts): the plans to choose from, the top-up
 * page and the settings plan tab. Prices are shown ex. VAT («eks. mva») with the price incl. 25 % VAT beside them.
 */
export interface AvailablePlan {
  id: string;
  nameNo: string;
  nameEn: string;
  priceOre: number;
  priceWithVatOre: number;
  durationDays: number;
  includedCases: number;
  includedSends: number;
  includedUsers: number;
  perUserYearOre: number;
  topUpCaseOre: number;
  topUpSendOre: number;
  topUpCreditCheckOre: number;
  discountPercent: number | null;
  discountFromQuantity: number | null;
  carryForward: boolean;
  starter: boolean;
}

export interface CurrentPlan {
  plan:
    | (Pick<
        AvailablePlan,
        | "id"
        | "nameNo"
        | "nameEn"
        | "priceOre"
        | "includedUsers"
        | "perUserYearOre"
        | "topUpCaseOre"
        | "topUpSendOre"
        | "topUpCreditCheckOre"
        | "discountPercent"
        | "discountFromQuantity"
        | "carryForward"
      > & {
        from: string;
        until: string;
        unitsExpireOn: string | null;
        /** The day the plan ended without renewal (core billing/plan-ends.ts), else null. */
        endedOn: string | null;
        /** Whether it renews itself the day after `until` (core plan-end-rules.ts `renews`). */
        renews: boolean;
      })
    | null;
  left: { cases: number; sends: number; creditChecks: number };
  invoices: { id: string; number: number; issueDate: string; dueDate: string; totalOre: number }[];
}

const planKeys = { available: ["plans", "available"] as const, current: ["customer-plans", "current"] as const };

export const useAvailablePlans = () =>
  useQuery({ queryKey: planKeys.available, queryFn: () => api.get<{ data: AvailablePlan[] }>("/plans/available") });
export const useCurrentPlan = () =>
  useQuery({ queryKey: planKeys.current, queryFn: () => api.get<CurrentPlan>("/customer-plans/current") });

function usePlanName() {
  const { i18n } = useTranslation();
  return (p: { nameNo: string; nameEn: string }) => (i18n.language === "en" ? p.nameEn : p.nameNo);
}

/** "299,00 kr eks. mva (373,75 kr inkl. mva)". */
export function PriceWithVat({ ore }: { ore: number }) {
  const { t } = useTranslation();
  return <>{t("purchase.price", { exVat: formatMoney(ore), incVat: formatMoney(withVat(ore)) })}</>;
}

/** /customer/choose-plan: the plans of the user's group as cards; choosing one buys it and goes on to the dashboard. */
export function ChoosePlanPage() {
  const { t } = useTranslation();
  const name = usePlanName();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const plans = useAvailablePlans();
  const choose = useMutation({
    mutationFn: (planId: string) => api.post<{ message: string }>("/customer-plans", { planId }),
    onSuccess: async (res) => {
      toast.success(res.message, { id: "plan-chosen" });
      await queryClient.invalidateQueries();
      void navigate({ to: "/customer/dashboard" });
    },
  });
  return (
    <div className="mx-auto grid max-w-5xl grid-cols-1 gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">{t("purchase.chooseHeading")}</h1>
      <p className="text-muted-foreground">{t("purchase.chooseIntro")}</p>
      {plans.isPending ? (
        <Spinner label={t("app.loading")} />
      ) : (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
          {(plans.data?.data ?? []).map((p) => (
            <li key={p.id}>
              <Card>
                <CardHeader>
                  <CardTitle>{name(p)}</CardTitle>
                  <CardDescription>
                    <PriceWithVat ore={p.priceOre} /> · {t("purchase.days", { count: p.durationDays })}
                  </CardDescription>
                </CardHeader>
                <CardContent className="grid gap-3">
                  <ul className="list-disc pl-5 text-sm">
                    <li>{t("purchase.includesCases", { count: p.includedCases })}</li>
                    <li>{t("purchase.includesSends", { count: p.includedSends })}</li>
                    <li>
                      {t("purchase.includesUsers", { count: p.includedUsers, price: formatMoney(p.perUserYearOre) })}
                    </li>
                    <li>{p.carryForward ? t("purchase.carryForward") : t("purchase.noCarryForward")}</li>
                  </ul>
                  <Button
                    type="button"
                    disabled={choose.isPending}
                    onClick={() => choose.mutate(p.id)}
                    aria-label={t("purchase.chooseNamed", { plan: name(p) })}
                  >
                    {t("purchase.choose")}
                  </Button>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const KINDS = ["cases", "sends", "creditChecks"] as const;
type Kind = (typeof KINDS)[number];

/** /customer/top-up: cases, sends and credit checks at the plan's top-up prices, a coupon, the total before buying. */
export function TopUpPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const current = useCurrentPlan();
  const [qty, setQty] = useState<Record<Kind, string>>({ cases: "", sends: "", creditChecks: "" });
  const [coupon, setCoupon] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const n = (k: Kind) => (/^\d{1,5}$/.test(qty[k].trim()) ? Number(qty[k].trim()) : 0);
  const buy = useMutation({
    mutationFn: () =>
      api.post<{ message: string }>("/top-ups", {
        cases: n("cases"),
        sends: n("sends"),
        creditChecks: n("creditChecks"),
        ...(coupon.trim() ? { coupon: coupon.trim() } : {}),
      }),
    meta: { skipGlobalErrorHandler: true },
    onSuccess: async (res) => {
      setErrors({});
      toast.success(res.message, { id: "topped-up" });
      setQty({ cases: "", sends: "", creditChecks: "" });
      await queryClient.invalidateQueries();
    },
    onError: (err) => {
      if (isApiError(err) && err.status === 422) {
        const fields = Object.fromEntries(Object.entries(err.errors ?? {}).map(([k, v]) => [k, v[0] ?? ""]));
        setErrors(fields.purchase || Object.keys(fields).length ? fields : { purchase: err.message });
      } else handleApiError(err);
    },
  });
  const plan = current.data?.plan;
  if (current.isPending) return <Spinner label={t("app.loading")} />;
  if (!plan)
    return (
      <div className="mx-auto grid max-w-3xl gap-4">
        <h1 className="text-2xl font-semibold tracking-tight">{t("purchase.topUpHeading")}</h1>
        <p>
          {t("purchase.noPlanYet")}{" "}
          <Link to="/customer/choose-plan" className="font-medium underline">
            {t("purchase.chooseHeading")}
          </Link>
        </p>
      </div>
    );
  const prices: Record<Kind, number> = {
    cases: plan.topUpCaseOre,
    sends: plan.topUpSendOre,
    creditChecks: plan.topUpCreditCheckOre,
  };
  const net = netOf(
    topUpLines(plan as never, { cases: n("cases"), sends: n("sends"), creditChecks: n("creditChecks") }, null),
  );
  return (
    <div className="mx-auto grid max-w-3xl grid-cols-1 gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">{t("purchase.topUpHeading")}</h1>
      <form
        className="grid gap-4"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          buy.mutate();
        }}
      >
        {KINDS.map((k) => (
          <TextField
            key={k}
            name={k}
            inputMode="numeric"
            maxLength={5}
            label={t(`purchase.kinds.${k}`)}
            description={t("purchase.each", { price: formatMoney(prices[k]) })}
            value={qty[k]}
            error={errors[k]}
            onChange={(e) => setQty({ ...qty, [k]: e.target.value })}
          />
        ))}
        <TextField
          name="coupon"
          maxLength={30}
          label={t("purchase.coupon")}
          value={coupon}
          error={errors.coupon}
          onChange={(e) => setCoupon(e.target.value)}
        />
        <p aria-live="polite" className="font-medium">
          {t("purchase.total")}: <PriceWithVat ore={net} />
          {coupon.trim() ? ` ${t("purchase.couponAtPurchase")}` : ""}
        </p>
        {errors.purchase ? (
          <p role="alert" className="text-destructive">
            {translateMessage(errors.purchase)}
          </p>
        ) : null}
        <Button type="submit" disabled={buy.isPending}>
          {t("purchase.buy")}
        </Button>
      </form>
    </div>
  );
}

/** The settings plan tab: the plan, what is left and until when, users, invoices with their PDFs. */
export function PlanTab() {
  const { t } = useTranslation();
  const name = usePlanName();
  const { rights } = useRights();
  const current = useCurrentPlan();
  if (current.isPending) return <Spinner label={t("app.loading")} />;
  const data = current.data;
  const plan = data?.plan;
  const customerId = getCustomerId() ?? "";
  // what happens at the plan's end, with its rule (docs/billing.md "When a plan ends")
  const planEnd = (p: NonNullable<typeof plan>) =>
    p.endedOn
      ? t("purchase.ended", { date: formatDate(p.endedOn) })
      : p.renews
        ? t("purchase.renewsOn", { date: formatDate(renewsOn(p.until)), price: formatMoney(p.priceOre) })
        : t("purchase.endsOn", { date: formatDate(p.until) });
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle>{plan ? name(plan) : t("purchase.noPlanYet")}</CardTitle>
          {plan ? (
            <CardDescription>
              {t("purchase.period", { from: formatDate(plan.from), until: formatDate(plan.until) })}
            </CardDescription>
          ) : null}
        </CardHeader>
        <CardContent className="grid gap-2 text-sm">
          <p>
            {t("purchase.left", {
              cases: data?.left.cases ?? 0,
              sends: data?.left.sends ?? 0,
              creditChecks: data?.left.creditChecks ?? 0,
            })}
          </p>
          {plan ? (
            <>
              <p>{planEnd(plan)}</p>
              <p>{plan.carryForward ? t("purchase.carryForward") : t("purchase.noCarryForward")}</p>
              {plan.unitsExpireOn ? <p>{t("purchase.expires", { date: formatDate(plan.unitsExpireOn) })}</p> : null}
              <p>
                {t("purchase.includesUsers", { count: plan.includedUsers, price: formatMoney(plan.perUserYearOre) })}
              </p>
            </>
          ) : null}
          {rights.can("editPlan") ? (
            <p className="flex gap-4">
              {/* an ended plan sells nothing more: choosing a plan is the way on (the top-up refuses) */}
              {plan?.endedOn ? null : (
                <Link to="/customer/top-up" className="font-medium underline">
                  {t("metering.buyMore")}
                </Link>
              )}
              <Link to="/customer/choose-plan" className="font-medium underline">
                {plan?.endedOn ? t("purchase.choosePlan") : t("purchase.changePlan")}
              </Link>
            </p>
          ) : null}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t("purchase.invoices")}</CardTitle>
        </CardHeader>
        <CardContent>
          {data?.invoices.length ? (
            <ul className="grid gap-1 text-sm">
              {data.invoices.map((i) => (
                <li key={i.number}>
                  <button
                    type="button"
                    className="underline"
                    onClick={() =>
                      void downloadFile(
                        "GET",
                        `/customer-invoices/${i.number}/pdf?customerId=${encodeURIComponent(customerId)}`,
                        `faktura-${i.number}.pdf`,
                      )
                    }
                  >
                    {t("purchase.invoiceLine", {
                      number: i.number,
                      date: formatDate(i.issueDate),
                      due: formatDate(i.dueDate),
                      total: formatMoney(i.totalOre),
                    })}
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm">{t("purchase.noInvoices")}</p>
          )}
        </CardContent>
      </Card>
    </>
  );
}
