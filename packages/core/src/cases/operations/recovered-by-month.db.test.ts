import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { Clock } from "../../clock";
import "../../i18n/all";
import { seedProcedures } from "../../procedures/seed";
import { caseClaimAmountStatistics } from "../statistics";
import { getCase } from "../store";
import { actor, at, newCase, newCustomer, newDebtor, runKind } from "../testing.db";
import { CaseVoucherInput } from "./case-payments.schema";
import { registerCaseVoucher } from "./case-payments";
import { mergeCases } from "./merge";
import { revertSteps } from "./revert";

/**
 * C15 (usability-review-2): money recovered is counted by the payment's date, not by the day its case was created.
 * A case of November paid on 08.12 is December's money; a payment delivered twice counts once; a merge moves what
 * was paid but not when; a revert that moves the fees a payment paid on to interest and principal leaves the money
 * recovered as it was (nothing came back to the debtor).
 */
describe("money recovered per month (C15)", () => {
  beforeAll(() => seedProcedures());
  afterEach(() => Clock.setOffset(0));

  it("counts a payment in its own month, once per request, through merges and reverts; credit notes are not recovered money", async () => {
    at("2026-11-20T10:00:00Z");
    const customerId = await newCustomer();
    const debtorId = await newDebtor(customerId);
    const a = await newCase(customerId, debtorId, { amountOre: 20_000_00 });
    const b = await newCase(customerId, debtorId, { amountOre: 5_000_00 });
    const pay = (caseId: string, body: Record<string, unknown>, key: string) =>
      registerCaseVoucher(customerId, caseId, CaseVoucherInput.parse(body), actor, {
        key,
        scope: "case-vouchers",
        method: "POST",
        path: `/cases/${caseId}/vouchers`,
        body,
      });
    const months = async () =>
      Object.fromEntries(
        (await caseClaimAmountStatistics(customerId, { from: "2026-11-01", to: "2026-12-31" })).months.map((m) => [
          m.month,
          m.recoveredOre,
        ]),
      );

    at("2026-11-26T10:00:00Z");
    await pay(b.caseId, { type: "payment", voucherDate: "2026-11-25", amount: "1 000,00" }, "b-1");
    at("2026-12-09T10:00:00Z");
    const body = { type: "payment", voucherDate: "2026-12-08", amount: "10 000,00" };
    expect((await pay(a.caseId, body, "a-1")).created).toBe(true);
    expect((await pay(a.caseId, body, "a-1")).created).toBe(false);
    expect(await months()).toEqual({ "2026-11": 1_000_00, "2026-12": 10_000_00 });

    // a credit note lowers the claim: no money came in
    await pay(a.caseId, { type: "creditNote", voucherDate: "2026-12-09", amount: "100,00" }, "a-2");
    expect(await months()).toEqual({ "2026-11": 1_000_00, "2026-12": 10_000_00 });

    // the merged case's payment stays November's, counted once
    await mergeCases(customerId, a.caseId, { caseIds: [b.caseId] }, actor);
    expect((await getCase(customerId, a.caseId)).paidOre).toBe(1_000_00 + 10_000_00 + 100_00);
    expect(await months()).toEqual({ "2026-11": 1_000_00, "2026-12": 10_000_00 });

    // a step whose fee a later payment paid, reverted with its fee removed: the money paid other parts instead
    const run = await runKind(customerId, a.caseId, "reminder");
    at("2026-12-11T10:00:00Z");
    await pay(a.caseId, { type: "payment", voucherDate: "2026-12-10", amount: "500,00" }, "a-3");
    const paidFees = (await getCase(customerId, a.caseId)).feesPaidOre ?? 0;
    expect(paidFees).toBeGreaterThan(0);
    await revertSteps(customerId, a.caseId, { runId: run.runId, keepFees: false }, actor);
    expect((await getCase(customerId, a.caseId)).feesPaidOre ?? 0).toBeLessThan(paidFees);
    expect(await months()).toEqual({ "2026-11": 1_000_00, "2026-12": 10_500_00 });
  });
});
