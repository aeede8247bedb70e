import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import i18n from "@/i18n";
import { jsonResponse, mockFetch, renderWithClient } from "@/test/utils";
import { BrregSyncCard } from "./brreg-sync-card";

const off = { enabled: false, lastRunOn: null, lastRunUnavailable: false, recentChanges: [] };
const ran = {
  enabled: true,
  lastRunOn: "2026-11-28",
  lastRunUnavailable: false,
  recentChanges: [
    {
      at: Date.parse("2026-11-28T03:30:00Z"),
      subject: "debtor",
      subjectId: "d1",
      name: "Nordlys Regnskap AS",
      fields: [],
      warnings: ["companyRegister.bankrupt"],
    },
    {
      at: Date.parse("2026-11-28T03:30:00Z"),
      subject: "customer",
      subjectId: "c1",
      name: "Fjordlys AS",
      fields: ["address", "postcode"],
      warnings: [],
    },
  ],
};

describe("BrregSyncCard (issue 21: brregSynchronizationSetting)", () => {
  it("turns the synchronisation on when ticked, and says it has not run yet", async () => {
    const fetch = mockFetch({
      "GET /v1/brreg-synchronization-settings": () => jsonResponse(200, off),
      "PUT /v1/brreg-synchronization-settings": () => jsonResponse(200, { ...off, enabled: true }),
    });
    renderWithClient(<BrregSyncCard customerId="c1" canEdit />);
    const box = await screen.findByRole("checkbox", {
      name: "Hold firmaopplysningene og firmadebitorene oppdatert fra Enhetsregisteret",
    });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription("Ikke kjørt ennå. Den første kjøringen starter straks den er slått på, deretter hver natt.");
    await userEvent.setup({ delay: null }).click(box);
    await waitFor(() => expect(box).toBeChecked());
    expect(fetch.requests.at(-1)).toMatchObject({ method: "PUT", body: { enabled: true } });
  });

  it("shows the last run and the latest changes, in English too; read-only without edit_account", async () => {
    mockFetch({ "GET /v1/brreg-synchronization-settings": () => jsonResponse(200, ran) });
    const { unmount } = renderWithClient(<BrregSyncCard customerId="c1" canEdit={false} />);
    const box = await screen.findByRole("checkbox");
    expect(box).toBeChecked();
    expect(box).toBeDisabled();
    expect(box).toHaveAccessibleDescription("Sist kjørt 28.11.2026.");
    const changes = screen.getByRole("region", { name: "Siste endringer fra Enhetsregisteret" });
    expect(changes).toHaveTextContent("Debitor Nordlys Regnskap AS");
    expect(changes).toHaveTextContent("Enheten er konkurs.");
    expect(changes).toHaveTextContent("Firmaopplysningene (Fjordlys AS)");
    expect(changes).toHaveTextContent("Oppdatert: adresse, postnummer.");
    unmount();

    await i18n.changeLanguage("en");
    try {
      renderWithClient(<BrregSyncCard customerId="c1" canEdit />);
      expect(
        await screen.findByRole("checkbox", {
          name: "Keep the company details and company debtors up to date from the company register",
        }),
      ).toHaveAccessibleDescription("Last run 28.11.2026.");
      const en = screen.getByRole("region", { name: "Latest changes from the company register" });
      expect(en).toHaveTextContent("Debtor Nordlys Regnskap AS");
      expect(en).toHaveTextContent("The entity is bankrupt.");
      expect(en).toHaveTextContent("Updated: address, postcode.");
    } finally {
      await i18n.changeLanguage("no");
    }
  });
});
