import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import "@/i18n";
import { currentUserKey } from "@/lib/current-user";
import { createQueryClient } from "@/lib/query-client";
import { jsonResponse, mockFetch } from "@/test/utils";
import { DebtorPicker } from "./debtor-picker";

const hits = {
  data: [
    { id: "d1", debtorId: "d1", name: "Fjordkaffe AS", customerNumber: "10001", type: "company" },
    { id: "d2", debtorId: "d2", name: "Fjellbakeri AS", customerNumber: "10004", type: "company" },
  ],
  total: 2,
};

function renderPicker() {
  const queryClient = createQueryClient();
  // the signed-in user's loaded customer (the picker searches its debtors)
  queryClient.setQueryData(currentUserKey, { id: "u1", type: "user", customer: { id: "c1" }, customers: [] } as never);
  const onChange = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <DebtorPicker id="debtorId" label="Debitor" value={null} onChange={onChange} />
    </QueryClientProvider>,
  );
  return { onChange, user: userEvent.setup({ delay: null }), box: screen.getByRole("combobox", { name: "Debitor" }) };
}

describe("DebtorPicker", () => {
  it("searches by name as one types, and picks with the arrow keys and Enter", async () => {
    const fetch = mockFetch({ "GET /v1/debtors": () => jsonResponse(200, hits) });
    const { onChange, user, box } = renderPicker();
    expect(box).toHaveAttribute("aria-expanded", "false");
    await user.type(box, "Fj");
    expect(await screen.findByRole("option", { name: /Fjellbakeri AS/ })).toBeInTheDocument();
    expect(box).toHaveAttribute("aria-expanded", "true");
    expect(String(fetch.mock.calls.at(-1)![0])).toContain("/debtors?page=1&rowsPerPage=10&search=Fj");
    expect(screen.getByRole("option", { name: /Fjordkaffe AS/ })).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("option", { name: /Fjellbakeri AS/ })).toHaveAttribute("aria-selected", "true");
    expect(box.getAttribute("aria-activedescendant")).toBe(screen.getByRole("option", { name: /Fjellbakeri/ }).id);
    await user.keyboard("{Enter}");
    expect(onChange).toHaveBeenCalledWith({ debtorId: "d2", name: "Fjellbakeri AS", customerNumber: "10004" });
    expect(box).toHaveValue("Fjellbakeri AS (10004)");
    expect(box).toHaveAttribute("aria-expanded", "false");
  });

  it("searches digits as a customer number", async () => {
    const fetch = mockFetch({ "GET /v1/debtors": () => jsonResponse(200, hits) });
    const { user, box } = renderPicker();
    await user.type(box, "1000");
    await waitFor(() => expect(String(fetch.mock.calls.at(-1)?.[0])).toContain("customerNumber=1000"));
  });
});
