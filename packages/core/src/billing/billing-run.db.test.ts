import { ulid } from "ulid";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Clock } from "../clock";
import { GLOBAL_SCOPE, readCounters } from "../dynamo/counters";
import { db } from "../dynamo/db";
import { committed } from "../dynamo/transaction";
import { getBatch } from "../jobs/batch";
import { getRecord } from "../storage/records";
import { actor, newCustomer } from "../cases/testing.db";
import { consume } from "./entitlements";
import { buyPlan, topUp } from "./purchase";
import { billCustomer } from "./billing-run";
import { startBillingRun } from "./billing-run-start";
import { addScheduleCustomers } from "./billing-schedule-customers";
import { INVOICE_SEQUENCE, invoiceEhfKey } from "./invoices/invoice-keys";
import { issuedInvoice, listCustomerInvoices } from "./invoices/invoice-store";
import { hasOverdueInvoice, recordInvoicePayment } from "./invoices/invoice-payments";
import { ehfFailures } from "./invoices/schematron/validate";
import { billingSchedules } from "./plan-stores";
import { seedPlans } from "./plan-seed";
import { stepOrdersCsv } from "./step-orders";

// the schematrons are large stylesheets: seconds each on a loaded machine
vi.setConfig({ testTimeout: 120_000 });
afterEach(() => Clock.setOffset(0));

const use = (customerId: string, u: Parameters<typeof consume>[2]) =>
  committed(
    db()
      .transaction.write((e) => consume(e, customerId, u))
      .go(),
  );
/** The free starter plan, then a top-up of 10 cases at its price (49,00 kr a case): 490,00 kr ex. VAT. */
const buyTenCases = async (customerId: string) => {
  await buyPlan(customerId, { planId: "plan-start" }, actor);
  await topUp(customerId, { cases: 10, sends: 0, creditChecks: 0 }, actor);
};
const sequence = async () => (await readCounters(GLOBAL_SCOPE, [INVOICE_SEQUENCE]))[INVOICE_SEQUENCE]!.count;

describe("the billing run", () => {
  it("invoices October for 3 customers (steps, invoice-copy pages, a top-up, extra users) exactly once, valid EHF", async () => {
    await seedPlans(); // the starter plan: 15,00 kr a send, 5 users included, 600,00 kr a year per user beyond
    Clock.setNow(new Date("2026-10-15T10:00:00Z"));
    const [a, b, c, idle] = [await newCustomer(), await newCustomer(), await newCustomer(), await newCustomer()];
    for (let i = 0; i < 3; i++) await use(a, { kind: "step", channels: ["email"], stepKind: "payment-reminder" });
    await use(a, { kind: "invoice-copy", pages: 4, channel: "post" });
    await buyTenCases(b);
    await use(b, { kind: "step", channels: ["email"], stepKind: "payment-reminder" });
    for (let i = 0; i < 7; i++)
      await db().entities.membership.create({ customerId: c, userId: ulid(), permission: "member" }).go();
    // November's use is not October's
    Clock.setNow(new Date("2026-11-01T05:00:00Z"));
    await use(a, { kind: "step", channels: ["email"], stepKind: "payment-reminder" });

    const scheduleId = `sched-${ulid()}`;
    await billingSchedules.ensure(scheduleId, { name: scheduleId, period: "monthly", dayOfIssue: 1, active: true });
    await addScheduleCustomers(scheduleId, [a, b, c, idle], actor);
    const before = await sequence();
    const started = await startBillingRun(scheduleId); // today 2026-11-01: October
    expect(started.total).toBe(4);
    await vi.waitFor(async () => expect((await getBatch(started.batchId))?.status).toBe("done"), {
      timeout: 90_000,
      interval: 500,
    });
    expect(await getBatch(started.batchId)).toMatchObject({ done: 4, failed: 0 });
    expect(await sequence()).toBe(before + 3); // the idle customer has nothing billable: no invoice, no number

    const only = async (customerId: string) => {
      const list = await listCustomerInvoices(customerId, { page: 1, rowsPerPage: 10 });
      expect(list.total).toBe(1);
      return issuedInvoice(customerId, list.data[0]!.number);
    };
    const lines = (inv: Awaited<ReturnType<typeof only>>) =>
      inv.lines.map((l) => [l.description.no, l.quantity, l.unitPriceOre, l.netOre]);
    const ia = await only(a);
    expect(ia.issueDate).toBe("2026-11-01");
    expect(lines(ia)).toEqual([
      ["Steg: betalingspåminnelse", 3, 1_500, 4_500],
      ["Fakturakopi per post, per side", 4, 200, 800],
    ]);
    expect([ia.netOre, ia.vatOre, ia.totalOre]).toEqual([5_300, 1_325, 6_625]);
    const ib = await only(b);
    expect(lines(ib)).toEqual([
      ["Saker (Start (gratis prøve))", 10, 4_900, 49_000],
      ["Steg: betalingspåminnelse", 1, 1_500, 1_500],
    ]);
    expect([ib.netOre, ib.vatOre, ib.totalOre]).toEqual([50_500, 12_625, 63_125]);
    const ic = await only(c);
    expect(lines(ic)).toEqual([["Brukere utover de inkluderte, 01.10.2026–31.10.2026", 2, 5_000, 10_000]]);
    expect([ic.netOre, ic.vatOre, ic.totalOre]).toEqual([10_000, 2_500, 12_500]);
    expect((await listCustomerInvoices(idle, { page: 1, rowsPerPage: 10 })).total).toBe(0);

    for (const inv of [ia, ib, ic]) {
      const stored = await getRecord(invoiceEhfKey(inv.customerId, inv.number));
      expect(ehfFailures(new TextDecoder().decode(stored!.body))).toEqual([]);
    }

    // the step-orders export: October's step runs of A at the price invoiced; a reversed period is a 422
    const { csv } = await stepOrdersCsv({ customerId: a, from: "2026-10-01", to: "2026-10-31" }, "no");
    const rows = csv.replace("\uFEFF", "").trim().split("\r\n");
    expect(rows[0]).toBe("Dato;Sak;Steg;Kjøring;Pris eks. mva (kr)");
    expect(rows.slice(1).map((r) => [r.split(";")[0], r.split(";")[2], r.split(";")[4]])).toEqual(
      Array.from({ length: 3 }, () => ["15.10.2026", "betalingspåminnelse", "15,00"]),
    );
    await expect(stepOrdersCsv({ customerId: a, from: "2026-10-31", to: "2026-10-01" }, "en")).rejects.toMatchObject({
      fields: { to: ["stepOrders.period"] },
    });

    // a second run and a retried job invoice nothing twice and take no number
    await startBillingRun(scheduleId);
    expect(
      await billCustomer({ scheduleId, customerId: a, kind: "monthly", from: "2026-10-01", to: "2026-10-31" }),
    ).toBe(ia.number);
    expect(await sequence()).toBe(before + 3);
    expect((await listCustomerInvoices(a, { page: 1, rowsPerPage: 10 })).total).toBe(1);
  });

  it("a payment naming the KID marks the invoice part-paid, then paid; overdue blocks top-ups until paid", async () => {
    await seedPlans();
    Clock.setNow(new Date("2026-10-15T10:00:00Z"));
    const a = await newCustomer();
    await buyTenCases(a);
    const n = await billCustomer({
      scheduleId: "s-pay",
      customerId: a,
      kind: "monthly",
      from: "2026-10-01",
      to: "2026-10-31",
    });
    const inv = await issuedInvoice(a, n!);
    expect([inv.issueDate, inv.dueDate, inv.totalOre]).toEqual(["2026-10-15", "2026-10-29", 61_250]);

    // a wrong KID or more than is left: 422, nothing written
    await expect(recordInvoicePayment(n!, { amountOre: 100, kid: "0000000018" })).rejects.toMatchObject({
      fields: { kid: ["customerInvoices.wrongKid"] },
    });
    await expect(recordInvoicePayment(n!, { amountOre: 61_251, kid: inv.kid })).rejects.toMatchObject({
      fields: { amountOre: ["customerInvoices.amountRange"] },
    });
    expect(await hasOverdueInvoice(a)).toBe(false); // not yet due

    Clock.setNow(new Date("2026-10-30T10:00:00Z"));
    expect(await hasOverdueInvoice(a)).toBe(true);
    const more = { cases: 1, sends: 0, creditChecks: 0 };
    await expect(topUp(a, more, actor)).rejects.toMatchObject({ fields: { purchase: ["purchase.overdue"] } });
    expect((await recordInvoicePayment(n!, { amountOre: 20_000, kid: inv.kid }, { userId: "u-ops" })).invoice.paidOre).toBe(
      20_000,
    );
    expect(await hasOverdueInvoice(a)).toBe(true); // part-paid is still overdue
    expect((await recordInvoicePayment(n!, { amountOre: 41_250, kid: inv.kid })).invoice.paidOre).toBe(61_250);
    expect(await hasOverdueInvoice(a)).toBe(false);
    expect((await topUp(a, more, actor)).created).toBe(true);
  });

  it("a referral reward's percent off goes on the referrer's next invoice, once, one reward an invoice; EHF valid", async () => {
    await seedPlans();
    Clock.setNow(new Date("2026-10-15T10:00:00Z"));
    const referrer = await newCustomer();
    // two rewards earned (status and percent as the payment of each referred customer's first invoice wrote them)
    const rewarded = (referredId: string, paidOn: string, discountPercent: number) =>
      db()
        .entities.referral.create({
          referrerId: referrer,
          referredId,
          referredName: referredId,
          registeredOn: "2026-09-01",
          status: "rewarded",
          paidOn,
          discountPercent,
        })
        .go();
    await rewarded("ref-b", "2026-10-10", 20);
    await rewarded("ref-a", "2026-10-02", 10);
    for (let i = 0; i < 3; i++)
      await use(referrer, { kind: "step", channels: ["email"], stepKind: "payment-reminder" });
    const october = { scheduleId: "s-ref", customerId: referrer, kind: "monthly" as const, from: "2026-10-01", to: "2026-10-31" };
    Clock.setNow(new Date("2026-11-01T10:00:00Z"));
    await use(referrer, { kind: "step", channels: ["email"], stepKind: "payment-reminder" });
    const [n1, n1again] = await Promise.all([billCustomer(october), billCustomer(october)]);
    expect(n1again).toBe(n1);
    const oct = await issuedInvoice(referrer, n1!);
    // the oldest reward (10 %) on October's invoice, the line's allowance in the EHF
    expect(oct.lines.map((l) => [l.description.en, l.quantity, l.unitPriceOre, l.discountOre, l.netOre])).toEqual([
      ["Step: payment reminder (referral reward: 10 % off)", 3, 1_500, 450, 4_050],
    ]);
    expect([oct.netOre, oct.vatOre, oct.totalOre]).toEqual([4_050, 1_013, 5_063]);
    const stored = await getRecord(invoiceEhfKey(referrer, n1!));
    expect(ehfFailures(new TextDecoder().decode(stored!.body))).toEqual([]);
    const referral = async (id: string) =>
      (await db().entities.referral.get({ referrerId: referrer, referredId: id }).go({ consistent: true })).data;
    expect((await referral("ref-a"))?.discountInvoice).toBe(n1);
    expect((await referral("ref-b"))?.discountInvoice).toBeUndefined();

    // the next invoice gets the other reward only (not both, not the first again)
    Clock.setNow(new Date("2026-12-01T10:00:00Z"));
    const n2 = await billCustomer({ ...october, from: "2026-11-01", to: "2026-11-30" });
    const nov = await issuedInvoice(referrer, n2!);
    expect(nov.lines.map((l) => [l.quantity, l.discountOre, l.netOre])).toEqual([[1, 300, 1_200]]);
    expect((await referral("ref-b"))?.discountInvoice).toBe(n2);
  });
});
