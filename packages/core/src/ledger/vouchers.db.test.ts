import "../cases/ledger-hooks"; // the ledger writes only where the contexts above it registered their hooks (commit-hooks.ts)
import { ulid } from "ulid";
import { afterEach, describe, expect, it } from "vitest";
import { kidCheckDigitMod10 } from "../util/identifiers";
import { saveDebtor } from "./debtors";
import { Clock } from "../clock";
import { counterItems, counters } from "./ledger-counters";
import { listNameOf, VOUCHER_TYPES } from "./voucher-rules";
import { debtorLedger, ledgerSummary, listVouchers, openItems } from "./lists";
import { applyCredit, splitPayment } from "./matching";
import { writeOff } from "./write-off";
import { createVoucher, createVouchers, deleteVoucher, getVoucher, moveVoucher, restoreVoucher } from "./vouchers";

const actor = { userId: "u1" };
const kid = (base: string) => base + kidCheckDigitMod10(base);

async function setup() {
  const customerId = ulid();
  const { debtor } = await saveDebtor(customerId, {
    type: "company",
    name: "Fjordkaffe AS",
    customerNumber: "10001",
    orgNumber: "998877660",
  });
  const invoice = (number: string, amountOre: number, extra: Record<string, unknown> = {}) =>
    createVoucher(
      customerId,
      {
        type: VOUCHER_TYPES.invoice,
        number,
        voucherDate: "2026-05-01",
        dueDate: "2026-05-15",
        amountOre,
        debtorId: debtor.debtorId,
        ...extra,
      },
      actor,
    );
  const payment = (amountOre: number, extra: Record<string, unknown> = {}) =>
    createVoucher(customerId, { type: VOUCHER_TYPES.payment, voucherDate: "2026-06-01", amountOre, ...extra }, actor);
  return { customerId, debtor, invoice, payment };
}

/** The counters must always equal what the items say: recount from the items and compare. */
async function expectCountersTrue(customerId: string) {
  const open = await openItems(customerId, { page: 1, rowsPerPage: 100, desc: false });
  expect(open.total).toBe(open.data.length);
  expect(open.totalAmountOre).toBe(open.data.reduce((s, v) => s + v.balanceOre, 0));
  for (const list of [
    "payments:unmatched",
    "payments:matched",
    "payments:deleted",
    "claims:open",
    "claims:closed",
  ] as const) {
    const [group, state] = list.split(":") as ["payments", "unmatched"];
    const l = await listVouchers(customerId, group, state, { page: 1, rowsPerPage: 100, desc: false });
    expect(l.total, list).toBe(l.data.length);
  }
  // payments received per day: every payment not deleted (waiting or matched), its whole amount, by its date
  const payments = [
    ...(await listVouchers(customerId, "payments", "unmatched", { page: 1, rowsPerPage: 100, desc: false })).data,
    ...(await listVouchers(customerId, "payments", "matched", { page: 1, rowsPerPage: 100, desc: false })).data,
  ];
  const recount = new Map<string, { count: number; amountOre: number }>();
  for (const v of payments) {
    const r = recount.get(v.voucherDate) ?? { count: 0, amountOre: 0 };
    recount.set(v.voucherDate, { count: r.count + 1, amountOre: r.amountOre + v.amountOre });
  }
  const paid = (await counterItems(customerId, "paid#")).filter(([, c]) => c.count !== 0 || c.amountOre !== 0);
  expect(new Map(paid), "paid# counters").toEqual(recount);
}

describe("the ledger's vouchers", () => {
  afterEach(() => Clock.setOffset(0));

  it("matches a KID payment to its invoice, and the counters follow", async () => {
    const { customerId, invoice, payment } = await setup();
    const k = kid("1000100001");
    const inv = await invoice("F-1", 10_000_00, { kid: k });
    expect(inv).toMatchObject({ side: "debit", balanceOre: 10_000_00, listName: `kid:${k}` });
    expect(listNameOf(inv)).toBe("claims:open");
    const pay = await payment(4_000_00, { kid: k });
    expect(pay).toMatchObject({ balanceOre: 0, listName: "payments:matched", debtorId: inv.debtorId });
    expect((await getVoucher(customerId, inv.voucherId)).balanceOre).toBe(6_000_00);
    expect(await ledgerSummary(customerId)).toMatchObject({ openItems: 1, openOre: 6_000_00, unmatchedPayments: 0 });
    await expectCountersTrue(customerId);
  });

  it("refuses a taken invoice number, alone and in a batch, changing nothing", async () => {
    const { customerId, debtor, invoice } = await setup();
    await invoice("F-2", 100_00);
    await expect(invoice("F-2", 100_00)).rejects.toMatchObject({
      code: "VALIDATION",
      fields: { number: ["ledger.invoiceNumberExists"] },
      params: { invoiceNumber: "F-2" },
    });
    const base = { type: VOUCHER_TYPES.invoice, voucherDate: "2026-05-01", amountOre: 1, debtorId: debtor.debtorId };
    await expect(
      createVouchers(
        customerId,
        [
          { ...base, number: "F-3" },
          { ...base, number: "F-2" },
        ],
        actor,
      ),
    ).rejects.toMatchObject({ fields: { "items.1.number": ["ledger.invoiceNumberExists"] } });
    expect((await openItems(customerId, { page: 1, rowsPerPage: 10, desc: false })).total).toBe(1);
    await expect(
      createVoucher(
        customerId,
        {
          type: VOUCHER_TYPES.sentence,
          number: "S-1",
          voucherDate: "2026-05-01",
          amountOre: 5,
          debtorId: debtor.debtorId,
        },
        actor,
      ),
    ).resolves.toBeTruthy();
    await expect(
      createVoucher(
        customerId,
        {
          type: VOUCHER_TYPES.sentence,
          number: "S-1",
          voucherDate: "2026-05-01",
          amountOre: 5,
          debtorId: debtor.debtorId,
        },
        actor,
      ),
    ).rejects.toMatchObject({ fields: { number: ["ledger.sentenceNumberExists"] } });
  });

  it("never applies more than is open when payments race for one invoice", async () => {
    const { customerId, invoice, payment } = await setup();
    const k = kid("2000200002");
    const inv = await invoice("F-4", 1_000_00, { kid: k });
    const payments = await Promise.all(Array.from({ length: 6 }, () => payment(300_00, { kid: k })));
    const after = await getVoucher(customerId, inv.voucherId);
    const applied = payments.reduce((s, p) => s + (p.amountOre - p.balanceOre), 0);
    expect(after.balanceOre).toBe(0);
    // exactly the invoice's amount was taken from the payments; the rest waits for manual treatment
    const fresh = await Promise.all(payments.map((p) => getVoucher(customerId, p.voucherId)));
    expect(fresh.reduce((s, p) => s + (p.amountOre - p.balanceOre), 0)).toBe(1_000_00);
    expect(applied).toBeLessThanOrEqual(1_000_00);
    expect(fresh.reduce((s, p) => s + p.balanceOre, 0)).toBe(6 * 300_00 - 1_000_00);
    await expectCountersTrue(customerId);
  });

  it("leaves an unknown KID unmatched; manual treatment applies it; deleting it re-opens the invoice; restore brings it back unmatched", async () => {
    const { customerId, invoice, payment } = await setup();
    const inv = await invoice("F-5", 500_00);
    const pay = await payment(200_00, { kid: kid("99999999") });
    expect(pay.listName).toBe("payments:unmatched");
    expect((await ledgerSummary(customerId)).unmatchedPayments).toBe(1);
    const applied = await applyCredit(
      customerId,
      pay.voucherId,
      [{ voucherId: inv.voucherId, amountOre: 200_00 }],
      actor,
    );
    expect(applied.balanceOre).toBe(0);
    await expect(
      applyCredit(customerId, pay.voucherId, [{ voucherId: inv.voucherId, amountOre: 1 }], actor),
    ).rejects.toMatchObject({
      fields: { allocations: ["ledger.moreThanPayment"] },
      params: { amount: "0,00\u00a0kr" },
    });
    await deleteVoucher(customerId, pay.voucherId, "payments", actor);
    expect((await getVoucher(customerId, inv.voucherId)).balanceOre).toBe(500_00);
    expect(
      (await listVouchers(customerId, "payments", "deleted", { page: 1, rowsPerPage: 10, desc: true })).total,
    ).toBe(1);
    const restored = await restoreVoucher(customerId, pay.voucherId, "payments", actor);
    expect(restored).toMatchObject({ balanceOre: 200_00, listName: "payments:unmatched" });
    await expectCountersTrue(customerId);
  });

  it("splits a payment only into parts that add up, each matched on its own KID", async () => {
    const { customerId, invoice, payment } = await setup();
    const k1 = kid("3000300003");
    const k2 = kid("3000300004");
    const a = await invoice("F-6", 300_00, { kid: k1 });
    const b = await invoice("F-7", 200_00, { kid: k2 });
    const pay = await payment(500_00);
    await expect(
      splitPayment(customerId, pay.voucherId, [{ amountOre: 300_00 }, { amountOre: 100_00 }], actor),
    ).rejects.toMatchObject({
      fields: { parts: ["ledger.splitAmountError"] },
    });
    const parts = await splitPayment(
      customerId,
      pay.voucherId,
      [
        { amountOre: 300_00, kid: k1 },
        { amountOre: 200_00, kid: k2 },
      ],
      actor,
    );
    expect(parts.map((p) => p.balanceOre)).toEqual([0, 0]);
    expect((await getVoucher(customerId, a.voucherId)).balanceOre).toBe(0);
    expect((await getVoucher(customerId, b.voucherId)).balanceOre).toBe(0);
    await expect(getVoucher(customerId, pay.voucherId)).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expectCountersTrue(customerId);
  });

  it("writes off a balance within NOK 100 with one correction voucher, and refuses above", async () => {
    const { customerId, debtor, invoice, payment } = await setup();
    const k = kid("4000400004");
    await invoice("F-8", 1_000_00, { kid: k });
    await payment(950_00, { kid: k });
    const correction = await writeOff(customerId, debtor.debtorId, actor);
    expect(correction).toMatchObject({
      type: VOUCHER_TYPES.correction,
      side: "credit",
      amountOre: 50_00,
      balanceOre: 0,
    });
    const ledger = await debtorLedger(customerId, debtor.debtorId);
    expect(ledger.totals).toEqual({ openOre: 0, unmatchedOre: 0, balanceOre: 0 });
    await invoice("F-9", 100_01);
    await expect(writeOff(customerId, debtor.debtorId, actor)).rejects.toMatchObject({
      fields: { debtorId: ["ledger.writeOffLimit"] },
    });
    await expectCountersTrue(customerId);
  });

  it("moves a claim that was really a payment to the payments page, with its counters", async () => {
    const { customerId, invoice } = await setup();
    const inv = await invoice("F-10", 70_00);
    const moved = await moveVoucher(customerId, inv.voucherId, "payment", actor);
    expect(moved).toMatchObject({ type: VOUCHER_TYPES.payment, side: "credit", listName: "payments:unmatched" });
    expect((await counters(customerId, "open#")).count).toBe(0);
    await expectCountersTrue(customerId);
  });

  it("gives the dashboard its figures from the counters: overdue by period, payments received per period", async () => {
    Clock.setNow(new Date("2026-07-15T10:00:00Z"));
    const { customerId, invoice, payment } = await setup();
    expect(await ledgerSummary(customerId)).toMatchObject({
      today: "2026-07-15",
      openItems: 0,
      openOre: 0,
      received: { thisMonth: { count: 0, amountOre: 0 }, thisYear: { count: 0, amountOre: 0 } },
    });
    await invoice("D-1", 100_00, { dueDate: "2026-07-20" }); // not due
    await invoice("D-2", 200_00, { dueDate: "2026-07-15" }); // due today: not yet overdue
    await invoice("D-3", 300_00, { dueDate: "2026-07-14" }); // 1 day
    await invoice("D-4", 400_00, { dueDate: "2026-06-15" }); // 30 days
    await invoice("D-5", 500_00, { dueDate: "2026-05-16" }); // 60 days
    await invoice("D-6", 600_00, { dueDate: "2026-04-16" }); // 90 days
    const k = kid("5000500005");
    await invoice("D-7", 700_00, { dueDate: "2026-04-15", kid: k }); // 91 days, then paid in part
    await payment(250_00, { kid: k, voucherDate: "2026-07-01" }); // this month, matched
    await payment(50_00, { kid: kid("99999998"), voucherDate: "2026-06-20" }); // last 30 days, waiting
    await payment(1_000_00, { kid: kid("99999997"), voucherDate: "2026-06-15" }); // this year only
    const gone = await payment(9_00, { kid: kid("99999996"), voucherDate: "2026-07-02" });
    await deleteVoucher(customerId, gone.voucherId, "payments", actor); // a deleted payment was not received
    await payment(77_00, { kid: kid("99999995"), voucherDate: "2025-12-31" }); // last year

    const s = await ledgerSummary(customerId);
    expect(s.overdue).toEqual([
      { period: "notDue", count: 2, amountOre: 300_00 },
      { period: "1to14", count: 1, amountOre: 300_00 },
      { period: "15to30", count: 1, amountOre: 400_00 },
      { period: "31to60", count: 1, amountOre: 500_00 },
      { period: "61to90", count: 1, amountOre: 600_00 },
      { period: "over90", count: 1, amountOre: 450_00 },
    ]);
    expect(s).toMatchObject({ openItems: 7, openOre: 2_550_00, unmatchedPayments: 3, unmatchedPaymentsOre: 1_127_00 });
    expect(s.received).toEqual({
      thisMonth: { count: 1, amountOre: 250_00 },
      last30Days: { count: 2, amountOre: 300_00 },
      thisYear: { count: 3, amountOre: 1_300_00 },
    });
    await expectCountersTrue(customerId);
  });

  it("gives the open items of a due period from the counters", async () => {
    const { customerId, invoice } = await setup();
    await invoice("F-11", 100, { dueDate: "2026-05-10" });
    await invoice("F-12", 200, { dueDate: "2026-06-10" });
    await invoice("F-13", 400, { dueDate: "2026-07-10" });
    const june = await openItems(customerId, {
      page: 1,
      rowsPerPage: 10,
      desc: false,
      dueFrom: "2026-06-01",
      dueTo: "2026-06-30",
    });
    expect(june).toMatchObject({ total: 1, totalAmountOre: 200 });
    expect(june.data.map((v) => v.number)).toEqual(["F-12"]);
    const page2 = await openItems(customerId, { page: 2, rowsPerPage: 2, desc: false });
    expect(page2.data.map((v) => v.number)).toEqual(["F-13"]);
  });
});
