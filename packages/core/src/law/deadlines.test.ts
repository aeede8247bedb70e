import { beforeAll, describe, expect, it } from "vitest";
import { addMonths } from "./dates";
import { bankruptcyNoticeState, letterDeadline, paymentDemandValidOn, servedDeadline } from "./deadlines";
import { explainText } from "./explanation";
import { loadPublicHolidays, workingDayFrom } from "./sending-window";

describe("deadlines", () => {
  beforeAll(loadPublicHolidays);
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

  it("counts the bankruptcy notice's deadline from its service, not its sending: 14 days to pay, 2 weeks to petition (issue 18 #1)", () => {
    // sent: no date yet, the deadline runs from the service (konkursloven § 63)
    const sent = letterDeadline("bankruptcy-notice", "2026-03-02");
    expect(sent).toMatchObject({ deadlineDate: null, days: 14, courtByDate: null });
    expect(explainText("no", sent.explanations[0]!)).toBe(
      "Betalingsfristen er 14 dager etter at varselet er forkynt for skyldneren (konkursloven § 63). Fristen settes når forkynnelsesdatoen registreres.",
    );
    // served later (16.03): the deadline and the petition's window from that day
    const d = servedDeadline("bankruptcy-notice", "2026-03-16");
    expect(d).toMatchObject({ deadlineDate: "2026-03-30", courtByDate: "2026-04-13", days: 14 });
    expect(explainText("en", d.explanations[0]!)).toBe(
      "Payment deadline 30.03.2026: 14 days from the service on 16.03.2026, at least 14 days (Bankruptcy Act § 63).",
    );
    // a shorter setting is raised to the 2 weeks of § 63
    expect(servedDeadline("bankruptcy-notice", "2026-03-16", 7).deadlineDate).toBe("2026-03-30");
    expect(bankruptcyNoticeState("2026-03-16", "2026-03-30")).toBe("paying");
    expect(bankruptcyNoticeState("2026-03-16", "2026-03-31")).toBe("petition");
    expect(bankruptcyNoticeState("2026-03-16", "2026-04-13")).toBe("petition");
    expect(bankruptcyNoticeState("2026-03-16", "2026-04-14")).toBe("expired");
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

  it("runs a deadline that ends on a Saturday, Sunday or public holiday to the next working day (domstolloven § 149)", () => {
    // 12.12.2026 + 14 = Saturday 26.12.2026 (also 2nd Christmas Day): Monday 28.12.2026
    const christmas = letterDeadline("debt-collection-notice", "2026-12-12");
    expect(christmas).toMatchObject({ days: 14, deadlineDate: "2026-12-28" });
    expect(christmas.explanations.map((e) => explainText("en", e))).toEqual([
      "Payment deadline 26.12.2026: 14 days from 12.12.2026, at least 14 days (Debt Collection Act § 9).",
      "26.12.2026 is a Saturday, Sunday or public holiday, so the deadline runs to the next working day, 28.12.2026 (Courts Act § 149).",
    ]);
    expect(explainText("no", christmas.explanations[1]!)).toBe(
      "26.12.2026 er en lørdag, søndag eller helligdag, så fristen løper til og med neste virkedag, 28.12.2026 (domstolloven § 149).",
    );
    // Easter 2027: Maundy Thursday 25.03 to Easter Monday 29.03; the deadline runs to Tuesday 30.03
    expect(letterDeadline("payment-demand", "2027-03-11").deadlineDate).toBe("2027-03-30");
    // 17 May 2027 is a Monday; Ascension 2027 is Thursday 6 May
    expect(letterDeadline("reminder", "2027-05-03").deadlineDate).toBe("2027-05-18");
    expect(letterDeadline("enforcement-notice", "2027-04-22").deadlineDate).toBe("2027-05-07");
    // a Sunday
    expect(letterDeadline("payment-reminder", "2026-11-22").deadlineDate).toBe("2026-11-30");
    // Christmas Eve is no public holiday (a "bank" day): a deadline on it stays
    expect(letterDeadline("debt-collection-notice", "2026-12-10").deadlineDate).toBe("2026-12-24");
    // a working day stays as counted, with no second explanation
    expect(letterDeadline("reminder", "2026-11-30").explanations).toHaveLength(1);
    expect(workingDayFrom("2026-05-16")).toBe("2026-05-18"); // Saturday, then Sunday 17 May
  });

  it("gives the bankruptcy petition 2 weeks after a moved deadline, on a working day, counted from the service", () => {
    const d = servedDeadline("bankruptcy-notice", "2026-12-12");
    expect(d).toMatchObject({ deadlineDate: "2026-12-28", courtByDate: "2027-01-11" });
    expect(bankruptcyNoticeState("2026-12-12", "2026-12-28")).toBe("paying");
    expect(bankruptcyNoticeState("2026-12-12", "2027-01-11")).toBe("petition");
    expect(bankruptcyNoticeState("2026-12-12", "2027-01-12")).toBe("expired");
    // the customer's holiday periods move it too: served 10.12, 14 days to 24.12 (jul), so 04.01.2027
    expect(servedDeadline("bankruptcy-notice", "2026-12-10", null, { holidayPeriods: true }).deadlineDate).toBe(
      "2027-01-04",
    );
  });
});
