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
    debtor: debtorBody({ email: `debtor-${Date.now()}-${Math.random()}@example.no`, address: "Gata 2" }),
  });
  const res = await call("POST", "/cases", { token, body: { debtorId: inv.debtorId, voucherIds: [inv.id] } });
  expect(res.status).toBe(201);
  return res.body.data.id as string;
}

/** The batch's statuses once it has ended (the jobs poller runs its cases), or a failure naming what it saw. */
async function ended(token: string, id: string) {
  let last: unknown;
  for (let i = 0; i < 100; i++) {
    const res = await call("GET", `/case-step-creation-batches/${id}/statuses`, { token, lang: "en" });
    expect(res.status).toBe(200);
    if (res.body.batch.status !== "running") return res.body;
    last = res.body;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`batch ${id} never ended: ${JSON.stringify(last)}`);
}

const stepsOf = async (token: string, id: string) => (await call("GET", `/cases/${id}/steps`, { token })).body;

describe("step batches (POST /case-documents/send, GET /case-step-creation-batches)", () => {
  afterEach(() => Clock.setOffset(0));

  it("queues the batch and answers at once (202); the same request again is the same batch", async () => {
    Clock.setNow(new Date("2026-11-20T10:00:00Z"));
    const { token } = await caseOwner();
    const a = await caseWithDebtor(token);
    const b = await caseWithDebtor(token);
    const [reminder] = (await call("GET", `/cases/${a}/available-steps`, { token })).body.data;
    const body = { caseIds: [a, b, a], stepId: reminder.stepId };

    const res = await call("POST", "/case-documents/send", { token, lang: "no", body });
    expect(res.status).toBe(202);
    expect(res.body.message).toBe(`2 saker er lagt i kø for steget ${reminder.nameNo}.`);
    expect(res.body.data).toMatchObject({
      source: "batch",
      stepId: reminder.stepId,
      total: 2,
      titleEn: reminder.nameEn,
    });
    expect(res.body.data.userEmail).toMatch(/@/);
    const again = await call("POST", "/case-documents/send", { token, lang: "en", body: { ...body, caseIds: [b, a] } });
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(res.body.data.id);

    const done = await ended(token, res.body.data.id);
    expect(done.batch).toMatchObject({ status: "done", total: 2, done: 2, failed: 0 });
    expect(done.data.map((i: { caseId: string }) => i.caseId)).toEqual([a, b]);
    for (const item of done.data) {
      expect(["completed", "successful"]).toContain(item.status);
      expect(item.message).toBeNull();
    }
    // one step per case, the batch's, whatever the repeats
    for (const id of [a, b]) {
      const steps = await stepsOf(token, id);
      expect(steps.total).toBe(1);
      expect(steps.data[0]).toMatchObject({ kind: "payment-reminder", source: "batch" });
      expect(done.data.find((i: { caseId: string }) => i.caseId === id).runId).toBe(steps.data[0].id);
    }

    const list = await call("GET", "/case-step-creation-batches?source=batch", { token });
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ total: 1, data: [{ id: res.body.data.id, status: "done" }] });
    const running = await call("GET", "/case-step-creation-batches?status=running", { token });
    expect(running.body.total).toBe(0);
    expect((await call("GET", "/case-step-creation-batches?source=robot", { token })).status).toBe(422);
  });

  it("refuses a request naming a case the customer does not have (422, nothing queued); the law's refusal of a case fails its item, with the reason in the user's language", async () => {
    Clock.setNow(new Date("2026-11-20T10:00:00Z"));
    const { token } = await caseOwner();
    const a = await caseWithDebtor(token);
    const b = await caseWithDebtor(token);
    const [reminder] = (await call("GET", `/cases/${a}/available-steps`, { token })).body.data;
    await call("POST", `/cases/${b}/steps`, { token, body: { stepId: reminder.stepId } });

    const unknown = await call("POST", "/case-documents/send", {
      token,
      lang: "en",
      body: { caseIds: [a, b, "9999"], stepId: reminder.stepId },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.message).toBe("The step cannot be run on every selected case. Nothing was queued.");
    expect(Object.keys(unknown.body.errors)).toEqual(["cases.9999"]);
    expect((await stepsOf(token, a)).total).toBe(0);
    expect((await call("GET", "/case-step-creation-batches", { token })).body.total).toBe(0);

    // b has had its reminder: the request is queued (the answer does not wait for the law), and b's job refuses it
    const res = await call("POST", "/case-documents/send", { token, body: { caseIds: [a, b], stepId: reminder.stepId } });
    expect(res.status).toBe(202);
    const done = await ended(token, res.body.data.id);
    expect(done.batch).toMatchObject({ total: 2, done: 1, failed: 1 });
    const failed = done.data.find((i: { caseId: string }) => i.caseId === b);
    expect(failed).toMatchObject({ status: "failed", message: "The step is not one of the case's procedure after its last step." });
    const no = await call("GET", `/case-step-creation-batches/${res.body.data.id}/statuses`, { token, lang: "no" });
    expect(no.body.data.find((i: { caseId: string }) => i.caseId === b).message).toBe(
      "Steget hører ikke til sakens prosedyre etter det siste steget.",
    );
    expect((await stepsOf(token, a)).total).toBe(1);
    expect((await stepsOf(token, b)).total).toBe(1);

    const tooMany = await call("POST", "/case-documents/send", {
      token,
      lang: "en",
      body: { caseIds: Array.from({ length: 51 }, (_, i) => String(i + 1)), stepId: reminder.stepId },
    });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors.caseIds[0]).toBe("You can select a maximum of 50 cases at once.");
  });

  it("refuses a batch the sends left cannot pay for at the least, by the channels asked or the step's own", async () => {
    Clock.setNow(new Date("2026-11-20T10:00:00Z"));
    // one send is two halves: one e-mail (two halves) or two letters by post
    const { token } = await caseOwner("owner", { cases: 5, sends: 1 });
    const a = await caseWithDebtor(token);
    const b = await caseWithDebtor(token);
    const [reminder] = (await call("GET", `/cases/${a}/available-steps`, { token })).body.data;
    const byEmail = await call("POST", "/case-documents/send", {
      token,
      lang: "en",
      body: { caseIds: [a, b], stepId: reminder.stepId, channels: ["email"] },
    });
    expect(byEmail.status).toBe(422);
    expect(byEmail.body.errors.allowance).toHaveLength(1);
    expect((await stepsOf(token, a)).total).toBe(0);

    // the step's own channels: the reminder goes by e-mail, two halves a case, more than is left
    const own = await call("POST", "/case-documents/send", { token, body: { caseIds: [a, b], stepId: reminder.stepId } });
    expect(own.status).toBe(422);
    // one case is within what is left
    const one = await call("POST", "/case-documents/send", { token, body: { caseIds: [a], stepId: reminder.stepId } });
    expect(one.status).toBe(202);
    expect((await ended(token, one.body.data.id)).batch).toMatchObject({ total: 1, done: 1, failed: 0 });
  });

  it("keeps another customer's batch out of reach (404), and its cases out of a batch", async () => {
    Clock.setNow(new Date("2026-11-20T10:00:00Z"));
    const mine = await caseOwner();
    const other = await caseOwner();
    const a = await caseWithDebtor(mine.token);
    const [reminder] = (await call("GET", `/cases/${a}/available-steps`, { token: mine.token })).body.data;
    const res = await call("POST", "/case-documents/send", {
      token: mine.token,
      body: { caseIds: [a], stepId: reminder.stepId },
    });
    expect(res.status).toBe(202);
    const theirs = await call("GET", `/case-step-creation-batches/${res.body.data.id}/statuses`, {
      token: other.token,
    });
    expect(theirs.status).toBe(404);
    expect((await call("GET", "/case-step-creation-batches", { token: other.token })).body.total).toBe(0);
    const borrowed = await call("POST", "/case-documents/send", {
      token: other.token,
      body: { caseIds: [a], stepId: reminder.stepId },
    });
    expect(borrowed.status).toBe(422);
    expect(Object.keys(borrowed.body.errors)).toEqual([`cases.${a}`]);
    await ended(mine.token, res.body.data.id);
    expect((await stepsOf(mine.token, a)).total).toBe(1);
  });
});
