import { Clock } from "@innfri/core/clock";
import { afterEach, describe, expect, it } from "vitest";
import { caseOwner } from "../../../test/cases";
import { debtorBody, newInvoice, sessionOn } from "../../../test/ledger";
import { call } from "../../../test/support";

describe("the auto-pilot (GET/PUT /auto-pilot-settings, GET /auto-pilot/cases)", () => {
  afterEach(() => Clock.setOffset(0));

  it("saves its setting with the rules that need the saved one, and answers it in the customer expand", async () => {
    const { token, customerId } = await caseOwner();
    const off = { mode: "off", startDate: null, excludedSteps: [], stepBlocks: [] };
    expect((await call("GET", "/auto-pilot-settings", { token })).body).toEqual(off);
    // full-auto without a start date: 422 on startDate, in each language, and nothing saved
    const en = await call("PUT", "/auto-pilot-settings", { token, body: { mode: "full" }, lang: "en" });
    const no = await call("PUT", "/auto-pilot-settings", { token, body: { mode: "full" }, lang: "no" });
    expect([en.status, no.status]).toEqual([422, 422]);
    expect(en.body.errors.startDate).toEqual(["Full auto-pilot needs a start date."]);
    expect(no.body.errors.startDate).toEqual(["Full autopilot trenger en startdato."]);
    const bad = await call("PUT", "/auto-pilot-settings", {
      token,
      body: { mode: "sometimes", startDate: "2026-02-30", excludedSteps: ["lunch"] },
      lang: "en",
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(["excludedSteps.0", "mode", "startDate"]);
    expect((await call("GET", "/auto-pilot-settings", { token })).body).toEqual(off);

    const full = { mode: "full", startDate: "2026-12-01", excludedSteps: ["payment-reminder"], stepBlocks: [] };
    expect((await call("PUT", "/auto-pilot-settings", { token, body: full })).body).toEqual(full);
    // a list left out keeps what was saved; a kind both skipped (saved) and a stop (new) is refused
    const both = await call("PUT", "/auto-pilot-settings", {
      token,
      body: { mode: "semi", stepBlocks: ["payment-reminder"] },
      lang: "en",
    });
    expect(both.status).toBe(422);
    expect(both.body.errors.stepBlocks).toEqual(["A step cannot be both skipped and a stop for the auto-pilot."]);
    const semi = await call("PUT", "/auto-pilot-settings", {
      token,
      body: { mode: "semi", stepBlocks: ["payment-demand"] },
    });
    expect(semi.body).toEqual({ ...full, mode: "semi", stepBlocks: ["payment-demand"] });
    const expanded = await call("GET", `/customers/${customerId}?expand=autoPilotSetting`, { token });
    expect(expanded.body.autoPilotSetting).toEqual(semi.body);
  });

  it("lists the cases under the auto-pilot with the next step it would run, skip or stop before", async () => {
    Clock.setNow(new Date("2026-06-10T10:00:00Z"));
    const { token } = await caseOwner();
    const start = async (autoPilot: boolean) => {
      const inv = await newInvoice(token, { amount: "1000", dueDate: "2026-05-15" });
      const res = await call("POST", "/cases", {
        token,
        body: { debtorId: inv.debtorId, voucherIds: [inv.id], autoPilot },
      });
      expect(res.status).toBe(201);
      return res.body.data;
    };
    const piloted = await start(true);
    await start(false); // not under the auto-pilot: not listed

    const list = async (query = "") => (await call("GET", `/auto-pilot/cases${query}`, { token, lang: "en" })).body;
    const first = await list();
    expect(first.cursor).toBeNull();
    expect(first.data).toHaveLength(1);
    expect(first.data[0]).toMatchObject({
      caseId: piloted.id,
      action: "run",
      why: null,
      step: { kind: "payment-reminder", allowed: true },
    });

    // the payment reminder and the purring skipped: the inkassovarsel is next
    await call("PUT", "/auto-pilot-settings", {
      token,
      body: { mode: "semi", excludedSteps: ["payment-reminder", "reminder"] },
    });
    expect((await list()).data[0]).toMatchObject({ action: "run", step: { kind: "debt-collection-notice" } });
    // a stop before the inkassovarsel: a person decides
    await call("PUT", "/auto-pilot-settings", {
      token,
      body: { mode: "semi", stepBlocks: ["debt-collection-notice"] },
    });
    expect((await list()).data[0]).toMatchObject({
      action: "stop",
      why: "blocked",
      step: { kind: "debt-collection-notice" },
    });
    expect((await list("?action=run")).data).toEqual([]);

    // before the due date's 14 days the purring waits (inkassoloven § 9's 14 days; the purring's own rule)
    await call("PUT", "/auto-pilot-settings", {
      token,
      body: { mode: "semi", excludedSteps: ["payment-reminder"], stepBlocks: [] },
    });
    Clock.setNow(new Date("2026-05-20T10:00:00Z"));
    const waiting = (await list()).data[0];
    expect(waiting.action).toBe("wait");
    expect(waiting.earliestDate > "2026-05-20").toBe(true);

    // semi-automatic: the user approves the proposals; each case's step is decided again and run once (keyed)
    Clock.setNow(new Date("2026-06-10T10:00:00Z"));
    const headers = { "idempotency-key": "approve-1" };
    const body = { caseIds: [piloted.id, "999999"] };
    const approved = await call("POST", "/auto-pilot/approve", { token, body, headers, lang: "en" });
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject([
      { caseId: piloted.id, ok: true, batchId: expect.any(String) },
      { caseId: "999999", ok: false, batchId: null },
    ]);
    // queued as a step batch with source autopilot and the approving user: in the batch results
    expect(approved.body.batches).toMatchObject([{ source: "autopilot", total: 1, titleEn: "Reminder" }]);
    const again = await call("POST", "/auto-pilot/approve", { token, body, headers, lang: "en" });
    expect(again.body.data[0].batchId).toBe(approved.body.data[0].batchId);
    // the queue runs it: one step, the purring
    let kinds: string[] = [];
    for (let i = 0; i < 100 && kinds.length === 0; i++) {
      await new Promise((r) => setTimeout(r, 100));
      kinds = (await call("GET", `/cases/${piloted.id}/steps`, { token })).body.data.map(
        (s: { kind: string }) => s.kind,
      );
    }
    expect(kinds).toEqual(["reminder"]);
    // without a new key: the case's next step now waits for the purring's deadline, so nothing is proposed
    const late = await call("POST", "/auto-pilot/approve", { token, body: { caseIds: [piloted.id] }, lang: "en" });
    expect(late.body.data[0]).toMatchObject({
      ok: false,
      message: "The auto-pilot no longer proposes a step on this case.",
    });
    const tooMany = await call("POST", "/auto-pilot/approve", {
      token,
      body: { caseIds: Array.from({ length: 51 }, (_, i) => String(i + 1)) },
      lang: "en",
    });
    expect(tooMany.status).toBe(422);

    // another customer sees none of it; a forged cursor is a 422, not a read elsewhere
    const other = await caseOwner();
    expect((await call("GET", "/auto-pilot/cases", { token: other.token })).body.data).toEqual([]);
    expect((await call("GET", "/auto-pilot/cases?cursor=bm9wZQ", { token })).status).toBe(422);
  });
});

describe("the off switch of the bulk actions (issue 20)", () => {
  it("staff turn bulk actions off for a customer or everyone: the bulk calls answer the spec's message and change nothing", async () => {
    const { token, customerId } = await caseOwner();
    const admin = await sessionOn(customerId, "admin");
    const status = async () => (await call("GET", "/bulk-actions-status", { token })).body;
    expect(await status()).toEqual({ enabled: true, globalDisabled: false, customerDisabled: false });

    const off = await call("PUT", `/customers/${customerId}/bulk-actions-switch`, {
      token: admin,
      body: { disabled: true },
    });
    expect(off.body).toEqual({ enabled: false, globalDisabled: false, customerDisabled: true });
    expect(await status()).toMatchObject({ enabled: false, customerDisabled: true });
    const approveEn = await call("POST", "/auto-pilot/approve", { token, body: { caseIds: ["1"] }, lang: "en" });
    const approveNo = await call("POST", "/auto-pilot/approve", { token, body: { caseIds: ["1"] }, lang: "no" });
    expect([approveEn.status, approveNo.status]).toEqual([409, 409]);
    expect(approveEn.body.message).toBe("Function temporarily disabled: continue cases one by one.");
    expect(approveNo.body.message).toBe("Funksjonen er midlertidig deaktivert: fortsett sakene én etter én.");
    const send = await call("POST", "/case-documents/send", {
      token,
      body: { caseIds: ["1"], stepId: "person-1" },
      lang: "en",
    });
    expect(send.status).toBe(409);
    // the customer may not turn its own switch back on
    expect(
      (await call("PUT", `/customers/${customerId}/bulk-actions-switch`, { token, body: { disabled: false } })).status,
    ).toBe(403);
    await call("PUT", `/customers/${customerId}/bulk-actions-switch`, { token: admin, body: { disabled: false } });
    expect((await status()).enabled).toBe(true);

    // off for everyone: this customer too, until it is turned on again
    const global = await call("PUT", "/bulk-actions-switch", { token: admin, body: { disabled: true } });
    expect(global.body).toEqual({ enabled: false, globalDisabled: true, customerDisabled: true });
    expect((await call("GET", "/bulk-actions-switch", { token: admin })).body.globalDisabled).toBe(true);
    expect(await status()).toEqual({ enabled: false, globalDisabled: true, customerDisabled: false });
    expect((await call("POST", "/auto-pilot/approve", { token, body: { caseIds: ["1"] } })).status).toBe(409);
    await call("PUT", "/bulk-actions-switch", { token: admin, body: { disabled: false } });
    expect((await status()).enabled).toBe(true);
  });
});

describe("starting cases in bulk (POST /cases/start-many)", () => {
  afterEach(() => Clock.setOffset(0));

  it("says what the company register says of a company it started a case against, in the user's language (issue 21)", async () => {
    Clock.setNow(new Date("2026-06-10T10:00:00Z"));
    const { token } = await caseOwner();
    const bankrupt = await newInvoice(token, { debtor: debtorBody({ name: "Konkursbo Eksempel AS", orgNumber: "910000020" }) });
    const clean = await newInvoice(token, { debtor: debtorBody({ name: "Fjordlys AS", orgNumber: "910000012" }) });
    const res = await call("POST", "/cases/start-many", { token, body: { voucherIds: [bankrupt.id, clean.id] } });
    expect(res.status).toBe(200);
    const byDebtor = new Map(res.body.data.map((d: { debtorId: string }) => [d.debtorId, d]));
    const started = byDebtor.get(bankrupt.debtorId) as { ok: boolean; caseNumber: number; registerWarning: string };
    expect(started).toMatchObject({ ok: true });
    expect(started.registerWarning).toBe(
      `Sak ${started.caseNumber} er startet, men Enhetsregisteret sier om Konkursbo Eksempel AS: Enheten er konkurs. Et krav må meldes i konkursboet, ikke inndrives som vanlig.`,
    );
    expect(byDebtor.get(clean.debtorId)).toMatchObject({ ok: true, registerWarning: null });
  });

  it("starts one case per debtor on open items of several debtors, each once under a repeated key, and answers a refusal per debtor", async () => {
    Clock.setNow(new Date("2026-06-10T10:00:00Z"));
    const { token } = await caseOwner();
    const a1 = await newInvoice(token, { amount: "1000" });
    const a2 = await newInvoice(token, { amount: "500", debtorId: a1.debtorId });
    const b = await newInvoice(token, { amount: "700" });
    const small = await newInvoice(token, { amount: "0,50" }); // below the default minimum owed (1 kr)
    const headers = { "idempotency-key": "bulk-1" };
    const body = { voucherIds: [a1.id, b.id, a2.id, small.id] };
    const first = await call("POST", "/cases/start-many", { token, body, headers, lang: "en" });
    expect(first.status).toBe(200);
    const byDebtor = new Map(first.body.data.map((d: { debtorId: string }) => [d.debtorId, d]));
    expect(byDebtor.get(a1.debtorId)).toMatchObject({ ok: true, message: null });
    expect(byDebtor.get(b.debtorId)).toMatchObject({ ok: true });
    expect(byDebtor.get(small.debtorId)).toMatchObject({ ok: false, caseId: null });
    expect((byDebtor.get(small.debtorId) as { message: string }).message).toMatch(/minimum owed amount/);
    const caseA = await call("GET", `/cases/${(byDebtor.get(a1.debtorId) as { caseId: string }).caseId}`, { token });
    expect(caseA.body.claims).toHaveLength(2);

    // the same request again: the same cases, none new
    const again = await call("POST", "/cases/start-many", { token, body, headers, lang: "en" });
    expect(
      again.body.data
        .filter((d: { ok: boolean }) => d.ok)
        .map((d: { caseId: string }) => d.caseId)
        .sort(),
    ).toEqual(
      first.body.data
        .filter((d: { ok: boolean }) => d.ok)
        .map((d: { caseId: string }) => d.caseId)
        .sort(),
    );
    const list = await call("GET", "/cases", { token });
    expect(list.body.total).toBe(2);
    // the open items page says which items a case collects: the two cases' three items, not the refused one
    const open = await call("GET", "/ledgers?rowsPerPage=50", { token });
    const caseOf = new Map(open.body.data.map((v: { id: string; caseId?: string }) => [v.id, v.caseId]));
    const started = byDebtor.get(a1.debtorId) as { caseId: string };
    expect([caseOf.get(a1.id), caseOf.get(a2.id)]).toEqual([started.caseId, started.caseId]);
    expect(caseOf.get(b.id)).toBe((byDebtor.get(b.debtorId) as { caseId: string }).caseId);
    expect(caseOf.has(small.id)).toBe(true);
    expect(caseOf.get(small.id)).toBeUndefined();

    // an id that is no open item of the customer's: 422, nothing started
    const bad = await call("POST", "/cases/start-many", { token, body: { voucherIds: ["nope"] }, lang: "en" });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(["voucherIds"]);
  });

  it("starts the cases on the reminder process chosen; one that does not exist refuses the request, in both languages", async () => {
    Clock.setNow(new Date("2026-06-10T10:00:00Z"));
    const { token } = await caseOwner();
    await call("POST", "/reminder-processes", { token, body: { name: "Privat" } });
    const chosen = await call("POST", "/reminder-processes", { token, body: { name: "Bedrift" } });
    expect(chosen.status).toBe(201);
    const a = await newInvoice(token, { amount: "1000" });
    const b = await newInvoice(token, { amount: "700" });
    const unknown = { voucherIds: [a.id, b.id], reminderProcessId: "no-such" };
    const no = await call("POST", "/cases/start-many", { token, body: unknown });
    expect(no.status).toBe(422);
    expect(no.body.errors).toEqual({ reminderProcessId: ["Fant ikke purreprosessen."] });
    const en = await call("POST", "/cases/start-many", { token, body: unknown, lang: "en" });
    expect(en.body.errors).toEqual({ reminderProcessId: ["The reminder process was not found."] });
    expect((await call("GET", "/cases", { token })).body.total).toBe(0); // nothing started

    const body = { voucherIds: [a.id, b.id], reminderProcessId: chosen.body.id };
    const res = await call("POST", "/cases/start-many", { token, body });
    expect(res.body.data.map((d: { ok: boolean }) => d.ok)).toEqual([true, true]);
    for (const d of res.body.data as { caseId: string }[])
      expect((await call("GET", `/cases/${d.caseId}`, { token })).body.reminderProcessId).toBe(chosen.body.id);
  });
});
