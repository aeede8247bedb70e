import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import i18n from "@/i18n";
import { renderWithRouter } from "@/test/router";
import userEvent from "@testing-library/user-event";
import { currentUserKey } from "@/lib/current-user";
import { createQueryClient } from "@/lib/query-client";
import { owner as admin } from "@/features/cases/test-fixtures";
import { jsonResponse, mockFetch } from "@/test/utils";
import { AdminCustomerPage } from "./admin-customer-page";

const customer = { id: "c1", name: "Hansen Rør og Varme AS", orgNumber: "914628717", accountNumber: "15032714894" };
const member = (id: string, permission: string) => ({
  id,
  email: `${id}@example.no`,
  firstName: "Kristian",
  lastName: "Hansen",
  status: "active",
  pivot: { permission },
});

afterEach(async () => {
  await i18n.changeLanguage("no");
});

describe("the admin's customer page", () => {
  it.each([
    ["no", "Eier", "Regnskapsfører"],
    ["en", "Owner", "Accountant"],
  ] as const)(
    "shows the account as people write it and the users' roles by name (C16, %s)",
    async (lng, owner, accountant) => {
      await i18n.changeLanguage(lng);
      mockFetch({
        "GET /v1/customers/c1": () => jsonResponse(200, customer),
        "GET /v1/customers/c1/users": () =>
          jsonResponse(200, { data: [member("u1", "owner"), member("u2", "accountant")], total: 2 }),
        "GET /v1/customers/c1/allowances": () =>
          jsonResponse(200, { customerId: "c1", cases: 0, halfSends: 0, sends: 0, updatedAt: 1 }),
        "GET /v1/customers/c1/bulk-actions-switch": () =>
          jsonResponse(200, { enabled: true, globalDisabled: false, customerDisabled: false }),
      });
      await renderWithRouter(() => <AdminCustomerPage id="c1" search={{}} />, { path: "/admin/customer/c1" });
      expect(await screen.findByText("1503 27 14894")).toBeVisible();
      expect(screen.queryByText("15032714894")).toBeNull();
      await screen.findByText("u1@example.no");
      const rows = screen.getAllByRole("row").slice(1);
      expect(within(rows[0]!).getByText(owner)).toBeVisible();
      expect(within(rows[1]!).getByText(accountant)).toBeVisible();
      expect(screen.queryByText("owner")).toBeNull();
    },
  );

  it("turns bulk actions off for the customer (issue 20: the off switch)", async () => {
    const fetch = mockFetch({
      "GET /v1/customers/c1": () => jsonResponse(200, customer),
      "GET /v1/customers/c1/users": () => jsonResponse(200, { data: [], total: 0 }),
      "GET /v1/customers/c1/allowances": () =>
        jsonResponse(200, { customerId: "c1", cases: 0, halfSends: 0, sends: 0, updatedAt: 1 }),
      "GET /v1/customers/c1/bulk-actions-switch": [
        () => jsonResponse(200, { enabled: true, globalDisabled: false, customerDisabled: false }),
        () => jsonResponse(200, { enabled: false, globalDisabled: false, customerDisabled: true }),
      ],
      "PUT /v1/customers/c1/bulk-actions-switch": () =>
        jsonResponse(200, { enabled: false, globalDisabled: false, customerDisabled: true }),
    });
    const queryClient = createQueryClient();
    queryClient.setQueryData(currentUserKey, { ...admin, type: "admin" });
    await renderWithRouter(() => <AdminCustomerPage id="c1" search={{}} />, {
      path: "/admin/customer/c1",
      queryClient,
    });
    const card = within(await screen.findByRole("region", { name: "Massehandlinger" }));
    expect(await card.findByText("For denne kunden:")).toBeVisible();
    await userEvent.setup({ delay: null }).click(card.getByRole("button", { name: "Slå av for kunden" }));
    expect(await card.findByRole("button", { name: "Slå på for kunden" })).toBeVisible();
    expect(fetch.requests.find((r) => r.method === "PUT")!.body).toEqual({ disabled: true });
  });
});
