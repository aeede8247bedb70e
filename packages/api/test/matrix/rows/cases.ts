import "@innfri/core/cases/letter-hooks"; // the letters rendered or moved here report to their cases, as in the deployed functions
/**
 * Rows of the cases (issue 10): routes on the customer loaded in the session, and /customers/{id}/allowances on the
 * path's customer. The world's customer gets what letters need (address, account number) and an allowance, once;
 * each cell that starts or opens a case gets an open invoice (of a debtor of its own) made by the world's owner.
 */
import { db } from "@innfri/core/dynamo/db";
import { credit } from "@innfri/core/billing/entitlements";
import { RenderLetter } from "@innfri/core/letters/letter-queue";
import { sampleLetter } from "@innfri/core/letters/pdf/sample-letter";
import { renderLetter } from "@innfri/core/letters/render-letter";
import { logQueuedMail } from "@innfri/core/mail/mail-log";
import { stepsOf } from "@innfri/core/procedures/index";
import { seedProcedures } from "@innfri/core/procedures/seed";
import { call } from "../../support";
import type { Actor } from "../actors";
import { secretsOf, sharedByCells, type Row } from "../row";
import { ledgerOf, type World } from "../worlds";

const ready = new Map<string, Promise<void>>();

/** The world's customer, able to start cases (once per customer). */
export function casesOf(w: World) {
  let p = ready.get(w.customerId);
  if (!p) {
    p = (async () => {
      await seedProcedures(); // the procedures cases follow (creates only what is missing)
      await db()
        .entities.customer.patch({ customerId: w.customerId })
        .set({ address: "Matriseveien 1", postNumber: "0155", city: "Oslo", accountNumber: "12345678903" })
        .go();
      await credit(w.customerId, { cases: 1000, halfSends: 2000 }, "access matrix", { userId: "system" });
    })();
    ready.set(w.customerId, p);
  }
  return p;
}

/** A case of the world, started (or saved not started) by its owner on a new invoice; its id and debtor's name. */
export async function caseOf(owner: Actor, w: World, open = true) {
  await casesOf(w);
  const l = await ledgerOf(owner, w);
  const inv = await l.voucher("/invoices");
  const res = await call("POST", "/cases", {
    token: l.token,
    body: { debtorId: inv.debtorId, voucherIds: [inv.id], open },
  });
  if (res.status !== 201) throw new Error(`starting a case: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.data.id as string, debtorName: inv.debtorName as string };
}

type Prepared = { path: string; body?: unknown; secrets?: string[] };
export const row = (method: string, path: string, prepare: (owner: Actor, w: World) => Promise<Prepared>): Row => ({
  method,
  path,
  req: async ({ c, world }) => {
    const w = await world();
    await casesOf(w);
    const p = await prepare(c.actors.owner, w);
    return { method, path: p.path, body: p.body, secrets: [...secretsOf(w), ...(p.secrets ?? [])] };
  },
});

/** A route on one case: a case of its own per cell, or, for a read, one the row's cells share (sharedByCells). */
const onCase = (method: string, sub: string, open = true, body?: unknown) => {
  const forReads = sharedByCells<Awaited<ReturnType<typeof caseOf>>>();
  return row(method, `/cases/{id}${sub}`, async (owner, w) => {
    const k = await (method === "GET" ? forReads(w, () => caseOf(owner, w, open)) : caseOf(owner, w, open));
    return { path: `/cases/${k.id}${sub}`, body, secrets: [k.debtorName] };
  });
};

/** A step batch of one case, started by the world's owner (one the cells share: they only read it). */
const sharedBatch = sharedByCells<{ id: string; debtorName: string }>();
const batchOf = (owner: Actor, w: World) =>
  sharedBatch(w, async () => {
    const k = await caseOf(owner, w);
    const l = await ledgerOf(owner, w);
    const offered = await call("GET", `/cases/${k.id}/available-steps`, { token: l.token });
    const step = offered.body.data.find(
      (s: { allowed: boolean; channels: string[] }) => s.allowed && s.channels.includes("post"),
    );
    const body = { caseIds: [k.id], stepId: step.stepId, channels: ["post"] };
    const res = await call("POST", "/case-documents/send", { token: l.token, body });
    if (res.status !== 202) throw new Error(`starting a batch: ${res.status} ${JSON.stringify(res.body)}`);
    return { id: res.body.data.id as string, debtorName: k.debtorName };
  });

/** A case with one letter stored (channel partner: no mail, no print item), as the render job leaves it. */
const withLetter = (method: string, path: string, at: (caseId: string) => Prepared) =>
  row(method, path, async (owner, w) => {
    const k = await caseOf(owner, w);
    const payload = {
      customerId: w.customerId,
      caseId: k.id,
      letterId: "brev-1",
      channels: ["partner"],
      model: sampleLetter(),
    };
    await renderLetter(RenderLetter.parse(payload));
    const p = at(k.id);
    return { ...p, secrets: [k.debtorName] };
  });

/** A case with one logged mail (as the render job logs a letter's mail): its id is the case's own. */
const withMail = row("POST", "/case-emails/resend/{id}", async (owner, w) => {
  const k = await caseOf(owner, w);
  const mailId = `M${w.customerId.slice(-8)}${k.id}`;
  // an address per cell: a letter's resends are throttled per recipient (security-review-2 G6)
  const mail = { to: `matrix-${mailId.toLowerCase()}@example.no`, subject: "Brev", text: "Hei", html: "<p>Hei</p>" };
  await logQueuedMail({ customerId: w.customerId, caseId: k.id, mailId }, mail);
  return { path: `/case-emails/resend/${mailId}`, secrets: [k.debtorName] };
});

/** The response of the case's enforcement petition step (the seeded procedures: once per run, idempotent). */
let seeded: Promise<void> | undefined;
const stepResponse = (method: "GET" | "PUT") =>
  row(method, "/cases/{id}/steps/{stepId}/response", async (owner, w) => {
    await (seeded ??= seedProcedures());
    const k = await caseOf(owner, w);
    const { body: view } = await call("GET", `/cases/${k.id}`, { token: (await ledgerOf(owner, w)).token });
    const step = (await stepsOf(view?.procedureId ?? "company")).find((s) => s.kind === "enforcement-petition")!;
    const body = method === "PUT" ? { issueDate: "2026-01-05", namsbokNumber: "26-1ENE" } : undefined;
    return { path: `/cases/${k.id}/steps/${step.id}/response`, body, secrets: [k.debtorName] };
  });

/**
 * A case whose konkursvarsel awaits service (issue 18 #1): the step item as the step runner leaves it, written
 * directly (running the ladder up to a konkursvarsel per cell would take minutes); one per cell, as a service is
 * recorded once.
 */
const awaitingService = row("PATCH", "/cases/{id}/steps/{runId}/service", async (owner, w) => {
  const k = await caseOf(owner, w);
  const runId = `serve-${k.id}`;
  await db()
    .entities.caseStep.create({
      customerId: w.customerId,
      caseId: k.id,
      runId,
      stepId: "company-konkursvarsel",
      kind: "bankruptcy-notice",
      nameNo: "Konkursvarsel",
      nameEn: "Bankruptcy notice",
      status: "queued",
      source: "manual",
      plannedSendAt: Date.parse("2026-03-02T09:00:00Z"),
      sendDate: "2026-03-02",
      deadlineExplanations: [],
      feeOre: 0,
      statutoryFeeOre: 0,
      fees: [{ voucherId: "v", feeOre: 0, statutoryFeeOre: 0, compensationOre: 0, explanations: [] }],
      interestOre: 0,
      channels: ["post"],
      letterId: runId,
      letter: {},
      runBy: "matrix",
      sweep: "done",
      serviceStatus: "awaiting",
      serviceDays: 14,
    })
    .go();
  return { path: `/cases/${k.id}/steps/${runId}/service`, body: { servedDate: "2026-03-04" }, secrets: [k.debtorName] };
});

export const CASE_ROWS: Row[] = [
  row("GET", "/cases", async () => ({ path: "/cases" })),
  row("POST", "/cases", async (owner, w) => {
    const inv = await (await ledgerOf(owner, w)).voucher("/invoices");
    return { path: "/cases", body: { debtorId: inv.debtorId, voucherIds: [inv.id] }, secrets: [inv.debtorName] };
  }),
  row("POST", "/cases/export-statistics", async () => ({ path: "/cases/export-statistics", body: {} })),
  row("GET", "/cases/case-statistics", async () => ({ path: "/cases/case-statistics" })),
  row("GET", "/cases/case-statistics-claim-amount", async () => ({ path: "/cases/case-statistics-claim-amount" })),
  row("GET", "/cases/case-steps", async () => ({ path: "/cases/case-steps" })),
  row("GET", "/cases/multiple-procedures", async (owner, w) => {
    const k = await caseOf(owner, w);
    return { path: `/cases/multiple-procedures?ids=${k.id}` };
  }),
  onCase("GET", ""),
  onCase("GET", "/events"),
  onCase("GET", "/procedures"),
  onCase("PATCH", "/open", false, {}),
  onCase("GET", "/available-steps"),
  onCase("GET", "/steps"),
  row("POST", "/cases/{id}/steps", async (owner, w) => {
    const k = await caseOf(owner, w);
    const l = await ledgerOf(owner, w);
    const offered = await call("GET", `/cases/${k.id}/available-steps`, { token: l.token });
    // a step the law allows by post (the world's debtor may have no e-mail address): the purring of a case long due
    const step = offered.body.data.find(
      (s: { allowed: boolean; channels: string[] }) => s.allowed && s.channels.includes("post"),
    );
    if (!step) throw new Error(`no step to run: ${JSON.stringify(offered.body)}`);
    return { path: `/cases/${k.id}/steps`, body: { stepId: step.stepId, channels: ["post"] }, secrets: [k.debtorName] };
  }),
  row("POST", "/case-documents/send", async (owner, w) => {
    const k = await caseOf(owner, w);
    const l = await ledgerOf(owner, w);
    const offered = await call("GET", `/cases/${k.id}/available-steps`, { token: l.token });
    const step = offered.body.data.find(
      (s: { allowed: boolean; channels: string[] }) => s.allowed && s.channels.includes("post"),
    );
    if (!step) throw new Error(`no step to run: ${JSON.stringify(offered.body)}`);
    return {
      path: "/case-documents/send",
      body: { caseIds: [k.id], stepId: step.stepId, channels: ["post"] },
      secrets: [k.debtorName],
    };
  }),
  row("GET", "/case-step-creation-batches", async () => ({ path: "/case-step-creation-batches" })),
  row("GET", "/case-step-creation-batches/{id}/statuses", async (owner, w) => {
    const b = await batchOf(owner, w);
    return { path: `/case-step-creation-batches/${b.id}/statuses`, secrets: [b.debtorName] };
  }),
  onCase("GET", "/documents"),
  onCase("GET", "/emails"),
  withLetter("GET", "/cases/{id}/documents/{letterId}", (id) => ({ path: `/cases/${id}/documents/brev-1` })),
  withLetter("POST", "/case-documents/preview/{caseId}/content", (id) => ({
    path: `/case-documents/preview/${id}/content`,
    body: { letterId: "brev-1" },
  })),
  row("POST", "/case-documents/multiple-preview/content", async (owner, w) => {
    const k = await caseOf(owner, w);
    const l = await ledgerOf(owner, w);
    const offered = await call("GET", `/cases/${k.id}/available-steps`, { token: l.token });
    return {
      path: "/case-documents/multiple-preview/content",
      body: { caseIds: [k.id], stepId: offered.body.data[0].stepId },
      secrets: [k.debtorName],
    };
  }),
  withMail,
  stepResponse("GET"),
  stepResponse("PUT"),
  awaitingService,
  row("GET", "/case-settings", async () => ({ path: "/case-settings" })),
  row("PUT", "/case-settings", async () => ({ path: "/case-settings", body: { minimumOwed: "1" } })),
  // issue 20: one case per debtor on open items of several debtors
  row("POST", "/cases/start-many", async (owner, w) => {
    const inv = await (await ledgerOf(owner, w)).voucher("/invoices");
    return { path: "/cases/start-many", body: { voucherIds: [inv.id] }, secrets: [inv.debtorName] };
  }),
  // issue 20: the auto-pilot
  row("GET", "/auto-pilot-settings", async () => ({ path: "/auto-pilot-settings" })),
  row("PUT", "/auto-pilot-settings", async () => ({ path: "/auto-pilot-settings", body: { mode: "semi" } })),
  row("GET", "/auto-pilot/cases", async () => ({ path: "/auto-pilot/cases" })),
  row("POST", "/auto-pilot/approve", async () => ({ path: "/auto-pilot/approve", body: { caseIds: ["1"] } })),
  row("GET", "/bulk-actions-status", async () => ({ path: "/bulk-actions-status" })),
  row("GET", "/bulk-actions-switch", async () => ({ path: "/bulk-actions-switch" })),
  row("PUT", "/bulk-actions-switch", async () => ({ path: "/bulk-actions-switch", body: { disabled: false } })),
  row("GET", "/customers/{id}/bulk-actions-switch", async (_o, w) => ({
    path: `/customers/${w.customerId}/bulk-actions-switch`,
  })),
  row("PUT", "/customers/{id}/bulk-actions-switch", async (_o, w) => ({
    path: `/customers/${w.customerId}/bulk-actions-switch`,
    body: { disabled: false },
  })),
  row("GET", "/customers/{id}/allowances", async (_o, w) => ({ path: `/customers/${w.customerId}/allowances` })),
  row("POST", "/customers/{id}/allowances", async (_o, w) => ({
    path: `/customers/${w.customerId}/allowances`,
    body: { cases: 1 },
  })),
  // issue 11: payments on a case
  onCase("POST", "/vouchers", true, { voucherDate: "2026-01-05", amount: "1" }),
  onCase("GET", "/payments"),
  onCase("GET", "/accounting-document"),
];
