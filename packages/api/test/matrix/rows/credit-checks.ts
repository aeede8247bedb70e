/**
 * Rows of the credit check (issue 21): routes on the session's customer for its owner alone (`customer:owner`), and
 * the users' verification (the user itself, or staff / admin). The world's owner is verified and its customer given
 * credit checks once; checks ask the local bureau (test/setup.ts) about its clean company, 910000012.
 */
import { credit } from "@innfri/core/billing/entitlements";
import { setVerification } from "@innfri/core/credit-check/checks";
import { call } from "../../support";
import type { Actor } from "../actors";
import { secretsOf, sharedByCells, type Row } from "../row";
import { ledgerOf, ledgerSession, targetUser, type World } from "../worlds";
import { casesOf } from "./cases";

const CLEAN = "910000012";
const ready = new Map<string, Promise<void>>();

/** The world's owner verified for credit checks, and its customer given some (once per customer). */
function checksOf(owner: Actor, w: World) {
  let p = ready.get(w.customerId);
  if (!p) {
    p = (async () => {
      await setVerification(owner.userId, "verified", { userId: "system", staff: true });
      await credit(w.customerId, { creditChecks: 100 }, "access matrix", { userId: "system" });
    })();
    ready.set(w.customerId, p);
  }
  return p;
}

/** A check of the clean company by the world's owner, with its PDF made (the reads share one). */
const sharedCheck = sharedByCells<string>();
function checkOf(owner: Actor, w: World): Promise<string> {
  return sharedCheck(w, async () => {
    await checksOf(owner, w);
    const s = await ledgerSession(owner, w);
    const res = await call("POST", `/users/${owner.userId}/credit-check`, {
      token: s.token,
      body: { kind: "company", orgNumber: CLEAN },
    });
    if (res.status !== 200) throw new Error(`a credit check: ${res.status} ${JSON.stringify(res.body)}`);
    const id = res.body.check.id as string;
    for (let i = 0; i < 100; i++) {
      if ((await call("GET", `/case-credit-check/get-pdf/${id}`, { token: s.token })).status === 200) return id;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error("the report's PDF was not made");
  });
}

const row = (
  method: string,
  path: string,
  prepare: (owner: Actor, w: World, self: Actor) => Promise<{ path: string; body?: unknown }>,
): Row => ({
  method,
  path,
  req: async ({ c, actor, world }) => {
    const w = await world();
    await checksOf(c.actors.owner, w);
    const p = await prepare(c.actors.owner, w, actor);
    return { method, path: p.path, body: p.body, secrets: secretsOf(w) };
  },
});

export const CREDIT_CHECK_ROWS: Row[] = [
  row("GET", "/credit-checks", async () => ({ path: "/credit-checks" })),
  row("GET", "/credit-checks/companies", async () => ({ path: "/credit-checks/companies?name=fjordlys%20as" })),
  row("GET", "/credit-checks/{id}", async (o, w) => ({ path: `/credit-checks/${await checkOf(o, w)}` })),
  row("GET", "/case-credit-check/get-pdf/{id}", async (o, w) => ({
    path: `/case-credit-check/get-pdf/${await checkOf(o, w)}`,
  })),
  // the check is the actor's own (another user's id is one that does not exist): each cell asks as itself
  row("POST", "/users/{id}/credit-check", async (_o, _w, self) => ({
    path: `/users/${self.userId}/credit-check`,
    body: { kind: "company", orgNumber: CLEAN },
  })),
  row("POST", "/case-credit-check/{type}", async (o, w) => {
    await casesOf(w);
    const l = await ledgerOf(o, w);
    const debtor = {
      type: "company",
      name: "Fjordlys Rørleggerservice AS",
      customerNumber: `K-${Math.random().toString(36).slice(2, 10)}`,
      orgNumber: CLEAN,
    };
    const inv = await l.voucher("/invoices", { debtor });
    const res = await call("POST", "/cases", {
      token: l.token,
      body: { debtorId: inv.debtorId, voucherIds: [inv.id], open: true },
    });
    if (res.status !== 201) throw new Error(`starting a case: ${res.status} ${JSON.stringify(res.body)}`);
    return { path: "/case-credit-check/company", body: { caseId: res.body.data.id } };
  }),
  {
    method: "GET",
    path: "/users/{id}/credit-check-status",
    req: async ({ world }) => {
      const t = await targetUser(await world());
      return { method: "GET", path: `/users/${t.userId}/credit-check-status`, secrets: [t.email] };
    },
  },
  {
    method: "POST",
    path: "/users/{id}/credit-check-status",
    req: async ({ world }) => {
      const t = await targetUser(await world());
      return {
        method: "POST",
        path: `/users/${t.userId}/credit-check-status`,
        body: { status: "verified" },
        secrets: [t.email],
      };
    },
  },
];
