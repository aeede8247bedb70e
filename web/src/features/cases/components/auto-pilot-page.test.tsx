import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { currentUserKey } from "@/lib/current-user";
import { createQueryClient } from "@/lib/query-client";
import { renderWithRouter } from "@/test/router";
import { jsonResponse, mockFetch } from "@/test/utils";
import { owner } from "../test-fixtures";
import { availableStep, idempotencyKeys } from "../step-fixtures";
import { AutoPilotPage } from "./auto-pilot-page";

const OFF = { mode: "off", startDate: null, excludedSteps: [], stepBlocks: [] };
const ON = { enabled: true, globalDisabled: false, customerDisabled: false };
const row = (n: number, action: string, extra: Record<string, unknown> = {}) => ({
  caseId: String(n),
  caseNumber: n,
  debtorName: `Skyldner ${n}`,
  status: "ready",
  remainingOre: 1_234_50,
  action,
  why: null,
  earliestDate: null,
  step: availableStep("1", "payment-reminder"),
  ...extra,
});

/** The page at /customer/auto-pilot, signed in as the owner (its rows link to the cases: a router around it). */
async function renderPage() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(currentUserKey, owner);
  await renderWithRouter(() => <AutoPilotPage />, { path: "/customer/auto-pilot", queryClient });
}

describe("the auto-pilot page (/customer/auto-pilot)", () => {
  it("saves full auto with its start date, and shows the API's 422 on the start date", async () => {
    const fetch = mockFetch({
      "GET /v1/auto-pilot-settings": () => jsonResponse(200, OFF),
      "GET /v1/bulk-actions-status": () => jsonResponse(200, ON),
      "GET /v1/auto-pilot/cases": () => jsonResponse(200, { data: [], cursor: null }),
      "PUT /v1/auto-pilot-settings": [
        () =>
          jsonResponse(422, {
            message: "Opplysningene er ugyldige.",
            errors: { startDate: ["Full autopilot trenger en startdato."] },
          }),
        () =>
          jsonResponse(200, {
            mode: "full",
            startDate: "2026-12-01",
            excludedSteps: ["payment-reminder"],
            stepBlocks: [],
          }),
      ],
    });
    await renderPage();
    const u = userEvent.setup({ delay: null });
    await u.click(await screen.findByRole("radio", { name: /^Helautomatisk/ }));
    await u.click(screen.getByRole("button", { name: "Lagre" }));
    expect(await screen.findByText("Full autopilot trenger en startdato.")).toBeVisible();
    await u.type(screen.getByLabelText(/^Startdato/), "01.12.2026");
    const skipped = within(screen.getByRole("group", { name: "Steg som hoppes over" }));
    await u.click(skipped.getByRole("checkbox", { name: "Betalingspåminnelse" }));
    await u.click(screen.getByRole("button", { name: "Lagre" }));
    await waitFor(() => expect(fetch.requests.filter((r) => r.method === "PUT")).toHaveLength(2));
    expect(fetch.requests.filter((r) => r.method === "PUT")[1]!.body).toEqual({
      mode: "full",
      startDate: "2026-12-01",
      excludedSteps: ["payment-reminder"],
      stepBlocks: [],
    });
    expect(await screen.findByText("Ingen saker står på autopilot.", { exact: false })).toBeVisible();
  });

  it("semi-automatic: lists what it would do with each case and approves the chosen proposals in one action", async () => {
    const fetch = mockFetch({
      "GET /v1/auto-pilot-settings": () => jsonResponse(200, { ...OFF, mode: "semi" }),
      "GET /v1/bulk-actions-status": () => jsonResponse(200, ON),
      "GET /v1/auto-pilot/cases": () =>
        jsonResponse(200, {
          data: [
            row(1, "run"),
            row(2, "wait", { earliestDate: "2026-06-24", step: availableStep("2", "reminder", { allowed: false }) }),
            row(3, "stop", { why: "blocked", step: availableStep("3", "debt-collection-notice") }),
          ],
          cursor: null,
        }),
      "POST /v1/auto-pilot/approve": () =>
        jsonResponse(200, { data: [{ caseId: "1", ok: true, batchId: "sb1", message: null }], batches: [] }),
    });
    await renderPage();
    const table = await screen.findByRole("table", { name: "Saker på autopilot" });
    expect(await within(table).findByText("Foreslår: Betalingspåminnelse")).toBeVisible();
    expect(within(table).getByText("Venter: Purring fra 24.06.2026")).toBeVisible();
    expect(within(table).getByText("Stopper før Inkassovarsel: du bestemmer")).toBeVisible();
    expect(within(table).getAllByText(/^1\s234,50\skr$/)).toHaveLength(3);
    // only a proposal can be chosen
    expect(within(table).getAllByRole("checkbox")).toHaveLength(1);
    const u = userEvent.setup({ delay: null });
    await u.click(screen.getByRole("button", { name: "Velg alle forslag" }));
    await u.click(screen.getByRole("button", { name: "Godkjenn 1 forslag" }));
    await waitFor(() => expect(fetch.requests.some((r) => r.method === "POST")).toBe(true));
    const post = fetch.requests.find((r) => r.method === "POST")!;
    expect(post.body).toEqual({ caseIds: ["1"] });
    expect(idempotencyKeys(fetch, "POST")[0]).toMatch(/^[0-9a-f-]{36}$/);
    // the list is read again (the approved case's next step now waits)
    await waitFor(() =>
      expect(fetch.requests.filter((r) => r.path.startsWith("/v1/auto-pilot/cases")).length).toBeGreaterThan(1),
    );
  });

  it("says so and approves nothing while staff have turned bulk actions off", async () => {
    mockFetch({
      "GET /v1/auto-pilot-settings": () => jsonResponse(200, { ...OFF, mode: "semi" }),
      "GET /v1/bulk-actions-status": () => jsonResponse(200, { ...ON, enabled: false, customerDisabled: true }),
      "GET /v1/auto-pilot/cases": () => jsonResponse(200, { data: [row(1, "run")], cursor: null }),
    });
    await renderPage();
    expect(await screen.findByText(/^Massehandlinger er midlertidig slått av/)).toBeVisible();
    const u = userEvent.setup({ delay: null });
    await u.click(await screen.findByRole("button", { name: "Velg alle forslag" }));
    expect(screen.getByRole("button", { name: "Godkjenn 1 forslag" })).toBeDisabled();
  });
});
