import { Clock } from "@innfri/core/clock";
import { afterEach, describe, expect, it } from "vitest";
import { caseOwner } from "../../../test/cases";
import { debtorBody, newInvoice } from "../../../test/ledger";
import { call } from "../../../test/support";

/** A case on a new debtor with an e-mail address, an invoice of NOK 1 000 due 15.11.2026. */
async function caseWithDebtor(token: string) {
  const inv = await newInvoice(token, {
    dueDate: "2026-11-15",
    voucherDate: "2026-11-01",
    debtor: debtorBody({ email: `debtor-${Date.now()}@example.no`, address: "Gata 2" }),
  });
  const res = await call("POST", "/cases", { token, body: { debtorId: inv.debtorId, voucherIds: [inv.id] } });
  expect(res.status).toBe(201);
  return res.body.data.id as string;
}

describe("the steps of a case (GET available-steps, GET/POST steps)", () => {
  afterEach(() => Clock.setOffset(0));

  it("offers the payment reminder, refuses the purring before due + 14 in both languages, runs a keyed step once", async () => {
    Clock.setNow(new Date("2026-11-20T10:00:00Z"));
    const { token } = await caseOwner();
    const id = await caseWithDebtor(token);

    const en = await call("GET", `/cases/${id}/available-steps`, { token, lang: "en" });
    expect(en.status).toBe(200);
    const [reminder, purring] = en.body.data;
    expect(reminder).toMatchObject({ kind: "payment-reminder", allowed: true, feeOre: 0, deadlineDate: "2026-11-27" });
    expect(purring).toMatchObject({ kind: "reminder", allowed: false, earliestDate: "2026-11-29" });
    expect(purring.reasons.map((r: { textEn: string }) => r.textEn).join(" ")).toContain("29.11.2026");
    expect(purring.reasons.map((r: { textNo: string }) => r.textNo).join(" ")).toContain("29.11.2026");

    for (const lang of ["no", "en"] as const) {
      const refused = await call("POST", `/cases/${id}/steps`, { token, lang, body: { stepId: purring.stepId } });
      expect(refused.status).toBe(422);
      expect(refused.body.message).toBe(
        lang === "no" ? "Steget kan ikke kjøres på saken nå." : "The step cannot be run on the case now.",
      );
      expect(refused.body.errors.stepId[0]).toContain("29.11.2026");
      expect(refused.body.errors.stepId[0]).toContain(lang === "no" ? "forfallsdato" : "due date");
    }

    const headers = { "idempotency-key": "step-1" };
    const body = { stepId: reminder.stepId };
    const first = await call("POST", `/cases/${id}/steps`, { token, lang: "en", body, headers });
    expect(first.status).toBe(201);
    expect(first.body.message).toBe(`The step ${reminder.nameEn} has been run on case ${id}.`);
    expect(first.body.data).toMatchObject({
      status: "queued",
      kind: "payment-reminder",
      feeOre: 0,
      channels: ["email"],
    });
    const again = await call("POST", `/cases/${id}/steps`, { token, lang: "no", body, headers });
    expect(again.status).toBe(200);
    expect(again.body.message).toBe(`Steget ${reminder.nameNo} er kjørt på sak ${id}.`);
    expect(again.body.data.id).toBe(first.body.data.id);

    const list = await call("GET", `/cases/${id}/steps`, { token });
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(1);
    expect(list.body.data[0]).toMatchObject({ id: first.body.data.id, deadlineDate: "2026-11-27" });
    expect(list.body.data[0].deadlineExplanations[0].textEn).toContain("27.11.2026");

    const after = await call("GET", `/cases/${id}`, { token });
    expect(after.body).toMatchObject({ status: "active", lastStep: { kind: "payment-reminder" } });
    expect((await call("GET", "/cases/9999/steps", { token })).status).toBe(404);
    expect((await call("GET", "/cases/9999/available-steps", { token })).status).toBe(404);
  });

  it("names a paused case's status in the reader's language when it refuses every step (C16)", async () => {
    Clock.setNow(new Date("2026-11-20T10:00:00Z"));
    const { token } = await caseOwner();
    const id = await caseWithDebtor(token);
    expect((await call("PATCH", `/cases/${id}/pause`, { token, body: { until: "2026-12-15" } })).status).toBe(200);
    const res = await call("GET", `/cases/${id}/available-steps`, { token });
    expect(res.status).toBe(200);
    const reasons = res.body.data.flatMap((s: { reasons: { textNo: string; textEn: string }[] }) => s.reasons);
    expect(reasons[0]).toMatchObject({
      textNo: "Saken kan ikke få nye steg (status: Satt på pause).",
      textEn: "The case cannot take new steps (status: Paused).",
    });
  });

  it("plans a step run on a Sunday for Monday 08:00 and says so", async () => {
    Clock.setNow(new Date("2026-11-22T12:00:00Z")); // Sunday
    const { token } = await caseOwner();
    const id = await caseWithDebtor(token);
    const [reminder] = (await call("GET", `/cases/${id}/available-steps`, { token })).body.data;
    expect(reminder).toMatchObject({
      allowed: true,
      sendDate: "2026-11-23",
      plannedSendAt: Date.parse("2026-11-23T07:00:00Z"),
    });
    const res = await call("POST", `/cases/${id}/steps`, { token, lang: "no", body: { stepId: reminder.stepId } });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(`Steget ${reminder.nameNo} er planlagt på sak ${id} og sendes 23.11.2026 08:00.`);
    expect(res.body.data).toMatchObject({ status: "planned", queuedAt: null });
    const bad = await call("POST", `/cases/${id}/steps`, { token, lang: "en", body: { stepId: "" } });
    expect(bad.status).toBe(422);
  });
});
