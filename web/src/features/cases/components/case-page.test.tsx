import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import i18n from "@/i18n";
import { currentUserKey } from "@/lib/current-user";
import { createQueryClient } from "@/lib/query-client";
import { clearSession, setSession } from "@/lib/session";
import { FakeSocket } from "@/test/fake-socket";
import { reminderProcess, reminderProcessesAnswer } from "@/test/reminder-processes";
import { renderWithRouter } from "@/test/router";
import { jsonResponse, mockFetch } from "@/test/utils";
import { stepIdParam, type CaseTab } from "../search";
import { caseStep } from "../step-fixtures";
import { caseEvent, caseView, owner } from "../test-fixtures";
import { CasePage, type CaseFocus } from "./case-page";

function render(tab: CaseTab, focus?: CaseFocus) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(currentUserKey, owner);
  return renderWithRouter(() => <CasePage caseId="k7" tab={tab} focus={focus} />, {
    path: "/customer/cases/view/k7",
    queryClient,
  });
}

const events = {
  data: [
    caseEvent("e2", "opened"),
    caseEvent("e1", "created"),
    caseEvent("e3", "step-run", { stepId: "person-3", runId: "r3" }),
  ],
  total: 3,
};
const runs = {
  data: [caseStep("r2", { createdAt: 2 }), caseStep("r3", { createdAt: 3 }), caseStep("r1", { createdAt: 1 })],
  total: 3,
};

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe("the case page", () => {
  it("refetches the case once when a step batch announces it over the realtime channel, not for another case", async () => {
    FakeSocket.install();
    setSession({ accessToken: "acc1", expiresAt: Date.now() + 60_000, type: "user", id: "u1" });
    const fetch = mockFetch({
      "GET /v1/cases/k7": [
        () => jsonResponse(200, caseView(7, { feesOre: 70_00 })),
        () => jsonResponse(200, caseView(7, { feesOre: 140_00 })),
      ],
    });
    await render("claims");
    const fees = async () => (await screen.findByText("Gebyrer", { selector: "dt" })).nextElementSibling;
    expect(await fees()).toHaveTextContent("70,00 kr");
    const socket = await waitFor(() => FakeSocket.open()[0]!);
    socket.onopen?.();
    const changed = (id: string) => ({
      channel: "customer.c1",
      event: "resource.changed",
      payload: { resource: "cases", id, status: "created" },
    });
    socket.receive(changed("k8")); // another case: nothing fetched
    socket.receive(changed("k7"));
    await waitFor(async () => expect(await fees()).toHaveTextContent("140,00 kr"));
    expect(fetch.requests.filter((r) => r.path === "/v1/cases/k7")).toHaveLength(2);
  });

  it("shows a business debtor's § 3a compensation as part of the fees", async () => {
    mockFetch({
      "GET /v1/cases/k7": () => jsonResponse(200, caseView(7, { feesOre: 430_00, compensationOre: 430_00 })),
    });
    await render("claims");
    const term = await screen.findByText("Herav kompensasjon (forsinkelsesrenteloven § 3a)");
    expect(term.nextElementSibling?.textContent).toBe("430,00\u00a0kr");
  });

  it("names the reminder process the case follows, and nothing for one removed since (the default applies)", async () => {
    const processes = reminderProcessesAnswer([reminderProcess("p-2", "Bedriftskunder", false)]);
    mockFetch({
      "GET /v1/cases/k7": () => jsonResponse(200, caseView(7, { reminderProcessId: "p-2" })),
      "GET /v1/reminder-processes": processes,
    });
    await render("claims");
    const term = await screen.findByText("Purreprosess", { selector: "dt" });
    expect(term.nextElementSibling?.textContent).toBe("Bedriftskunder");
    cleanup();
    const fetch = mockFetch({
      "GET /v1/cases/k7": () => jsonResponse(200, caseView(7, { reminderProcessId: "p-gone" })),
      "GET /v1/reminder-processes": processes,
    });
    await render("claims");
    expect(await screen.findByText("Siste steg", { selector: "dt" })).toBeVisible();
    await waitFor(() => expect(fetch.requests.some((r) => r.path === "/v1/reminder-processes")).toBe(true));
    await new Promise((r) => setTimeout(r, 50)); // the answer rendered
    expect(screen.queryByText("Purreprosess", { selector: "dt" })).toBeNull();
  });

  it.each([
    ["no", "Renter til 27.11.2026", "Gjenstående 27.11.2026", "Renter", "Gjenstående"],
    ["en", "Interest to 27.11.2026", "Remaining on 27.11.2026", "Interest", "Remaining"],
  ] as const)(
    "%s: shows the interest to today, also before any letter (C13); a closed case its stored figures",
    async (lng, interestTo, remainingOn, interest, remaining) => {
      await i18n.changeLanguage(lng);
      try {
        const today = { date: "2026-11-27", accruedOre: 164_89, openOre: 164_89, remainingOre: 1_399_39 };
        mockFetch({ "GET /v1/cases/k7": () => jsonResponse(200, { ...caseView(7), interestToday: today }) });
        await render("claims");
        const figure = async (label: string) => (await screen.findByText(label, { selector: "dt" })).nextElementSibling;
        expect(await figure(interestTo)).toHaveTextContent("164,89 kr");
        expect(await figure(remainingOn)).toHaveTextContent("1 399,39 kr");
        expect(screen.queryByText(interest, { selector: "dt" })).toBeNull();
        cleanup();
        mockFetch({
          "GET /v1/cases/k7": () =>
            jsonResponse(200, { ...caseView(7, { status: "closed", interestOre: 12_00 }), interestToday: null }),
        });
        await render("claims");
        expect(await figure(interest)).toHaveTextContent("12,00 kr");
        expect(await figure(remaining)).toBeTruthy();
      } finally {
        await i18n.changeLanguage("no");
      }
    },
  );

  it("shows the case number in the title and heading, and the claims on the claims tab", async () => {
    mockFetch({ "GET /v1/cases/k7": () => jsonResponse(200, caseView(7)) });
    await render("claims");
    expect(await screen.findByRole("heading", { name: "Sak 7" })).toBeVisible();
    await waitFor(() => expect(document.title).toBe("Innfri | Sak 7"));
    expect(screen.getByRole("tab", { name: "Krav" })).toHaveAttribute("aria-selected", "true");
    const row = screen.getAllByRole("row")[1]!;
    expect(row.textContent).toContain("20001");
    expect(row.textContent).toContain("01.09.2026");
    expect(row.textContent).toContain("1\u00a0234,50\u00a0kr");
    expect(row.textContent).toContain("Reskontro");
    // every tab is its own URL
    expect(screen.getByRole("tab", { name: "E-postlogg" })).toHaveAttribute(
      "href",
      "/customer/cases/view/k7/tab/email-log",
    );
  });

  it("lists the events, and a tab whose data comes later says so honestly", async () => {
    mockFetch({
      "GET /v1/cases/k7": () => jsonResponse(200, caseView(7)),
      "GET /v1/cases/k7/events": () => jsonResponse(200, events),
      "GET /v1/cases/k7/steps": () => jsonResponse(200, { data: [], total: 0 }),
    });
    await render("events");
    expect(await screen.findByText("Saken ble startet · Aktiv")).toBeVisible();
    expect(screen.getByText("Saken ble registrert")).toBeVisible();
    expect(screen.getAllByText(/20\.11\.2026 10:30 · av Kari Nordmann/)).toHaveLength(3);
  });

  it.each([
    ["active", 3],
    ["closed", 0],
    ["merged", 0],
  ] as const)("offers to revert the live steps of a running case only (%s case: %i)", async (status, buttons) => {
    mockFetch({
      "GET /v1/cases/k7": () => jsonResponse(200, caseView(7, { status })),
      "GET /v1/cases/k7/events": () => jsonResponse(200, events),
      "GET /v1/cases/k7/steps": () => jsonResponse(200, runs),
      "GET /v1/cases/k7/documents": () => jsonResponse(200, { data: [], total: 0 }),
    });
    await render("events");
    expect(await screen.findByText("Saken ble registrert")).toBeVisible();
    // the three runs are listed (the case's status is known: it came first), each offered or not
    expect(await screen.findAllByText(/^Purring · /)).toHaveLength(3);
    expect(screen.queryAllByRole("button", { name: /^Tilbakestill fra/ })).toHaveLength(buttons);
  });

  it("lists a merged case's step as part of the history, marked with its case and not revertible from here", async () => {
    mockFetch({
      "GET /v1/cases/k7": () => jsonResponse(200, caseView(7)),
      "GET /v1/cases/k7/events": () => jsonResponse(200, events),
      "GET /v1/cases/k7/steps": () =>
        jsonResponse(200, {
          data: [caseStep("m1", { caseId: "5", createdAt: 1 }), caseStep("r1", { createdAt: 2 })],
          total: 2,
        }),
      "GET /v1/cases/k7/documents": () => jsonResponse(200, { data: [], total: 0 }),
    });
    await render("events");
    expect(await screen.findByText("Saken ble registrert")).toBeVisible();
    const listed = await screen.findAllByText(/^Purring · /);
    // newest first: the case's own purring, then the merged case's
    expect(listed.map((e) => e.textContent)).toEqual([
      "Purring · Sendt",
      "Purring · Sendt · fra sak 5 (slått sammen med denne)",
    ]);
    expect(screen.queryAllByRole("button", { name: /^Tilbakestill fra/ })).toHaveLength(1);
  });

  // the notes tab has its own tests (notes-tab.test.tsx)
  it.each(["payments"] as const)("%s: an empty state, no rows", async (tab) => {
    mockFetch({
      "GET /v1/cases/k7": () => jsonResponse(200, caseView(7)),
      "GET /v1/cases/k7/payments": () => jsonResponse(200, { data: [], total: 0, order: "Rekkefølgen." }),
    });
    await render(tab);
    await screen.findByRole("heading", { name: "Sak 7" });
    await waitFor(() => expect(screen.getByRole("tabpanel")).toHaveTextContent(/^Ingen /));
    expect(screen.getByRole("tabpanel").querySelector("table")).toBeNull();
  });

  it("a step route shows that step's events; a non-numeric step id is step 0, which no case has", async () => {
    mockFetch({
      "GET /v1/cases/k7": () => jsonResponse(200, caseView(7)),
      "GET /v1/cases/k7/events": () => jsonResponse(200, events),
      "GET /v1/cases/k7/steps": () => jsonResponse(200, runs),
      "GET /v1/cases/k7/documents": () => jsonResponse(200, { data: [], total: 0 }),
    });
    await render("events", { kind: "step", stepId: stepIdParam("3") });
    expect(await screen.findByText("Steg kjørt")).toBeVisible();
    expect(screen.queryByText("Saken ble registrert")).toBeNull();
  });

  it("a non-numeric step id becomes 0", async () => {
    mockFetch({
      "GET /v1/cases/k7": () => jsonResponse(200, caseView(7)),
      "GET /v1/cases/k7/events": () => jsonResponse(200, events),
      "GET /v1/cases/k7/steps": () => jsonResponse(200, runs),
      "GET /v1/cases/k7/documents": () => jsonResponse(200, { data: [], total: 0 }),
    });
    await render("events", { kind: "step", stepId: stepIdParam("abc") });
    expect(await screen.findByRole("heading", { name: "Steg 0" })).toBeVisible();
    expect(await screen.findByText("Saken har ikke noe steg 0.")).toBeVisible();
  });

  it("starts a case that is not started (PATCH /cases/{id}/open), and offers it only then", async () => {
    const fetch = mockFetch({
      // read once, then again after the change (the case's queries are refreshed)
      "GET /v1/cases/k7": [
        () => jsonResponse(200, caseView(7, { status: "not-started", statusId: 2 })),
        () => jsonResponse(200, caseView(7, { status: "active", statusId: 1 })),
      ],
      "PATCH /v1/cases/k7/open": () =>
        jsonResponse(200, { message: "Sak 7 er startet.", data: caseView(7, { status: "active", statusId: 1 }) }),
    });
    await render("claims");
    const u = userEvent.setup({ delay: null });
    await u.click(await screen.findByRole("button", { name: "Start saken" }));
    await waitFor(() => expect(screen.queryByRole("button", { name: "Start saken" })).toBeNull());
    expect(fetch.requests.some((r) => r.method === "PATCH" && r.path === "/v1/cases/k7/open")).toBe(true);
    expect(screen.getByText(/Ola Nordmann \(10001\) · Aktiv/)).toBeVisible();
  });
});
