import { QueryClientProvider } from "@tanstack/react-query";
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from "@tanstack/react-router";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import "@/i18n";
import { createQueryClient } from "@/lib/query-client";
import { clearSession, setSession } from "@/lib/session";
import { jsonResponse, labelText, mockFetch } from "@/test/utils";
import { owner as me } from "@/features/cases/test-fixtures";
import { AddCustomerPage } from "./add-customer-page";

/** The page at its route, with the two places it may go next, so the test reads where it went. */
async function renderAt(path: string) {
  const root = createRootRoute({ component: () => <Outlet /> });
  const page = createRoute({
    getParentRoute: () => root,
    path: "/customer/add-customer/$type/$planId",
    component: AddCustomerPage,
  });
  const dashboard = createRoute({ getParentRoute: () => root, path: "/customer/dashboard", component: () => null });
  const choose = createRoute({ getParentRoute: () => root, path: "/customer/choose-plan", component: () => null });
  const router = createRouter({
    routeTree: root.addChildren([page, dashboard, choose]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

async function fillAndSubmit() {
  const user = userEvent.setup({ delay: null });
  const type = async (label: string, text: string) => user.type(await screen.findByLabelText(labelText(label)), text);
  await type("Firmanavn", "Fjord Regnskap AS");
  await type("Organisasjonsnummer", "923 609 016");
  await type("Firmaets e-post", "post@fjord.no");
  await type("Telefon", "22 33 44 55");
  await type("Adresse", "Storgata 1");
  await type("Postnummer", "0155");
  await type("Poststed", "Oslo");
  await type("Kontonummer", "1234.56.78903");
  await user.click(screen.getByRole("button", { name: "Registrer selskapet" }));
}

// signed in: the page is behind requireUser, and reads the user it adds the account to
beforeEach(() => setSession({ accessToken: "a1", expiresAt: Date.now() + 600_000, type: "user", id: "u1" }));
afterEach(() => clearSession());

describe("/customer/add-customer/{type}/{planId} (issue 19)", () => {
  it("creates the account, buys the plan named in the address, and goes to the dashboard", async () => {
    const fetch = mockFetch({
      "GET /v1/user": () => jsonResponse(200, me),
      "POST /v1/users/u1/customers": () => jsonResponse(201, { id: "c2", name: "Fjord Regnskap AS" }),
      "POST /v1/customer-plans": () => jsonResponse(201, { message: "Planen Liten er valgt.", data: {} }),
    });
    const router = await renderAt("/customer/add-customer/company/plan-small");
    await fillAndSubmit();
    await waitFor(() => expect(router.state.location.pathname).toBe("/customer/dashboard"));
    const writes = fetch.requests.filter((r) => r.method === "POST");
    expect(writes.map((r) => r.path)).toEqual(["/v1/users/u1/customers", "/v1/customer-plans"]);
    expect(writes[1]!.body).toEqual({ planId: "plan-small" });
  });

  it("a plan the server refuses (not offered, or none: `-`) leads to choose-plan instead", async () => {
    const refused = mockFetch({
      "GET /v1/user": () => jsonResponse(200, me),
      "POST /v1/users/u1/customers": () => jsonResponse(201, { id: "c2", name: "Fjord Regnskap AS" }),
      "POST /v1/customer-plans": () =>
        jsonResponse(422, { message: "Ugyldig", errors: { planId: ["Planen finnes ikke."] } }),
    });
    let router = await renderAt("/customer/add-customer/company/plan-gone");
    await fillAndSubmit();
    await waitFor(() => expect(router.state.location.pathname).toBe("/customer/choose-plan"));
    expect(refused.requests.filter((r) => r.method === "POST")).toHaveLength(2);

    cleanup();
    const none = mockFetch({
      "GET /v1/user": () => jsonResponse(200, me),
      "POST /v1/users/u1/customers": () => jsonResponse(201, { id: "c2", name: "Fjord Regnskap AS" }),
    });
    router = await renderAt("/customer/add-customer/company/-");
    await fillAndSubmit();
    await waitFor(() => expect(router.state.location.pathname).toBe("/customer/choose-plan"));
    // no plan is bought: mockFetch would fail the test on a POST /v1/customer-plans it has no answer for
    expect(none.requests.filter((r) => r.method === "POST").map((r) => r.path)).toEqual(["/v1/users/u1/customers"]);
  });
});
