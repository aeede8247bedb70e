import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { DebtorPause } from "@innfri/core/cases/operations/pause.schema";
import { Toaster } from "@/components/ui/toaster";
import i18n from "@/i18n";
import { currentUserKey, type CurrentUser } from "@/lib/current-user";
import { createQueryClient } from "@/lib/query-client";
import { renderWithRouter } from "@/test/router";
import { jsonResponse, mockFetch } from "@/test/utils";
import { owner } from "../test-fixtures";
import { DebtorPauses } from "./debtor-pauses";

afterEach(async () => {
  await i18n.changeLanguage("no");
});

const pause = (pauseId: string, caseId: string, extra: Record<string, unknown> = {}) =>
  DebtorPause.parse({
    pauseId,
    debtorId: "d1",
    caseId,
    from: "2026-11-20",
    until: "2026-12-20",
    notify: false,
    note: null,
    active: true,
    endedHow: null,
    endedAt: null,
    pausedBy: "u1",
    pausedByName: "Kari Nordmann",
    createdAt: Date.parse("2026-11-20T09:30:00Z"),
    ...extra,
  });

const listOf =
  (...pauses: ReturnType<typeof pause>[]) =>
  () =>
    jsonResponse(200, { data: pauses, total: pauses.length });

const path = "GET /v1/debtor-pauses-and-notes?debtorId=d1";

async function render(user: CurrentUser = owner) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(currentUserKey, user);
  await renderWithRouter(
    () => (
      <>
        <DebtorPauses debtorId="d1" />
        <Toaster />
      </>
    ),
    { path: "/customer/customer-search/d1", queryClient },
  );
  return userEvent.setup({ delay: null });
}

const two = listOf(
  pause("p2", "12", { note: "Debitor har søkt sosialhjelp.", notify: true }),
  pause("p1", "7", { active: false, endedHow: "resumed", endedAt: Date.parse("2026-11-25T10:00:00Z") }),
);

describe("a debtor's pauses and notes", () => {
  it.each([
    ["no", "Sak 12", "Pause 20.11.2026–20.12.2026 · Pågår", "Gjenopptatt 25.11.2026", "Varsel på e-post"],
    ["en", "Case 12", "Paused 20.11.2026–20.12.2026 · Ongoing", "Resumed 25.11.2026", "E-mail when"],
  ] as const)(
    "lists them newest first with the note and how each ended (%s)",
    async (lng, caseLink, period, ended, notify) => {
      await i18n.changeLanguage(lng);
      mockFetch({ [path]: two });
      await render();
      const rows = within(await screen.findByRole("list")).getAllByRole("listitem");
      expect(rows).toHaveLength(2);
      expect(within(rows[0]!).getByRole("link", { name: caseLink })).toHaveAttribute("href", "/customer/cases/view/12");
      expect(rows[0]).toHaveTextContent(period);
      expect(rows[0]).toHaveTextContent("Debitor har søkt sosialhjelp.");
      expect(rows[0]).toHaveTextContent(notify);
      expect(rows[1]).toHaveTextContent(ended);
    },
  );

  it("deletes them all after a confirmation, shows the server's message and lists none", async () => {
    const fetch = mockFetch({
      [path]: [two, listOf()],
      "DELETE /v1/debtor-pauses-and-notes?debtorId=d1": () =>
        jsonResponse(200, {
          message: "2 pauser og notater for debitoren er slettet, 1 saker er aktive igjen.",
          pauses: 2,
          resumed: 1,
        }),
    });
    const u = await render();
    await u.click(await screen.findByRole("button", { name: "Slett alle pauser og notater" }));
    const dialog = await screen.findByRole("dialog", { name: "Slette alle pauser og notater?" });
    expect(dialog).toHaveTextContent("Alle 2 pausene og notatene til debitoren blir slettet for godt.");
    expect(fetch.requests.some((r) => r.method === "DELETE")).toBe(false); // nothing before the confirmation
    await u.click(within(dialog).getByRole("button", { name: "Slett alle" }));
    expect(
      await screen.findByText("2 pauser og notater for debitoren er slettet, 1 saker er aktive igjen."),
    ).toBeVisible();
    expect(await screen.findByText("Debitoren har ingen pauser eller notater.")).toBeVisible();
    expect(fetch.requests.filter((r) => r.method === "DELETE")).toHaveLength(1);
  });

  it("sales reads them but is offered no delete", async () => {
    mockFetch({ [path]: two });
    await render({ ...owner, type: "sales" } as CurrentUser);
    expect(await screen.findByText("Debitor har søkt sosialhjelp.")).toBeVisible();
    expect(screen.queryByRole("button", { name: /Slett/ })).toBeNull();
  });
});
