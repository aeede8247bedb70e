import { Clock } from "@innfri/core/clock";
import { queueTiming } from "@innfri/core/cases/operations/case-payment-queue";
import { db } from "@innfri/core/dynamo/db";
import { afterEach, describe, expect, it } from "vitest";
import { caseOwner, newCase } from "../../../test/cases";
import { runKind } from "../../../test/case-steps";
import { newKid } from "../../../test/ledger";
import { call } from "../../../test/support";

/** Payments on a case through the API (issue 11): POST vouchers, GET payments, GET accounting-document. */
describe("payments on a case (POST /cases/{id}/vouchers, GET payments, GET accounting-document)", () => {
  afterEach(() => Clock.setOffset(0));

  it("registers a payment with its allocation, explains it in both languages, and answers a keyed repeat once", async () => {
    Clock.setNow(new Date("2026-11-20T10:00:00Z"));
    const { token } = await caseOwner();
    const { case: c } = await newCase(token, { amount: "1000" });
    const headers = { "idempotency-key": "pay-1" };
    // paid on the due date (2026-05-15): no interest has run, so the money is principal (case-interest.ts)
    const body = { type: "payment", voucherDate: "2026-05-15", amount: "400,50", text: "Nettbank" };
    const first = await call("POST", `/cases/${c.id}/vouchers`, { token, lang: "en", body, headers });
    expect(first.status).toBe(201);
    expect(first.body.message).toBe(`Payment of 400,50\u00a0kr has been registered on case ${c.id}.`);
    expect(first.body.data.case).toMatchObject({ paidOre: 400_50, principalPaidOre: 400_50, remainingOre: 599_50 });
    expect(first.body.data.payments[0]).toMatchObject({ amountOre: 400_50, allocation: { principalOre: 400_50 } });
    const again = await call("POST", `/cases/${c.id}/vouchers`, { token, lang: "no", body, headers });
    expect(again.status).toBe(200);
    expect(again.body.message).toBe(`Innbetaling på 400,50\u00a0kr er registrert på sak ${c.id}.`);
    expect(again.body.data.voucherId).toBe(first.body.data.voucherId);
    const reused = await call("POST", `/cases/${c.id}/vouchers`, { token, body: { ...body, amount: "1" }, headers });
    expect(reused.status).toBe(422);
    expect(reused.body.errors["idempotency-key"]).toBeDefined();

    for (const lang of ["no", "en"] as const) {
      const list = await call("GET", `/cases/${c.id}/payments`, { token, lang });
      expect(list.status).toBe(200);
      expect(list.body.total).toBe(1);
      expect(list.body.data[0].explanation).toBe(
        lang === "no"
          ? "Innbetaling på 400,50\u00a0kr datert 15.05.2026 er ført slik: hovedstol 400,50\u00a0kr."
          : "Payment of 400,50\u00a0kr dated 15.05.2026 was allocated: principal 400,50\u00a0kr.",
      );
      expect(list.body.order).toContain(lang === "no" ? "inkassoloven § 16" : "inkassoloven § 16");
    }
  });

  it("answers 202 'being applied' for a payment queued behind the case's lease, and applies it with the next one", async () => {
    Clock.setNow(new Date("2026-11-20T10:00:00Z"));
    const { token, customerId } = await caseOwner();
    const { case: c } = await newCase(token, { amount: "1000" });
    const lease = { customerId, ref: `case-applier#${c.id}` };
    await db()
      .entities.ledgerRef.put({ ...lease, targetId: "another-request" })
      .go(); // held, not expired
    queueTiming.waitMs = 300;
    try {
      const body = { type: "payment", voucherDate: "2026-05-15", amount: "100" };
      const queued = await call("POST", `/cases/${c.id}/vouchers`, { token, lang: "en", body });
      expect(queued.status).toBe(202);
      expect(queued.body.message).toBe(
        `Payment of 100,00\u00a0kr has been registered in the ledger and is being applied to case ${c.id} after the payments before it.`,
      );
      expect(queued.body.data).toMatchObject({ payments: [], unappliedOre: 100_00, case: { paidOre: 0 } });
      // the payments tab says so too
      const waiting = await call("GET", `/cases/${c.id}/payments`, { token });
      expect(waiting.body).toMatchObject({ total: 0, pending: [{ kind: "payment", amountOre: 100_00 }] });
      await db().entities.ledgerRef.delete(lease).go();
      // the 202 queued a job that applies the payment, and this file's jobs poller runs it: it may hold the lease
      // now, and a loaded machine may hold it longer than the 300 ms above; the next payment waits it out either way
      queueTiming.waitMs = 10_000;
      const next = await call("POST", `/cases/${c.id}/vouchers`, { token, body: { ...body, amount: "50" } });
      expect(next.status).toBe(201);
      const list = await call("GET", `/cases/${c.id}/payments`, { token });
      expect(list.body.data.map((p: { amountOre: number }) => p.amountOre)).toEqual([100_00, 50_00]);
      expect(list.body.pending).toEqual([]);
    } finally {
      queueTiming.waitMs = 30_000;
    }
  });

  it("refuses an overpayment with the SPEC message in both languages; distribute and delete both work", async () => {
    Clock.setNow(new Date("2026-11-20T10:00:00Z"));
    const { token } = await caseOwner();
    const { case: one, invoice } = await newCase(token, { amount: "1000" });
    const { case: two } = await newCase(token, { amount: "300", debtorId: invoice.debtorId });
    const body = { voucherDate: "2026-05-15", amount: "1 500" };
    const messages = {
      no: "Innbetalingen er større enn saksbeløpet: fordel overskuddet på kundens andre saker eller slett resten",
      en: "Payment exceeds the case total: distribute the excess to the customer's other cases or delete the rest",
    };
    for (const lang of ["no", "en"] as const) {
      const res = await call("POST", `/cases/${one.id}/vouchers`, { token, lang, body });
      expect(res.status).toBe(422);
      expect(res.body.errors.excess).toEqual([messages[lang]]);
    }
    const bad = await call("POST", `/cases/${one.id}/vouchers`, { token, body: { ...body, excess: "keep" } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.excess).toBeDefined();
    const spread = await call("POST", `/cases/${one.id}/vouchers`, {
      token,
      lang: "en",
      body: { ...body, excess: "distribute" },
    });
    expect(spread.status).toBe(201);
    expect(
      spread.body.data.payments.map((p: { caseId: string; amountOre: number }) => [p.caseId, p.amountOre]),
    ).toEqual([
      [one.id, 1_000_00],
      [two.id, 300_00],
    ]);
    expect(spread.body.data.unappliedOre).toBe(200_00);
    expect(spread.body.message).toContain("300,00\u00a0kr of the excess has been distributed to other cases.");
    expect(spread.body.data.case).toMatchObject({ status: "closed", closeReason: "case-paid-in-full" });
    const closed = await call("POST", `/cases/${two.id}/vouchers`, {
      token,
      lang: "en",
      body: { voucherDate: "2026-05-15", amount: "1" },
    });
    expect(closed.status).toBe(422);
    expect(closed.body.errors.amount).toEqual(["The case is not active, and no payment can be registered on it."]);

    const { case: three } = await newCase(token, { amount: "200" });
    const cut = await call("POST", `/cases/${three.id}/vouchers`, {
      token,
      body: { ...body, excess: "delete", type: "creditNote" },
    });
    expect(cut.status).toBe(201);
    expect(cut.body.data.payments[0]).toMatchObject({ kind: "creditNote", amountOre: 200_00, closedCase: true });
    expect(cut.body.data.unappliedOre).toBe(0);
  });

  it("validates the body per field (amount, date, type), 404s an unknown case, and 403s sales", async () => {
    const { token, customerId } = await caseOwner();
    const { case: c } = await newCase(token);
    const res = await call("POST", `/cases/${c.id}/vouchers`, {
      token,
      lang: "en",
      body: { type: "gift", voucherDate: "2999-01-01", amount: "-5" },
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(["amount", "type", "voucherDate"]);
    expect(
      (await call("POST", "/cases/99999/vouchers", { token, body: { voucherDate: "2026-01-01", amount: "1" } })).status,
    ).toBe(404);
    expect((await call("GET", "/cases/99999/payments", { token })).status).toBe(404);
    expect((await call("GET", "/cases/99999/accounting-document", { token })).status).toBe(404);
    const { sessionOn } = await import("../../../test/ledger");
    const sales = await sessionOn(customerId, "sales");
    const denied = await call("POST", `/cases/${c.id}/vouchers`, {
      token: sales,
      body: { voucherDate: "2026-01-01", amount: "1" },
    });
    expect(denied.status).toBe(403);
  });

  it("lands a KID payment made in the ledger on the case, and gives the accounting statement as CSV in both languages", async () => {
    Clock.setNow(new Date("2026-11-20T10:00:00Z"));
    const { token } = await caseOwner();
    const kid = newKid();
    const { case: c } = await newCase(token, { amount: "1000", kid });
    const paid = await call("POST", "/payments", { token, body: { voucherDate: "2026-05-15", amount: "250", kid } });
    expect(paid.status).toBe(201);
    const list = await call("GET", `/cases/${c.id}/payments`, { token });
    expect(list.body.data[0]).toMatchObject({ source: "ledger", amountOre: 250_00, kid });
    const after = await call("GET", `/cases/${c.id}`, { token });
    expect(after.body).toMatchObject({ paidOre: 250_00, remainingOre: 750_00 });

    const no = await call("GET", `/cases/${c.id}/accounting-document`, { token, lang: "no" });
    expect(no.status).toBe(200);
    expect(no.headers.get("content-type")).toContain("text/csv");
    expect(no.headers.get("content-disposition")).toContain(`regnskapsoversikt-sak-${c.id}.csv`);
    const lines = String(no.body)
      .replace(/^\uFEFF/, "")
      .split("\r\n");
    expect(lines[0]).toBe("Dato;Tekst;Debet;Kredit;Gebyrer;Renter;Hovedstol;Saldo");
    expect(lines[2]).toBe(`15.05.2026;Innbetaling KID ${kid};;250,00;0,00;0,00;250,00;750,00`);
    const en = await call("GET", `/cases/${c.id}/accounting-document`, { token, lang: "en" });
    expect(String(en.body)).toContain("Date;Text;Debit;Credit;Fees;Interest;Principal;Balance");
    expect(en.headers.get("content-disposition")).toContain(`accounting-statement-case-${c.id}.csv`);
  });

  it("a payment dated on the day of a step reverts it when the setting is on, and its event names who registered it", async () => {
    Clock.setNow(new Date("2026-06-10T10:00:00Z"));
    const s = await caseOwner();
    const person = {
      type: "person",
      name: "Kari Nordmann",
      customerNumber: `P-${Date.now()}`,
      postcode: "0155",
      city: "Oslo",
    };
    const { case: c } = await newCase(s.token, { dueDate: "2026-05-01", debtor: person });
    await runKind(s, c.id, "reminder");
    const notice = await runKind(s, c.id, "debt-collection-notice");
    const on = await call("PUT", "/case-settings", {
      token: s.token,
      body: { minimumOwed: "1", revertStepsOnPayment: true },
    });
    expect(on.body).toMatchObject({ revertStepsOnPayment: true });
    const today = Clock.today();
    const paid = await call("POST", `/cases/${c.id}/vouchers`, {
      token: s.token,
      body: { voucherDate: today, amount: "10" },
    });
    expect(paid.status).toBe(201);
    const steps = (await call("GET", `/cases/${c.id}/steps`, { token: s.token })).body.data as {
      id: string;
      status: string;
    }[];
    expect(steps.find((r) => r.id === notice.id)?.status).toBe("reverted");
    const events = (await call("GET", `/cases/${c.id}/events`, { token: s.token })).body.data as {
      kind: string;
      byName: string | null;
      data: Record<string, unknown>;
    }[];
    const created = events.find((e) => e.kind === "created")!;
    expect(created.byName).toBeTruthy();
    expect(events.find((e) => e.kind === "payment")).toMatchObject({
      byName: created.byName,
      data: { amountOre: 10_00 },
    });
    expect(events.at(-1)).toMatchObject({
      kind: "reverted",
      byName: created.byName,
      data: { cause: "payment", voucherDate: today },
    });
  });
});
