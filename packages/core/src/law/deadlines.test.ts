import { describe, expect, it } from "vitest";
import { addMonths } from "./dates";
import { bankruptcyNoticeState, letterDeadline, paymentDemandValidOn } from "./deadlines";
import { explainText } from "./explanation";

describe("deadlines", () => {
  it("gives each letter its legal minimum, raising a shorter setting and saying so", () => {
    expect(letterDeadline("payment-reminder", "2026-11-16").deadlineDate).toBe("2026-11-23");
    expect(letterDeadline("reminder", "2026-11-30").deadlineDate).toBe("2026-12-14");
    const raised = letterDeadline("debt-collection-notice", "2026-11-30", 10);
    expect(raised).toMatchObject({ days: 14, deadlineDate: "2026-12-14" });
    expect(raised.explanations.map((e) => e.rule)).toEqual([
      "law.rule.deadlineDebtCollectionNotice",
      "law.rule.deadlineRaised",
    ]);
    expect(explainText("en", raised.explanations[0]!)).toBe(
      "Payment deadline 14.12.2026: 14 days from 30.11.2026, at least 14 days (Debt Collection Act § 9).",
    );
    expect(letterDeadline("enforcement-notice", "2026-11-30", 21).deadlineDate).toBe("2026-12-21");
    expect(letterDeadline("enforcement-petition", "2026-11-30")).toMatchObject({ deadlineDate: null, days: null });
  });

  it("gives the bankruptcy notice 14 days to pay and 28 to reach the court, then it has expired", () => {
    const d = letterDeadline("bankruptcy-notice", "2026-03-02");
    expect(d).toMatchObject({ deadlineDate: "2026-03-16", courtByDate: "2026-03-30" });
    expect(bankruptcyNoticeState("2026-03-02", "2026-03-16")).toBe("paying");
    expect(bankruptcyNoticeState("2026-03-02", "2026-03-17")).toBe("petition");
    expect(bankruptcyNoticeState("2026-03-02", "2026-03-30")).toBe("petition");
    expect(bankruptcyNoticeState("2026-03-02", "2026-03-31")).toBe("expired");
  });

  it("keeps a payment demand valid for 6 months", () => {
    const d = letterDeadline("payment-demand", "2026-08-31");
    expect(d).toMatchObject({ deadlineDate: "2026-09-14", validUntilDate: "2027-02-28" });
    expect(explainText("no", d.explanations[1]!)).toBe(
      "Betalingsoppfordringen gjelder i 6 måneder, til og med 28.02.2027.",
    );
    expect(paymentDemandValidOn("2026-08-31", "2027-02-28")).toBe(true);
    expect(paymentDemandValidOn("2026-08-31", "2027-03-01")).toBe(false);
    expect(addMonths("2027-12-15", 6)).toBe("2028-06-15");
    expect(addMonths("2028-08-31", 6)).toBe("2029-02-28");
  });
});
