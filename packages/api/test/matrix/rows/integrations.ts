/**
 * Rows of the accounting integrations (issue 22): routes on the session's customer, read by whoever reads the ledger,
 * changed with editAccount. They run against the spine's test system (core accounting/testing/test-system.ts),
 * registered for the matrix's process as "visma" (OAuth with PKCE) and "poweroffice" (typed tokens). Rows whose cells
 * change the connection itself (connect, company, reset, retry) get a customer each (`own`).
 */
import { ulid } from "ulid";
import { testServer, useTestSystem, type TestServer } from "@innfri/core/accounting/testing/test-system";
import { db } from "@innfri/core/dynamo/db";
import { VOUCHER_TYPES } from "@innfri/core/ledger/voucher-rules";
import { createVoucher } from "@innfri/core/ledger/vouchers";
import { writeOff } from "@innfri/core/ledger/write-off";
import { call } from "../../support";
import type { Actor } from "../actors";
import { secretsOf, type Row } from "../row";
import { ledgerSession, type World } from "../worlds";

const server: TestServer = testServer([
  [
    {
      id: "m1",
      type: "inv",
      no: `MX-${ulid().slice(-8)}`,
      customer: { no: "MX-1", name: "Matrise Kunde" },
      date: "2026-04-01",
      due: "2026-04-15",
      cents: 5_000,
    },
  ],
]);
useTestSystem(server, "visma");
useTestSystem(server, "poweroffice", { kind: "token", fields: ["employeeToken"] });

async function ok(status: number, method: string, path: string, opts: Parameters<typeof call>[2]) {
  const res = await call(method, path, opts);
  if (res.status !== status) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** The owner's session on the world with `system` chosen (and, when `connect`, connected by OAuth). */
async function chosen(owner: Actor, w: World, system: "visma" | "poweroffice", connect: boolean) {
  const s = await ledgerSession(owner, w);
  await ok(200, "POST", "/integration-settings", { token: s.token, body: { integration: system } });
  if (connect) {
    const state = await stateOf(s.token, w);
    await ok(200, "POST", "/integration-settings/oauth", { token: s.token, body: { state, code: "good-code" } });
  }
  return s;
}

const stateOf = async (token: string, w: World) => {
  const { redirectUri } = await ok(
    200,
    "GET",
    `/integration-settings/redirect-uri?customerId=${w.customerId}&integrationId=visma`,
    {
      token,
    },
  );
  return new URL(redirectUri).searchParams.get("state")!;
};

/** The world connected to the test system once (the rows that read or sync share it). */
const connectedWorlds = new Map<string, Promise<Actor>>();
function connected(owner: Actor, w: World): Promise<Actor> {
  let p = connectedWorlds.get(w.customerId);
  if (!p) connectedWorlds.set(w.customerId, (p = chosen(owner, w, "visma", true)));
  return p;
}

type Prepared = { path: string; body?: unknown };

const row = (
  method: string,
  path: string,
  prepare: (owner: Actor, w: World) => Promise<Prepared>,
  own?: true,
): Row => ({
  method,
  path,
  ...(own ? { own } : {}),
  req: async ({ c, world }) => {
    const w = await world();
    const p = await prepare(c.actors.owner, w);
    return { method, path: p.path, body: p.body, secrets: secretsOf(w) };
  },
});

const base = "/integration-settings";

export const INTEGRATION_ROWS: Row[] = [
  row("GET", `${base}/systems`, async () => ({ path: `${base}/systems` })),
  row("GET", `${base}/redirect-uri`, async (owner, w) => {
    await connected(owner, w);
    return { path: `${base}/redirect-uri?customerId=${w.customerId}&integrationId=visma` };
  }),
  row("POST", `${base}/oauth`, async (owner, w) => {
    const s = await connected(owner, w);
    return { path: `${base}/oauth`, body: { state: await stateOf(s.token, w), code: "good-code" } };
  }),
  row(
    "PUT",
    `${base}/{id}/company`,
    async (owner, w) => {
      server.companies.push({ slug: "andre-as", name: "Andre AS" }); // two companies: the user chooses
      try {
        await chosen(owner, w, "visma", true);
      } finally {
        server.companies.pop();
      }
      return { path: `${base}/visma/company`, body: { companyRef: "andre-as" } };
    },
    true,
  ),
  row(
    "POST",
    `${base}/{id}/connect`,
    async (owner, w) => {
      await chosen(owner, w, "poweroffice", false);
      return { path: `${base}/poweroffice/connect`, body: { fields: { employeeToken: "good-token" } } };
    },
    true,
  ),
  row(
    "PUT",
    `${base}/{id}/reset`,
    async (owner, w) => {
      await chosen(owner, w, "visma", true);
      return { path: `${base}/visma/reset` };
    },
    true,
  ),
  row("POST", `${base}/{id}/import`, async (owner, w) => {
    await connected(owner, w);
    return { path: `${base}/visma/import` };
  }),
  row("GET", `${base}/{id}/syncs`, async (owner, w) => {
    await connected(owner, w);
    return { path: `${base}/visma/syncs` };
  }),
  row("GET", `${base}/{id}/syncs/{syncId}`, async (owner, w) => {
    const s = await connected(owner, w);
    const { syncId } = await ok(202, "POST", `${base}/visma/import`, { token: s.token });
    return { path: `${base}/visma/syncs/${syncId}` };
  }),
  row("GET", `${base}/{id}/account-numbers`, async (owner, w) => {
    await connected(owner, w);
    return { path: `${base}/visma/account-numbers` };
  }),
  row("GET", `${base}/{id}/org-units`, async (owner, w) => {
    await connected(owner, w);
    return { path: `${base}/visma/org-units` };
  }),
  row("GET", `${base}/{id}/write-backs`, async (owner, w) => {
    await connected(owner, w);
    return { path: `${base}/visma/write-backs` };
  }),
  row("POST", `${base}/{id}/write-offs`, async (owner, w) => {
    const s = await connected(owner, w);
    const debtor = await ok(201, "POST", "/debtors", {
      token: s.token,
      body: { type: "person", name: "Matrise Avskrevet", customerNumber: `MXW-${ulid().slice(-8)}` },
    });
    // an invoice of the system (as a sync writes it), written off in our ledger (SPEC 9: within NOK 100)
    const number = `MXW-${ulid().slice(-10)}`;
    const actor = { userId: owner.userId };
    const invoice = await createVoucher(
      w.customerId,
      {
        type: VOUCHER_TYPES.invoice,
        invoiceType: 1,
        number,
        voucherDate: "2026-04-01",
        dueDate: "2026-04-15",
        amountOre: 5_000,
        source: "visma",
        debtorId: debtor.id,
      },
      actor,
    );
    await writeOff(w.customerId, invoice.debtorId, actor);
    const voucherId = invoice.voucherId;
    return { path: `${base}/visma/write-offs`, body: { voucherIds: [voucherId], reason: "collectionFailed" } };
  }),
  row(
    "POST",
    `${base}/{id}/write-backs/{key}/retry`,
    async (owner, w) => {
      await connected(owner, w);
      const key = `payment:matrix:${ulid()}`;
      await db()
        .entities.accountingWriteBack.create({
          customerId: w.customerId,
          key,
          system: "visma",
          kind: "payment",
          voucherId: "inv-matrix",
          invoiceNumber: "MX-0",
          amountOre: 100,
          date: "2026-05-01",
          status: "failed",
          error: "integrations.unavailable",
        })
        .go();
      return { path: `${base}/visma/write-backs/${encodeURIComponent(key)}/retry` };
    },
    true,
  ),
];
