import { Clock } from "@innfri/core/clock";
import { resumeDueCases } from "@innfri/core/cases/operations/pause";
import { getCaseItem, nextVersion, writeCase } from "@innfri/core/cases/store";
import { afterEach, describe, expect, it } from "vitest";
import { caseOwner, newCase } from "../../../test/cases";
import { waitForMail } from "../../../test/mail";
import { call } from "../../../test/support";

/** PATCH /cases/{id}/pause, resume, close, reopen; PATCH /cases/close; /debtor-pauses-and-notes (issue 11). */

describe("pausing and resuming a case (API)", () => {
  afterEach(() => Clock.setOffset(0));

  it("pauses until a date with its words in both languages, shows until when, refuses what breaks the rules, resumes", async () => {
    Clock.setNow(new Date("2026-06-10T10:00:00Z"));
    const { token } = await caseOwner();
    const { case: c } = await newCase(token, { dueDate: "2026-05-15" });
    const path = `/cases/${c.id}/pause`;

    const today = await call("PATCH", path, { token, body: { until: "2026-06-10" }, lang: "en" });
    expect(today).toMatchObject({
      status: 422,
      body: { errors: { until: ["The reactivation date must be after today."] } },
    });
    const tooLate = await call("PATCH", path, { token, body: { until: "2027-06-11" }, lang: "no" });
    expect(tooLate.body.errors.until).toEqual(["Reaktiveringsdatoen kan være høyst ett år frem i tid."]);
    const tooLateEn = await call("PATCH", path, { token, body: { until: "2027-06-11" }, lang: "en" });
    expect(tooLateEn.body.errors.until).toEqual(["The reactivation date can be at most one year ahead."]);
    const noDate = await call("PATCH", path, { token, body: {}, lang: "en" });
    expect(noDate).toMatchObject({ status: 422, body: { errors: { until: ["Please type something"] } } });

    const en = await call("PATCH", path, {
      token,
      body: { until: "2026-07-01", notify: true, note: "Venter på lønn" },
      lang: "en",
    });
    expect(en).toMatchObject({
      status: 200,
      body: {
        message: `Case ${c.caseNumber} is paused until 01.07.2026.`,
        data: { status: "paused", statusId: 5, pausedUntil: "2026-07-01" },
      },
    });
    const no = await call("PATCH", path, { token, body: { until: "2026-07-02" }, lang: "no" });
    expect(no.body.message).toBe(`Sak ${c.caseNumber} er satt på pause til 02.07.2026.`);
    expect((await call("GET", `/cases/${c.id}`, { token })).body).toMatchObject({
      status: "paused",
      pausedUntil: "2026-07-02",
    });

    const resumed = await call("PATCH", `/cases/${c.id}/resume`, { token, lang: "en" });
    expect(resumed).toMatchObject({
      status: 200,
      body: { message: `Case ${c.caseNumber} is active again.`, data: { status: "ready", pausedUntil: null } },
    });
    const again = await call("PATCH", `/cases/${c.id}/resume`, { token, lang: "no" });
    expect(again).toMatchObject({ status: 422, body: { errors: { status: ["Saken er ikke satt på pause."] } } });
    const againEn = await call("PATCH", `/cases/${c.id}/resume`, { token, lang: "en" });
    expect(againEn.body.errors.status).toEqual(["The case is not paused."]);
    expect((await call("PATCH", "/cases/999/resume", { token })).status).toBe(404);
    const events = await call("GET", `/cases/${c.id}/events`, { token });
    expect(events.body.data.map((e: { kind: string }) => e.kind)).toEqual(["created", "paused", "paused", "resumed"]);
    expect(events.body.data[1].byName).toBeTruthy();
  });

  it("resumes by itself on the reactivation date and e-mails the user who asked", async () => {
    Clock.setNow(new Date("2026-06-10T10:00:00Z"));
    const { token, email } = await caseOwner();
    const { case: c } = await newCase(token, { dueDate: "2026-05-15" });
    const paused = await call("PATCH", `/cases/${c.id}/pause`, {
      token,
      body: { until: "2026-06-20", notify: true, note: "Ring debitor" },
    });
    expect(paused.status).toBe(200);
    Clock.setNow(new Date("2026-06-20T00:10:00Z"));
    await resumeDueCases();
    const mail = await waitForMail(email, { subject: `Sak ${c.caseNumber} er aktiv igjen` });
    expect(mail.body.text).toContain("20.06.2026");
    expect(mail.body.text).toContain("Ring debitor");
    Clock.setNow(new Date("2026-06-10T10:05:00Z")); // the session's time again
    expect((await call("GET", `/cases/${c.id}`, { token })).body).toMatchObject({ status: "ready", pausedUntil: null });
  });
});

describe("closing and reopening cases (API)", () => {
  afterEach(() => Clock.setOffset(0));

  it("closes one with a reason, refuses a second close and a bad reason, reopens it", async () => {
    Clock.setNow(new Date("2026-06-10T10:00:00Z"));
    const { token } = await caseOwner();
    const { case: c } = await newCase(token, { dueDate: "2026-05-15" });
    const bad = await call("PATCH", `/cases/${c.id}/close`, { token, body: { reason: "bored" }, lang: "en" });
    expect(bad).toMatchObject({ status: 422, body: { errors: { reason: ["Invalid value."] } } });
    const closed = await call("PATCH", `/cases/${c.id}/close`, {
      token,
      body: { reason: "depreciated-loss" },
      lang: "en",
    });
    expect(closed).toMatchObject({
      status: 200,
      body: {
        message: `Case ${c.caseNumber} has been closed.`,
        data: { status: "closed", statusId: 6, closeReason: "depreciated-loss" },
      },
    });
    const twice = await call("PATCH", `/cases/${c.id}/close`, {
      token,
      body: { reason: "depreciated-loss" },
      lang: "no",
    });
    expect(twice).toMatchObject({
      status: 422,
      body: { errors: { status: ["Saken er allerede avsluttet eller slått sammen."] } },
    });
    const twiceEn = await call("PATCH", `/cases/${c.id}/close`, {
      token,
      body: { reason: "depreciated-loss" },
      lang: "en",
    });
    expect(twiceEn.body.errors.status).toEqual(["The case is already closed or merged."]);
    const paused = await call("PATCH", `/cases/${c.id}/pause`, { token, body: { until: "2026-07-01" }, lang: "en" });
    expect(paused.body.errors.status).toEqual(["Only a running case can be paused."]);

    const reopened = await call("PATCH", `/cases/${c.id}/reopen`, { token, lang: "no" });
    expect(reopened).toMatchObject({
      status: 200,
      body: { message: `Sak ${c.caseNumber} er gjenåpnet.`, data: { status: "ready", closeReason: null } },
    });
    const notClosed = await call("PATCH", `/cases/${c.id}/reopen`, { token, lang: "en" });
    expect(notClosed).toMatchObject({
      status: 422,
      body: { errors: { status: ["Only a closed case can be reopened."] } },
    });
  });

  it("refuses a reopen when a claim has entered another case, naming it", async () => {
    Clock.setNow(new Date("2026-06-10T10:00:00Z"));
    const { token } = await caseOwner();
    const { case: c, invoice } = await newCase(token, { dueDate: "2026-05-15" });
    await call("PATCH", `/cases/${c.id}/close`, { token, body: { reason: "nothing-to-pay" } });
    const other = await call("POST", "/cases", {
      token,
      body: { debtorId: invoice.debtorId, voucherIds: [invoice.id] },
    });
    expect(other.status).toBe(201);
    const refused = await call("PATCH", `/cases/${c.id}/reopen`, { token, lang: "en" });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.claims[0]).toContain(`is already in case ${other.body.data.caseNumber}`);
  });

  it("closes a selection of up to 50 cases, saying per case; refuses none and 51 with SPEC 8's text", async () => {
    Clock.setNow(new Date("2026-06-10T10:00:00Z"));
    const { token } = await caseOwner();
    const a = (await newCase(token, { dueDate: "2026-05-15" })).case;
    const b = (await newCase(token, { dueDate: "2026-05-15" })).case;
    await call("PATCH", `/cases/${b.id}/close`, { token, body: { reason: "nothing-to-pay" } });
    const res = await call("PATCH", "/cases/close", {
      token,
      body: { ids: [a.id, b.id], reason: "depreciated-loss" },
      lang: "en",
    });
    expect(res).toMatchObject({
      status: 200,
      body: {
        message: "1 of 2 cases have been closed.",
        closed: 1,
        total: 2,
        data: [
          { caseId: a.id, closed: true, error: null, data: { status: "closed" } },
          { caseId: b.id, closed: false, error: "The case is already closed or merged.", data: null },
        ],
      },
    });
    const ids = Array.from({ length: 51 }, (_, i) => String(i + 1));
    const tooMany = await call("PATCH", "/cases/close", { token, body: { ids, reason: "nothing-to-pay" }, lang: "en" });
    expect(tooMany).toMatchObject({
      status: 422,
      body: { errors: { ids: ["You can select a maximum of 50 cases at once."] } },
    });
    const tooManyNo = await call("PATCH", "/cases/close", {
      token,
      body: { ids, reason: "nothing-to-pay" },
      lang: "no",
    });
    expect(tooManyNo.body.errors.ids).toEqual(["Du kan velge høyst 50 saker om gangen."]);
    const none = await call("PATCH", "/cases/close", {
      token,
      body: { ids: [], reason: "nothing-to-pay" },
      lang: "en",
    });
    expect(none).toMatchObject({ status: 422, body: { errors: { ids: ["Please type something"] } } });
  });
});

describe("the debtor's pauses and notes (API)", () => {
  afterEach(() => Clock.setOffset(0));

  it("lists them and deletes them all, resuming the cases still paused", async () => {
    Clock.setNow(new Date("2026-06-10T10:00:00Z"));
    const { token } = await caseOwner();
    const { case: c, invoice } = await newCase(token, { dueDate: "2026-05-15" });
    await call("PATCH", `/cases/${c.id}/pause`, { token, body: { until: "2026-07-01", note: "Sykdom" } });
    const q = `/debtor-pauses-and-notes?debtorId=${invoice.debtorId}`;
    const list = await call("GET", q, { token });
    expect(list).toMatchObject({
      status: 200,
      body: { total: 1, data: [{ caseId: c.id, note: "Sykdom", active: true }] },
    });
    const deleted = await call("DELETE", q, { token, lang: "en" });
    expect(deleted).toMatchObject({
      status: 200,
      body: { pauses: 1, resumed: 1, message: "1 pauses and notes of the debtor deleted, 1 cases active again." },
    });
    const deletedNo = await call("DELETE", q, { token, lang: "no" });
    expect(deletedNo.body.message).toBe("0 pauser og notater for debitoren er slettet, 0 saker er aktive igjen.");
    expect((await call("GET", q, { token })).body.total).toBe(0);
    expect((await call("GET", `/cases/${c.id}`, { token })).body.status).toBe("ready");
    expect((await call("GET", "/debtor-pauses-and-notes?debtorId=nobody", { token })).status).toBe(404);
  });
});

describe("every message of pause and close in both languages (API)", () => {
  afterEach(() => Clock.setOffset(0));

  it("answers each refusal and success in Norwegian and English", async () => {
    Clock.setNow(new Date("2026-06-10T10:00:00Z"));
    const { token, customerId } = await caseOwner();
    const { case: c } = await newCase(token, { dueDate: "2026-05-15" });
    const both = async (method: string, path: string, body?: unknown) => {
      const no = await call(method, path, { token, body, lang: "no" });
      const en = await call(method, path, { token, body, lang: "en" });
      return { no, en };
    };
    const today = await both("PATCH", `/cases/${c.id}/pause`, { until: "2026-06-10" });
    expect([today.no.body.errors.until, today.en.body.errors.until]).toEqual([
      ["Reaktiveringsdatoen må være etter i dag."],
      ["The reactivation date must be after today."],
    ]);
    const paused = await call("PATCH", `/cases/${c.id}/pause`, { token, body: { until: "2026-06-11" }, lang: "en" });
    expect(paused.body.message).toBe(`Case ${c.caseNumber} is paused until 11.06.2026.`);
    const resumed = await call("PATCH", `/cases/${c.id}/resume`, { token, lang: "no" });
    expect(resumed.body.message).toBe(`Sak ${c.caseNumber} er aktiv igjen.`);
    const notReopenable = await both("PATCH", `/cases/${c.id}/reopen`);
    expect([notReopenable.no.body.errors.status, notReopenable.en.body.errors.status]).toEqual([
      ["Bare en avsluttet sak kan gjenåpnes."],
      ["Only a closed case can be reopened."],
    ]);
    const closed = await call("PATCH", `/cases/${c.id}/close`, {
      token,
      body: { reason: "nothing-to-pay" },
      lang: "no",
    });
    expect(closed.body.message).toBe(`Sak ${c.caseNumber} er avsluttet.`);
    const notPausable = await both("PATCH", `/cases/${c.id}/pause`, { until: "2026-06-11" });
    expect([notPausable.no.body.errors.status, notPausable.en.body.errors.status]).toEqual([
      ["Bare en sak som er i gang kan settes på pause."],
      ["Only a running case can be paused."],
    ]);
    const reopened = await call("PATCH", `/cases/${c.id}/reopen`, { token, lang: "en" });
    expect(reopened.body.message).toBe(`Case ${c.caseNumber} has been reopened.`);
    const many = await call("PATCH", "/cases/close", {
      token,
      body: { ids: [c.id], reason: "nothing-to-pay" },
      lang: "no",
    });
    expect(many.body.message).toBe("1 av 1 saker er avsluttet.");

    // a merged case (merging is another part of issue 11: the case is marked merged here as it will be)
    const before = (await getCaseItem(customerId, c.id))!;
    await writeCase(before, nextVersion(before, { status: "merged" }), { kind: "merged", by: "test" });
    const merged = await both("PATCH", `/cases/${c.id}/reopen`);
    expect([merged.no.body.errors.status, merged.en.body.errors.status]).toEqual([
      ["En sammenslått sak kan ikke gjenåpnes."],
      ["A merged case cannot be reopened."],
    ]);
  });
});
