import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import i18n from "@/i18n";
import { currentUserKey } from "@/lib/current-user";
import { createQueryClient } from "@/lib/query-client";
import { renderWithRouter } from "@/test/router";
import { jsonResponse, mockFetch } from "@/test/utils";
import { caseItem, owner } from "../test-fixtures";
import { DebtorCases } from "./debtor-cases";

afterEach(async () => {
  await i18n.changeLanguage("no");
});

const path = "GET /v1/cases?page=1&rowsPerPage=25&sortBy=case_number&sortDesc=true&debtorId=d1";

async function render() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(currentUserKey, owner);
  await renderWithRouter(() => <DebtorCases debtorId="d1" />, { path: "/customer/customer-search/d1", queryClient });
}

describe("a debtor's cases on its page", () => {
  it("lists them newest first with status, last step, due date and what is left, each linked to its case", async () => {
    const fetch = mockFetch({
      [path]: () =>
        jsonResponse(200, {
          data: [
            caseItem(12, { remainingOre: 2_000_00, lastStep: { stepId: "person-2", kind: "reminder", name: "Purring", at: 1 } }),
            caseItem(7, { status: "closed", remainingOre: 0, dueDate: "2026-03-01" }),
          ],
          total: 2,
        }),
    });
    await render();
    const table = await screen.findByRole("table", { name: "Saker" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      "12AktivPurring15.09.20262\u00a0000,00\u00a0kr",
      "7AvsluttetIngen steg ennå01.03.20260,00\u00a0kr",
    ]);
    expect(within(rows[0]!).getByRole("link", { name: "Åpne sak 12" })).toHaveAttribute("href", "/customer/cases/view/k12");
    expect(fetch.requests.map((r) => `${r.method} ${r.path}`)).toEqual([path]);
  });

  it("says when the debtor has none, and when there are more than it shows (English)", async () => {
    await i18n.changeLanguage("en");
    mockFetch({ [path]: () => jsonResponse(200, { data: [], total: 0 }) });
    await render();
    expect(await screen.findByText("The debtor has no cases yet.")).toBeInTheDocument();
  });

  it("names how many it shows of how many", async () => {
    mockFetch({ [path]: () => jsonResponse(200, { data: [caseItem(30)], total: 31 }) });
    await render();
    expect(await screen.findByText("Viser de 25 nyeste av 31 saker. Finn resten i sakslisten.")).toBeInTheDocument();
  });
});
