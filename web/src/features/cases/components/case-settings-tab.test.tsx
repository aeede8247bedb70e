import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import i18n from "@/i18n";
import { currentUserKey, type CurrentUser } from "@/lib/current-user";
import { jsonResponse, mockFetch, renderWithClient } from "@/test/utils";
import { owner } from "../test-fixtures";
import { CaseSettingsTab } from "./case-settings-tab";

function render(user: CurrentUser = owner) {
  const { queryClient, ...rest } = renderWithClient(<CaseSettingsTab />);
  queryClient.setQueryData(currentUserKey, user);
  return { queryClient, ...rest };
}

describe("the settings tab cases", () => {
  it("saves the minimum owed amount as typed and shows a 422 on its field", async () => {
    const fetch = mockFetch({
      "GET /v1/case-settings": () => jsonResponse(200, { minimumOwedOre: 1_00, revertStepsOnPayment: false, extendHolidayDeadlines: true, kidAgreement: null }),
      "PUT /v1/case-settings": [
        () => jsonResponse(200, { minimumOwedOre: 2_000_00, revertStepsOnPayment: false, extendHolidayDeadlines: true, kidAgreement: null }),
        () =>
          jsonResponse(422, {
            message: "Opplysningene er ugyldige.",
            errors: { minimumOwed: ["Beløpet er for stort."] },
          }),
      ],
    });
    render();
    const input = await screen.findByLabelText(/^Minste skyldige beløp \(kr\)/);
    expect(input).toHaveValue("1,00");
    expect(screen.getByText(/^Minste skyldige beløp nå: 1,00\skr$/)).toBeVisible();
    const u = userEvent.setup({ delay: null });
    await u.clear(input);
    await u.type(input, "2000");
    await u.click(screen.getByRole("button", { name: "Lagre" }));
    await waitFor(() => expect(input).toHaveValue("2\u00a0000,00"));
    expect(fetch.requests.find((r) => r.method === "PUT")!.body).toEqual({
      minimumOwed: "2000",
      revertStepsOnPayment: false,
      extendHolidayDeadlines: true,
      kidAgreement: null,
    });
    expect(screen.getByText(/^Minste skyldige beløp nå: 2\s000,00\skr$/)).toBeVisible();

    await u.clear(input);
    await u.type(input, "9999999");
    await u.click(screen.getByRole("button", { name: "Lagre" }));
    expect(await screen.findByText("Beløpet er for stort.")).toBeVisible();
    expect(input).toHaveAttribute("aria-invalid", "true");
  });

  it("turns on reverting steps when a payment is dated on or before a step (issue 11)", async () => {
    const fetch = mockFetch({
      "GET /v1/case-settings": () => jsonResponse(200, { minimumOwedOre: 1_00, revertStepsOnPayment: false, extendHolidayDeadlines: true, kidAgreement: null }),
      "PUT /v1/case-settings": () => jsonResponse(200, { minimumOwedOre: 1_00, revertStepsOnPayment: true, extendHolidayDeadlines: true, kidAgreement: null }),
    });
    render();
    const box = await screen.findByRole("checkbox", { name: /Tilbakestill steg automatisk/ });
    expect(box).not.toBeChecked();
    const u = userEvent.setup({ delay: null });
    await u.click(box);
    await u.click(screen.getByRole("button", { name: "Lagre" }));
    await waitFor(() => expect(fetch.requests.some((r) => r.method === "PUT")).toBe(true));
    expect(fetch.requests.find((r) => r.method === "PUT")!.body).toEqual({
      minimumOwed: "1,00",
      revertStepsOnPayment: true,
      extendHolidayDeadlines: true,
      kidAgreement: null,
    });
    await waitFor(() => expect(box).toBeChecked());
  });

  it("extends holiday deadlines by default, and the customer may turn it off (issue 18 #15)", async () => {
    const fetch = mockFetch({
      "GET /v1/case-settings": () => jsonResponse(200, { minimumOwedOre: 1_00, revertStepsOnPayment: false, extendHolidayDeadlines: true, kidAgreement: null }),
      "PUT /v1/case-settings": () => jsonResponse(200, { minimumOwedOre: 1_00, revertStepsOnPayment: false, extendHolidayDeadlines: false, kidAgreement: null }),
    });
    render();
    const box = await screen.findByRole("checkbox", { name: /Forleng betalingsfrister som ender i påsken/ });
    expect(box).toBeChecked();
    const u = userEvent.setup({ delay: null });
    await u.click(box);
    await u.click(screen.getByRole("button", { name: "Lagre" }));
    await waitFor(() => expect(fetch.requests.some((r) => r.method === "PUT")).toBe(true));
    expect(fetch.requests.find((r) => r.method === "PUT")!.body).toMatchObject({ extendHolidayDeadlines: false, kidAgreement: null });
    await waitFor(() => expect(box).not.toBeChecked());
  });

  it("saves a KID agreement (length and modulus) and shows the API's 422 on the length (issue 18 #13)", async () => {
    const settings = { minimumOwedOre: 1_00, revertStepsOnPayment: false, extendHolidayDeadlines: true };
    const fetch = mockFetch({
      "GET /v1/case-settings": () => jsonResponse(200, { ...settings, kidAgreement: null }),
      "PUT /v1/case-settings": [
        () =>
          jsonResponse(422, {
            message: "Opplysningene er ugyldige.",
            errors: { "kidAgreement.length": ["KID-lengden må være et helt tall fra 4 til 25 (med kontrollsifferet)."] },
          }),
        () => jsonResponse(200, { ...settings, kidAgreement: { length: 12, modulus: "MOD11" } }),
      ],
    });
    render();
    const box = await screen.findByRole("checkbox", { name: /Vi har KID-avtale med banken/ });
    expect(box).not.toBeChecked();
    expect(screen.queryByLabelText(/^KID-lengde/)).toBeNull();
    const u = userEvent.setup({ delay: null });
    await u.click(box);
    const length = screen.getByLabelText(/^KID-lengde/);
    expect(length).toHaveValue("10");
    await u.clear(length);
    await u.type(length, "30");
    await u.selectOptions(screen.getByLabelText(/^Modulus/), "MOD11");
    await u.click(screen.getByRole("button", { name: "Lagre" }));
    expect(await screen.findByText(/KID-lengden må være et helt tall fra 4 til 25/)).toBeVisible();
    expect(fetch.requests.find((r) => r.method === "PUT")!.body).toMatchObject({
      kidAgreement: { length: 30, modulus: "MOD11" },
    });
    await u.clear(length);
    await u.type(length, "12");
    await u.click(screen.getByRole("button", { name: "Lagre" }));
    await waitFor(() => expect(fetch.requests.filter((r) => r.method === "PUT")).toHaveLength(2));
    expect(fetch.requests.filter((r) => r.method === "PUT")[1]!.body).toMatchObject({
      kidAgreement: { length: 12, modulus: "MOD11" },
    });
    await waitFor(() => expect(screen.getByLabelText(/^KID-lengde/)).toHaveValue("12"));
  });

  it("refuses a text that is no amount before asking the API, in English too", async () => {
    const fetch = mockFetch({
      "GET /v1/case-settings": () => jsonResponse(200, { minimumOwedOre: 500_00, revertStepsOnPayment: false, extendHolidayDeadlines: true, kidAgreement: null }),
    });
    await i18n.changeLanguage("en");
    try {
      render();
      const input = await screen.findByLabelText(/^Minimum owed amount \(NOK\)/);
      expect(input).toHaveValue("500,00");
      const u = userEvent.setup({ delay: null });
      await u.clear(input);
      await u.click(screen.getByRole("button", { name: "Save" }));
      await waitFor(() => expect(input).toHaveAttribute("aria-invalid", "true"));
      expect(fetch.requests.filter((r) => r.method === "PUT")).toEqual([]);
    } finally {
      await i18n.changeLanguage("no");
    }
  });

  it("shows the settings read-only to a type without edit_case_configurations", async () => {
    mockFetch({
      "GET /v1/case-settings": () => jsonResponse(200, { minimumOwedOre: 1_00, revertStepsOnPayment: false, extendHolidayDeadlines: true, kidAgreement: null }),
      "GET /v1/customers/c1": () =>
        jsonResponse(200, {
          id: "c1",
          name: "Demo AS",
          gdprTermsAccepted: true,
          customerPermissions: [{ id: "pt1", name: "Begrenset", editAccount: true }],
        }),
    });
    const custom = { ...owner, customer: { ...owner.customer!, permission: "pt1" } } as CurrentUser;
    render(custom);
    expect(
      await screen.findByText("Du trenger retten til å endre saksoppsett for å endre disse innstillingene."),
    ).toBeVisible();
    expect(screen.queryByRole("button", { name: "Lagre" })).toBeNull();
  });
});
