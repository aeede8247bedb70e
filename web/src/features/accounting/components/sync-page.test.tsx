import { QueryClientProvider } from "@tanstack/react-query";
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
import { afterEach, describe, expect, it, vi } from "vitest";
import { CustomerLayout } from "@/features/customer/components/customer-layout";
import { LedgerSyncButton } from "@/features/ledger/components/ledger-sync-button";
import type { IntegrationSettingView } from "@/lib/accounting";
import { jsonResponse, mockFetch } from "@/test/utils";
import { validateSyncSearch } from "../search";
import { clientFor, DONE_SYNC, setting, SYSTEMS } from "./fixtures";
import { SyncPage } from "./sync-page";

const ok = (body: unknown) => () => jsonResponse(200, body);

/** The customer area with its sidebar, the ledger (with its «Synkroniser»), the sync page and the settings. */
async function renderArea(path: string) {
  const queryClient = clientFor();
  const root = createRootRoute({ component: () => <Outlet /> });
  const customer = createRoute({ getParentRoute: () => root, path: "customer", component: CustomerLayout });
  const ledger = createRoute({
    getParentRoute: () => customer,
    path: "ledger",
    component: () => <LedgerSyncButton system="fiken" />,
  });
  const sync = createRoute({
    getParentRoute: () => customer,
    path: "ledger/sync",
    validateSearch: validateSyncSearch,
    component: function Sync() {
      return <SyncPage search={sync.useSearch()} />;
    },
  });
  const settings = createRoute({ getParentRoute: () => customer, path: "settings/$tab", component: () => null });
  const router = createRouter({
    routeTree: root.addChildren([customer.addChildren([ledger, sync, settings])]),
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

/** What the customer area asks besides the accounting calls. */
const area = (integration: IntegrationSettingView) => ({
  "GET /v1/integration-settings": ok(integration),
  "GET /v1/global-messages/current": ok({ data: [] }),
  "GET /v1/user/invitations": ok({ data: [] }),
});

afterEach(() => vi.unstubAllGlobals());

describe("fetch from an accounting system", () => {
  it("the sidebar's «Hent fra regnskapssystem» opens the sync page; a sync's result is shown from the history", async () => {
    mockFetch({
      ...area(setting("fiken")),
      "GET /v1/integration-settings/systems": ok({ data: SYSTEMS }),
      "GET /v1/integration-settings/fiken/syncs": ok({ data: [DONE_SYNC] }),
      [`GET /v1/integration-settings/fiken/syncs/${DONE_SYNC.syncId}`]: ok(DONE_SYNC),
    });
    const user = userEvent.setup();
    const router = await renderArea("/customer/ledger");
    const nav = screen.getByRole("navigation", { name: "Hovedmeny" });
    await user.click(await within(nav).findByRole("link", { name: "Hent fra regnskapssystem" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/customer/ledger/sync"));
    expect(await screen.findByRole("heading", { level: 1, name: "Hent fra regnskapssystem" })).toBeInTheDocument();
    expect(
      screen.getByText("Hent nye fakturaer, kreditnotaer og innbetalinger fra Fiken (lokal) til reskontroen."),
    ).toBeInTheDocument();

    const history = await screen.findByRole("table", { name: "Tidligere synkroniseringer" });
    await user.click(within(history).getByRole("link", { name: /^Vis resultatet/ }));
    await waitFor(() => expect(router.state.location.search).toEqual({ id: DONE_SYNC.syncId }));
    const result = await screen.findByTestId("sync-result");
    expect(within(result).getByText("Nye debitorer").nextSibling).toHaveTextContent("12");
    expect(
      screen.getByRole("link", { name: "Se innbetalingene som venter på manuell behandling" }),
    ).toBeInTheDocument();
  });

  it("with file import the sidebar has no «Hent fra regnskapssystem»", async () => {
    mockFetch(area(setting("file")));
    await renderArea("/customer/settings/integration");
    const nav = screen.getByRole("navigation", { name: "Hovedmeny" });
    expect(await within(nav).findByRole("link", { name: "Åpne poster" })).toBeInTheDocument();
    expect(within(nav).queryByRole("link", { name: "Hent fra regnskapssystem" })).toBeNull();
  });

  it("the ledger's «Synkroniser» starts a sync and opens it on the sync page", async () => {
    const running = {
      ...DONE_SYNC,
      syncId: "01JSYNC00000000000000003",
      status: "running" as const,
      result: null,
      endedAt: null,
    };
    const fetch = mockFetch({
      ...area(setting("fiken")),
      "POST /v1/integration-settings/fiken/import": () => jsonResponse(202, { syncId: running.syncId }),
      "GET /v1/integration-settings/systems": ok({ data: SYSTEMS }),
      "GET /v1/integration-settings/fiken/syncs": ok({ data: [running, DONE_SYNC] }),
      [`GET /v1/integration-settings/fiken/syncs/${running.syncId}`]: ok(running),
    });
    const user = userEvent.setup();
    const router = await renderArea("/customer/ledger");
    await user.click(await screen.findByRole("button", { name: "Synkroniser" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/customer/ledger/sync"));
    expect(router.state.location.search).toEqual({ id: running.syncId });
    expect(await screen.findByRole("progressbar", { name: "Synkronisering fra Fiken (lokal)" })).toBeInTheDocument();
    expect(fetch.requests.filter((r) => r.method === "POST")).toHaveLength(1);
  });
});
