import { afterEach, describe, expect, it } from "vitest";
import { Clock } from "../clock";
import "../i18n/all";
import { getVoucherItem } from "../ledger/store";
import { seedProcedures } from "../procedures/seed";
import { interestTodayOf } from "./case-interest";
import { CaseVoucherInput } from "./operations/case-payments.schema";
import { casePayments, registerCaseVoucher } from "./operations/case-payments";
import { getCase } from "./store";
import { at, newCase, newCustomer, newDebtor, runKind } from "./testing.db";

// Interest to the payment day through the real commands (docs/case-operations.md "Interest to the payment day"):
// the step runner's letters, payments on the case page, the case's interest to today. The figures are computed by
// hand in the comments: round(balance × rate × days / 365) per period, half up; the days run from the day after the
// due date (or after a payment) up to and including the last day. 12,00 % in 2026 H1, 12,25 % in 2026 H2.

const actor = { userId: "u-rente", byName: "Rita Rente" };

async function world() {
  at("2026-11-27T10:00:00Z");
  await seedProcedures();
  const customerId = await newCustomer({ name: "Rente AS", cases: 10, sends: 20 });
  const debtorId = await newDebtor(customerId);
  const pay = (caseId: string, voucherDate: string, amount: string) =>
    registerCaseVoucher(customerId, caseId, CaseVoucherInput.parse({ type: "payment", voucherDate, amount }), actor);
  return { customerId, debtorId, pay };
}

describe("interest to the payment day (usability review C3, C13)", () => {
  afterEach(() => Clock.setOffset(0));

  it("a part payment between two letters pays the interest to its day, and the next letter charges on what is left", async () => {
    const w = await world();
    // 38 400,00 kr due 06.10.2026: interest from 07.10 (the reviewer's case 3)
    const { caseId, voucherId } = await newCase(w.customerId, w.debtorId, {
      amountOre: 38_400_00,
      voucherDate: "2026-09-06",
      dueDate: "2026-10-06",
    });
    // the first letter on 27.11: 07.10–27.11 = 52 days, 38 400 × 12,25 % × 52/365 = 670,159 → 670,16 kr
    const first = await runKind(w.customerId, caseId, "payment-reminder");
    expect(first.sendDate).toBe("2026-11-27");
    expect(await getCase(w.customerId, caseId)).toMatchObject({ interestOre: 670_16, interestToDate: "2026-11-27" });
    const feesOre = (await getCase(w.customerId, caseId)).feesOre;

    // 10 000,00 kr dated 08.12 (registered on 09.12): fees first, then the interest to 08.12, 07.10–08.12 = 63
    // days: 38 400 × 12,25 % × 63/365 = 811,923 → 811,92 kr (not the 670,16 of the letter's day), then principal
    at("2026-12-09T10:00:00Z");
    const { result } = await w.pay(caseId, "2026-12-08", "10 000");
    const principalPart = 10_000_00 - feesOre - 811_92;
    expect(result.data.payments[0]!.allocation).toEqual({
      feesOre,
      interestOre: 811_92,
      principalOre: principalPart,
    });
    expect(result.data.payments[0]!.explanation).toContain("renter til 08.12.2026 811,92\u00a0kr");
    expect((await getVoucherItem(w.customerId, voucherId))!.balanceOre).toBe(38_400_00 - principalPart);

    // the purring on Monday 14.12: 811,92 to 08.12 on 38 400, then 09.12–14.12 (6 days) on what is left, the
    // payment reminder having had no fee: 38 400 − 9 188,08 = 29 211,92 × 12,25 % × 6/365 = 58,824 → 58,82 kr
    expect(feesOre).toBe(0);
    at("2026-12-14T10:00:00Z");
    const second = await runKind(w.customerId, caseId, "reminder");
    expect(second.sendDate).toBe("2026-12-14");
    const model = second.letter!.model;
    expect(model.amounts.interest).toEqual([
      { from: "2026-10-07", to: "2026-12-08", rateBasisPoints: 1225, baseOre: 38_400_00, amountOre: 811_92 },
      { from: "2026-12-09", to: "2026-12-14", rateBasisPoints: 1225, baseOre: 29_211_92, amountOre: 58_82 },
    ]);
    // to pay: 38 400 + the purring fee + 811,92 + 58,82 − 10 000 paid; the case says the same interest
    const c = await getCase(w.customerId, caseId);
    expect(c).toMatchObject({ interestOre: 870_74, interestToDate: "2026-12-14", paidOre: 10_000_00 });
    expect(model.amounts.totalOre).toBe(38_400_00 + second.feeOre + 870_74 - 10_000_00);
    expect(model.amounts.totalOre).toBe(38_400_00 + c.feesOre + c.interestOre - c.paidOre);
  }, 90_000); // two letters through the step runner on a shared machine

  it("a payment of the principal only leaves the case open: the interest to its day was paid first", async () => {
    const w = await world();
    // 10 000,00 kr due 01.10.2026, no letter: 10 000,00 kr dated 19.11 pays the interest 02.10–19.11 first,
    // 49 days: 10 000 × 12,25 % × 49/365 = 164,452 → 164,45 kr; principal 9 835,55; left 164,45 kr
    const { caseId } = await newCase(w.customerId, w.debtorId, { amountOre: 10_000_00, dueDate: "2026-10-01" });
    const { result } = await w.pay(caseId, "2026-11-19", "10 000");
    expect(result.data.payments[0]).toMatchObject({
      allocation: { feesOre: 0, interestOre: 164_45, principalOre: 9_835_55 },
      closedCase: false,
    });
    const c = await getCase(w.customerId, caseId);
    expect(c).toMatchObject({ status: "ready", interestOre: 164_45, principalPaidOre: 9_835_55 });
    // today (27.11) the interest runs on the 164,45 left: 20.11–27.11, 8 days, 0,442 → 0,44 kr
    expect(await interestTodayOf(c)).toEqual({
      date: "2026-11-27",
      accruedOre: 164_45 + 44,
      openOre: 44,
      remainingOre: 164_45 + 44,
    });
    // paying that on 27.11 pays the case in full, and only then
    const rest = await w.pay(caseId, "2026-11-27", "164,89");
    expect(rest.result.data.payments[0]).toMatchObject({
      allocation: { feesOre: 0, interestOre: 44, principalOre: 164_45 },
      closedCase: true,
    });
    expect(await getCase(w.customerId, caseId)).toMatchObject({ status: "closed", closeReason: "case-paid-in-full" });
  }, 60_000);

  it("two part payments in different rate periods, and the interest to today after them", async () => {
    const w = await world();
    const { caseId } = await newCase(w.customerId, w.debtorId, {
      amountOre: 10_000_00,
      voucherDate: "2026-04-15",
      dueDate: "2026-05-15",
    });
    // 2 000,00 kr dated 10.06: 16.05–10.06, 26 days at 12,00 %: 10 000 × 12 % × 26/365 = 85,479 → 85,48 kr;
    // principal 1 914,52, balance 8 085,48
    await w.pay(caseId, "2026-06-10", "2 000");
    // 3 000,00 kr dated 14.08: on 8 085,48, 11.06–30.06 (20 days, 12,00 %) 53,165 → 53,16 and 01.07–14.08 (45
    // days, 12,25 %) 122,113 → 122,11: 175,27 kr; principal 2 824,73, balance 5 260,75
    await w.pay(caseId, "2026-08-14", "3 000");
    expect((await casePayments(w.customerId, caseId, "en")).map((p) => p.allocation)).toEqual([
      { feesOre: 0, interestOre: 85_48, principalOre: 1_914_52 },
      { feesOre: 0, interestOre: 175_27, principalOre: 2_824_73 },
    ]);
    // today 27.11: 15.08–27.11 on 5 260,75, 105 days at 12,25 %: 185,390 → 185,39 kr open; accrued in all
    // 85,48 + 53,16 + 122,11 + 185,39 = 446,14; owed 5 260,75 + 185,39 = 5 446,14 kr
    const c = await getCase(w.customerId, caseId);
    expect(await interestTodayOf(c)).toEqual({
      date: "2026-11-27",
      accruedOre: 446_14,
      openOre: 185_39,
      remainingOre: 5_446_14,
    });
  }, 60_000);
});
