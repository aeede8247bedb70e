import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DownPaymentPlanMessage, DownPaymentPlanView, MissedPlanList } from "@innfri/core/cases/operations/plan-views.schema";
import { planSchedule } from "@innfri/core/cases/operations/plan-rules";
import i18n from "@/i18n";
import { currentUserKey } from "@/lib/current-user";
import { createQueryClient } from "@/lib/query-client";
import { renderWithRouter } from "@/test/router";
import { jsonResponse, mockFetch, renderWithClient } from "@/test/utils";
import { caseView, owner } from "../test-fixtures";
import { DownPaymentPlanCard } from "./down-payment-plan-card";
import { DownPaymentPlanPage } from "./down-payment-plan-page";
import { MissedPlansNotice } from "./missed-plans-notice";

const notFound = () => jsonResponse(404, { message: "Saken har ingen aktiv nedbetalingsplan.", code: "NOT_FOUND" });

const planView = (states: ("paid" | "due" | "missed" | "upcoming")[], extra: Record<string, unknown> = {}) => {
  const schedule = planSchedule({ agreedOre: 1_234_50, monthlyOre: 400_00, instalments: 4, firstPaymentDate: "2027-01-31" });
  const instalments = schedule.map((i, n) => ({
    ...i,
    state: states[n]!,
    coveredOre: states[n] === "paid" ? i.amountOre : 0,
    missedAfter: i.dueDate,
  }));
  return DownPaymentPlanView.parse({
    caseId: "7",
    planId: "p1",
    letterId: "p1",
    agreedOre: 1_234_50,
    monthlyOre: 400_00,
    instalmentCount: 4,
    firstPaymentDate: "2027-01-31",
    calculateInterest: false,
    owedAtStartOre: 1_234_50,
    paidSinceOre: 400_00,
    remainingOre: 834_50,
    missed: states.filter((s) => s === "missed").length,
    completed: false,
    next: instalments.find((i) => i.state !== "paid") ?? null,
    missedAfterDays: 7,
    agreedAt: 1,
    agreedByName: "Kari Nordmann",
    instalments,
    ...extra,
  });
};

async function renderPage() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(currentUserKey, owner);
  return renderWithRouter(() => <DownPaymentPlanPage caseId="7" />, {
    path: "/customer/cases/creating-down-payment-plan/7",
    queryClient,
  });
}

describe("the down-payment plan page", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-26T10:00:00Z"));
  });
  afterEach(() => vi.useRealTimers());

  it("starts from what is owed, previews the instalments across month ends as typed, offers the count needed, and posts what was typed", async () => {
    const user = userEvent.setup({ delay: null });
    const fetch = mockFetch({
      "GET /v1/cases/7": () => jsonResponse(200, caseView(7)),
      "GET /v1/cases/7/down-payment-plan": notFound,
      "POST /v1/cases/7/down-payment-plan": () =>
        jsonResponse(201, DownPaymentPlanMessage.parse({ message: "Nedbetalingsplanen for sak 7 er lagret, og brevet lages.", data: planView(["upcoming", "upcoming", "upcoming", "upcoming"]) })),
    });
    await renderPage();
    expect(await screen.findByRole("heading", { name: "Nedbetalingsplan for sak 7" })).toBeVisible();
    const agreed = screen.getByLabelText(/^Avtalt beløp/);
    expect(agreed).toHaveValue("1234,50");
    expect(screen.getByText(/Fyll inn beløpene/)).toBeVisible();

    await user.type(screen.getByLabelText(/^Månedsbeløp/), "400");
    expect(screen.getByText("Med dette månedsbeløpet trengs 4 avdrag for det avtalte beløpet.")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Bruk 4" }));
    expect(screen.getByLabelText(/^Antall avdrag/)).toHaveValue("4");
    await user.type(screen.getByLabelText(/^Første betalingsdato/), "31.01.2027");

    const preview = await screen.findByRole("table", { name: "Avdragene" });
    const rows = within(preview).getAllByRole("row").slice(1).map((r) => r.textContent);
    expect(rows).toEqual([
      "131.01.2027400,00\u00a0kr",
      "228.02.2027400,00\u00a0kr",
      "331.03.2027400,00\u00a0kr",
      "430.04.202734,50\u00a0kr",
      "Avtalt beløp i alt1\u00a0234,50\u00a0kr",
    ]);

    await user.click(screen.getByRole("button", { name: "Avtal planen" }));
    await waitFor(() => expect(fetch.requests.some((r) => r.method === "POST")).toBe(true));
    expect(fetch.requests.find((r) => r.method === "POST")!.body).toEqual({
      agreedAmount: "1234,50",
      monthlyAmount: "400",
      instalments: 4,
      firstPaymentDate: "2027-01-31",
      calculateInterest: false,
    });
  });

  it("refuses in the form what the rules refuse, and shows the API's 422 under its field", async () => {
    const user = userEvent.setup({ delay: null });
    mockFetch({
      "GET /v1/cases/7": () => jsonResponse(200, caseView(7, { feesOre: 70_00 })),
      "GET /v1/cases/7/down-payment-plan": notFound,
      "POST /v1/cases/7/down-payment-plan": () =>
        jsonResponse(422, {
          message: "Opplysningene er ugyldige.",
          errors: { agreedAmount: ["Et avtalt nedbetalingsbeløp kan ikke være lavere enn det som skyldes nå (hovedstol pluss gebyrer)."] },
        }),
    });
    await renderPage();
    // owed: 1 234,50 + 70 fees
    expect(await screen.findByLabelText(/^Avtalt beløp/)).toHaveValue("1304,50");
    await user.type(screen.getByLabelText(/^Månedsbeløp/), "400");
    await user.type(screen.getByLabelText(/^Antall avdrag/), "3");
    await user.type(screen.getByLabelText(/^Første betalingsdato/), "01.12.2026");
    await user.click(screen.getByRole("button", { name: "Avtal planen" }));
    expect(await screen.findByText("Antall avdrag med dette månedsbeløpet dekker ikke det avtalte beløpet.")).toBeVisible();

    await user.clear(screen.getByLabelText(/^Antall avdrag/));
    await user.type(screen.getByLabelText(/^Antall avdrag/), "4");
    await user.click(screen.getByRole("button", { name: "Avtal planen" }));
    expect(
      await screen.findByText("Et avtalt nedbetalingsbeløp kan ikke være lavere enn det som skyldes nå (hovedstol pluss gebyrer)."),
    ).toBeVisible();
    expect(screen.getByLabelText(/^Avtalt beløp/)).toHaveAttribute("aria-invalid", "true");
  });

  it("speaks English too, the rules' messages included", async () => {
    const user = userEvent.setup({ delay: null });
    mockFetch({
      "GET /v1/cases/7": () => jsonResponse(200, caseView(7)),
      "GET /v1/cases/7/down-payment-plan": notFound,
    });
    await act(() => i18n.changeLanguage("en"));
    try {
      await renderPage();
      expect(await screen.findByRole("heading", { name: "Down-payment plan for case 7" })).toBeVisible();
      await user.type(screen.getByLabelText(/^Monthly amount/), "400");
      expect(screen.getByText("With this monthly amount the agreed amount takes 4 instalments.")).toBeVisible();
      await user.type(screen.getByLabelText(/^Number of instalments/), "5");
      await user.type(screen.getByLabelText(/^First payment date/), "25.11.2026");
      await user.click(screen.getByRole("button", { name: "Agree the plan" }));
      expect(await screen.findByText("The agreed amount is paid before the last instalment: use fewer instalments.")).toBeVisible();
      expect(screen.getByText("The first payment date cannot be in the past.")).toBeVisible();
    } finally {
      await act(() => i18n.changeLanguage("no"));
    }
  });

  it("a closed case cannot get a plan", async () => {
    mockFetch({
      "GET /v1/cases/7": () => jsonResponse(200, caseView(7, { status: "closed", statusId: 6 })),
      "GET /v1/cases/7/down-payment-plan": notFound,
    });
    await renderPage();
    expect(await screen.findByText("Saken er ikke i gang: den kan ikke få en nedbetalingsplan.")).toBeVisible();
  });
});

describe("the plan on the case page and the dashboard", () => {
  it("the card: agreed terms, a missed instalment as an alert, each instalment's state", async () => {
    mockFetch({ "GET /v1/cases/7/down-payment-plan": () => jsonResponse(200, planView(["paid", "missed", "upcoming", "upcoming"])) });
    const { queryClient } = renderWithClient(<DownPaymentPlanCard caseId="7" />);
    queryClient.setQueryData(currentUserKey, owner);
    expect(await screen.findByText("1 avdrag er misligholdt (ikke betalt 7 dager etter forfall).")).toBeVisible();
    // (the text matcher folds the no-break spaces of the amounts into spaces)
    expect(screen.getByText("1 234,50 kr i 4 avdrag på 400,00 kr, fra 31.01.2027")).toBeVisible();
    expect(screen.getByTestId("instalment-1")).toHaveTextContent("Betalt");
    expect(screen.getByTestId("instalment-2")).toHaveTextContent(/^228\.02\.2027400,00\skrMisligholdt$/);
    expect(screen.getByText("Igjen av avtalt beløp").nextSibling).toHaveTextContent(/^834,50\skr$/);
  });

  it("the dashboard notice names each case with a missed instalment and links to it", async () => {
    mockFetch({
      "GET /v1/cases/down-payment-plans/missed": () =>
        jsonResponse(
          200,
          MissedPlanList.parse({
            data: [{ caseId: "7", caseNumber: 7, debtorName: "Ola Nordmann", missed: 2, dueDate: "2027-01-31", remainingOre: 834_50 }],
            total: 1,
            checked: 3,
          }),
        ),
    });
    await renderWithRouter(() => <MissedPlansNotice customerId="c1" />);
    const link = await screen.findByRole("link", { name: /Sak 7, Ola Nordmann: 2 misligholdt siden 31\.01\.2027/ });
    expect(link).toHaveAttribute("href", "/customer/cases/view/7");
    expect(screen.getByText("Nedbetalingsplaner med misligholdt avdrag")).toBeVisible();
  });
});
