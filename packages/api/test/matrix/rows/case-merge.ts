/**
 * Rows of merging cases, reverting steps and moving claims (issue 11): each cell gets cases of a debtor of its own,
 * started by the world's owner (two for a merge, one of two claims and another for a move, one with a purring run
 * for a revert).
 */
import { ulid } from "ulid";
import { call } from "../../support";
import type { Actor } from "../actors";
import { ledgerOf, type World } from "../worlds";
import { casesOf, row } from "./cases";

/** Two cases of one debtor: the first of an open invoice (two claims with `twoClaims`), the second of a typed claim. */
async function twoCases(owner: Actor, w: World, twoClaims = false) {
  await casesOf(w);
  const l = await ledgerOf(owner, w);
  const inv = await l.voucher("/invoices");
  const typed = () => ({
    number: `MT-${ulid().slice(-8)}`,
    voucherDate: "2026-05-01",
    dueDate: "2026-05-15",
    amount: "50",
  });
  const start = async (body: Record<string, unknown>) => {
    const res = await call("POST", "/cases", { token: l.token, body: { debtorId: inv.debtorId, ...body } });
    if (res.status !== 201) throw new Error(`starting a case: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data as { id: string; claims: { voucherId: string }[] };
  };
  const a = await start({ voucherIds: [inv.id], claims: twoClaims ? [typed()] : [] });
  const b = await start({ claims: [typed()] });
  return { a, b, token: l.token, secrets: [inv.debtorName as string] };
}

export const CASE_MERGE_ROWS = [
  row("POST", "/cases/{id}/merge", async (owner, w) => {
    const { a, b, secrets } = await twoCases(owner, w);
    return { path: `/cases/${a.id}/merge`, body: { caseIds: [b.id] }, secrets };
  }),
  row("PATCH", "/cases/{id}/move-claims", async (owner, w) => {
    const { a, b, secrets } = await twoCases(owner, w, true);
    return {
      path: `/cases/${a.id}/move-claims`,
      body: { voucherIds: [a.claims[1]!.voucherId], targetCaseId: b.id },
      secrets,
    };
  }),
  row("POST", "/cases/{id}/revert", async (owner, w) => {
    const { a, token, secrets } = await twoCases(owner, w);
    const offered = await call("GET", `/cases/${a.id}/available-steps`, { token });
    const step = offered.body.data.find(
      (s: { allowed: boolean; channels: string[] }) => s.allowed && s.channels.includes("post"),
    );
    if (!step) throw new Error(`no step to run: ${JSON.stringify(offered.body)}`);
    const run = await call("POST", `/cases/${a.id}/steps`, {
      token,
      body: { stepId: step.stepId, channels: ["post"] },
    });
    if (run.status !== 201) throw new Error(`running a step: ${run.status} ${JSON.stringify(run.body)}`);
    return { path: `/cases/${a.id}/revert`, body: { runId: run.body.data.id, keepFees: true }, secrets };
  }),
];
