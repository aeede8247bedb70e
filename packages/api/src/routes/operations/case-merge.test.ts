import { Clock } from "@innfri/core/clock";
import { closeCase } from "@innfri/core/cases/testing.db";
import { afterEach, describe, expect, it } from "vitest";
import { caseOwner, newCase } from "../../../test/cases";
import { newInvoice } from "../../../test/ledger";
import { runKind } from "../../../test/case-steps";
import { call } from "../../../test/support";

/** Two languages of one request (the second a repeat: every refusal here changes nothing). */
async function both(method: string, path: string, token: string, body: unknown) {
  const en = await call(method, path, { token, body, lang: "en" });
  const no = await call(method, path, { token, body, lang: "no" });
  return { en, no };
}

/** A case of a new invoice of the debtor, through the API. */
async function caseOf(token: string, debtorId: string, extra: Record<string, unknown> = {}) {
  const inv = await newInvoice(token, { debtorId, ...extra });
  const res = await call("POST", "/cases", { token, body: { debtorId, voucherIds: [inv.id] } });
  if (res.status !== 201) throw new Error(`starting a case: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as { id: string; debtorId: string; claims: { voucherId: string }[] };
}

describe("merging cases and moving claims (POST /cases/{id}/merge, PATCH /cases/{id}/move-claims)", () => {
  afterEach(() => Clock.setOffset(0));

  it("merges two cases of a debtor into the target, in both languages, and refuses a second merge", async () => {
    Clock.setNow(new Date("2026-06-10T10:00:00Z"));
    const s = await caseOwner();
    const a = (await newCase(s.token)).case;
    const b = await caseOf(s.token, a.debtorId, { amount: "250,50" });
    const res = await call("POST", `/cases/${a.id}/merge`, { token: s.token, body: { caseIds: [b.id] }, lang: "en" });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(`The cases ${b.id} have been merged into case ${a.id}.`);
    expect(res.body.data).toMatchObject({ id: a.id, principalOre: 1_250_50, claimCount: 2 });
    expect((await call("GET", `/cases/${b.id}`, { token: s.token })).body).toMatchObject({
      status: "merged",
      statusId: 8,
    });
    const events = (await call("GET", `/cases/${a.id}/events`, { token: s.token })).body.data;
    expect(events.at(-1)).toMatchObject({ kind: "merged", byName: expect.any(String) });

    const again = await both("POST", `/cases/${a.id}/merge`, s.token, { caseIds: [b.id] });
    expect(again.en).toMatchObject({
      status: 422,
      body: { message: `The case ${b.id} has already been merged with another case` },
    });
    expect(again.no.body.message).toBe(`Sak ${b.id} er allerede slått sammen med en annen sak.`);
  });

  // the ladder before the petition (inkassoloven §§ 9-10) adds four letter runs
  it("answers each refusal of SPEC 8 with its message in both languages", async () => {
    Clock.setNow(new Date("2026-06-10T10:00:00Z"));
    const s = await caseOwner();
    const { customerId } = s;
    const a = (await newCase(s.token)).case;
    const other = (await newCase(s.token)).case;

    const few = await both("POST", `/cases/${a.id}/merge`, s.token, { caseIds: [] });
    expect(few.en.status).toBe(422);
    expect(few.en.body.errors.caseIds[0]).toBe("Select at least two cases to merge.");
    expect(few.no.body.errors.caseIds[0]).toBe("Velg minst to saker for å slå dem sammen.");

    const differ = await both("POST", `/cases/${a.id}/merge`, s.token, { caseIds: [other.id] });
    expect(differ.en.body.message).toBe("Debtors must be the same in all cases");
    expect(differ.no.body.message).toBe("Debitorene må være de samme i alle sakene.");

    // interest-note claims: the ledger API makes notes only from interest calculations (core merge.db.test.ts)

    const c = await caseOf(s.token, a.debtorId);
    const d = await caseOf(s.token, a.debtorId);
    await closeCase(customerId, c.id);
    const closedTarget = await both("POST", `/cases/${c.id}/merge`, s.token, { caseIds: [d.id] });
    expect(closedTarget.en.body.message).toBe("The case you are trying to merge has already closed");
    expect(closedTarget.no.body.message).toBe("Saken du prøver å slå sammen, er allerede avsluttet.");
    const confirm = await both("POST", `/cases/${d.id}/merge`, s.token, { caseIds: [c.id] });
    expect(confirm.en.body.errors.confirmClosed[0]).toBe(
      `The case ${c.id} is closed. Confirm that it should be merged.`,
    );
    expect(confirm.no.body.errors.confirmClosed[0]).toBe(`Sak ${c.id} er avsluttet. Bekreft at den skal slås sammen.`);
    const confirmed = await call("POST", `/cases/${d.id}/merge`, {
      token: s.token,
      body: { caseIds: [c.id], confirmClosed: true },
    });
    expect(confirmed.body.data.claimCount).toBe(2);

    const e = await caseOf(s.token, a.debtorId);
    await runKind(s, e.id, "enforcement-notice");
    const revertFirst = await both("POST", `/cases/${a.id}/merge`, s.token, { caseIds: [e.id] });
    expect(revertFirst.en.body.message).toContain(`in case ${e.id} before merging`);
    expect(revertFirst.no.body.message).toContain(`i sak ${e.id} før du slår sammen`);
    await runKind(s, e.id, "enforcement-petition");
    const legal = await both("POST", `/cases/${a.id}/merge`, s.token, { caseIds: [e.id] });
    expect(legal.en.body.message).toBe("Legal collection has already been initiated in the selected case");
    expect(legal.no.body.message).toBe("Rettslig inndriving er allerede startet i den valgte saken.");

    expect((await call("POST", `/cases/999999/merge`, { token: s.token, body: { caseIds: [a.id] } })).status).toBe(404);
  }, 120_000);

  it("moves a claim to another case of the debtor, and refuses another debtor's case in both languages", async () => {
    Clock.setNow(new Date("2026-06-10T10:00:00Z"));
    const s = await caseOwner();
    const first = await newInvoice(s.token, { amount: "300" });
    const second = await newInvoice(s.token, { amount: "200", debtorId: first.debtorId });
    const start = await call("POST", "/cases", {
      token: s.token,
      body: { debtorId: first.debtorId, voucherIds: [first.id, second.id] },
    });
    const a = start.body.data;
    const b = await caseOf(s.token, first.debtorId);
    const res = await call("PATCH", `/cases/${a.id}/move-claims`, {
      token: s.token,
      body: { voucherIds: [second.id], targetCaseId: b.id },
      lang: "en",
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(`1 claims have been moved from case ${a.id} to case ${b.id}.`);
    expect(res.body.data).toMatchObject({ id: a.id, principalOre: 300_00, claimCount: 1 });
    expect(res.body.target).toMatchObject({ id: b.id, principalOre: 1_200_00, claimCount: 2 });

    const other = (await newCase(s.token)).case;
    const differ = await both("PATCH", `/cases/${a.id}/move-claims`, s.token, {
      voucherIds: [first.id],
      targetCaseId: other.id,
    });
    expect(differ.en).toMatchObject({ status: 422, body: { message: "Debtors must be the same in all cases" } });
    expect(differ.no.body.message).toBe("Debitorene må være de samme i alle sakene.");
  });
});
