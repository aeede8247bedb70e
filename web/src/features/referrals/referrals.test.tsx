import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { CurrentReferralsView } from "@innfri/core/billing/referral-views";
import i18n from "@/i18n";
import { createQueryClient } from "@/lib/query-client";
import { renderWithRouter } from "@/test/router";
import { jsonResponse, mockFetch } from "@/test/utils";
import { InvitationPage, ReferralCard } from "./referrals";

const current: CurrentReferralsView = {
  code: "7KQ2M9XZ",
  link: "https://app.innfri.no/register?ref=7KQ2M9XZ",
  reward: {
    id: "r1",
    name: "Vervebonus",
    freeCases: 3,
    freeSends: 1,
    freeCreditChecks: 0,
    discountPercent: 0,
    activeFrom: "2026-11-01",
    activeTo: "2026-12-31",
  },
  referrals: [
    { name: "Fjordlys AS", registeredOn: "2026-11-20", status: "rewarded", paidOn: "2026-11-27", rewardName: "Vervebonus" },
    { name: "Havbris AS", registeredOn: "2026-11-02", status: "registered", paidOn: null, rewardName: null },
  ],
};

async function render(Page: () => JSX.Element | null, path: string) {
  mockFetch({ "GET /v1/referrals/current": () => jsonResponse(200, current) });
  await renderWithRouter(Page, { path, queryClient: createQueryClient() });
}

const rows = () => screen.getAllByRole("row").slice(1).map((r) => within(r).getAllByRole("cell").map((c) => c.textContent));

describe("refer and earn (issue 19)", () => {
  it("shows the link with a copy button, the reward and the referred companies, dates DD.MM.YYYY", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    // defined, not assigned: an earlier file in the same worker may have left user-event's getter-only stub
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    await render(InvitationPage, "/customer/invitation");
    expect(await screen.findByRole("heading", { name: "Verv og tjen", level: 1 })).toBeInTheDocument();
    expect(screen.getByLabelText("Din vervelenke")).toHaveValue(current.link);
    expect(screen.getByText("Vervebonus: 3 gratis saker, 1 gratis utsendelse Gjelder til og med 31.12.2026.")).toBeInTheDocument();
    expect(rows()).toEqual([
      ["Fjordlys AS", "20.11.2026", "Belønnet (27.11.2026)"],
      ["Havbris AS", "02.11.2026", "Registrert"],
    ]);
    fireEvent.click(screen.getByRole("button", { name: "Kopier lenken" }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(current.link));
  });

  it("in English too; the settings card links to the page", async () => {
    await i18n.changeLanguage("en");
    try {
      await render(InvitationPage, "/customer/invitation");
      expect(await screen.findByRole("heading", { name: "Refer and earn", level: 1 })).toBeInTheDocument();
      expect(screen.getByText("Vervebonus: 3 free cases, 1 free send Valid up to and including 31.12.2026.")).toBeInTheDocument();
      expect(rows()[0]).toEqual(["Fjordlys AS", "20.11.2026", "Rewarded (27.11.2026)"]);
      expect(screen.getByRole("button", { name: "Copy the link" })).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage("no");
    }
    await render(ReferralCard, "/customer/settings/plan");
    expect(await screen.findByLabelText("Din vervelenke")).toHaveValue(current.link);
    expect(screen.getByRole("link", { name: "Se vervede bedrifter" })).toHaveAttribute("href", "/customer/invitation");
  });
});
