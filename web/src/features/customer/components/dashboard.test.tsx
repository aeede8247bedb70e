import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from "@tanstack/react-router";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { currentUserKey } from "@/lib/current-user";
import type { CurrentUser } from "@/lib/current-user";
import type { LedgerSummaryView as LedgerSummary } from "@innfri/core/ledger/ledger-views.schema";
import i18n from "@/i18n";
import { formatMoney } from "@/lib/format";
import { createQueryClient } from "@/lib/query-client";
import { jsonResponse } from "@/test/utils";
import { CustomerLayout } from "./customer-layout";
import { LedgerDashboard } from "@/features/ledger/components/ledger-dashboard";
import { DashboardPage } from "./dashboard-page";

function demoCustomer(permission: string) {
  return { id: "c1", name: "Demo AS", orgNumber: "999888777", email: null, gdprTermsAccepted: true, permission };
}

function userWith(permission: string): CurrentUser {
  return {
    id: "u1",
    email: "kari@example.no",
    firstName: "Kari",
    lastName: "Nordmann",
    phone: "41234567",
    type: "user",
    twoFactorEnabled: false,
    language: "no",
    customer: demoCustomer(permission),
    customers: [demoCustomer(permission)],
  };
}

const zero = { count: 0, amountOre: 0 };
const PERIODS = ["notDue", "1to14", "15to30", "31to60", "61to90", "over90"] as const;
const EMPTY: LedgerSummary = {
  today: "2026-07-15",
  unmatchedPayments: 0,
  unmatchedPaymentsOre: 0,
  unmatchedCreditNotes: 0,
  unmatchedCreditNotesOre: 0,
  openItems: 0,
  openOre: 0,
  overdue: PERIODS.map((period) => ({ period, ...zero })),
  received: { thisMonth: zero, last30Days: zero, thisYear: zero },
};
const FULL: LedgerSummary = {
  ...EMPTY,
  unmatchedPayments: 2,
  unmatchedPaymentsOre: 1_500_00,
  openItems: 6,
  openOre: 12_345_67,
  overdue: [
    { period: "notDue", count: 2, amountOre: 1_000_00 },
    { period: "1to14", count: 1, amountOre: 234_50 },
    { period: "15to30", count: 0, amountOre: 0 },
    { period: "31to60", count: 1, amountOre: 1_111_17 },
    { period: "61to90", count: 0, amountOre: 0 },
    { period: "over90", count: 2, amountOre: 10_000_00 },
  ],
  received: {
    thisMonth: { count: 1, amountOre: 500_00 },
    last30Days: { count: 3, amountOre: 2_500_00 },
    thisYear: { count: 40, amountOre: 123_456_78 },
  },
};

/**
 * The API as the dashboard and sidebar ask it: the integration setting (null until POST), the summary, and a
 * custom permission type's flags. Answers and the calls made are kept for the test.
 */
function fakeApi({
  integration = null as unknown,
  summary = EMPTY,
  flags = {} as Record<string, boolean>,
}: { integration?: unknown; summary?: LedgerSummary; flags?: Record<string, boolean> } = {}) {
  const state = { integration };
  const calls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? "GET";
      calls.push(`${method} ${url.replace(/^.*\/v1/, "")}`);
      if (url.includes("/integration-settings")) {
        if (method === "POST") state.integration = { integration: "file", createdAt: 1 };
        return jsonResponse(200, state.integration);
      }
      if (url.includes("/ledgers/summary")) return jsonResponse(200, summary);
      if (url.includes("/customers/c1"))
        return jsonResponse(200, {
          id: "c1",
          name: "Demo AS",
          customerPermissions: [{ id: "pt1", name: "Begrenset", ...flags }],
        });
      return jsonResponse(404, { message: "Not found" });
    }),
  );
  return calls;
}

const PATHS = [
  "dashboard",
  "ledger",
  "ledger/import",
  "credit-note/{-$debtorId}",
  "payment/{-$debtorId}",
  "settings/$tab",
] as const;

/** The customer area with its sidebar and the dashboard (other pages are empty), at `path`. */
async function renderArea(user: CurrentUser, path = "/customer/dashboard") {
  const queryClient: QueryClient = createQueryClient();
  queryClient.setQueryData(currentUserKey, user);
  const root = createRootRoute({ component: () => <Outlet /> });
  const customer = createRoute({ getParentRoute: () => root, path: "customer", component: CustomerLayout });
  const pages = PATHS.map((p) =>
    createRoute({
      getParentRoute: () => customer,
      path: p,
      component: p === "dashboard" ? () => <DashboardPage ledger={<LedgerDashboard />} /> : () => <h1>{p}</h1>,
    }),
  );
  const router = createRouter({
    routeTree: root.addChildren([customer.addChildren(pages)]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const sidebar = () => screen.getByRole("navigation", { name: i18n.t("layout.mainNav") });

describe("the dashboard's way in", () => {
  it("shows a new customer the two ways in, switches on file import, then points to the import", async () => {
    const calls = fakeApi();
    const router = await renderArea(userWith("owner"));
    const card = await screen.findByTestId("way-in");
    expect(within(card).getByRole("heading", { name: "Kom i gang: få fakturaene inn" })).toBeVisible();
    expect(within(card).getByRole("heading", { name: "Importer fil" })).toBeVisible();
    expect(within(card).getByRole("heading", { name: "Før inn for hånd" })).toBeVisible();
    expect(card).toHaveTextContent("CSV, Excel, OCR-giro, EHF eller SAF-T");
    // no ledger yet: neither the open items nor the import in the sidebar
    expect(within(sidebar()).queryByRole("link", { name: "Importer fil" })).toBeNull();

    await userEvent.click(within(card).getByRole("button", { name: "Slå på filimport" }));
    expect(calls).toContain("POST /integration-settings");
    const ready = await screen.findByRole("heading", { name: "Reskontroen er klar" });
    expect(ready).toBeVisible();
    // the sidebar now has the ledger with its import, under the ledger group's heading
    const group = within(sidebar()).getByRole("list", { name: "Reskontro" });
    const entries = within(group)
      .getAllByRole("link")
      .map((a) => a.textContent);
    expect(entries.slice(0, 3)).toEqual(["Oversikt", "Åpne poster", "Importer fil"]);
    await userEvent.click(within(screen.getByTestId("way-in")).getByRole("link", { name: "Importer fil" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/customer/ledger/import"));
  });

  it("tells a user without the right to edit the account who can switch it on", async () => {
    fakeApi({ flags: { editAccount: false } });
    await renderArea(userWith("pt1"));
    const card = await screen.findByTestId("way-in");
    expect(
      await within(card).findByText(/Bare kontoeieren eller en bruker som har lov til å endre kontoen/),
    ).toBeVisible();
    expect(within(card).queryByRole("button", { name: "Slå på filimport" })).toBeNull();
    expect(within(card).getByRole("link", { name: "Se Innstillinger → Integrasjon" })).toHaveAttribute(
      "href",
      "/customer/settings/integration",
    );
  });

  it("with an accounting system chosen and nothing in the ledger yet, points to fetching from it", async () => {
    fakeApi({ integration: { integration: "fiken", createdAt: 1, importMappings: {}, connection: null } });
    await renderArea(userWith("owner"));
    const card = await screen.findByTestId("way-in");
    expect(within(card).getByRole("heading", { name: "Reskontroen er klar" })).toBeVisible();
    expect(card).toHaveTextContent("Hent de åpne fakturaene fra regnskapssystemet");
    expect(within(card).getByRole("link", { name: "Hent fra regnskapssystem" })).toHaveAttribute(
      "href",
      "/customer/ledger/sync",
    );
    expect(within(card).queryByRole("link", { name: "Importer fil" })).toBeNull();
  });

  it("has no way-in card once the ledger has something in it", async () => {
    fakeApi({ integration: { integration: "file" }, summary: FULL });
    await renderArea(userWith("owner"));
    await screen.findByTestId("figure-outstanding-amount");
    await waitFor(() => expect(screen.getByTestId("figure-outstanding-amount")).toHaveTextContent("12 345,67"));
    expect(screen.queryByTestId("way-in")).toBeNull();
  });
});

describe("the dashboard's figures", () => {
  it("shows outstanding, overdue by period, payments received per period, the waiting notice and no cases", async () => {
    fakeApi({ integration: { integration: "file" }, summary: FULL });
    await renderArea(userWith("owner"));
    const amount = (id: string) => screen.getByTestId(`figure-${id}-amount`).textContent;
    await waitFor(() => expect(amount("outstanding")).toBe(formatMoney(12_345_67)));
    expect(formatMoney(12_345_67)).toBe("12\u00a0345,67\u00a0kr");
    expect(screen.getByTestId("figure-outstanding")).toHaveTextContent("6 åpne poster");
    // what it includes, beside the cases' "Utestående" further down (C15)
    expect(screen.getByTestId("figure-outstanding-help")).toHaveTextContent(
      "Alle åpne poster i reskontroen i dag, forfalt eller ikke, i en sak eller ikke.",
    );
    expect(amount("overdue")).toBe(formatMoney(11_345_67));
    expect(screen.getByTestId("figure-overdue")).toHaveTextContent("4 forfalte poster");
    expect(screen.getByText("Per 15.07.2026")).toBeVisible();

    // payments received: this month first, then the period chosen
    expect(amount("received")).toBe(formatMoney(500_00));
    const period = screen.getByRole("combobox", { name: "Periode" });
    await userEvent.selectOptions(period, "Siste 30 dager");
    expect(amount("received")).toBe(formatMoney(2_500_00));
    expect(screen.getByTestId("figure-received")).toHaveTextContent("3 innbetalinger");
    await userEvent.selectOptions(period, "I år");
    expect(amount("received")).toBe(formatMoney(123_456_78));

    // by days overdue: every period, each linking to the ledger page with its due dates
    const table = screen.getByRole("table", { name: "Utestående etter dager forfalt" });
    const rows = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((r) => [...r.children].map((c) => c.textContent));
    expect(rows).toEqual([
      ["Ikke forfalt", "2", formatMoney(1_000_00)],
      ["1–14 dager", "1", formatMoney(234_50)],
      ["15–30 dager", "0", formatMoney(0)],
      ["31–60 dager", "1", formatMoney(1_111_17)],
      ["61–90 dager", "0", formatMoney(0)],
      ["Over 90 dager", "2", formatMoney(10_000_00)],
      ["Sum", "6", formatMoney(12_345_67)],
    ]);
    expect(within(table).getByRole("link", { name: "1–14 dager" })).toHaveAttribute(
      "href",
      "/customer/ledger?dueFrom=2026-07-01&dueTo=2026-07-14",
    );
    expect(within(table).getByRole("link", { name: "Over 90 dager" })).toHaveAttribute(
      "href",
      "/customer/ledger?dueTo=2026-04-15",
    );
    expect(within(table).queryByRole("link", { name: "15–30 dager" })).toBeNull();
    expect(screen.getByTestId("overdue-chart")).toHaveAttribute("aria-hidden", "true");

    // waiting for manual treatment, linking to the payments page
    expect(screen.getByRole("link", { name: `2 innbetalinger (${formatMoney(1_500_00)})` })).toHaveAttribute(
      "href",
      "/customer/payment",
    );
    // the case figures are the cases feature's part (features/cases/components/case-dashboard.test.tsx)
  });

  it("speaks English too", async () => {
    fakeApi({ integration: { integration: "file" }, summary: FULL });
    await i18n.changeLanguage("en");
    try {
      await renderArea(userWith("owner"));
      await waitFor(() => expect(screen.getByTestId("figure-outstanding")).toHaveTextContent("6 open items"));
      expect(screen.getByText("As of 15.07.2026")).toBeVisible();
      expect(screen.getByRole("table", { name: "Outstanding by days overdue" })).toHaveTextContent("Over 90 days");
      expect(screen.getByRole("combobox", { name: "Period" })).toHaveDisplayValue("This month");
      expect(within(sidebar()).getByRole("link", { name: "Import file" })).toHaveAttribute(
        "href",
        "/customer/ledger/import",
      );
    } finally {
      await i18n.changeLanguage("no");
    }
  });
});

describe("the sidebar", () => {
  it("marks the import, not the open items, as the page one is on", async () => {
    fakeApi({ integration: { integration: "file" }, summary: FULL });
    await renderArea(userWith("owner"), "/customer/ledger/import");
    const importLink = await within(sidebar()).findByRole("link", { name: "Importer fil" });
    expect(importLink).toHaveAttribute("aria-current", "page");
    expect(within(sidebar()).getByRole("link", { name: "Åpne poster" })).not.toHaveAttribute("aria-current");
    // the users entry sits with the settings
    const settings = within(sidebar()).getByRole("list", { name: "Innstillinger" });
    expect(within(settings).getByRole("link", { name: "Brukere" })).toBeVisible();
  });
});
