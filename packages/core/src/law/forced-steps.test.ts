import { beforeAll, describe, expect, it } from "vitest";
import type { StepKind } from "./vocabulary";
import { explainText } from "./explanation";
import { decideFee, type FeeHistoryEntry, type FeeQuestion } from "./fee-rules";
import { PUBLISHED_LAW_TABLES as LAW } from "./figures";
import { loadPublicHolidays } from "./sending-window";

// The forced steps stand on their grounds (issue 17, G1 and C8; docs/collection-law.md "Forced steps").
const ask = (q: Partial<FeeQuestion> & Pick<FeeQuestion, "kind" | "sendDate">) =>
  decideFee(LAW, { debtorType: "person", dueDate: "2026-11-15", history: [], ...q });

const sent = (kind: StepKind, sentDate: string, deadlineDate: string | null, statutoryFeeOre = 0): FeeHistoryEntry => ({
  kind,
  sentDate,
  deadlineDate,
  statutoryFeeOre,
});

const rules = (d: { explanations: readonly { rule: string }[] }) => d.explanations.map((e) => e.rule);

/** Due 15.11.2026: inkassovarsel 30.11 (deadline 14.12), betalingsoppfordring 15.12 (deadline 29.12). */
const LADDER = [
  sent("debt-collection-notice", "2026-11-30", "2026-12-14", 3_800),
  sent("payment-demand", "2026-12-15", "2026-12-29", 11_300),
];

describe("forced steps only on their grounds", () => {
  beforeAll(loadPublicHolidays);

  it("refuses a bankruptcy notice as the first letter 9 days after due, with its reason in both languages (G1)", () => {
    const d = ask({ kind: "bankruptcy-notice", debtorType: "company", dueDate: "2026-11-20", sendDate: "2026-11-29" });
    expect(d).toMatchObject({ allowed: false, earliestDate: null, feeOre: 0 });
    expect(rules(d)[0]).toBe("law.rule.legalNeedsDebtCollectionNotice");
    expect(explainText("no", d.explanations[0]!)).toContain("inkassoloven §§ 9 og 10");
    expect(explainText("en", d.explanations[0]!)).toContain("Debt Collection Act §§ 9 and 10");
  });

  it("refuses the § 4-18 notice and the petition on a plain invoice with nothing sent (C8)", () => {
    for (const kind of ["enforcement-notice", "enforcement-petition", "eviction", "conciliation-claim"] as const) {
      const d = ask({ kind, sendDate: "2026-11-29", lease: true });
      expect(d.allowed, kind).toBe(false);
      expect(rules(d)[0], kind).toBe("law.rule.legalNeedsDebtCollectionNotice");
    }
    // a lone § 4-18 notice is no ground for utlegg: the payment demand is missing
    const lone = ask({
      kind: "enforcement-petition",
      sendDate: "2026-12-15",
      history: [sent("enforcement-notice", "2026-11-30", "2026-12-14")],
    });
    expect(lone).toMatchObject({ allowed: false, feeOre: 0 });
    expect(rules(lone)[0]).toBe("law.rule.legalNeedsDebtCollectionNotice");
    const noDemand = ask({ kind: "enforcement-notice", sendDate: "2026-12-15", history: LADDER.slice(0, 1) });
    expect(rules(noDemand)[0]).toBe("law.rule.legalNeedsPaymentDemand");
  });

  it("lets the § 4-18 notice go with the payment demand, and utlegg only after the notice's deadline", () => {
    expect(ask({ kind: "enforcement-notice", sendDate: "2026-12-15", history: LADDER })).toMatchObject({
      allowed: true,
      feeOre: 0,
    });
    const withNotice = [...LADDER, sent("enforcement-notice", "2026-12-15", "2026-12-29")];
    expect(ask({ kind: "enforcement-petition", sendDate: "2026-12-29", history: withNotice })).toMatchObject({
      allowed: false,
      earliestDate: "2026-12-30",
    });
    // the payment demand's own deadline must have passed too, before any legal step
    const early = ask({
      kind: "enforcement-petition",
      sendDate: "2026-12-22",
      history: [...LADDER.slice(0, 1), sent("payment-demand", "2026-12-15", "2027-01-05", 11_300), withNotice[2]!],
    });
    expect(early).toMatchObject({ allowed: false, earliestDate: "2027-01-06" });
    expect(ask({ kind: "enforcement-petition", sendDate: "2026-12-30", history: withNotice })).toMatchObject({
      allowed: true,
      feeOre: 162_700,
    });
  });

  it("refuses legal steps once the payment demand has expired (6 months)", () => {
    const withNotice = [...LADDER, sent("enforcement-notice", "2026-12-30", "2027-01-13")];
    const d = ask({ kind: "enforcement-petition", sendDate: "2027-06-16", history: withNotice });
    expect(d).toMatchObject({ allowed: false, earliestDate: null });
    expect(d.explanations[0]).toEqual({
      rule: "law.rule.legalPaymentDemandExpired",
      params: { sentDate: "2026-12-15", validUntilDate: "2027-06-15" },
    });
  });

  it("takes the bankruptcy route only for a company after the ladder (konkursloven § 63)", () => {
    const company = { debtorType: "company" as const, history: LADDER };
    expect(ask({ ...company, kind: "bankruptcy-notice", sendDate: "2026-12-29" })).toMatchObject({
      allowed: false,
      earliestDate: "2026-12-30",
    });
    // the service fee waits for the service (issue 18 #1)
    expect(ask({ ...company, kind: "bankruptcy-notice", sendDate: "2026-12-30" })).toMatchObject({
      allowed: true,
      feeOre: 0,
    });
    const petition = ask({ ...company, kind: "bankruptcy-petition", sendDate: "2026-12-30" });
    expect(rules(petition)[0]).toBe("law.rule.bankruptcyNeedsNotice");
  });

  it("offers the konkursbegjæring only after a recorded service, in the 2 weeks after the deadline counted from it (issue 18 #1)", () => {
    const company = { debtorType: "company" as const, dueDate: "2025-12-15" };
    const ladder = [
      sent("debt-collection-notice", "2026-01-05", "2026-01-19", 3_800),
      sent("payment-demand", "2026-01-20", "2026-02-03", 11_300),
    ];
    // posted 04.02.2026, never recorded served: no window, however long one waits (the old rule opened 19.02-04.03)
    const posted = [...ladder, sent("bankruptcy-notice", "2026-02-04", null)];
    for (const day of ["2026-02-19", "2026-02-25", "2026-03-20"]) {
      const d = ask({ ...company, kind: "bankruptcy-petition", sendDate: day, history: posted });
      expect(d).toMatchObject({ allowed: false, earliestDate: null });
      expect(rules(d)[0]).toBe("law.rule.bankruptcyNoticeNotServed");
      expect(explainText("no", d.explanations[0]!)).toContain("ikke registrert forkynt");
      expect(explainText("en", d.explanations[0]!)).toContain("has not been recorded as served");
    }
    // served 06.02.2026: deadline 20.02 (a Friday), the petition from 21.02 to 06.03 (2 weeks after)
    const served = [...ladder, { ...sent("bankruptcy-notice", "2026-02-04", null), servedDate: "2026-02-06" }];
    const at = (sendDate: string) => ask({ ...company, kind: "bankruptcy-petition", sendDate, history: served });
    expect(at("2026-02-20")).toMatchObject({ allowed: false, earliestDate: "2026-02-21" });
    expect(at("2026-02-21").allowed).toBe(true);
    expect(at("2026-03-06").allowed).toBe(true);
    expect(at("2026-03-07")).toMatchObject({ allowed: false, earliestDate: null });
    expect(rules(at("2026-03-07"))[0]).toBe("law.rule.bankruptcyNoticeExpired");
  });

  it("no fee of any kind before due date + 14, whatever was sent", () => {
    // a history out of the ordinary (letters sent before the due date) still charges no court fee before day 14
    const before = [
      sent("debt-collection-notice", "2026-10-01", "2026-10-15", 3_800),
      sent("payment-demand", "2026-10-16", "2026-10-30", 11_300),
    ];
    const d = ask({ kind: "conciliation-claim", sendDate: "2026-11-20", history: before });
    expect(d).toMatchObject({ allowed: false, earliestDate: "2026-11-29", feeOre: 0 });
    expect(rules(d)).toEqual(["law.rule.feeTooEarly"]);
    expect(ask({ kind: "conciliation-claim", sendDate: "2026-11-30", history: before }).allowed).toBe(true);
  });

  it("sends a disputed claim to a judgment instead of direct utlegg (tvfbl. § 7-2 f)", () => {
    const withNotice = [...LADDER, sent("enforcement-notice", "2026-12-15", "2026-12-29")];
    const d = ask({ kind: "enforcement-petition", sendDate: "2026-12-30", history: withNotice, disputed: true });
    expect(d).toMatchObject({ allowed: false, earliestDate: null });
    expect(rules(d)).toEqual(["law.rule.enforcementDisputed"]);
    expect(explainText("en", d.explanations[0]!)).toContain("conciliation claim");
    // after the conciliation claim the judgment is the ground: no § 4-18 notice needed
    const judged = [...LADDER, sent("conciliation-claim", "2026-12-30", null, 148_000)];
    expect(
      ask({ kind: "enforcement-petition", sendDate: "2026-12-31", history: judged, disputed: true }),
    ).toMatchObject({ allowed: true });
  });

  it("stops the § 4-18 notice, konkurs and fravikelse on a disputed claim and leaves the forliksklage (issue 18 #4)", () => {
    const disputed = { history: LADDER, disputed: true, lease: true, debtorType: "company" as const };
    for (const kind of ["enforcement-notice", "bankruptcy-notice", "eviction"] as const) {
      const d = ask({ ...disputed, kind, sendDate: "2026-12-30" });
      expect(d, kind).toMatchObject({ allowed: false, earliestDate: null, feeOre: 0 });
      expect(rules(d), kind).toEqual(["law.rule.disputedForced"]);
    }
    const notice = ask({ ...disputed, kind: "enforcement-notice", sendDate: "2026-12-30" });
    expect(explainText("no", notice.explanations[0]!)).toContain("forliksklage");
    expect(explainText("en", notice.explanations[0]!)).toContain("conciliation claim");
    expect(ask({ ...disputed, kind: "conciliation-claim", sendDate: "2026-12-30" })).toMatchObject({ allowed: true });
  });

  it("takes no betalingsoppfordring as the § 4-18 notice, and no purring as the warning of a lawsuit (#6, #14)", () => {
    // the payment demand's deadline has passed, but it is no § 4-18 notice: utlegg waits for one
    const d = ask({ kind: "enforcement-petition", sendDate: "2027-01-05", history: LADDER });
    expect(d).toMatchObject({ allowed: false, earliestDate: null });
    expect(rules(d)).toEqual(["law.rule.enforcementNeedsNotice"]);
    // a purring with 14 days and an inkassovarsel are no warning of the lawsuit (tvisteloven § 5-2)
    const purring = [sent("reminder", "2026-11-30", "2026-12-14", 3_800), LADDER[0]!];
    expect(ask({ kind: "conciliation-claim", sendDate: "2027-01-05", history: purring }).allowed).toBe(false);
  });

  it("evicts only on rent under a lease clause, after the § 4-18 notice (tvfbl. § 13-2 (3) a)", () => {
    const withNotice = [...LADDER, sent("enforcement-notice", "2026-12-15", "2026-12-29")];
    const plain = ask({ kind: "eviction", sendDate: "2026-12-30", history: withNotice });
    expect(plain).toMatchObject({ allowed: false, earliestDate: null });
    expect(rules(plain)).toEqual(["law.rule.evictionNeedsLease"]);
    expect(ask({ kind: "eviction", sendDate: "2026-12-30", history: withNotice, lease: true }).allowed).toBe(true);
    expect(ask({ kind: "eviction", sendDate: "2026-12-30", history: LADDER, lease: true })).toMatchObject({
      allowed: false,
      earliestDate: null,
    });
  });

  it("sends the rent notice announcing fravikelse only on the recorded lease; the plain § 4-18 notice needs none (issue 18 #9)", () => {
    const rentNotice = { kind: "enforcement-notice" as const, sendDate: "2026-12-30", history: LADDER, evictionNotice: true };
    const refused = ask(rentNotice);
    expect(refused).toMatchObject({ allowed: false, earliestDate: null });
    expect(rules(refused)).toEqual(["law.rule.evictionNoticeNeedsLease"]);
    expect(ask({ ...rentNotice, lease: true }).allowed).toBe(true);
    expect(ask({ ...rentNotice, evictionNotice: false }).allowed).toBe(true);
  });

  it("refuses only the forced steps for a debtor abroad; reminders and the inkassovarsel still go", () => {
    const abroad = { debtorCountry: "SE" };
    const notice = ask({ ...abroad, kind: "enforcement-notice", sendDate: "2026-12-30", history: LADDER });
    expect(notice).toMatchObject({ allowed: false, earliestDate: null });
    expect(notice.explanations[0]).toEqual({ rule: "law.rule.foreignDebtor", params: { country: "SE" } });
    expect(explainText("no", notice.explanations[0]!)).toContain("utlandet (SE)");
    for (const kind of ["enforcement-petition", "bankruptcy-notice", "eviction", "conciliation-claim"] as const)
      expect(rules(ask({ ...abroad, kind, sendDate: "2026-12-30", history: LADDER, lease: true }))[0]).toBe(
        "law.rule.foreignDebtor",
      );
    expect(ask({ ...abroad, kind: "reminder", sendDate: "2026-11-30" })).toMatchObject({
      allowed: true,
      feeOre: 3_800,
    });
    expect(ask({ ...abroad, kind: "debt-collection-notice", sendDate: "2026-11-30" }).allowed).toBe(true);
    expect(
      ask({ debtorCountry: "NO", kind: "enforcement-notice", sendDate: "2026-12-30", history: LADDER }).allowed,
    ).toBe(true);
  });
});
