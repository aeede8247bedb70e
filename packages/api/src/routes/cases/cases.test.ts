import { Clock } from "@innfri/core/clock";
import { db } from "@innfri/core/dynamo/db";
import { afterEach, describe, expect, it } from "vitest";
import { app } from "../../app";
import { caseOwner, newCase } from "../../../test/cases";
import { ledgerOwner, newInvoice, sessionOn } from "../../../test/ledger";
import { call } from "../../../test/support";

describe("starting a case (POST /cases, PATCH /cases/{id}/open)", () => {
  afterEach(() => Clock.setOffset(0));

  it("starts a case from selected open items and typed claims of one debtor, and answers a keyed repeat with the same case", async () => {
    Clock.setNow(new Date("2026-06-10T10:00:00Z"));
    const { token, customerId } = await caseOwner();
    const a = await newInvoice(token, { amount: "1000", dueDate: "2026-05-15" });
    const b = await newInvoice(token, { amount: "500", dueDate: "2026-05-20", debtorId: a.debtorId });
    const body = {
      debtorId: a.debtorId,
      voucherIds: [a.id, b.id],
      claims: [
        { number: `T-${customerId.slice(-6)}`, voucherDate: "2026-05-01", dueDate: "2026-05-25", amount: "250,50" },
      ],
    };
    const headers = { "idempotency-key": "start-1" };
    const first = await call("POST", "/cases", { token, body, headers, lang: "en" });
    expect(first.status).toBe(201);
    expect(first.body.message).toBe("Case 1 has been started.");
    expect(first.body.data).toMatchObject({
      id: "1",
      caseNumber: 1,
      status: "ready",
      statusId: 4,
      principalOre: 1_750_50,
      remainingOre: 1_750_50,
      dueDate: "2026-05-15",
      procedureId: "company",
      autoPilot: false,
    });
    expect(first.body.data.claims).toHaveLength(3);
    const again = await call("POST", "/cases", { token, body, headers });
    expect(again).toMatchObject({ status: 200, body: { data: { caseNumber: 1 } } });
    const read = await call("GET", "/cases/1", { token });
    expect(read).toMatchObject({ status: 200, body: { caseNumber: 1, claimCount: 3 } });
    // no letter yet, and still the interest to today (C13), 12,00 % in 2026 H1, each claim from the day after its
    // due date to 10.06: 1 000 × 12 % × 26/365 = 8,548 → 8,55; 500 × 12 % × 21/365 = 3,452 → 3,45;
    // 250,50 × 12 % × 16/365 = 1,318 → 1,32: 13,32 kr, owed today 1 750,50 + 13,32 = 1 763,82 kr
    expect(read.body).toMatchObject({
      interestOre: 0,
      interestToDate: null,
      interestToday: { date: "2026-06-10", accruedOre: 13_32, openOre: 13_32, remainingOre: 1_763_82 },
    });
    expect((await call("GET", "/cases/abc", { token })).status).toBe(404);
    const events = await call("GET", "/cases/1/events", { token });
    expect(events.body.data.map((e: any) => e.kind)).toEqual(["created"]);
    // the same item cannot enter a second case
    const twice = await call("POST", "/cases", {
      token,
      body: { debtorId: a.debtorId, voucherIds: [a.id] },
      lang: "en",
    });
    expect(twice).toMatchObject({ status: 422 });
    expect(twice.body.errors.voucherIds[0]).toContain("is already in case 1");
  });

  it("refuses with the texts of SPEC 8 in both languages", async () => {
    const { token } = await caseOwner("owner", { cases: 0, sends: 1 });
    const inv = await newInvoice(token);
    const body = { debtorId: inv.debtorId, voucherIds: [inv.id] };
    const en = await call("POST", "/cases", { token, body, lang: "en" });
    expect(en).toMatchObject({ status: 422, body: { message: "Not enough cases" } });
    // issue 19: the refusal names where to buy more
    expect(en.body.details).toEqual({ topUp: "/customer/top-up" });
    const no = await call("POST", "/cases", { token, body, lang: "no" });
    expect(no.body.message).toBe("Ikke nok saker.");
    const none = await call("POST", "/cases", { token, body: { debtorId: inv.debtorId }, lang: "en" });
    expect(none.body.errors.claims).toEqual(["At least one invoice/claim must be added."]);

    const bare = await ledgerOwner();
    const i2 = await newInvoice(bare.token);
    const missing = await call("POST", "/cases", {
      token: bare.token,
      body: { debtorId: i2.debtorId, voucherIds: [i2.id] },
      lang: "en",
    });
    expect(missing.body.message).toBe("Missing customer information: check before starting");

    // a debtor abroad (issue 17): the case starts; only its forced steps are refused, by the law
    const { token: t2 } = await caseOwner();
    const abroad = await newInvoice(t2, {
      debtor: {
        type: "person",
        name: "Sven Svensson",
        customerNumber: "SE-1",
        address: "Drottninggatan 1",
        postcode: "111 22",
        city: "Stockholm",
        country: "se",
      },
    });
    const foreign = await call("POST", "/cases", {
      token: t2,
      body: { debtorId: abroad.debtorId, voucherIds: [abroad.id] },
      lang: "en",
    });
    expect(foreign).toMatchObject({ status: 201, body: { data: { foreign: true } } });
    const steps = await call("GET", `/cases/${foreign.body.data.id}/available-steps`, { token: t2, lang: "en" });
    const notice = steps.body.data.find((x: { kind: string }) => x.kind === "enforcement-notice");
    expect(notice).toMatchObject({
      allowed: false,
      reasons: [{ rule: "law.rule.foreignDebtor", params: { country: "SE" } }],
    });
  });

  it("saves a case not started and opens it with PATCH /cases/{id}/open", async () => {
    Clock.setNow(new Date("2026-05-01T10:00:00Z"));
    const { token } = await caseOwner();
    const inv = await newInvoice(token, { voucherDate: "2026-04-20" });
    const saved = await call("POST", "/cases", {
      token,
      body: { debtorId: inv.debtorId, voucherIds: [inv.id], open: false },
    });
    expect(saved.body.data.status).toBe("not-started");
    const opened = await call("PATCH", `/cases/${saved.body.data.id}/open`, { token, lang: "en" });
    expect(opened).toMatchObject({ status: 200, body: { data: { status: "waiting", statusId: 3 } } });
    const twice = await call("PATCH", `/cases/${saved.body.data.id}/open`, { token, lang: "en" });
    expect(twice.body.errors.status).toEqual(["The case has already been started."]);
  });
});

describe("the case list, statistics and procedures", () => {
  it("lists with status and due filters, search and paging; counts by status and step; exports CSV", async () => {
    Clock.setOffset(0);
    const { token } = await caseOwner();
    const one = await newCase(token, { debtor: { type: "person", name: "Åse Bjørnstad", customerNumber: "B-1" } });
    const two = await newCase(token, { dueDate: "2026-05-20" });
    const three = await newCase(token, { kid: "12345674", dueDate: "2099-01-01" });
    const all = await call("GET", "/cases?rowsPerPage=2", { token });
    expect(all.body.total).toBe(3);
    expect(all.body.data.map((c: any) => c.caseNumber)).toEqual([3, 2]);
    const page2 = await call("GET", "/cases?rowsPerPage=2&page=2&sortBy=case_number", { token });
    expect(page2.body.data.map((c: any) => c.caseNumber)).toEqual([3]);
    const waiting = await call("GET", "/cases?status=waiting", { token });
    expect(waiting.body).toMatchObject({ total: 1, data: [{ caseNumber: 3 }] });
    const overdue = await call("GET", "/cases?due=overdue&sortBy=due_date", { token });
    expect(overdue.body.data.map((c: any) => c.caseNumber)).toEqual([1, 2]);
    expect((await call("GET", "/cases?search=bjornst", { token })).body.data.map((c: any) => c.id)).toEqual([
      one.case.id,
    ]);
    expect((await call("GET", "/cases?search=1234567", { token })).body.data.map((c: any) => c.id)).toEqual([
      three.case.id,
    ]);
    expect((await call("GET", `/cases?search=${two.invoice.number}`, { token })).body.total).toBe(1);
    expect((await call("GET", "/cases?status=nope", { token })).status).toBe(422);

    const stats = await call("GET", "/cases/case-statistics", { token });
    expect(stats.body).toMatchObject({
      total: 3,
      open: 3,
      closed: 0,
      registeredOre: 3_000_00,
      outstandingOre: 3_000_00,
    });
    expect(stats.body.byStatus).toMatchObject({ ready: 2, waiting: 1 });
    const steps = await call("GET", "/cases/case-steps", { token });
    expect(steps.body.data[0]).toEqual({ step: "none", count: 3 });
    const months = await call("GET", "/cases/case-statistics-claim-amount", { token });
    expect(months.body.months.reduce((s: number, m: any) => s + m.cases, 0)).toBe(3);

    const procs = await call("GET", `/cases/${one.case.id}/procedures`, { token });
    expect(procs.body.data[0]).toEqual({ id: "person", current: true, suggested: true });
    const multi = await call("GET", `/cases/multiple-procedures?ids=${one.case.id},${two.case.id}`, { token });
    expect(multi.body.data.map((p: any) => p.id)).toEqual(["rent"]);

    const res = await app.request("/v1/cases/export-statistics", {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json", "accept-language": "en" },
      body: JSON.stringify({ status: "ready" }),
    });
    expect(res.headers.get("content-disposition")).toMatch(/attachment; filename="saker-\d{4}-\d{2}-\d{2}\.csv"/);
    const text = await res.text();
    expect(text).toContain("Case number;Debtor;Customer number;Status");
    expect(text.split("\r\n").filter(Boolean)).toHaveLength(3);
  });

  it("keeps the allowance: reading it, granting by admin only", async () => {
    const { token, customerId } = await caseOwner("owner", { cases: 2, sends: 3 });
    const read = await call("GET", `/customers/${customerId}/allowances`, { token });
    expect(read.body).toMatchObject({ cases: 2, halfSends: 6, sends: 3 });
    const refused = await call("POST", `/customers/${customerId}/allowances`, { token, body: { cases: 1 } });
    expect(refused.status).toBe(403);
    const sales = await sessionOn(customerId, "sales");
    expect(
      (await call("POST", `/customers/${customerId}/allowances`, { token: sales, body: { cases: 1 } })).status,
    ).toBe(403);
    await newCase(token);
    expect((await call("GET", `/customers/${customerId}/allowances`, { token })).body.cases).toBe(1);
    // issue 19: the admin's note is the credit's reason, in the activity entry the credit's transaction writes (once)
    const admin = await sessionOn(customerId, "admin");
    const body = { cases: 1, note: "Kampanje november" };
    const granted = await call("POST", `/customers/${customerId}/allowances`, { token: admin, body });
    expect(granted.body).toMatchObject({ cases: 2, halfSends: 6, creditChecks: 0 });
    const { data } = await db().entities.activityLog.query.byScope({ scope: customerId }).go({ pages: "all" });
    expect(data.filter((a) => a.summary.endsWith(": Kampanje november"))).toHaveLength(1);
    expect(data.filter((a) => a.route === "POST /v1/customers/:id/allowances")).toHaveLength(2);
  });

  it("reads and saves the case settings (minimum owed amount)", async () => {
    const { token, customerId } = await caseOwner();
    expect((await call("GET", "/case-settings", { token })).body).toEqual({
      minimumOwedOre: 100,
      revertStepsOnPayment: false,
      extendHolidayDeadlines: true,
      kidAgreement: null,
    });
    expect((await call("PUT", "/case-settings", { token, body: { minimumOwed: "2000" } })).body).toEqual({
      minimumOwedOre: 2_000_00,
      revertStepsOnPayment: false,
      extendHolidayDeadlines: true,
      kidAgreement: null,
    });
    // the customer expand answers the same view (customer-settings.ts caseSettingView)
    const expanded = await call("GET", `/customers/${customerId}?expand=caseSetting`, { token });
    expect(expanded.body.caseSetting).toEqual({
      minimumOwedOre: 2_000_00,
      revertStepsOnPayment: false,
      extendHolidayDeadlines: true,
      kidAgreement: null,
    });
    // a bad amount: 422 on its field, in both languages
    const en = await call("PUT", "/case-settings", { token, body: { minimumOwed: "abc" }, lang: "en" });
    const no = await call("PUT", "/case-settings", { token, body: { minimumOwed: "abc" }, lang: "no" });
    expect([en.status, no.status]).toEqual([422, 422]);
    expect(en.body.errors.minimumOwed[0]).not.toEqual(no.body.errors.minimumOwed[0]);
    expect((await call("GET", "/case-settings", { token })).body).toEqual({
      minimumOwedOre: 2_000_00,
      revertStepsOnPayment: false,
      extendHolidayDeadlines: true,
      kidAgreement: null,
    });
    // the KID agreement (issue 18 #13): bounded length and modulus, 422 on each field in both languages, nothing saved
    const badKid = { minimumOwed: "2000", kidAgreement: { length: 26, modulus: "MOD12" } };
    const kidEn = await call("PUT", "/case-settings", { token, body: badKid, lang: "en" });
    const kidNo = await call("PUT", "/case-settings", { token, body: badKid, lang: "no" });
    expect([kidEn.status, kidNo.status]).toEqual([422, 422]);
    expect(kidEn.body.errors["kidAgreement.length"]).toEqual([
      "The KID length must be a whole number from 4 to 25 (including the check digit).",
    ]);
    expect(kidNo.body.errors["kidAgreement.length"]).toEqual([
      "KID-lengden må være et helt tall fra 4 til 25 (med kontrollsifferet).",
    ]);
    expect(kidEn.body.errors["kidAgreement.modulus"]).toEqual([
      "Choose MOD10 or MOD11, as the KID agreement with the bank says.",
    ]);
    expect((await call("GET", "/case-settings", { token })).body.kidAgreement).toBeNull();
    const kid = { length: 10, modulus: "MOD11" };
    expect((await call("PUT", "/case-settings", { token, body: { minimumOwed: "2000", kidAgreement: kid } })).body).toMatchObject({
      kidAgreement: kid,
    });
    // left out: kept; null: none
    expect((await call("PUT", "/case-settings", { token, body: { minimumOwed: "2000" } })).body.kidAgreement).toEqual(kid);
    expect(
      (await call("PUT", "/case-settings", { token, body: { minimumOwed: "2000", kidAgreement: null } })).body.kidAgreement,
    ).toBeNull();
    const inv = await newInvoice(token);
    const below = await call("POST", "/cases", {
      token,
      body: { debtorId: inv.debtorId, voucherIds: [inv.id] },
      lang: "en",
    });
    expect(below.body.errors.minimumOwed[0]).toMatch(/is below the minimum owed amount/);
  });
});
