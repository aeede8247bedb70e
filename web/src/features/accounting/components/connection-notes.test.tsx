import { act, cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import i18n from "@/i18n";
import { renderWithRouter } from "@/test/router";
import { jsonResponse, mockFetch } from "@/test/utils";
import { clientFor, connection, DONE_SYNC, setting, SYSTEMS, WRITE_BACKS } from "./fixtures";
import { IntegrationTab } from "./integration-tab";

/** The tab's small truths (issue 22): who started each sync, and what a second system into one ledger means. */

const ok = (body: unknown) => () => jsonResponse(200, body);
const MANUAL = {
  ...DONE_SYNC,
  syncId: "01JSYNC00000000000000002",
  trigger: "manual" as const,
  startedBy: "Kari Nordmann",
};
const GONE = { ...MANUAL, syncId: "01JSYNC00000000000000003", startedBy: null };

function renderTab(conn = connection()) {
  mockFetch({
    "GET /v1/integration-settings": ok(setting("tripletex", conn)),
    "GET /v1/integration-settings/systems": ok({ data: SYSTEMS }),
    "GET /v1/integration-settings/tripletex/syncs": ok({ data: [MANUAL, DONE_SYNC, GONE] }),
    "GET /v1/integration-settings/tripletex/write-backs": ok({
      data: [{ ...WRITE_BACKS[0]!, error: "integrations.unavailable" }],
    }),
  });
  return renderWithRouter(() => <IntegrationTab />, {
    path: "/customer/settings/integration",
    queryClient: clientFor("owner"),
  });
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage("no"));
});

describe("Settings → Integrasjon: who started a sync, and another system's invoices in the ledger", () => {
  it("«Startet av» names the user of a manual sync and «Nattlig synkronisering» for the schedule", async () => {
    renderTab(connection({ lastSync: MANUAL }));
    const history = await screen.findByRole("table", { name: "Tidligere synkroniseringer" });
    await within(history).findByText("Kari Nordmann");
    const startedBy = within(history)
      .getAllByRole("row")
      .slice(1)
      .map((row) => within(row).getAllByRole("cell")[0]!.textContent);
    // a user no longer there: the trigger is all there is to say
    expect(startedBy).toEqual(["Kari Nordmann", "Nattlig synkronisering", "Manuell"]);
    expect(within(screen.getByTestId("integration-connection")).getByText(/\(Kari Nordmann\) – Ferdig$/)).toBeVisible();
    // a write-back's message key reads as its text, not as the key
    const writeBacks = await screen.findByRole("table", { name: "Tilbakeføringer til Tripletex (lokal)" });
    expect(within(writeBacks).getByText("Regnskapssystemet svarer ikke akkurat nå. Prøv igjen om litt.")).toBeVisible();
    expect(screen.queryByText("Fakturanumre som finnes, hoppes over")).toBeNull();
  });

  it("says that invoice numbers the ledger holds from Fiken are skipped, in both languages", async () => {
    renderTab(connection({ status: "disconnected", lastSync: null, otherSystemsInLedger: ["fiken"] }));
    const note = (await screen.findByText("Fakturanumre som finnes, hoppes over")).closest("[role=status]")!;
    expect(note).toHaveTextContent(
      "Reskontroen har allerede fakturaer fra Fiken. Fakturanumre som reskontroen alt har, hoppes over når Tripletex (lokal) synkroniseres",
    );
    cleanup();
    await act(() => i18n.changeLanguage("en"));
    renderTab(connection({ otherSystemsInLedger: ["fiken", "visma"] }));
    const history = await screen.findByRole("table", { name: "Earlier syncs" });
    expect(await within(history).findByText("Nightly sync")).toBeVisible();
    expect(await screen.findByText("Invoice numbers already held are skipped")).toBeVisible();
    expect(
      screen.getByText(/^The ledger already holds invoices from Fiken and Visma eAccounting\. Invoice numbers/),
    ).toBeVisible();
  });
});
