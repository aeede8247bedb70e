import { describe, expect, it } from "vitest";
import { invoiceLinesOf, isIssueDay, lastPeriod, partnerFeeLinesOf, withReferralDiscount } from "./billing-run-rules";

describe("billing run periods", () => {
  it("invoices the last whole month, quarter or year before today, across a year's end", () => {
    expect(lastPeriod("monthly", "2026-11-01")).toEqual({ from: "2026-10-01", to: "2026-10-31" });
    expect(lastPeriod("monthly", "2027-01-05")).toEqual({ from: "2026-12-01", to: "2026-12-31" });
    expect(lastPeriod("monthly", "2028-03-01")).toEqual({ from: "2028-02-01", to: "2028-02-29" });
    expect(lastPeriod("quarterly", "2026-05-20")).toEqual({ from: "2026-01-01", to: "2026-03-31" });
    expect(lastPeriod("quarterly", "2027-01-01")).toEqual({ from: "2026-10-01", to: "2026-12-31" });
    expect(lastPeriod("yearly", "2027-01-10")).toEqual({ from: "2026-01-01", to: "2026-12-31" });
  });

  it("issues on the day of issue of a period's first month only", () => {
    expect(isIssueDay({ period: "monthly", dayOfIssue: 5 }, "2026-11-05")).toBe(true);
    expect(isIssueDay({ period: "monthly", dayOfIssue: 5 }, "2026-11-06")).toBe(false);
    expect(isIssueDay({ period: "quarterly", dayOfIssue: 1 }, "2026-10-01")).toBe(true);
    expect(isIssueDay({ period: "quarterly", dayOfIssue: 1 }, "2026-11-01")).toBe(false);
    expect(isIssueDay({ period: "yearly", dayOfIssue: 1 }, "2027-01-01")).toBe(true);
    expect(isIssueDay({ period: "yearly", dayOfIssue: 1 }, "2027-02-01")).toBe(false);
  });
});

describe("invoiceLinesOf", () => {
  const none = { purchases: [], steps: [], invoiceCopyPages: 0, extraUsers: 0, perUserYearOre: 60_000, partnerFee: [] };
  const period = { from: "2026-07-01", to: "2026-09-30" };

  it("has no line when nothing is billable (no invoice then)", () => {
    expect(invoiceLinesOf(none, "monthly", period)).toEqual([]);
  });

  it("prices extra users at the yearly price in proportion to the period, and pages at NOK 2, in both languages", () => {
    const lines = invoiceLinesOf({ ...none, extraUsers: 3, invoiceCopyPages: 5 }, "quarterly", period);
    expect(lines.map((l) => [l.description.en, l.quantity, l.unitPriceOre])).toEqual([
      ["Invoice copy by post, per page", 5, 200],
      ["Users beyond those included, 01.07.2026–30.09.2026", 3, 15_000],
    ]);
    expect(lines[1]!.description.no).toBe("Brukere utover de inkluderte, 01.07.2026–30.09.2026");
  });
});

describe("the partner fee (SPEC 9: NOK 199 a month, the first 3 months monthly, then quarterly)", () => {
  const agreement = { startDate: "2026-02-10" };
  const months = (
    kind: "monthly" | "quarterly",
    today: string,
    a: { startDate: string; monthlyFeeOre?: number } = agreement,
  ) => partnerFeeLinesOf(a, lastPeriod(kind, today)).map((l) => [l.description.en, l.unitPriceOre]);

  it("invoices months 1–3 one by one on a monthly schedule, later months only on the run ending their quarter", () => {
    const byRun = [
      "2026-02-05",
      "2026-03-05",
      "2026-04-05",
      "2026-05-05",
      "2026-06-05",
      "2026-07-05",
      "2026-08-05",
      "2026-09-05",
      "2026-10-05",
    ].map((day) => months("monthly", day).map(([d]) => d));
    expect(byRun).toEqual([
      [], // January: before the agreement (set-up is free)
      ["Partner fee 02.2026"],
      ["Partner fee 03.2026"],
      ["Partner fee 04.2026"],
      [], // May (month 4) is invoiced with its quarter
      ["Partner fee 05.2026", "Partner fee 06.2026"],
      [],
      [],
      ["Partner fee 07.2026", "Partner fee 08.2026", "Partner fee 09.2026"],
    ]);
    expect(months("monthly", "2026-03-05")).toEqual([["Partner fee 02.2026", 19_900]]);
  });

  it("invoices every month once on a quarterly schedule too, the same months as the monthly runs together", () => {
    expect(months("quarterly", "2026-04-01").map(([d]) => d)).toEqual(["Partner fee 02.2026", "Partner fee 03.2026"]);
    expect(months("quarterly", "2026-07-01").map(([d]) => d)).toEqual([
      "Partner fee 04.2026",
      "Partner fee 05.2026",
      "Partner fee 06.2026",
    ]);
    const monthly = ["2026-03", "2026-04", "2026-05", "2026-06", "2026-07", "2026-08", "2026-09", "2026-10"].flatMap(
      (m) => months("monthly", `${m}-01`).map(([d]) => d),
    );
    const quarterly = ["2026-04", "2026-07", "2026-10"].flatMap((m) => months("quarterly", `${m}-01`).map(([d]) => d));
    expect(new Set(monthly).size).toBe(monthly.length);
    expect(quarterly).toEqual(monthly);
  });

  it("takes an agreed fee, the line in both languages, and none without an agreement", () => {
    expect(months("monthly", "2026-03-05", { ...agreement, monthlyFeeOre: 15_000 })).toEqual([
      ["Partner fee 02.2026", 15_000],
    ]);
    expect(partnerFeeLinesOf(agreement, { from: "2026-02-01", to: "2026-02-28" })[0]!.description.no).toBe(
      "Partneravgift 02.2026",
    );
    expect(partnerFeeLinesOf(null, { from: "2026-02-01", to: "2026-02-28" })).toEqual([]);
  });
});

describe("a referral reward's percent off", () => {
  it("takes the percent of each line's net (after a coupon), half up; a free line stays as it is; both languages", () => {
    const line = (unitPriceOre: number, discountOre?: number) => ({
      description: { no: "Saker", en: "Cases" },
      quantity: 3,
      unit: "piece" as const,
      unitPriceOre,
      ...(discountOre ? { discountOre } : {}),
    });
    const [a, b, free] = withReferralDiscount([line(1_005), line(1_000, 1_000), line(0)], 10);
    expect(a).toMatchObject({ discountOre: 302 }); // 10 % of 30,15 kr = 3,015 kr → 3,02 kr
    expect(a!.description).toEqual({ no: "Saker (vervebonus: 10 % rabatt)", en: "Cases (referral reward: 10 % off)" });
    expect(b).toMatchObject({ discountOre: 1_200 }); // 1 000 øre off by the coupon, then 10 % of 2 000
    expect(free).toEqual(line(0));
    expect(withReferralDiscount([line(1_000)], 100)[0]).toMatchObject({ discountOre: 3_000 });
  });
});
