import { useSearch } from "@tanstack/react-router";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import type { CustomerPlanRowView } from "@innfri/core/billing/customer-plan-rules";
import { validateListSearch } from "@/components/data-table/list-search";
import i18n from "@/i18n";
import { currentUserKey, type CurrentUser } from "@/lib/current-user";
import { createQueryClient } from "@/lib/query-client";
import { renderWithRouter } from "@/test/router";
import { jsonResponse, mockFetch } from "@/test/utils";
import { ManageCustomerPlansPage } from "./manage-customer-plans-page";

const row: CustomerPlanRowView = {
  customerId: "c1",
  name: "Demo AS",
  orgNumber: "999888777",
  planId: "plan-start",
  planName: { no: "Start (gratis prøve)", en: "Start (free trial)" },
  from: "2026-11-20",
  until: "2026-12-19",
  left: { cases: 3, sends: 2.5, creditChecks: 0 },
  lastPurchase: { day: "2026-11-20", kind: "plan", netOre: 0 },
  partnerAgreement: null,
};
const plans = {
  data: [
    { id: "plan-start", nameNo: "Start (gratis prøve)", nameEn: "Start (free trial)", active: true },
    { id: "plan-medium", nameNo: "Medium", nameEn: "Medium", active: true },
  ],
  total: 2,
};
const user = (type: "sales" | "admin") => ({ id: "u1", type, customers: [] }) as unknown as CurrentUser;

function render(type: "sales" | "admin", path = "/admin/manage-customer-plans") {
  const queryClient = createQueryClient();
  queryClient.setQueryData(currentUserKey, user(type));
  return renderWithRouter(() => <ManageCustomerPlansPage search={useSearch({ strict: false })} />, {
    path,
    validateSearch: validateListSearch([]),
    queryClient,
  });
}

afterEach(async () => {
  await i18n.changeLanguage("no");
});

describe("/admin/manage-customer-plans", () => {
  it("lists customers' plans by the search, and sales changes a plan with a reason (units are the admin's)", async () => {
    const fetch = mockFetch({
      "GET /v1/customer-plans": () => jsonResponse(200, { data: [row], total: 1 }),
      "GET /v1/plans": () => jsonResponse(200, plans),
      "PUT /v1/customers/c1/plan": [
        () =>
          jsonResponse(422, { message: "Opplysningene er ugyldige.", errors: { reason: ["Teksten er for lang."] } }),
        () => jsonResponse(200, { message: "Kunden har nå planen Medium.", data: {} }),
      ],
      "PUT /v1/customers/c1/partner-agreement": () =>
        jsonResponse(200, {
          message: "Partneravtalen er lagret.",
          data: { startDate: "2026-02-10", monthlyFeeOre: null },
        }),
    });
    await render("sales", "/admin/manage-customer-plans?search=Demo");
    const cells = within(await screen.findByRole("row", { name: /Demo AS/ }));
    expect(cells.getByText("Start (gratis prøve)")).toBeVisible();
    expect(cells.getByText("20.11.2026–19.12.2026")).toBeVisible();
    expect(cells.getByText("3 saker, 2,5 utsendelser")).toBeVisible();
    expect(fetch.requests[0]!.path).toBe("/v1/customer-plans?page=1&rowsPerPage=25&search=Demo");
    expect(screen.queryByRole("button", { name: "Enheter for Demo AS" })).toBeNull();

    const u = userEvent.setup({ delay: null });
    await u.click(screen.getByRole("button", { name: "Endre plan for Demo AS" }));
    const dialog = within(await screen.findByRole("dialog"));
    await waitFor(() => expect(dialog.getByRole("option", { name: "Medium" })).toBeInTheDocument());
    await u.selectOptions(dialog.getByLabelText(/^Plan/), "plan-medium");
    await u.click(dialog.getByRole("button", { name: "Endre plan" }));
    expect(await dialog.findByText("Dette feltet er obligatorisk.")).toBeVisible(); // no reason: refused before the API
    expect(fetch.requests.filter((r) => r.method === "PUT")).toEqual([]);
    await u.type(dialog.getByLabelText(/^Begrunnelse/), "Avtalt i telefon");
    await u.click(dialog.getByRole("button", { name: "Endre plan" }));
    expect(await dialog.findByText("Teksten er for lang.")).toBeVisible(); // the API's 422 on its field
    await u.click(dialog.getByLabelText("Gratis (ikke fakturert)"));
    await u.click(dialog.getByRole("button", { name: "Endre plan" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(fetch.requests.filter((r) => r.method === "PUT").map((r) => r.body)).toEqual([
      { planId: "plan-medium", reason: "Avtalt i telefon", free: false },
      { planId: "plan-medium", reason: "Avtalt i telefon", free: true },
    ]);

    // the partner agreement's start date (SPEC 9)
    await u.click(screen.getByRole("button", { name: "Partneravtale for Demo AS" }));
    const partner = within(await screen.findByRole("dialog"));
    await u.type(partner.getByLabelText(/^Startdato/), "10.02.2026");
    await u.click(partner.getByRole("button", { name: "Lagre avtalen" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(fetch.requests.find((r) => r.path === "/v1/customers/c1/partner-agreement")!.body).toEqual({
      startDate: "2026-02-10",
    });
  });

  it("shows an admin the units button and the report button, in English too", async () => {
    mockFetch({
      "GET /v1/customer-plans": () => jsonResponse(200, { data: [row], total: 1 }),
      "GET /v1/customers/c1/allowances": () =>
        jsonResponse(200, { customerId: "c1", cases: 3, halfSends: 5, sends: 2.5, updatedAt: 1 }),
    });
    await i18n.changeLanguage("en");
    await render("admin");
    await screen.findByRole("row", { name: /Demo AS/ });
    expect(screen.getByRole("button", { name: "Download report" })).toBeVisible();
    const u = userEvent.setup({ delay: null });
    await u.click(screen.getByRole("button", { name: "Units for Demo AS" }));
    expect(await screen.findByTestId("allowance-sends")).toHaveTextContent("2,5");
  });
});
