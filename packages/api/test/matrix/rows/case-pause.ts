/**
 * Rows of pausing, resuming, closing, reopening and disputing cases and of the debtor's pauses (issue 11): routes on the
 * customer loaded in the session. Each cell gets a case of its own (started by the world's owner on a new invoice),
 * put first in the state its route acts on (paused to resume, closed to reopen) through core.
 */
import { Clock } from "@innfri/core/clock";
import { credit } from "@innfri/core/billing/entitlements";
import { closeCase } from "@innfri/core/cases/operations/close";
import { DownPaymentPlanInput } from "@innfri/core/cases/operations/plan-rules";
import { agreePlan } from "@innfri/core/cases/operations/plans";
import { pauseCase } from "@innfri/core/cases/operations/pause";
import { recordDispute } from "@innfri/core/cases/operations/dispute";
import { db } from "@innfri/core/dynamo/db";
import { addDays } from "@innfri/core/law/dates";
import { seedProcedures } from "@innfri/core/procedures/seed";
import { call } from "../../support";
import type { Actor } from "../actors";
import { secretsOf, type Row } from "../row";
import { ledgerOf, type World } from "../worlds";

const ready = new Map<string, Promise<void>>();

/** The world's customer, able to start cases (once per customer). */
function casesOf(w: World) {
  let p = ready.get(w.customerId);
  if (!p) {
    p = (async () => {
      await seedProcedures();
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

const system = { userId: "matrix" };
const until = () => addDays(Clock.today(), 10);

/** A case of the world in the state `as` (started, paused or closed), its id, debtor and debtor's name. */
async function caseOf(owner: Actor, w: World, as: "started" | "paused" | "closed" | "disputed" | "rent" = "started") {
  await casesOf(w);
  const l = await ledgerOf(owner, w);
  // a rent case: its claim is occupied rent (invoice type 2), for the lease (issue 18 #9)
  const inv = await l.voucher("/invoices", as === "rent" ? { invoiceType: 2 } : {});
  const res = await call("POST", "/cases", { token: l.token, body: { debtorId: inv.debtorId, voucherIds: [inv.id] } });
  if (res.status !== 201) throw new Error(`starting a case: ${res.status} ${JSON.stringify(res.body)}`);
  const id = res.body.data.id as string;
  if (as === "paused") await pauseCase(w.customerId, id, { until: until(), notify: false, note: undefined }, system);
  if (as === "closed") await closeCase(w.customerId, id, { reason: "nothing-to-pay" }, system);
  if (as === "disputed") await recordDispute(w.customerId, id, { date: Clock.today(), reason: "Uenig" }, system);
  return { id, debtorId: inv.debtorId as string, debtorName: inv.debtorName as string };
}

type Prepared = { path: string; body?: unknown; secrets?: string[] };
const row = (method: string, path: string, prepare: (owner: Actor, w: World) => Promise<Prepared>): Row => ({
  method,
  path,
  req: async ({ c, world }) => {
    const w = await world();
    const p = await prepare(c.actors.owner, w);
    return { method, path: p.path, body: p.body, secrets: [...secretsOf(w), ...(p.secrets ?? [])] };
  },
});

const onCase = (
  sub: string,
  as: "started" | "paused" | "closed" | "disputed" | "rent",
  body?: () => unknown,
  method = "PATCH",
) =>
  row(method, `/cases/{id}${sub}`, async (owner, w) => {
    const k = await caseOf(owner, w, as);
    return { path: `/cases/${k.id}${sub}`, body: body?.(), secrets: [k.debtorName] };
  });

const debtorPauses = (method: string) =>
  row(method, "/debtor-pauses-and-notes", async (owner, w) => {
    const k = await caseOf(owner, w, "paused");
    return { path: `/debtor-pauses-and-notes?debtorId=${k.debtorId}`, secrets: [k.debtorName] };
  });

export const CASE_PAUSE_ROWS: Row[] = [
  row("PATCH", "/cases/close", async (owner, w) => {
    const k = await caseOf(owner, w);
    return { path: "/cases/close", body: { ids: [k.id], reason: "nothing-to-pay" }, secrets: [k.debtorName] };
  }),
  onCase("/pause", "started", () => ({ until: until() })),
  onCase("/resume", "paused"),
  onCase("/close", "started", () => ({ reason: "depreciated-loss" })),
  onCase("/reopen", "closed"),
  onCase("/dispute", "started", () => ({ date: Clock.today(), reason: "Skyldneren bestrider kravet" })),
  onCase("/lift-dispute", "disputed", () => ({ reason: "Innsigelsen er trukket" })),
  onCase(
    "/lease",
    "rent",
    () => ({ clauseConfirmed: true, address: "Leieveien 3", postcode: "0155", city: "Oslo" }),
    "PUT",
  ),
  debtorPauses("GET"),
  debtorPauses("DELETE"),
];

/** A plan's body the owner may agree on any matrix case (its claim is far below 1 000 000 kr). */
const planBody = () => ({
  agreedAmount: 1_000_000,
  monthlyAmount: 100_000,
  instalments: 10,
  firstPaymentDate: addDays(Clock.today(), 5),
});

/** A started case with a plan agreed on it (through core), for reading and cancelling the plan. */
const withPlan = (method: string) =>
  row(method, "/cases/{id}/down-payment-plan", async (owner, w) => {
    const k = await caseOf(owner, w);
    await agreePlan(w.customerId, k.id, DownPaymentPlanInput.parse(planBody()), system);
    return { path: `/cases/${k.id}/down-payment-plan`, secrets: [k.debtorName] };
  });

/** Down-payment plans (issue 11): agree, read, cancel, and the dashboard's missed plans. */
export const CASE_PLAN_ROWS: Row[] = [
  row("POST", "/cases/{id}/down-payment-plan", async (owner, w) => {
    const k = await caseOf(owner, w);
    return { path: `/cases/${k.id}/down-payment-plan`, body: planBody(), secrets: [k.debtorName] };
  }),
  withPlan("GET"),
  withPlan("DELETE"),
  row("GET", "/cases/down-payment-plans/missed", async (_owner, w) => {
    await casesOf(w);
    return { path: "/cases/down-payment-plans/missed" };
  }),
];
