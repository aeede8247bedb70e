import { useSearch } from "@tanstack/react-router";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useListNavigate } from "@/components/data-table/use-list-search";
import i18n from "@/i18n";
import { currentUserKey } from "@/lib/current-user";
import { createQueryClient } from "@/lib/query-client";
import { clearSession, setSession } from "@/lib/session";
import { FakeSocket } from "@/test/fake-socket";
import { renderWithRouter } from "@/test/router";
import { jsonResponse, mockFetch } from "@/test/utils";
import { validateCaseListSearch } from "../search";
import { caseItem, owner } from "../test-fixtures";
import { CaseListPage } from "./case-list-page";

function Route() {
  const onSearchChange = useListNavigate();
  return <CaseListPage search={useSearch({ strict: false })} onSearchChange={onSearchChange} />;
}

function render(path: string) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(currentUserKey, owner);
  return renderWithRouter(Route, { path, validateSearch: validateCaseListSearch, queryClient });
}

const page = (n: number) => ({ data: Array.from({ length: n }, (_, i) => caseItem(i + 1)), total: n });

afterEach(async () => {
  await i18n.changeLanguage("no");
  vi.unstubAllGlobals();
  clearSession();
});

describe("the case list", () => {
  it("refetches the page when a step batch announces a case on it, not for a case elsewhere", async () => {
    FakeSocket.install();
    setSession({ accessToken: "acc1", expiresAt: Date.now() + 60_000, type: "user", id: "u1" });
    const fetch = mockFetch({ "GET /v1/cases": () => jsonResponse(200, page(3)) });
    await render("/customer/cases");
    expect(await screen.findByRole("link", { name: "Åpne sak 2" })).toBeInTheDocument();
    const socket = await waitFor(() => FakeSocket.open()[0]!);
    socket.onopen?.();
    const changed = (id: string) => ({
      channel: "customer.c1",
      event: "resource.changed",
      payload: { resource: "cases", id, status: "created" },
    });
    socket.receive(changed("k9")); // not on this page
    socket.receive({ channel: "customer.c1", event: "resource.changed", payload: { resource: "imports", id: "k2" } });
    await new Promise((r) => setTimeout(r, 100)); // a refetch would have gone out by now
    expect(fetch.requests.filter((r) => r.path.startsWith("/v1/cases"))).toHaveLength(1);
    socket.receive(changed("k2"));
    await waitFor(() => expect(fetch.requests.filter((r) => r.path.startsWith("/v1/cases"))).toHaveLength(2));
  });

  it("reads page, sort, search and filters from the URL, sends them to the API, and writes changes back", async () => {
    const fetch = mockFetch({ "GET /v1/cases": () => jsonResponse(200, page(3)) });
    const { router } = await render("/customer/cases?page=2&sortBy=-due_date&status=active&search=Ola");
    expect(await screen.findByRole("link", { name: "Åpne sak 1" })).toHaveAttribute("href", "/customer/cases/view/k1");
    expect(fetch.requests[0]!.path).toBe("/v1/cases?page=2&rowsPerPage=25&sortBy=-due_date&search=Ola&status=active");
    const row = screen.getAllByRole("row")[1]!;
    expect(row.textContent).toContain("1\u00a0234,50\u00a0kr");
    expect(row.textContent).toContain("15.09.2026");
    expect(row.textContent).toContain("Aktiv");

    const u = userEvent.setup({ delay: null });
    await u.click(screen.getByRole("button", { name: "Saksnummer" }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ sortBy: "case_number", status: "active", search: "Ola" }),
    );
    await u.selectOptions(screen.getByLabelText("Steg"), "reminder");
    await waitFor(() => expect(router.state.location.search).toMatchObject({ step: "reminder", status: "active" }));
    await waitFor(() =>
      expect(fetch.requests.at(-1)!.path).toBe(
        "/v1/cases?page=1&rowsPerPage=25&sortBy=case_number&search=Ola&status=active&step=reminder",
      ),
    );
  });

  it.each([
    ["no", "Purring"],
    ["en", "Reminder"],
  ] as const)(
    "names the last step in the user's language, not the step's stored name (C16, %s)",
    async (lng, shown) => {
      await i18n.changeLanguage(lng);
      const lastStep = { stepId: "s1", kind: "reminder", name: "Purring", at: 1 };
      mockFetch({ "GET /v1/cases": () => jsonResponse(200, { data: [caseItem(1, { lastStep })], total: 1 }) });
      await render("/customer/cases");
      const row = (await screen.findByRole("link", { name: lng === "no" ? "Åpne sak 1" : "Open case 1" })).closest(
        "tr",
      )!;
      expect(row.textContent).toContain(shown);
      if (lng === "en") expect(row.textContent).not.toContain("Purring");
    },
  );

  it("starts narrow enough for a laptop: the customer number is hidden until chosen under Kolonner (C18)", async () => {
    mockFetch({ "GET /v1/cases": () => jsonResponse(200, page(1)) });
    await render("/customer/cases");
    await screen.findByRole("link", { name: "Åpne sak 1" });
    expect(screen.queryByRole("columnheader", { name: "Kundenummer" })).toBeNull();
    expect(screen.getAllByRole("row")[1]!.textContent).not.toContain("10001");
    const u = userEvent.setup({ delay: null });
    await u.click(screen.getByRole("button", { name: "Kolonner" }));
    await u.click(await screen.findByRole("checkbox", { name: "Kundenummer" }));
    expect(await screen.findByRole("columnheader", { name: "Kundenummer" })).toBeVisible();
    // and the user can hide more, e.g. the amount owed
    await u.click(screen.getByRole("checkbox", { name: "Skyldig beløp" }));
    await waitFor(() => expect(screen.queryByRole("columnheader", { name: "Skyldig beløp" })).toBeNull());
  });

  it("selects at most 50 cases and says so in the SPEC's words", async () => {
    mockFetch({ "GET /v1/cases": () => jsonResponse(200, page(51)) });
    await render("/customer/cases?rowsPerPage=100");
    await screen.findByRole("link", { name: "Åpne sak 51" });
    const u = userEvent.setup({ delay: null });
    await u.click(screen.getByRole("checkbox", { name: "Velg alle på siden" }));
    expect(await screen.findByText("Du kan velge høyst 50 saker om gangen.")).toBeVisible();
    expect(
      screen
        .getAllByRole("checkbox", { checked: true })
        .filter((c) => c.getAttribute("aria-label") !== "Velg alle på siden"),
    ).toHaveLength(50);
    expect(screen.getByRole("checkbox", { name: "Velg sak 51" })).not.toBeChecked();
  });

  it("exports the report under the name the API suggests", async () => {
    URL.createObjectURL = () => "blob:report";
    URL.revokeObjectURL = () => undefined;
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const fetch = mockFetch({
      "GET /v1/cases": () => jsonResponse(200, page(1)),
      "POST /v1/cases/export-statistics": () =>
        new Response("x", {
          status: 200,
          headers: { "Content-Disposition": 'attachment; filename="saker-2026-11-26.csv"' },
        }),
    });
    await render("/customer/cases?status=paused");
    const u = userEvent.setup({ delay: null });
    await u.click(await screen.findByRole("button", { name: "Eksporter rapport" }));
    await waitFor(() => expect(saved).toEqual(["saker-2026-11-26.csv"]));
    expect(fetch.requests.find((r) => r.method === "POST")?.body).toEqual({ format: "csv", status: "paused" });
  });
});
