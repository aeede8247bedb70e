import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testServer, useTestSystem, type TestServer } from "@innfri/core/accounting/testing/test-system";
import { SYSTEMS } from "@innfri/core/accounting/systems";
import { call } from "../../../test/support";
import { ledgerOwner } from "../../../test/ledger";

/** The integrations' routes (issue 22) against the spine's test system (core accounting/testing/test-system.ts). */

let server: TestServer;
let restore: () => void;

beforeEach(() => {
  server = testServer([
    [
      {
        id: "1",
        type: "inv",
        no: "API-1",
        customer: { no: "K-1", name: "Kunde En" },
        date: "2026-04-01",
        due: "2026-04-15",
        cents: 10_000,
      },
    ],
    [{ id: "p1", type: "pay", date: "2026-04-20", cents: 4_000, invoiceNo: "API-1" }],
  ]);
  restore = useTestSystem(server);
});
afterEach(() => restore());

async function syncDone(token: string, syncId: string) {
  for (let i = 0; i < 150; i++) {
    const res = await call("GET", `/integration-settings/visma/syncs/${syncId}`, { token });
    if (res.body.status !== "running") return res.body;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`sync ${syncId} still running`);
}

describe("/integration-settings with an accounting system (issue 22)", () => {
  it("offers the system, connects it by OAuth, syncs it, reads its accounts and disconnects", async () => {
    const { token, customerId } = await ledgerOwner("owner", { integration: false });
    const systems = await call("GET", "/integration-settings/systems", { token });
    expect(systems.body.data).toContainEqual({
      id: "visma",
      name: "Testbok",
      auth: { kind: "oauth", pkce: true },
      local: true,
    });
    const chosen = await call("POST", "/integration-settings", { token, body: { integration: "visma" } });
    expect(chosen).toMatchObject({
      status: 200,
      body: { integration: "visma", connection: { status: "disconnected" } },
    });

    const redirect = await call(
      "GET",
      `/integration-settings/redirect-uri?customerId=${customerId}&integrationId=visma`,
      { token },
    );
    const state = new URL(redirect.body.redirectUri).searchParams.get("state")!;
    const oauth = await call("POST", "/integration-settings/oauth", { token, body: { state, code: "good-code" } });
    expect(oauth).toMatchObject({
      status: 200,
      body: { connection: { status: "connected", companyName: "Testbok AS", syncing: false } },
    });
    // the state is used: both languages say so on the field
    for (const [lang, text] of [
      ["no", "Tilkoblingen er utløpt eller allerede brukt. Start tilkoblingen på nytt."],
      ["en", "The connection has expired or was used already. Start connecting again."],
    ] as const) {
      const again = await call("POST", "/integration-settings/oauth", {
        token,
        lang,
        body: { state, code: "good-code" },
      });
      expect(again).toMatchObject({ status: 422, body: { errors: { state: [text] } } });
    }

    const started = await call("POST", "/integration-settings/visma/import", { token });
    expect(started.status).toBe(202);
    const done = await syncDone(token, started.body.syncId);
    // who started it: the user's name, not the trigger
    expect(done).toMatchObject({
      status: "done",
      trigger: "manual",
      startedBy: "Test Bruker",
      result: { created: 2, matched: 1 },
      error: null,
    });
    const list = await call("GET", "/integration-settings/visma/syncs", { token });
    expect(list.body.data[0]).toMatchObject({ syncId: started.body.syncId, startedBy: "Test Bruker" });
    const setting = await call("GET", "/integration-settings", { token });
    expect(setting.body.connection).toMatchObject({
      lastSync: { syncId: started.body.syncId, startedBy: "Test Bruker" },
      syncing: false,
      otherSystemsInLedger: [],
    });

    expect(await call("GET", "/integration-settings/visma/account-numbers", { token })).toMatchObject({
      status: 200,
      body: { data: [{ number: "1500", name: "Kundefordringer" }] },
    });
    server.fault("/api/c/testbok-as/units", { status: 503 });
    const silent = await call("GET", "/integration-settings/visma/org-units", { token, lang: "en" });
    expect(silent).toMatchObject({
      status: 503,
      body: { message: "The accounting system is not answering right now. Try again in a moment." },
    });

    const reset = await call("PUT", "/integration-settings/visma/reset", { token });
    expect(reset).toMatchObject({ status: 200, body: { connection: { status: "disconnected" } } });
    expect(server.revoked).toHaveLength(1);
    expect((await call("POST", "/integration-settings/visma/import", { token })).status).toBe(409);

    // another system chosen into the same ledger: the tab is told the ledger holds this one's invoices
    const next = await call("POST", "/integration-settings", { token, body: { integration: "fiken" } });
    expect(next).toMatchObject({
      status: 200,
      body: { integration: "fiken", connection: { status: "disconnected", otherSystemsInLedger: ["visma"] } },
    });
  });

  it("refuses a system it does not offer on the field, and a redirect for another customer", async () => {
    const { token } = await ledgerOwner("owner", { integration: false });
    // a system of the enum without its line in accounting/systems.ts is not offered
    const kept = SYSTEMS.poweroffice;
    delete SYSTEMS.poweroffice;
    try {
      const bad = await call("POST", "/integration-settings", {
        token,
        lang: "en",
        body: { integration: "poweroffice" },
      });
      expect(bad).toMatchObject({
        status: 422,
        body: { errors: { integration: ["This accounting system is not offered."] } },
      });
    } finally {
      if (kept) SYSTEMS.poweroffice = kept;
    }
    await call("POST", "/integration-settings", { token, body: { integration: "visma" } });
    const other = await call("GET", "/integration-settings/redirect-uri?customerId=someone-else&integrationId=visma", {
      token,
    });
    expect(other.status).toBe(404);
  });
});
