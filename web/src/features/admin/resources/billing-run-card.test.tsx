import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import i18n from "@/i18n";
import { renderWithRouter } from "@/test/router";
import { jsonResponse, mockFetch } from "@/test/utils";
import { BillingRunCard } from "./billing-run-card";

afterEach(async () => {
  await i18n.changeLanguage("no");
});

const progress = {
  batchId: "billing-run#s1#2026-10",
  kind: "billing.run",
  total: 3,
  done: 0,
  failed: 0,
  status: "running",
};

describe("invoicing a billing schedule now", () => {
  it.each([
    ["no", "Fakturer nå", "Fakturere kundene på Månedlig nå?", "Faktureringen er startet for 3 kunder."],
    ["en", "Invoice now", "Invoice the customers on Månedlig now?", "Invoicing has started for 3 customers."],
  ] as const)("asks once more, starts the run and says for how many customers (%s)", async (lng, run, ask, started) => {
    await i18n.changeLanguage(lng);
    const fetch = mockFetch({ "POST /v1/billing-schedules/s1/run": () => jsonResponse(200, progress) });
    await renderWithRouter(() => (
      <>
        <BillingRunCard scheduleId="s1" name="Månedlig" />
        <Toaster />
      </>
    ));
    const u = userEvent.setup({ delay: null });
    await u.click(await screen.findByRole("button", { name: run }));
    const dialog = await screen.findByRole("dialog", { name: ask });
    expect(fetch.requests).toHaveLength(0); // nothing until confirmed
    await u.click(within(dialog).getByRole("button", { name: run }));
    expect(await screen.findByText(started)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(fetch.requests.map((r) => `${r.method} ${r.path}`)).toEqual(["POST /v1/billing-schedules/s1/run"]);
  });
});
