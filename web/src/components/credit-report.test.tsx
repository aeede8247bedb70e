import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import i18n from "@/i18n";
import type { CreditCheckView, CreditReport } from "@/lib/credit-check";
import { renderWithClient } from "@/test/utils";
import { CreditReportView } from "./credit-report";

const check: CreditCheckView = {
  id: "01J",
  kind: "person",
  subjectName: "Kari Nordmann",
  orgNumber: null,
  birthDate: "1985-04-12",
  purpose: "collection",
  caseId: null,
  byUserId: "u1",
  byName: "Olav Eier",
  at: Date.UTC(2026, 10, 29, 9, 0),
  riskClass: null,
  reportUntil: Date.UTC(2026, 10, 30, 9, 0),
  reportAvailable: true,
  noticeCopy: { by: "bureau", provider: "Creditsafe", at: Date.UTC(2026, 10, 29, 9, 0) },
};
const report: CreditReport = {
  kind: "person",
  provider: "Creditsafe",
  providerRef: "NO-C-1",
  subject: {
    name: "Kari Nordmann",
    orgNumber: null,
    birthDate: "1985-04-12",
    address: "Storgata 1, 0155 OSLO",
    status: null,
  },
  score: 820,
  riskClass: "A",
  riskText: "Low risk",
  anticipatedDefault: null,
  maxCredit: { amountOre: 15_000_000, currency: "NOK" },
  paymentRemarks: [
    { date: "2026-03-10", amountOre: 2_340_000, creditor: "Eksempel Inkasso AS", type: "Inkasso", status: null },
  ],
  income: { year: 2025, grossOre: 68_400_000, netOre: 51_230_000, wealthOre: 42_000_000 },
  balance: null,
};

describe("a credit report (issue 21)", () => {
  it("shows the score of 1000, the risk class in words, money and dates the Norwegian way, the copy and the 24 hours", async () => {
    await i18n.changeLanguage("no");
    renderWithClient(<CreditReportView check={check} report={report} />);
    expect(screen.getByText("820 av 1000")).toBeInTheDocument();
    expect(screen.getByText(/Risikoklasse A: Svært lav risiko/)).toBeInTheDocument();
    expect(screen.getByText(/^150\s000,00\skr$/)).toBeInTheDocument();
    expect(screen.getByText("12.04.1985")).toBeInTheDocument();
    expect(screen.getByRole("cell", { name: /^23\s400,00\skr$/ })).toBeInTheDocument();
    expect(
      screen.getByText("Personen får gjenpartsbrev fra Creditsafe om hvem som sjekket, når og hvorfor."),
    ).toBeInTheDocument();
    expect(screen.getByText(/kan leses til 30\.11\.2026/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Last ned PDF" })).toBeEnabled();
  });

  it("says only that the check was made once a person's details are gone, in English too", async () => {
    await i18n.changeLanguage("en");
    renderWithClient(<CreditReportView check={{ ...check, reportAvailable: false }} report={null} />);
    expect(
      screen.getByText(/The credit check of Kari Nordmann .* details of private persons are deleted after 24 hours/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/820/)).toBeNull();
    await i18n.changeLanguage("no");
  });
});
