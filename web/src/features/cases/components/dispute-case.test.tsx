import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import i18n from "@/i18n";
import { currentUserKey } from "@/lib/current-user";
import { createQueryClient } from "@/lib/query-client";
import { renderWithRouter } from "@/test/router";
import { jsonResponse, mockFetch } from "@/test/utils";
import { caseView, owner } from "../test-fixtures";
import { CasePage } from "./case-page";

// Recording and lifting the debtor's objection on the case page (issue 18 "Disputed claims stop").

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

const dispute = { date: "2026-06-01", reason: "Varen ble aldri levert", by: "u1", byName: "Ola Nordmann", at: 1 };
const disputed = caseView(7, { dispute } as never);

describe("a disputed case", () => {
  it.each([
    ["no", "Registrer innsigelse", "Hva skyldneren anfører", "Bestridt siden 01.06.2026", "Opphev innsigelse"],
    ["en", "Record objection", "What the debtor says", "Disputed since 01.06.2026", "Lift objection"],
  ] as const)("%s: records the objection with its reason, then shows it and offers lifting", async (lng, open, reason, since, lift) => {
    await i18n.changeLanguage(lng);
    const fetch = mockFetch({
      "GET /v1/cases/k7": [() => jsonResponse(200, caseView(7)), () => jsonResponse(200, disputed)],
      "PATCH /v1/cases/k7/dispute": () => jsonResponse(200, { message: "ok", data: disputed }),
    });
    const u = await renderCase();
    await u.click(await screen.findByRole("button", { name: open }));
    const dialog = await screen.findByRole("dialog");
    await u.click(within(dialog).getByRole("button", { name: open }));
    expect(fetch.requests.filter((r) => r.method === "PATCH")).toHaveLength(0); // the reason is required
    await u.type(within(dialog).getByRole("textbox", { name: new RegExp(reason) }), "Varen ble aldri levert");
    await u.click(within(dialog).getByRole("button", { name: open }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const body = fetch.requests.find((r) => r.method === "PATCH")!.body as { date: string; reason: string };
    expect(body.reason).toBe("Varen ble aldri levert");
    expect(body.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await screen.findByText(new RegExp(since))).toBeVisible();
    expect(await screen.findByRole("button", { name: lift })).toBeVisible();
  });
});
