import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import i18n from "@/i18n";
import { formatMoney } from "@/lib/format";
import { setLeaveApp } from "@/lib/leave-app";
import { clearSession, setSession } from "@/lib/session";
import { FakeSocket } from "@/test/fake-socket";
import { renderWithRouter } from "@/test/router";
import { jsonResponse, labelText, mockFetch } from "@/test/utils";
import { clientFor, connection, DONE_SYNC, setting, SYSTEMS, WRITE_BACKS } from "./fixtures";
import { IntegrationTab } from "./integration-tab";

const ok = (body: unknown) => () => jsonResponse(200, body);
const systems = ok({ data: SYSTEMS });

function renderTab(kind: "owner" | "sales" = "owner") {
  return renderWithRouter(
    () => (
      <>
        <IntegrationTab />
        <Toaster />
      </>
    ),
    { path: "/customer/settings/integration", queryClient: clientFor(kind) },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  setLeaveApp((url) => window.location.assign(url));
  clearSession();
});

describe("Settings → Integrasjon", () => {
  it("offers file import and the systems (local ones marked), chooses Fiken and sends the browser to connect it", async () => {
    const leave = vi.fn();
    setLeaveApp(leave);
    const fetch = mockFetch({
      "GET /v1/integration-settings": [
        ok(null),
        ok(
          setting(
            "fiken",
            connection({ status: "disconnected", companyName: null, connectedAt: null, lastSync: null }),
          ),
        ),
      ],
      "GET /v1/integration-settings/systems": systems,
      "POST /v1/integration-settings": ok(
        setting("fiken", connection({ status: "disconnected", companyName: null, connectedAt: null, lastSync: null })),
      ),
      "GET /v1/integration-settings/redirect-uri": ok({
        redirectUri: "http://127.0.0.1:3000/_local/fiken/oauth/authorize?state=s1",
      }),
    });
    const user = userEvent.setup();
    renderTab();

    const choices = await screen.findByRole("list", { name: "Integrasjoner" });
    expect(await within(choices).findByText("Fiken (lokal)")).toBeInTheDocument();
    expect(within(choices).getByText("Tripletex (lokal)")).toBeInTheDocument();
    expect(within(choices).getByRole("button", { name: "Bruk filimport" })).toBeInTheDocument();

    await user.click(within(choices).getByRole("button", { name: "Velg Fiken (lokal)" }));
    expect(await screen.findByText("Fiken (lokal) er valgt. Koble til for å hente reskontroen.")).toBeInTheDocument();
    expect(fetch.requests.find((r) => r.method === "POST")?.body).toEqual({ integration: "fiken" });

    // disconnected: the status, and the way to connect
    const facts = await screen.findByTestId("integration-connection");
    expect(within(facts).getByText("Ikke tilkoblet")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Koble til Fiken (lokal)" }));
    await waitFor(() =>
      expect(leave).toHaveBeenCalledWith("http://127.0.0.1:3000/_local/fiken/oauth/authorize?state=s1"),
    );
    expect(fetch.requests.map((r) => `${r.method} ${r.path}`)).toContain(
      "GET /v1/integration-settings/redirect-uri?customerId=c1&integrationId=fiken",
    );
  });

  it("connected: the company, since when, the last sync and its result, the write-backs with «Prøv igjen»", async () => {
    const fetch = mockFetch({
      "GET /v1/integration-settings": ok(setting("fiken")),
      "GET /v1/integration-settings/systems": systems,
      "GET /v1/integration-settings/fiken/syncs": ok({ data: [DONE_SYNC] }),
      "GET /v1/integration-settings/fiken/write-backs": ok({ data: WRITE_BACKS }),
      "POST /v1/integration-settings/fiken/write-backs/wb-1/retry": () => jsonResponse(202, {}),
    });
    const user = userEvent.setup();
    renderTab();

    const facts = await screen.findByTestId("integration-connection");
    expect(within(facts).getByText("Fjord Rør AS")).toBeInTheDocument();
    expect(within(facts).getByText("01.03.2026")).toBeInTheDocument();
    expect(within(facts).getByText("02.03.2026 06:00 (Nattlig synkronisering) – Ferdig")).toBeInTheDocument();
    // no other integration while connected
    expect(screen.queryByRole("button", { name: "Bruk filimport" })).toBeNull();
    expect(screen.getByText("Koble fra Fiken (lokal) før du velger en annen integrasjon.")).toBeInTheDocument();

    const result = screen.getByTestId("sync-result");
    expect(within(result).getByText("Nye poster").nextSibling).toHaveTextContent("50");
    expect(screen.getByText("1 post ble ikke hentet.")).toBeInTheDocument();
    expect(screen.getByRole("cell", { name: "Fakturaen mangler forfallsdato" })).toBeInTheDocument();

    const history = await screen.findByRole("table", { name: "Tidligere synkroniseringer" });
    const link = within(history).getByRole("link", { name: "Vis resultatet fra 02.03.2026 06:00" });
    expect(link).toHaveAttribute("href", `/customer/ledger/sync?id=${DONE_SYNC.syncId}`);

    const writeBacks = await screen.findByRole("table", { name: "Tilbakeføringer til Fiken (lokal)" });
    const failed = within(writeBacks).getByRole("row", { name: /10023/ });
    expect(within(failed).getByText("Avskrevet saldo")).toBeInTheDocument();
    const cells = within(failed)
      .getAllByRole("cell")
      .map((c) => c.textContent);
    expect(cells).toContain(formatMoney(123_450));
    expect(formatMoney(123_450)).toBe("1\u00a0234,50\u00a0kr");
    expect(within(failed).getByText("05.03.2026")).toBeInTheDocument();
    expect(within(failed).getByText("Fakturaen er allerede betalt i Fiken")).toBeInTheDocument();
    expect(within(writeBacks).getByRole("row", { name: /10024/ })).not.toHaveTextContent("Prøv igjen");
    await user.click(within(failed).getByRole("button", { name: "Prøv igjen (faktura 10023)" }));
    expect(await screen.findByText("Tilbakeføringen prøves igjen.")).toBeInTheDocument();
    expect(fetch.requests.some((r) => r.method === "POST" && r.path.endsWith("/wb-1/retry"))).toBe(true);
  });

  it("«Synkroniser nå» starts a sync and follows it by realtime to its result", async () => {
    FakeSocket.install();
    setSession({ accessToken: "acc1", expiresAt: Date.now() + 60_000, type: "user", id: "u1" });
    const running = {
      ...DONE_SYNC,
      syncId: "01JSYNC00000000000000002",
      status: "running" as const,
      trigger: "manual" as const,
      endedAt: null,
      result: null,
      issues: [],
    };
    const done = {
      ...running,
      status: "done" as const,
      endedAt: Date.UTC(2026, 2, 3, 9, 2),
      result: { created: 7, skipped: 0, matched: 1, unmatched: 0, debtorsCreated: 2 },
    };
    const fetch = mockFetch({
      "GET /v1/integration-settings": ok(setting("fiken")),
      "GET /v1/integration-settings/systems": systems,
      "GET /v1/integration-settings/fiken/syncs": ok({ data: [DONE_SYNC] }),
      "GET /v1/integration-settings/fiken/write-backs": ok({ data: [] }),
      "POST /v1/integration-settings/fiken/import": () => jsonResponse(202, { syncId: running.syncId }),
      [`GET /v1/integration-settings/fiken/syncs/${running.syncId}`]: [
        ok(running),
        ok(running),
        ok(done),
        ok(done),
        ok(done),
      ],
    });
    const user = userEvent.setup();
    renderTab();

    await user.click(await screen.findByRole("button", { name: "Synkroniser nå" }));
    expect(await screen.findByText("Synkroniseringen er startet.")).toBeInTheDocument();
    const bar = await screen.findByRole("progressbar", { name: "Synkronisering fra Fiken (lokal)" });
    expect(screen.getByRole("button", { name: "Synkroniser nå" })).toBeDisabled();

    const socket = await waitFor(() => FakeSocket.open()[0]!);
    socket.onopen?.();
    const batch = { batchId: `sync:${running.syncId}`, kind: "accounting.sync", total: 50, failed: 0 };
    socket.receive({
      channel: "customer.c1",
      event: "batch.progress",
      payload: { ...batch, done: 20, status: "running" },
    });
    await waitFor(() => expect(bar).toHaveAttribute("aria-valuenow", "20"));
    expect(screen.getByText("20 av 50 poster")).toBeInTheDocument();

    socket.receive({ channel: "customer.c1", event: "batch.done", payload: { ...batch, done: 50, status: "done" } });
    const result = await screen.findByTestId("sync-result");
    expect(within(result).getByText("Nye poster").nextSibling).toHaveTextContent("7");
    expect(screen.getByText("Synkroniseringen 03.03.2026 10:02 er ferdig")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Synkroniser nå" })).toBeEnabled();
    expect(fetch.requests.filter((r) => r.path === "/v1/integration-settings/fiken/import")).toHaveLength(1);
  });

  it("a token system: the key's field with its how-to, and the API's refusal on the field (422)", async () => {
    const fetch = mockFetch({
      "GET /v1/integration-settings": ok(
        setting(
          "tripletex",
          connection({ status: "disconnected", companyName: null, connectedAt: null, lastSync: null }),
        ),
      ),
      "GET /v1/integration-settings/systems": systems,
      "POST /v1/integration-settings/tripletex/connect": () =>
        jsonResponse(422, {
          message: "Tripletex godtok ikke nøkkelen.",
          errors: { employeeToken: ["Tripletex godtok ikke nøkkelen. Sjekk at den er riktig og ikke utløpt."] },
        }),
    });
    const user = userEvent.setup();
    renderTab();

    const field = await screen.findByLabelText(labelText("Ansattnøkkel"));
    expect(field).toHaveAccessibleDescription(/fanen «API-tilgang»/);
    await user.click(screen.getByRole("button", { name: "Koble til" }));
    expect(await screen.findByText("Dette feltet er obligatorisk.")).toBeInTheDocument();
    expect(fetch.requests.some((r) => r.method === "POST")).toBe(false);

    await user.type(field, "  et-feil-token ");
    await user.click(screen.getByRole("button", { name: "Koble til" }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        /Tripletex godtok ikke nøkkelen. Sjekk at den er riktig og ikke utløpt./,
      ),
    );
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(fetch.requests.find((r) => r.method === "POST")?.body).toEqual({
      fields: { employeeToken: "et-feil-token" },
    });
  });

  it("chooseCompany: picks one of the companies", async () => {
    const companies = [
      { ref: "fjord-ror-as", name: "Fjord Rør AS", orgNumber: "912345678" },
      { ref: "fjord-eiendom-as", name: "Fjord Eiendom AS" },
    ];
    const fetch = mockFetch({
      "GET /v1/integration-settings": ok(
        setting(
          "fiken",
          connection({ status: "chooseCompany", companyName: null, companyRef: null, companies, lastSync: null }),
        ),
      ),
      "GET /v1/integration-settings/systems": systems,
      "PUT /v1/integration-settings/fiken/company": ok(
        setting("fiken", connection({ companyName: "Fjord Eiendom AS", lastSync: null })),
      ),
      "GET /v1/integration-settings/fiken/syncs": ok({ data: [] }),
      "GET /v1/integration-settings/fiken/write-backs": ok({ data: [] }),
    });
    const user = userEvent.setup();
    renderTab();

    const select = await screen.findByLabelText("Selskap");
    expect(within(select).getByRole("option", { name: "Fjord Rør AS (org.nr. 912345678)" })).toBeInTheDocument();
    await user.selectOptions(select, "fjord-eiendom-as");
    await user.click(screen.getByRole("button", { name: "Bruk dette selskapet" }));
    expect(await screen.findByText("Fjord Eiendom AS er valgt.")).toBeInTheDocument();
    expect(fetch.requests.find((r) => r.method === "PUT")?.body).toEqual({ companyRef: "fjord-eiendom-as" });
    expect(within(screen.getByTestId("integration-connection")).getByText("Tilkoblet")).toBeInTheDocument();
  });

  it("reconnect: says the system no longer accepts our access, and connects again", async () => {
    const leave = vi.fn();
    setLeaveApp(leave);
    mockFetch({
      "GET /v1/integration-settings": ok(setting("fiken", connection({ status: "reconnect" }))),
      "GET /v1/integration-settings/systems": systems,
      "GET /v1/integration-settings/fiken/syncs": ok({ data: [DONE_SYNC] }),
      "GET /v1/integration-settings/fiken/write-backs": ok({ data: [] }),
      "GET /v1/integration-settings/redirect-uri": ok({
        redirectUri: "http://127.0.0.1:3000/_local/fiken/oauth/authorize?state=s2",
      }),
    });
    const user = userEvent.setup();
    renderTab();

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Fiken (lokal) godtar ikke lenger tilgangen vår");
    await user.click(within(alert).getByRole("button", { name: "Koble til på nytt" }));
    await waitFor(() =>
      expect(leave).toHaveBeenCalledWith("http://127.0.0.1:3000/_local/fiken/oauth/authorize?state=s2"),
    );
  });

  it("«Koble fra» asks first, then disconnects (the ledger kept)", async () => {
    const fetch = mockFetch({
      "GET /v1/integration-settings": ok(setting("fiken")),
      "GET /v1/integration-settings/systems": systems,
      "GET /v1/integration-settings/fiken/syncs": ok({ data: [DONE_SYNC] }),
      "GET /v1/integration-settings/fiken/write-backs": ok({ data: [] }),
      "PUT /v1/integration-settings/fiken/reset": ok(
        setting("fiken", connection({ status: "disconnected", companyName: null, connectedAt: null, lastSync: null })),
      ),
    });
    const user = userEvent.setup();
    renderTab();

    await user.click(await screen.findByRole("button", { name: "Koble fra" }));
    const dialog = await screen.findByRole("dialog", { name: "Koble fra Fiken (lokal)?" });
    expect(dialog).toHaveTextContent("Reskontroen og sakene beholdes.");
    expect(fetch.requests.some((r) => r.method === "PUT")).toBe(false);
    await user.click(within(dialog).getByRole("button", { name: "Koble fra" }));
    expect(await screen.findByText("Fiken (lokal) er koblet fra.")).toBeInTheDocument();
    expect(within(screen.getByTestId("integration-connection")).getByText("Ikke tilkoblet")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Koble til Fiken (lokal)" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Tilkobling" })).toHaveFocus();
  });

  it("without the right to change: read-only, with who can", async () => {
    mockFetch({
      "GET /v1/integration-settings": ok(setting("fiken")),
      "GET /v1/integration-settings/systems": systems,
      "GET /v1/integration-settings/fiken/syncs": ok({ data: [DONE_SYNC] }),
      "GET /v1/integration-settings/fiken/write-backs": ok({ data: WRITE_BACKS }),
    });
    renderTab("sales");

    expect(
      await screen.findByText(
        /Bare kontoeieren eller en bruker som har lov til å endre kontoen, kan endre integrasjonen/,
      ),
    ).toBeInTheDocument();
    expect(await screen.findByTestId("sync-result")).toBeInTheDocument();
    await screen.findByRole("table", { name: "Tilbakeføringer til Fiken (lokal)" });
    expect(
      screen.queryByRole("button", { name: /Synkroniser nå|Koble fra|Prøv igjen|Velg|Bruk filimport/ }),
    ).toBeNull();
  });
  it("in English: the local system's name, the token's label and its how-to", async () => {
    await i18n.changeLanguage("en");
    mockFetch({
      "GET /v1/integration-settings": ok(
        setting(
          "tripletex",
          connection({ status: "disconnected", companyName: null, connectedAt: null, lastSync: null }),
        ),
      ),
      "GET /v1/integration-settings/systems": systems,
    });
    renderTab();

    const field = await screen.findByLabelText(labelText("Employee token"));
    expect(field).toHaveAccessibleDescription(/the "API access" tab/);
    expect(screen.getByRole("heading", { name: "Connect Tripletex (local)" })).toBeInTheDocument();
    expect(within(screen.getByTestId("integration-connection")).getByText("Not connected")).toBeInTheDocument();
    expect(screen.getByText("Integration: Tripletex (local).", { exact: false })).toBeInTheDocument();
  });
});
