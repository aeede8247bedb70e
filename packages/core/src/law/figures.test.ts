import { describe, expect, it } from "vitest";
import { t } from "../i18n/all";
import {
  chapterOneFee,
  compensationOn,
  courtFee,
  feeFromFraction,
  LawFigureMissingError,
  PUBLISHED_LAW_TABLES as LAW,
  regimeOn,
  rettsgebyrOn,
  type FeeRow,
  type LawTables,
} from "./figures";
import { explainText } from "./explanation";
import { senderUnder, stepOfferOn } from "./regimes";

const withRows = (...rows: FeeRow[]): LawTables => ({ ...LAW, fees: [...LAW.fees, ...rows] });

describe("dated figures", () => {
  it("cites each seeded row's source as a source, without working notes (the admin's fees page shows it; C16)", () => {
    for (const row of LAW.fees) {
      expect(row.source).toMatch(/\S/);
      expect(row.source).not.toMatch(/UNCERTAIN|\bcheck\b|TODO/i);
    }
  });

  it("gives the worked figures: 35 → 38 and 105 → 113 from 2026 (rounded to whole kroner)", () => {
    expect(chapterOneFee(LAW, "small", "2025-12-31", "2025-12-01").feeOre).toBe(3_500);
    expect(chapterOneFee(LAW, "small", "2026-01-01", "2025-12-01").feeOre).toBe(3_800);
    expect(chapterOneFee(LAW, "payment-demand", "2025-06-15", "2025-03-01").feeOre).toBe(10_500);
    expect(chapterOneFee(LAW, "payment-demand", "2026-06-15", "2026-03-01").feeOre).toBe(11_300);
    expect(feeFromFraction(75_000, "1/20", false)).toBe(3_750);
    expect(feeFromFraction(75_000, "1/20", true)).toBe(3_800);
  });

  it("keeps 1/10 and 3/10 for claims due before 01.10.2020, of the sats of the sending day", () => {
    expect(chapterOneFee(LAW, "small", "2020-09-30", "2020-09-01").feeOre).toBe(7_000);
    expect(chapterOneFee(LAW, "small", "2020-10-20", "2020-09-30").feeOre).toBe(7_000);
    expect(chapterOneFee(LAW, "small", "2020-10-20", "2020-10-01").feeOre).toBe(3_500);
    expect(chapterOneFee(LAW, "payment-demand", "2021-03-01", "2020-09-15").feeOre).toBe(21_000);
    // The 2026 sats with the old fraction: 750 / 10 = 75
    expect(chapterOneFee(LAW, "small", "2026-02-01", "2020-09-15").feeOre).toBe(7_500);
  });

  it("explains a fee with its figures, in both languages", () => {
    const fee = chapterOneFee(LAW, "small", "2026-03-02", "2026-02-01");
    expect(fee.explanation).toEqual({
      rule: "law.rule.smallFeeRounded",
      params: { feeOre: 3_800, fraction: "1/20", satsOre: 75_000, sentDate: "2026-03-02", validFromDate: "2026-01-01" },
    });
    expect(explainText("no", fee.explanation)).toBe(
      "Gebyr 38,00\u00a0kr: 1/20 av inkassosatsen 750,00\u00a0kr som gjelder fra 01.01.2026, avrundet til hele kroner (inkassoforskriften § 1-2).",
    );
    expect(explainText("en", fee.explanation)).toContain("Fee 38,00\u00a0kr: 1/20 of the inkassosats 750,00\u00a0kr");
  });

  it("refuses a day before the first row, and a rettsgebyr of a year without one", () => {
    expect(() => regimeOn(LAW, "2016-12-31")).toThrow(LawFigureMissingError);
    expect(() => rettsgebyrOn(LAW, "2023-06-01")).toThrow(LawFigureMissingError);
    try {
      rettsgebyrOn(LAW, "2027-02-01");
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(LawFigureMissingError);
      expect((e as LawFigureMissingError).figure).toBe("rettsgebyr");
      expect(t("en", (e as LawFigureMissingError).messageKey, (e as LawFigureMissingError).params)).toBe(
        "The court fee (rettsgebyr) for 2027 has not been entered yet. Enter it under Fees.",
      );
    }
  });

  it("gives the court fees as multiples of the sending year's R, to the nearest krone", () => {
    expect(courtFee(LAW, "enforcement-petition", "2024-05-02").feeOre).toBe(154_500); // 1.21 × 1 277 = 1 545.17
    expect(courtFee(LAW, "conciliation-claim", "2024-05-02").feeOre).toBe(140_500); // 1.1 × 1 277 = 1 404.70
    expect(courtFee(LAW, "bankruptcy-notice", "2024-05-02").feeOre).toBe(51_100); // 0.4 × 1 277 = 510.80
    expect(courtFee(LAW, "bankruptcy-petition", "2024-05-02").feeOre).toBe(555_500); // 4.35 × 1 277 = 5 554.95
    expect(courtFee(LAW, "eviction", "2024-05-02").feeOre).toBe(268_200); // 2.1 × 1 277 = 2 681.70
    expect(courtFee(LAW, "enforcement-petition", "2026-05-04").feeOre).toBe(162_700); // 1.21 × 1 345 = 1 627.45
  });

  it("reads the § 3a compensation of the half-year interest starts in, from the interest tables", () => {
    expect(compensationOn(LAW, "2026-06-29")).toBe(46_000);
    expect(compensationOn(LAW, "2026-06-30")).toBe(43_000); // interest from 01.07.2026
    expect(() => compensationOn(LAW, "2021-02-01")).toThrow(LawFigureMissingError); // 2021 H1 unknown
  });

  it("switches the regime on the day an admin's row says, and hands the creditor's § 9 and § 10 letters to the partner", () => {
    const switched = withRows({
      validFrom: "2027-01-01",
      regime: "inkassolov-2026",
      inkassosatsOre: 75_000,
      smallFeeFraction: null,
      paymentDemandFraction: null,
      roundToWholeKroner: true,
      rettsgebyrOre: null,
      claimsDueFrom: null,
    });
    expect(regimeOn(switched, "2026-12-31")).toBe("inkassolov-1988");
    expect(regimeOn(switched, "2027-01-01")).toBe("inkassolov-2026");
    expect(stepOfferOn(switched, "debt-collection-notice", "2026-12-31").sender).toBe("creditor");
    expect(stepOfferOn(switched, "debt-collection-notice", "2027-01-01").sender).toBe("partner");
    expect(senderUnder("inkassolov-2026", "payment-demand").sender).toBe("partner");
    expect(senderUnder("inkassolov-2026", "reminder").sender).toBe("creditor");
    // The coming regulation's fee is not set yet: refuse, naming it.
    expect(() => chapterOneFee(switched, "small", "2027-02-01", "2026-12-01")).toThrow(/smallFee/);
  });
});
