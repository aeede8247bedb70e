import { useSearch } from "@tanstack/react-router";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { pauseRange } from "@innfri/core/cases/operations/pause.schema";
import { useListNavigate } from "@/components/data-table/use-list-search";
import { Toaster } from "@/components/ui/toaster";
import i18n from "@/i18n";
import { currentUserKey } from "@/lib/current-user";
import { formatDate } from "@/lib/format";
import { createQueryClient } from "@/lib/query-client";
import { renderWithRouter } from "@/test/router";
import { jsonResponse, mockFetch } from "@/test/utils";
import { validateCaseListSearch } from "../search";
import { caseItem, caseView, owner } from "../test-fixtures";
import { CaseListPage } from "./case-list-page";
import { CasePage } from "./case-page";

afterEach(async () => {
  await i18n.changeLanguage("no");
});

async function renderCase() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(currentUserKey, owner);
  await renderWithRouter(
    () => (
      <>
        <CasePage caseId="k7" tab="claims" />
        <Toaster />
      </>
    ),
    { path: "/customer/cases/view/k7", queryClient },
  );
  return userEvent.setup({ delay: null });
}

const { min } = pauseRange();
const paused = (until: string) => caseView(7, { status: "paused", statusId: 5, pausedUntil: until });

describe("pausing and resuming a case", () => {
  it.each([
    [
      "no",
      "Sett på pause",
      "Sett sak 7 på pause",
      "Reaktiveringsdato",
      "Send meg e-post når saken blir aktiv igjen",
      "Reaktiveringsdatoen må være etter i dag.",
      "På pause til",
    ],
    [
      "en",
      "Pause",
      "Pause case 7",
      "Reactivation date",
      "E-mail me when the case becomes active again",
      "The reactivation date must be after today.",
      "Paused until",
    ],
  ] as const)(
    "%s: pauses with a date, the notification and a note; refuses today; then shows until when",
    async (lng, open, title, dateLabel, notify, notFuture, until) => {
      await i18n.changeLanguage(lng);
      const fetch = mockFetch({
        "GET /v1/cases/k7": [() => jsonResponse(200, caseView(7)), () => jsonResponse(200, paused(min))],
        "PATCH /v1/cases/k7/pause": () => jsonResponse(200, { message: "ok", data: paused(min) }),
      });
      const u = await renderCase();
      await u.click(await screen.findByRole("button", { name: open }));
      const dialog = await screen.findByRole("dialog", { name: title });
      const date = within(dialog).getByRole("textbox", { name: new RegExp(dateLabel) });
      await u.type(date, formatDate(new Date().toISOString().slice(0, 10)));
      await u.click(within(dialog).getByRole("button", { name: open === "Pause" ? "Pause case" : "Sett på pause" }));
      expect(await within(dialog).findByText(notFuture)).toBeVisible();
      expect(date).toHaveAccessibleDescription(new RegExp(notFuture));
      expect(fetch.requests.filter((r) => r.method === "PATCH")).toHaveLength(0);

      await u.clear(date);
      await u.type(date, formatDate(min));
      await u.click(within(dialog).getByRole("checkbox", { name: notify }));
      await u.type(within(dialog).getByRole("textbox", { name: /Not/ }), "Lønn den 20.");
      await u.click(within(dialog).getByRole("button", { name: open === "Pause" ? "Pause case" : "Sett på pause" }));
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      expect(fetch.requests.find((r) => r.method === "PATCH")!.body).toEqual({
        until: min,
        notify: true,
        note: "Lønn den 20.",
      });
      expect(await screen.findByText(`${until} ${formatDate(min)}.`)).toBeVisible();
    },
  );

  it("shows the API's refusal on the form (a letter waiting for its window)", async () => {
    const message =
      "Et brev i saken venter på sendevinduet sitt (30.11.2026 08:00). Sett saken på pause når brevet er sendt.";
    mockFetch({
      "GET /v1/cases/k7": () => jsonResponse(200, caseView(7)),
      "PATCH /v1/cases/k7/pause": () => jsonResponse(422, { message, errors: { status: [message] } }),
    });
    const u = await renderCase();
    await u.click(await screen.findByRole("button", { name: "Sett på pause" }));
    const dialog = await screen.findByRole("dialog");
    await u.type(within(dialog).getByRole("textbox", { name: /Reaktiveringsdato/ }), formatDate(min));
    await u.click(within(dialog).getByRole("button", { name: "Sett på pause" }));
    expect(await within(dialog).findByText(message)).toBeVisible();
  });

  it("resumes a paused case, which then offers Pause again", async () => {
    const fetch = mockFetch({
      "GET /v1/cases/k7": [
        () => jsonResponse(200, paused(min)),
        () => jsonResponse(200, caseView(7, { status: "ready", statusId: 4 })),
      ],
      "PATCH /v1/cases/k7/resume": () =>
        jsonResponse(200, { message: "Sak 7 er aktiv igjen.", data: caseView(7, { status: "ready", statusId: 4 }) }),
    });
    const u = await renderCase();
    expect(await screen.findByText(`På pause til ${formatDate(min)}.`)).toBeVisible();
    expect(screen.queryByRole("button", { name: "Sett på pause" })).toBeNull();
    await u.click(screen.getByRole("button", { name: "Gjenoppta" }));
    expect(await screen.findByText("Sak 7 er aktiv igjen.")).toBeVisible();
    expect(await screen.findByRole("button", { name: "Sett på pause" })).toBeVisible();
    expect(fetch.requests.some((r) => r.method === "PATCH" && r.path === "/v1/cases/k7/resume")).toBe(true);
  });
});

describe("closing and reopening a case", () => {
  it.each([
    [
      "no",
      "Avslutt sak",
      "Avslutt sak 7",
      "Årsak til avslutning",
      "Avskrevet som tap",
      "Avsluttet: Avskrevet som tap.",
      "Gjenåpne",
    ],
    [
      "en",
      "Close case",
      "Close case 7",
      "Close reason",
      "Written off as a loss",
      "Closed: Written off as a loss.",
      "Reopen",
    ],
  ] as const)(
    "%s: a reason is required; closed, the case says why and offers Reopen",
    async (lng, open, title, reason, lossLabel, closedText, reopen) => {
      await i18n.changeLanguage(lng);
      const closed = caseView(7, { status: "closed", statusId: 6, closeReason: "depreciated-loss" });
      const fetch = mockFetch({
        "GET /v1/cases/k7": [() => jsonResponse(200, caseView(7)), () => jsonResponse(200, closed)],
        "PATCH /v1/cases/k7/close": () => jsonResponse(200, { message: "ok", data: closed }),
      });
      const u = await renderCase();
      await u.click(await screen.findByRole("button", { name: open }));
      const dialog = await screen.findByRole("dialog", { name: title });
      await u.click(within(dialog).getByRole("button", { name: open }));
      expect(within(dialog).getByRole("combobox", { name: new RegExp(reason) })).toHaveAttribute(
        "aria-invalid",
        "true",
      );
      expect(fetch.requests.filter((r) => r.method === "PATCH")).toHaveLength(0);
      await u.selectOptions(within(dialog).getByRole("combobox", { name: new RegExp(reason) }), lossLabel);
      await u.click(within(dialog).getByRole("button", { name: open }));
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      expect(fetch.requests.find((r) => r.method === "PATCH")!.body).toEqual({ reason: "depreciated-loss" });
      expect(await screen.findByText(closedText)).toBeVisible();
      expect(screen.getByRole("button", { name: reopen })).toBeVisible();
      expect(screen.queryByRole("button", { name: open })).toBeNull();
    },
  );

  it("reopen refused: the API's words naming the other case", async () => {
    const message = "Kravet 20001 er allerede med i sak 9.";
    mockFetch({
      "GET /v1/cases/k7": () =>
        jsonResponse(200, caseView(7, { status: "closed", statusId: 6, closeReason: "nothing-to-pay" })),
      "PATCH /v1/cases/k7/reopen": () => jsonResponse(422, { message, errors: { claims: [message] } }),
    });
    const u = await renderCase();
    await u.click(await screen.findByRole("button", { name: "Gjenåpne" }));
    expect(await screen.findByText(message)).toBeVisible();
  });
});

function ListRoute() {
  const onSearchChange = useListNavigate();
  return (
    <>
      <CaseListPage search={useSearch({ strict: false })} onSearchChange={onSearchChange} />
      <Toaster />
    </>
  );
}

describe("closing the selected cases", () => {
  it("closes two with one reason and lists the one that could not be closed", async () => {
    const fetch = mockFetch({
      "GET /v1/cases": () => jsonResponse(200, { data: [1, 2, 3].map((n) => caseItem(n)), total: 3 }),
      "PATCH /v1/cases/close": () =>
        jsonResponse(200, {
          message: "2 av 3 saker er avsluttet.",
          closed: 2,
          total: 3,
          data: [
            { caseId: "k1", closed: true, error: null, data: caseView(1, { status: "closed", statusId: 6 }) },
            { caseId: "k2", closed: true, error: null, data: caseView(2, { status: "closed", statusId: 6 }) },
            { caseId: "k3", closed: false, error: "Saken er allerede avsluttet eller slått sammen.", data: null },
          ],
        }),
    });
    const queryClient = createQueryClient();
    queryClient.setQueryData(currentUserKey, owner);
    await renderWithRouter(ListRoute, { path: "/customer/cases", validateSearch: validateCaseListSearch, queryClient });
    const u = userEvent.setup({ delay: null });
    await screen.findByRole("link", { name: "Åpne sak 3" });
    for (const n of [1, 2, 3]) await u.click(screen.getByRole("checkbox", { name: `Velg sak ${n}` }));
    await u.click(screen.getByRole("button", { name: "Avslutt valgte" }));
    const dialog = await screen.findByRole("dialog", { name: "Avslutt 3 saker" });
    await u.selectOptions(within(dialog).getByRole("combobox", { name: /Årsak til avslutning/ }), "Ingenting å betale");
    await u.click(within(dialog).getByRole("button", { name: "Avslutt sakene" }));
    expect(await within(dialog).findByText("Sak k3: Saken er allerede avsluttet eller slått sammen.")).toBeVisible();
    expect(fetch.requests.find((r) => r.method === "PATCH")!.body).toEqual({
      ids: ["k1", "k2", "k3"],
      reason: "nothing-to-pay",
    });
    expect(await screen.findByText("2 av 3 saker er avsluttet.")).toBeVisible();
  });
});
