import { screen, waitFor, within } from "@testing-library/react";
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

  it.each([
    [
      "no",
      "Kjørte steg med pris",
      "Fra",
      "Til",
      "Last ned CSV",
      "Til-datoen må være samme dag som eller etter fra-datoen, høyst 400 dager etter.",
    ],
    [
      "en",
      "Steps run, with prices",
      "From",
      "To",
      "Download CSV",
      "The end date must be the start date or later, at most 400 days after it.",
    ],
  ] as const)(
    "downloads the customer's steps run in a period as CSV, last month by default; a refused period on its field (%s)",
    async (lng, heading, from, to, download, refusal) => {
      await i18n.changeLanguage(lng);
      const csv = () =>
        new Response("\ufeffsak;steg;pris\r\n", {
          status: 200,
          headers: { "Content-Type": "text/csv", "Content-Disposition": 'attachment; filename="stegordre.csv"' },
        });
      const fetch = mockFetch({
        "GET /v1/customers/c1": () => jsonResponse(200, customer),
        "GET /v1/customers/c1/users": () => jsonResponse(200, { data: [], total: 0 }),
        "GET /v1/customers/c1/allowances": () =>
          jsonResponse(200, { customerId: "c1", cases: 0, halfSends: 0, sends: 0, updatedAt: 1 }),
        "GET /v1/customers/c1/bulk-actions-switch": () =>
          jsonResponse(200, { enabled: true, globalDisabled: false, customerDisabled: false }),
        "POST /v1/step-orders/export": [csv, () => jsonResponse(422, { message: refusal, errors: { to: [refusal] } })],
      });
      URL.createObjectURL = () => "blob:x";
      URL.revokeObjectURL = () => undefined;
      await renderWithRouter(() => <AdminCustomerPage id="c1" search={{}} />, { path: "/admin/customer/c1" });
      const card = within(await screen.findByRole("region", { name: heading }));
      const u = userEvent.setup({ delay: null });
      await u.click(card.getByRole("button", { name: download }));
      await waitFor(() => expect(fetch.requests.some((r) => r.method === "POST")).toBe(true));
      const body = fetch.requests.find((r) => r.method === "POST")!.body as {
        customerId: string;
        from: string;
        to: string;
      };
      // last month, whole: from its first day to its last
      expect(body.customerId).toBe("c1");
      expect(body.from).toMatch(/^\d{4}-\d{2}-01$/);
      expect(new Date(`${body.to}T00:00:00Z`).getUTCDate()).toBe(
        new Date(Date.UTC(Number(body.to.slice(0, 4)), Number(body.to.slice(5, 7)), 0)).getUTCDate(),
      );
      const toField = card.getByLabelText(new RegExp(`^${to}`));
      await u.clear(toField);
      await u.type(toField, "01.01.2020");
      expect(card.getByLabelText(new RegExp(`^${from}`))).toBeVisible();
      await u.click(card.getByRole("button", { name: download }));
      expect(await card.findByText(refusal)).toBeVisible();
    },
  );
});
