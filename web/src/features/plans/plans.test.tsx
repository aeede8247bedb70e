import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import i18n from "@/i18n";
import { currentUserKey, type CurrentUser } from "@/lib/current-user";
import { createQueryClient } from "@/lib/query-client";
import { renderWithRouter } from "@/test/router";
import { jsonResponse, mockFetch } from "@/test/utils";
import { ChoosePlanPage, PlanTab, TopUpPage } from "./plans";

const customer = {
  id: "c1",
  name: "Demo AS",
  orgNumber: "999888777",
  email: null,
  gdprTermsAccepted: true,
  permission: "owner",
};
const owner: CurrentUser = {
  id: "u1",
  email: "kari@example.no",
  firstName: "Kari",
  lastName: "Nordmann",
  phone: "41234567",
  type: "user",
  twoFactorEnabled: false,
  language: "no",
  customer,
  customers: [customer],
};
const plan = {
  id: "plan-small",
  nameNo: "Liten",
  nameEn: "Small",
  priceOre: 29_900,
  priceWithVatOre: 37_375,
  durationDays: 30,
  includedCases: 20,
  includedSends: 60,
  includedUsers: 5,
  perUserYearOre: 60_000,
  topUpCaseOre: 4_900,
  topUpSendOre: 1_500,
  topUpCreditCheckOre: 3_900,
  discountPercent: null,
  discountFromQuantity: null,
  carryForward: true,
  starter: false,
};
const current = {
  plan: { ...plan, from: "2026-11-20", until: "2026-12-19", unitsExpireOn: null, endedOn: null, renews: true },
  left: { cases: 3, sends: 10, creditChecks: 0 },
  invoices: [{ id: "7", number: 7, issueDate: "2026-11-01", dueDate: "2026-11-15", totalOre: 37_375 }],
};

async function render(Page: () => JSX.Element, path: string) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(currentUserKey, owner);
  await renderWithRouter(Page, { path, queryClient });
}

const text = (s: string) => s.replace(/\u00a0/g, " ");

describe("buying pages (issue 19)", () => {
  it("choose-plan: a card per plan with its price ex. VAT and incl. 25 % VAT; choosing buys it", async () => {
    const fetch = mockFetch({
      "GET /v1/plans/available": () => jsonResponse(200, { data: [plan] }),
      "POST /v1/customer-plans": () => jsonResponse(201, { message: "Planen Liten er valgt.", data: {} }),
    });
    await render(ChoosePlanPage, "/customer/choose-plan");
    const card = await screen.findByRole("heading", { name: "Liten" });
    expect(text(card.closest("li")!.textContent!)).toContain("299,00 kr eks. mva (373,75 kr inkl. mva) · 30 dager");
    fireEvent.click(screen.getByRole("button", { name: "Velg Liten" }));
    await waitFor(() =>
      expect(fetch.requests.find((r) => r.method === "POST")).toMatchObject({ body: { planId: "plan-small" } }),
    );
  });

  it("top-up: the order's total before buying; a 422 shows on its field, in English too", async () => {
    await i18n.changeLanguage("en");
    const fetch = mockFetch({
      "GET /v1/customer-plans/current": () => jsonResponse(200, current),
      "POST /v1/top-ups": () =>
        jsonResponse(422, { message: "Invalid", errors: { coupon: ["The coupon has expired."] } }),
    });
    try {
      await render(TopUpPage, "/customer/top-up");
      fireEvent.change(await screen.findByLabelText("Cases"), { target: { value: "2" } });
      fireEvent.change(screen.getByLabelText("Sends"), { target: { value: "3" } });
      expect(text(screen.getByText(/^Total/).textContent!)).toBe("Total: 143,00 kr ex. VAT (178,75 kr incl. VAT)");
      fireEvent.change(screen.getByLabelText("Coupon code"), { target: { value: "OLD" } });
      fireEvent.click(screen.getByRole("button", { name: "Buy" }));
      expect(await screen.findByText("The coupon has expired.")).toBeInTheDocument();
      expect(fetch.requests.at(-1)?.body).toEqual({ cases: 2, sends: 3, creditChecks: 0, coupon: "OLD" });
    } finally {
      await i18n.changeLanguage("no");
    }
  });

  it("plan tab: the plan, until when, what is left, the free users and invoices", async () => {
    mockFetch({ "GET /v1/customer-plans/current": () => jsonResponse(200, current) });
    await render(PlanTab, "/customer/settings/plan");
    expect(await screen.findByText("Gjelder 20.11.2026–19.12.2026")).toBeInTheDocument();
    expect(screen.getByText("Igjen: 3 saker, 10 utsendelser, 0 kredittsjekker")).toBeInTheDocument();
    expect(text(screen.getByText(/^5 brukere gratis/).textContent!)).toBe(
      "5 brukere gratis, deretter 600,00 kr eks. mva per bruker per år",
    );
    expect(text(screen.getByRole("button", { name: /Faktura 7/ }).textContent!)).toBe(
      "Faktura 7, 01.11.2026, forfall 15.11.2026, 373,75 kr (PDF)",
    );
    expect(screen.getByRole("link", { name: "Kjøp flere" })).toHaveAttribute("href", "/customer/top-up");
    expect(text(screen.getByText(/^Fornyes automatisk/).textContent!)).toBe(
      "Fornyes automatisk 20.12.2026 for en ny periode til 299,00 kr eks. mva (faktureres med neste faktura). Bytt plan før den tid om dere vil noe annet.",
    );
  });

  it("plan tab: a plan that does not renew says when it ends; an ended plan leads to choose-plan, in English too", async () => {
    await i18n.changeLanguage("en");
    try {
      mockFetch({
        "GET /v1/customer-plans/current": () => jsonResponse(200, { ...current, plan: { ...current.plan, renews: false } }),
      });
      await render(PlanTab, "/customer/settings/plan");
      expect(await screen.findByText(/^Ends on 19\.12\.2026 and does not renew/)).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage("no");
    }
    cleanup();
    mockFetch({
      "GET /v1/customer-plans/current": () =>
        jsonResponse(200, { ...current, plan: { ...current.plan, renews: false, endedOn: "2026-12-20" } }),
    });
    await render(PlanTab, "/customer/settings/plan");
    expect(
      await screen.findByText("Planen ble avsluttet 20.12.2026. Velg en plan for å kjøpe flere saker og utsendelser."),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Velg plan" })).toHaveAttribute("href", "/customer/choose-plan");
    expect(screen.queryByRole("link", { name: "Kjøp flere" })).toBeNull();
  });
});
