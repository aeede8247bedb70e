import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  Allowance,
  CaseClaimAmountStatistics,
  CaseStatistics,
  CaseStepStatistics,
} from "@innfri/core/cases/case-views.schema";
import { STEP_KINDS } from "@innfri/core/cases/vocabulary";
import i18n from "@/i18n";
import { currentUserKey } from "@/lib/current-user";
import { formatMoney } from "@/lib/format";
import { renderWithRouter } from "@/test/router";
import { jsonResponse, mockFetch, renderWithClient } from "@/test/utils";
import { owner } from "../test-fixtures";
import { CaseDashboard } from "./case-dashboard";

const stats = CaseStatistics.parse({
  from: "2026-01-01",
  to: "2026-11-26",
  open: 3,
  closed: 1,
  total: 4,
  byStatus: { active: 2, ready: 1, closed: 1 },
  registeredOre: 1_234_50,
  paymentsReceivedOre: 200_00,
  outstandingOre: 1_034_50,
});
const months = CaseClaimAmountStatistics.parse({
  from: "2026-10-01",
  to: "2026-11-26",
  months: [
    { month: "2026-10", cases: 1, registeredOre: 1_000_00, recoveredOre: 0 },
    { month: "2026-11", cases: 3, registeredOre: 234_50, recoveredOre: 200_00 },
  ],
});
const steps = CaseStepStatistics.parse({
  data: (["none", ...STEP_KINDS] as const).map((step) => ({ step, count: step === "reminder" ? 2 : step === "none" ? 1 : 0 })),
});
const allowance = Allowance.parse({ customerId: "c1", cases: 7, halfSends: 25, sends: 12.5, updatedAt: 1 });

function api() {
  return mockFetch({
    "GET /v1/cases/case-statistics": () => jsonResponse(200, stats),
    "GET /v1/cases/case-statistics-claim-amount": () => jsonResponse(200, months),
    "GET /v1/cases/case-steps": () => jsonResponse(200, steps),
    "GET /v1/customers/c1/allowances": () => jsonResponse(200, allowance),
    "GET /v1/cases/down-payment-plans/missed": () => jsonResponse(200, { data: [], total: 0, checked: 0 }),
  });
}

function render() {
  const { queryClient, ...rest } = renderWithClient(<CaseDashboard />);
  queryClient.setQueryData(currentUserKey, owner);
  return { queryClient, ...rest };
}

const statisticsCalls = (fetch: ReturnType<typeof api>) =>
  fetch.requests.filter((r) => r.path.startsWith("/v1/cases/case-statistics?")).map((r) => r.path);

describe("the dashboard's case figures", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-26T10:00:00Z"));
  });
  afterEach(() => vi.useRealTimers());

  it("asks for the chosen period, formats the figures, and gives each chart a table", async () => {
    const fetch = api();
    renderWithClient(<CaseDashboard />).queryClient.setQueryData(currentUserKey, owner);
    expect((await screen.findByTestId("case-figure-registered")).textContent).toBe(
      "Registrert beløp1\u00a0234,50\u00a0krHovedstol, renter og gebyrer på sakene startet i perioden.",
    );
    // each money figure says what it includes, so the ledger's "Utestående" is not taken for it (C15)
    expect(screen.getByTestId("case-figure-outstanding-help")).toHaveTextContent(
      "Det som står igjen på de av disse sakene som fortsatt løper (avsluttede saker er ikke med).",
    );
    expect(screen.getByTestId("case-figure-received-help")).toHaveTextContent("uansett når");
    expect(statisticsCalls(fetch)).toEqual(["/v1/cases/case-statistics?from=2026-01-01&to=2026-11-26"]);
    expect(screen.getByText("Saker startet 01.01.2026–26.11.2026")).toBeVisible();
    expect(screen.getByTestId("case-figure-open")).toHaveTextContent("Åpne saker3");
    expect(screen.getByTestId("case-figure-total")).toHaveTextContent("4");
    expect(screen.getByTestId("case-figure-received").textContent).toContain(formatMoney(200_00));
    expect(screen.getByTestId("case-figure-outstanding").textContent).toContain("1\u00a0034,50\u00a0kr");
    // the allowance: sends in halves
    expect(await screen.findByTestId("allowance")).toHaveTextContent("Utsendelser igjen12,5");

    // the charts: the picture hidden from screen readers, its figures in a table
    const stepTable = await screen.findByRole("table", { name: "Åpne saker per steg" });
    const rows = within(stepTable).getAllByRole("row").map((r) => r.textContent);
    expect(rows).toContain("Purring2");
    expect(rows).toContain("Ingen steg ennå1");
    const money = await screen.findByRole("table", { name: "Innkrevd beløp per måned" });
    expect(screen.getByRole("figure", { name: "Innkrevd beløp per måned" })).toHaveAccessibleDescription(
      "Innbetalinger på alle sakene, etter datoen de ble betalt, måned for måned i perioden.",
    );
    expect(within(money).getAllByRole("row").at(-1)!.textContent).toContain(formatMoney(200_00));
    expect(screen.getByTestId("chart-steps").querySelector("svg")).toHaveAttribute("aria-hidden", "true");

    const u = userEvent.setup({ delay: null });
    await u.selectOptions(screen.getByLabelText("Periode for sakene"), "lastMonth");
    await waitFor(() =>
      expect(statisticsCalls(fetch).at(-1)).toBe("/v1/cases/case-statistics?from=2026-10-01&to=2026-10-31"),
    );
    expect(
      fetch.requests.some((r) => r.path === "/v1/cases/case-statistics-claim-amount?from=2026-10-01&to=2026-10-31"),
    ).toBe(true);

    // custom dates: asked once both are dates in order; a from after the to says so and is not asked
    await u.selectOptions(screen.getByLabelText("Periode for sakene"), "custom");
    await waitFor(() =>
      expect(statisticsCalls(fetch).at(-1)).toBe("/v1/cases/case-statistics?from=2026-11-01&to=2026-11-26"),
    );
    const from = screen.getByLabelText("Fra");
    await u.clear(from);
    await u.type(from, "01.02.2026");
    await waitFor(() =>
      expect(statisticsCalls(fetch).at(-1)).toBe("/v1/cases/case-statistics?from=2026-02-01&to=2026-11-26"),
    );
    await u.clear(from);
    await u.type(from, "01.12.2026");
    expect(await screen.findByText("Fra-datoen må være samme dag som eller før til-datoen.")).toBeVisible();
    expect(statisticsCalls(fetch).filter((p) => p.includes("from=2026-12-01"))).toEqual([]);
  });

  it("prompts a top-up when the allowance is used up", async () => {
    mockFetch({
      "GET /v1/cases/case-statistics": () => jsonResponse(200, stats),
      "GET /v1/cases/case-statistics-claim-amount": () => jsonResponse(200, months),
      "GET /v1/cases/case-steps": () => jsonResponse(200, steps),
      "GET /v1/customers/c1/allowances": () => jsonResponse(200, { ...allowance, cases: 0 }),
      "GET /v1/cases/down-payment-plans/missed": () => jsonResponse(200, { data: [], total: 0, checked: 0 }),
    });
    // «Kjøp flere» is a link of the app's router
    const { queryClient } = await renderWithRouter(() => <CaseDashboard />);
    queryClient.setQueryData(currentUserKey, owner);
    const figures = await screen.findByTestId("allowance");
    expect(figures).toHaveTextContent("Kvoten er brukt opp.");
    expect(within(figures).getByRole("link", { name: "Kjøp flere" })).toHaveAttribute("href", "/customer/top-up");
  });

  it("speaks English too", async () => {
    api();
    await i18n.changeLanguage("en");
    try {
      render();
      expect((await screen.findByTestId("case-figure-received")).textContent).toBe(
        "Payments received200,00\u00a0krWhat has been paid on these cases, whenever it was paid.",
      );
      expect(screen.getByTestId("case-figure-registered-help")).toHaveTextContent(
        "Principal, interest and fees of the cases started in the period.",
      );
      expect(screen.getByText("Cases started 01.01.2026–26.11.2026")).toBeVisible();
      expect(screen.getByLabelText("Period of the cases")).toHaveDisplayValue("This year");
      expect(await screen.findByTestId("allowance")).toHaveTextContent("Sends left12,5");
      expect(await screen.findByRole("table", { name: "Open cases per step" })).toHaveTextContent("Reminder2");
      expect(await screen.findByRole("table", { name: "Money recovered per month" })).toHaveTextContent("Nov 2026");
    } finally {
      await i18n.changeLanguage("no");
    }
  });
});
