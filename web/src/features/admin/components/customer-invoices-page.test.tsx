import { useSearch } from "@tanstack/react-router";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { StaffInvoiceView } from "@innfri/core/billing/invoices/invoice.schema";
import { validateListSearch } from "@/components/data-table/list-search";
import { currentUserKey, type CurrentUser } from "@/lib/current-user";
import { createQueryClient } from "@/lib/query-client";
import { renderWithRouter } from "@/test/router";
import { jsonResponse, mockFetch } from "@/test/utils";
import { CustomerInvoicesPage } from "./customer-invoices-page";

const invoice: StaffInvoiceView = {
  id: "7",
  number: 7,
  kind: "invoice",
  customerId: "c1",
  customerName: "Demo AS",
  issueDate: "2026-10-27",
  dueDate: "2026-11-10",
  kid: "0000000077",
  netOre: 160_000,
  vatOre: 40_000,
  totalOre: 200_000,
  paidOre: 50_000,
  language: "no",
  createdAt: 0,
};

/** The Idempotency-Key of each POST the mocked fetch got (its init headers). */
const postKeys = (fetch: { mock: { calls: unknown[][] } }) =>
  fetch.mock.calls
    .map((call) => call[1] as RequestInit | undefined)
    .filter((init) => init?.method === "POST")
    .map((init) => new Headers(init?.headers).get("Idempotency-Key"));

function render() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(currentUserKey, { id: "u1", type: "admin", customers: [] } as unknown as CurrentUser);
  return renderWithRouter(() => <CustomerInvoicesPage search={useSearch({ strict: false })} />, {
    path: "/admin/customer-invoices",
    validateSearch: validateListSearch([]),
    queryClient,
  });
}

describe("/admin/customer-invoices", () => {
  it("lists our invoices; «Registrer betaling» sends the amount in øre, the KID and the date under one Idempotency-Key", async () => {
    const paid = { ...invoice, paidOre: 173_450 };
    const fetch = mockFetch({
      "GET /v1/customer-invoices/all": () => jsonResponse(200, { data: [invoice], total: 1 }),
      "POST /v1/customer-invoices/7/payments": [
        () =>
          jsonResponse(422, {
            message: "Opplysningene er ugyldige.",
            errors: { amountOre: ["Beløpet må være et helt antall øre fra 1 øre til det som gjenstår på fakturaen."] },
          }),
        () => jsonResponse(201, paid),
      ],
    });
    await render();
    const row = within(await screen.findByRole("row", { name: /Demo AS/ }));
    expect(row.getByText("27.10.2026")).toBeVisible();
    expect(row.getByText("2 000,00 kr")).toBeVisible();
    expect(row.getByText("500,00 kr")).toBeVisible();
    expect(row.getByText("Forfalt")).toBeVisible();

    const u = userEvent.setup({ delay: null });
    await u.click(row.getByRole("button", { name: "Registrer betaling av faktura 7" }));
    const dialog = within(await screen.findByRole("dialog"));
    expect(dialog.getByLabelText(/^KID/)).toHaveValue("0000000077");
    expect(dialog.getByLabelText(/^Beløp/)).toHaveValue("1\u00a0500,00");
    await u.clear(dialog.getByLabelText(/^Beløp/));
    await u.type(dialog.getByLabelText(/^Beløp/), "1 600");
    await u.click(dialog.getByRole("button", { name: "Registrer" }));
    expect(await dialog.findByText(/fra 1 øre til det som gjenstår/)).toBeVisible();

    await u.clear(dialog.getByLabelText(/^Beløp/));
    await u.type(dialog.getByLabelText(/^Beløp/), "1 234,50");
    await u.click(dialog.getByRole("button", { name: "Registrer" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull()); // recorded: the dialog closes
    const posts = fetch.requests.filter((r) => r.method === "POST");
    expect(posts.map((r) => r.body)).toEqual([
      { amountOre: 160_000, kid: "0000000077", paidDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
      { amountOre: 123_450, kid: "0000000077", paidDate: (posts[0]!.body as { paidDate: string }).paidDate },
    ]);
    // made when the dialog opened: the refused attempt wrote nothing, so the corrected one is sent under it too
    const keys = postKeys(fetch);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });
});
