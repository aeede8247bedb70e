import { beforeAll, describe, expect, it } from "vitest";
import type { StepKind } from "./vocabulary";
import type { DebtorType } from "../ledger/debtor-rules";
import { explainText } from "./explanation";
import { decideFee, serviceFee, type FeeHistoryEntry, type FeeQuestion } from "./fee-rules";
import { PUBLISHED_LAW_TABLES as LAW, type LawTables } from "./figures";
import { loadPublicHolidays } from "./sending-window";

const ask = (q: Partial<FeeQuestion> & Pick<FeeQuestion, "kind" | "sendDate">, tables: LawTables = LAW) =>
  decideFee(tables, { debtorType: "person", dueDate: "2026-11-15", history: [], ...q });

const sent = (kind: StepKind, sentDate: string, deadlineDate: string | null, statutoryFeeOre = 0): FeeHistoryEntry => ({
  kind,
  sentDate,
  deadlineDate,
  statutoryFeeOre,
});

describe("fee rules (inkassoforskriften ch. 1)", () => {
  beforeAll(loadPublicHolidays); // the konkursvarsel's court-by day is a working day
  it("never charges for a payment reminder; it may go once the claim is due", () => {
    const early = ask({ kind: "payment-reminder", sendDate: "2026-11-15" });
    expect(early).toMatchObject({ allowed: false, earliestDate: "2026-11-16", feeOre: 0 });
    const ok = ask({ kind: "payment-reminder", sendDate: "2026-11-16" });
    expect(ok).toMatchObject({ allowed: true, feeOre: 0, statutoryFeeOre: 0, regime: "inkassolov-1988" });
    expect(ok.explanations[0]!.rule).toBe("law.rule.noFeeReminder");
  });

  it("refuses a fee-bearing letter before due date + 14 days, naming the day", () => {
    const d = ask({ kind: "reminder", sendDate: "2026-11-28" });
    expect(d).toMatchObject({ allowed: false, earliestDate: "2026-11-29", feeOre: 0 });
    expect(explainText("en", d.explanations[0]!)).toBe(
      "Fee-bearing letters may be sent from 29.11.2026, 14 days after the due date 15.11.2026 (Debt Collection Regulations § 1-2).",
    );
    expect(explainText("no", d.explanations[0]!)).toContain("Brev med gebyr kan sendes fra 29.11.2026");
    expect(ask({ kind: "reminder", sendDate: "2026-11-29" })).toMatchObject({ allowed: true, feeOre: 3_800 });
  });

  it("uses the sats of the sending day: 35 kr in 2025, 38 kr from 2026, for the same claim", () => {
    const dueDate = "2025-12-01";
    expect(ask({ kind: "reminder", sendDate: "2025-12-31", dueDate }).feeOre).toBe(3_500);
    expect(ask({ kind: "reminder", sendDate: "2026-01-02", dueDate }).feeOre).toBe(3_800);
  });

  it("waits for the previous letter's deadline", () => {
    const history = [sent("reminder", "2026-11-30", "2026-12-14", 3_800)];
    const d = ask({ kind: "debt-collection-notice", sendDate: "2026-12-14", history });
    expect(d).toMatchObject({ allowed: false, earliestDate: "2026-12-15" });
    expect(explainText("no", d.explanations[0]!)).toContain("(purring) løper til og med 14.12.2026");
  });

  it("allows a second small fee only after a missed deadline of at least 14 days in the first letter", () => {
    const long = [sent("reminder", "2026-11-30", "2026-12-14", 3_800)];
    const second = ask({ kind: "debt-collection-notice", sendDate: "2026-12-15", history: long });
    expect(second).toMatchObject({ allowed: true, feeOre: 3_800 });
    expect(second.explanations.map((e) => e.rule)).toEqual(["law.rule.smallFeeRounded", "law.rule.secondFeeAllowed"]);

    const short = [sent("reminder", "2026-11-30", "2026-12-10", 3_800)];
    const free = ask({ kind: "debt-collection-notice", sendDate: "2026-12-11", history: short });
    expect(free).toMatchObject({ allowed: true, feeOre: 0, statutoryFeeOre: 0 });
    expect(explainText("en", free.explanations[0]!)).toContain("gave only 10 days");
  });

  it("charges at most two small fees, then one payment demand fee (3/20), only after an inkassovarsel", () => {
    const two = [
      sent("reminder", "2026-11-30", "2026-12-14", 3_800),
      sent("reminder", "2026-12-15", "2026-12-29", 3_800),
    ];
    const third = ask({ kind: "debt-collection-notice", sendDate: "2026-12-30", history: two });
    expect(third).toMatchObject({ allowed: true, feeOre: 0 });
    expect(third.explanations[0]!.rule).toBe("law.rule.smallFeeLimit");

    const noNotice = ask({ kind: "payment-demand", sendDate: "2026-12-30", history: two });
    expect(noNotice).toMatchObject({ allowed: false, earliestDate: null });

    const withNotice = [...two, sent("debt-collection-notice", "2026-12-30", "2027-01-13", 0)];
    // 2027: no rettsgebyr needed for chapter-1 fees; the 2026 sats still stands.
    expect(ask({ kind: "payment-demand", sendDate: "2027-01-14", history: withNotice })).toMatchObject({
      allowed: true,
      feeOre: 11_300,
    });
    const again = [...withNotice, sent("payment-demand", "2027-01-14", "2027-01-28", 11_300)];
    expect(ask({ kind: "payment-demand", sendDate: "2027-02-01", history: again }).feeOre).toBe(0);
  });

  it("counts afresh 6 months after the last fee-bearing letter", () => {
    const history = [
      sent("reminder", "2026-02-02", "2026-02-16", 3_800),
      sent("debt-collection-notice", "2026-02-17", "2026-03-03", 3_800),
    ];
    const before = ask({ kind: "reminder", sendDate: "2026-08-16", dueDate: "2026-01-15", history });
    expect(before).toMatchObject({ allowed: true, feeOre: 0 });
    const after = ask({ kind: "reminder", sendDate: "2026-08-17", dueDate: "2026-01-15", history });
    expect(after).toMatchObject({ allowed: true, feeOre: 3_800 });
    expect(after.explanations.map((e) => e.rule)).toContain("law.rule.feeCountReset");
    expect(
      explainText(
        "no",
        after.explanations.find((e) => e.rule === "law.rule.feeCountReset")!,
      ),
    ).toContain("fra 17.08.2026");
  });

  it("sets the § 3a compensation off against a business debtor's fees: never both", () => {
    // Company, due 15.11.2026: compensation of 2026 H2 = 430 kr.
    for (const debtorType of ["company", "sole-proprietorship"] as DebtorType[]) {
      const first = ask({ kind: "reminder", sendDate: "2026-11-30", debtorType });
      expect(first).toMatchObject({ allowed: true, statutoryFeeOre: 3_800, feeOre: 0, compensationOre: 43_000 });
      const words = first.explanations.map((e) => explainText("en", e));
      expect(words).toContain(
        "The fee of 38,00\u00a0kr is covered by the compensation (Debt Collection Regulations § 2-6, cf. § 1-5), so this letter charges no fee on top.",
      );
    }
    // The consumer pays the fee (no § 3a for consumers).
    expect(ask({ kind: "reminder", sendDate: "2026-11-30" }).feeOre).toBe(3_800);
    // Fees above the compensation: only the excess is charged, so fees + compensation = max(fees, compensation).
    const tables: LawTables = { ...LAW, compensation: [{ from: "2026-07-01", amountOre: 5_000 }] };
    const history = [{ ...sent("reminder", "2026-11-30", "2026-12-14", 3_800), claimedCompensationOre: 5_000 }];
    const second = ask(
      { kind: "debt-collection-notice", sendDate: "2026-12-15", debtorType: "company", history },
      tables,
    );
    expect(second).toMatchObject({ statutoryFeeOre: 3_800, feeOre: 2_600, compensationOre: 5_000 }); // 7 600 - 5 000
    expect(0 + second.feeOre + 5_000).toBe(Math.max(7_600, 5_000));
    // Not claimed: the fees are charged in full.
    expect(
      ask({ kind: "reminder", sendDate: "2026-11-30", debtorType: "company", claimsCompensation: false }).feeOre,
    ).toBe(3_800);
  });

  describe("§ 3a compensation: claimed by the first letter to a business debtor (usability-review-2 C4)", () => {
    const company = { debtorType: "company" as DebtorType };

    it("a company's first letter claims 430 kr as its own cost, with its rule, even a letter without a fee", () => {
      const first = ask({ kind: "payment-reminder", sendDate: "2026-11-16", ...company });
      expect(first).toMatchObject({ allowed: true, feeOre: 0, claimedCompensationOre: 43_000 });
      const claimed = first.explanations.find((e) => e.rule === "law.rule.compensationClaimed")!;
      expect(explainText("no", claimed)).toBe(
        "Skyldneren er næringsdrivende: kreditor krever en fast kompensasjon på 430,00\u00a0kr for forsinket betaling etter forsinkelsesrenteloven § 3a (satsen for halvåret da renten begynte å løpe, etter forfall 15.11.2026). Gebyrene trekkes fra den.",
      );
      expect(explainText("en", claimed)).toContain("fixed compensation of 430,00\u00a0kr for late payment");
      // a purring as the first letter: the compensation claimed, its fee covered by it (the creditor gets 430 kr)
      const purring = ask({ kind: "reminder", sendDate: "2026-11-30", ...company });
      expect(purring).toMatchObject({ feeOre: 0, statutoryFeeOre: 3_800, claimedCompensationOre: 43_000 });
      expect(purring.feeOre + purring.claimedCompensationOre).toBe(Math.max(3_800, 43_000));
      // said once: the claim, then how this letter's fee is set off against it (not "business debtor" twice)
      const said = purring.explanations.map((e) => explainText("no", e));
      expect(purring.explanations.map((e) => e.rule).slice(-2)).toEqual([
        "law.rule.compensationClaimed",
        "law.rule.compensationCoversHere",
      ]);
      expect(said.at(-1)).toBe(
        "Gebyret på 38,00\u00a0kr dekkes av kompensasjonen (inkassoforskriften § 2-6, jf. § 1-5), så dette brevet krever ikke gebyr i tillegg.",
      );
      expect(said.filter((t) => t.includes("næringsdrivende"))).toHaveLength(1);
      // a first letter whose fee exceeds the compensation (a figure of 20 kr): it charges the excess, said once
      const small: LawTables = { ...LAW, compensation: [{ from: "2026-07-01", amountOre: 2_000 }] };
      const over = ask({ kind: "reminder", sendDate: "2026-11-30", ...company }, small);
      expect(over).toMatchObject({ feeOre: 1_800, statutoryFeeOre: 3_800, claimedCompensationOre: 2_000 });
      expect(over.explanations.map((e) => e.rule).slice(-2)).toEqual([
        "law.rule.compensationClaimed",
        "law.rule.compensationOffsetHere",
      ]);
      expect(explainText("no", over.explanations.at(-1)!)).toBe(
        "Gebyrene er til sammen 38,00\u00a0kr og trekkes fra kompensasjonen (inkassoforskriften § 2-6, jf. § 1-5): dette brevet krever 18,00\u00a0kr av gebyret på 38,00\u00a0kr, det som overstiger kompensasjonen.",
      );
      expect(explainText("en", over.explanations.at(-1)!)).toContain("this letter charges 18,00\u00a0kr");
    });

    it("a later letter claims it no more; an inkassovarsel whose fee exceeds what is left of it charges only the excess", () => {
      // compensation 50 kr (a figure of its own, so two 38 kr fees pass it): purring claimed 50 kr, its fee covered
      const tables: LawTables = { ...LAW, compensation: [{ from: "2026-07-01", amountOre: 5_000 }] };
      const purring = ask({ kind: "reminder", sendDate: "2026-11-30", ...company }, tables);
      expect(purring).toMatchObject({ feeOre: 0, claimedCompensationOre: 5_000 });
      const history = [
        { ...sent("reminder", "2026-11-30", "2026-12-14", purring.statutoryFeeOre), claimedCompensationOre: 5_000 },
      ];
      // inkassovarsel: fees 76 kr against 50 kr, 12 kr of it left: this letter charges 26 kr and claims nothing more
      const notice = ask({ kind: "debt-collection-notice", sendDate: "2026-12-15", ...company, history }, tables);
      expect(notice).toMatchObject({ allowed: true, feeOre: 2_600, claimedCompensationOre: 0 });
      expect(explainText("no", notice.explanations.at(-1)!)).toBe(
        "Skyldneren er næringsdrivende: gebyrene trekkes fra kompensasjonen på 50,00\u00a0kr etter forsinkelsesrenteloven § 3a, som er krevd i saken (inkassoforskriften § 2-6, jf. § 1-5). Gebyrene er til sammen 76,00\u00a0kr, så dette brevet krever 26,00\u00a0kr av gebyret på 38,00\u00a0kr: det som overstiger kompensasjonen.",
      );
      // what the creditor gets in all: the larger of the fees and the compensation, never both, never neither
      expect(purring.feeOre + notice.feeOre + 5_000).toBe(Math.max(7_600, 5_000));
    });

    it("claims none for a consumer, a disputed claim, a claim the creditor leaves it off, or a court step", () => {
      expect(ask({ kind: "payment-reminder", sendDate: "2026-11-16" }).claimedCompensationOre).toBe(0);
      expect(ask({ kind: "reminder", sendDate: "2026-11-30", ...company, disputed: true }).claimedCompensationOre).toBe(
        0,
      );
      expect(ask({ kind: "reminder", sendDate: "2026-11-30", ...company, claimsCompensation: false })).toMatchObject({
        feeOre: 3_800,
        claimedCompensationOre: 0,
      });
      expect(ask({ kind: "bankruptcy-notice", sendDate: "2026-11-30", ...company }).claimedCompensationOre).toBe(0);
    });
  });

  it("counts a reverted letter whose fee was kept toward the fees applied, but not as a letter sent", () => {
    // a purring (38 kr) reverted with its fee kept, then an inkassovarsel reverted with its fee kept: two small fees
    const kept = (kind: StepKind, sentDate: string, deadlineDate: string, fee: number): FeeHistoryEntry => ({
      ...sent(kind, sentDate, deadlineDate, fee),
      feeOnly: true,
    });
    const history = [
      kept("reminder", "2026-11-30", "2026-12-14", 3_800),
      kept("debt-collection-notice", "2026-12-15", "2026-12-29", 3_800),
    ];
    // re-running the inkassovarsel: the two small fees are already applied, so no third (the double-fee guard)
    const again = ask({ kind: "debt-collection-notice", sendDate: "2026-12-16", history });
    expect(again).toMatchObject({ allowed: true, feeOre: 0 });
    expect(again.explanations[0]!.rule).toBe("law.rule.smallFeeLimit");
    // no deadline runs from a reverted letter: the rerun is not told to wait for 29.12
    expect(again.earliestDate).toBeNull();
    // and a reverted inkassovarsel opens no betalingsoppfordring
    const demand = ask({ kind: "payment-demand", sendDate: "2027-01-05", history });
    expect(demand).toMatchObject({ allowed: false });
    expect(demand.explanations[0]!.rule).toBe("law.rule.paymentDemandNeedsNotice");
    // without the fees kept (not in the history at all) the rerun carries its fee again
    expect(ask({ kind: "debt-collection-notice", sendDate: "2026-12-16", history: [] }).feeOre).toBe(3_800);
  });

  it("sends no fee-bearing letter on a disputed claim, only the fee-free reminder (inkassoloven §§ 10, 17)", () => {
    for (const kind of ["reminder", "debt-collection-notice", "payment-demand"] as const) {
      const d = ask({ kind, sendDate: "2026-11-30", disputed: true });
      expect(d, kind).toMatchObject({ allowed: false, earliestDate: null, feeOre: 0 });
      expect(d.explanations[0]!.rule, kind).toBe("law.rule.disputedStops");
    }
    expect(ask({ kind: "payment-reminder", sendDate: "2026-11-30", disputed: true }).allowed).toBe(true);
  });

  it("plans a letter across the regime switch: the law of the sending day decides", () => {
    const tables: LawTables = {
      ...LAW,
      fees: [
        ...LAW.fees,
        {
          validFrom: "2027-01-01",
          regime: "inkassolov-2026",
          inkassosatsOre: 75_000,
          smallFeeFraction: null,
          paymentDemandFraction: null,
          roundToWholeKroner: true,
          rettsgebyrOre: null,
          claimsDueFrom: null,
        },
      ],
    };
    const history = [sent("reminder", "2026-11-30", "2026-12-14", 3_800)];
    const q = { kind: "debt-collection-notice" as const, history };
    expect(ask({ ...q, sendDate: "2026-12-31" }, tables)).toMatchObject({ sender: "creditor", feeOre: 3_800 });
    const after = ask({ ...q, sendDate: "2027-01-04" }, tables);
    expect(after).toMatchObject({ allowed: true, sender: "partner", regime: "inkassolov-2026", feeOre: 0 });
    expect(explainText("no", after.explanations[0]!)).toContain("den nye inkassoloven");
    // The creditor's own reminder under the new law: the coming regulation's fee is not set: refuse to guess.
    expect(() => ask({ kind: "reminder", sendDate: "2027-01-04", history }, tables)).toThrow(/law.missing.smallFee/);
  });

  it("gives the court steps their multiple of R after their legal preconditions", () => {
    const due = { dueDate: "2026-01-15", debtorType: "company" as DebtorType };
    // the ladder (inkassoloven §§ 9-10): an inkassovarsel, then a payment demand whose deadline passed on 03.03
    const ladder = [
      sent("debt-collection-notice", "2026-02-02", "2026-02-16", 3_800),
      sent("payment-demand", "2026-02-17", "2026-03-03", 11_300),
    ];
    expect(ask({ ...due, kind: "enforcement-petition", sendDate: "2026-03-04", history: ladder })).toMatchObject({
      allowed: false,
      earliestDate: null,
    });
    const notice = [...ladder, sent("enforcement-notice", "2026-03-04", "2026-03-18")];
    expect(ask({ ...due, kind: "enforcement-petition", sendDate: "2026-03-18", history: notice })).toMatchObject({
      allowed: false,
      earliestDate: "2026-03-19",
    });
    expect(ask({ ...due, kind: "enforcement-petition", sendDate: "2026-03-19", history: notice })).toMatchObject({
      allowed: true,
      feeOre: 162_700,
    });

    // a konkursvarsel posted on 02.03 and served on 04.03: its deadline 18.03 runs from the service (issue 18 #1)
    const konkurs = [...ladder, { ...sent("bankruptcy-notice", "2026-03-02", "2026-03-18"), servedDate: "2026-03-04" }];
    expect(ask({ ...due, kind: "bankruptcy-petition", sendDate: "2026-03-18", history: konkurs }).earliestDate).toBe(
      "2026-03-19",
    );
    expect(ask({ ...due, kind: "bankruptcy-petition", sendDate: "2026-04-01", history: konkurs })).toMatchObject({
      allowed: true,
      feeOre: 585_100, // 4.35 × 1 345 = 5 850.75
    });
    const expired = ask({ ...due, kind: "bankruptcy-petition", sendDate: "2026-04-02", history: konkurs });
    expect(expired).toMatchObject({ allowed: false, earliestDate: null });
    expect(expired.explanations[0]!.rule).toBe("law.rule.bankruptcyNoticeExpired");
    const person = ask({
      ...due,
      debtorType: "person",
      kind: "bankruptcy-notice",
      sendDate: "2026-03-04",
      history: ladder,
    });
    expect(person.allowed).toBe(false);
    expect(person.explanations[0]!.rule).toBe("law.rule.bankruptcyCompaniesOnly");
    // the 0.4 R service fee is not charged when the notice is sent, only once its service is recorded (issue 18 #1)
    const konkursNotice = ask({ ...due, kind: "bankruptcy-notice", sendDate: "2026-03-04", history: ladder });
    expect(konkursNotice).toMatchObject({ allowed: true, feeOre: 0, statutoryFeeOre: 0 });
    expect(explainText("no", konkursNotice.explanations[0]!)).toBe(
      "Gebyret for forkynnelse av konkursvarselet (538,00\u00a0kr i dag) kreves først når forkynnelsen er registrert, etter rettsgebyret den dagen (rettsgebyrloven).",
    );
    expect(serviceFee(LAW, "bankruptcy-notice", "2026-03-06").feeOre).toBe(53_800);
    expect(serviceFee(LAW, "bankruptcy-notice", "2026-03-06").explanations.map((e) => e.rule)).toEqual([
      "law.rule.courtFee",
      "law.rule.serviceFeeCharged",
    ]);

    expect(ask({ ...due, kind: "conciliation-claim", sendDate: "2026-03-04", history: ladder }).feeOre).toBe(148_000);
    expect(ask({ ...due, kind: "conciliation-claim", sendDate: "2026-03-04" }).allowed).toBe(false);
  });
});

describe("fee rules input", () => {
  it("refuses a date that is not a calendar date, naming the field", () => {
    expect(() => ask({ kind: "reminder", sendDate: "30.11.2026" })).toThrow(
      expect.objectContaining({ fields: { sendDate: ["validation.date"] } }),
    );
    expect(() =>
      ask({ kind: "reminder", sendDate: "2026-11-30", history: [sent("reminder", "2026-02-30", null, 3_800)] }),
    ).toThrow(expect.objectContaining({ fields: { "history.0.sentDate": ["validation.date"] } }));
  });
});
