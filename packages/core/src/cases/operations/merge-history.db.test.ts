import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { Clock } from "../../clock";
import "../../i18n/all";
import { ChangeSet, commit } from "../../ledger/matching";
import { buildVoucher } from "../../ledger/new-voucher";
import { getDebtorItem, getVoucherItem } from "../../ledger/store";
import { VOUCHER_TYPES } from "../../ledger/voucher-rules";
import { seedProcedures } from "../../procedures/seed";
import { AppError } from "../../util/error";
import { kidCheckDigitMod10 } from "../../util/identifiers";
import { listCaseDocuments, recordCaseDocument } from "../documents/case-documents";
import { availableSteps, caseHistoryItems } from "../steps/available";
import { prepareStep } from "../steps/prepare";
import { getCase, nextVersion, writeCase, type Case } from "../store";
import { actor, at, newCase, newCustomer, newDebtor, runKind } from "../testing.db";
import { accountingDocument } from "./accounting-document";
import { applyPending, pendingOf, pendingRefOf } from "./case-payment-queue";
import { casePayments, registerCaseVoucher } from "./case-payments";
import { CaseVoucherInput } from "./case-payments.schema";
import { mergeCases } from "./merge";

/**
 * Merges keep their history (issue 17; usability-review-2 C7, security-review-2 G4): the target's paid parts, its
 * payments tab and statement, a payment queued for the merged case, the law's history and the letter's claims.
 */

const payer = { userId: "u-pay", byName: "Per Betaler" };

/** fees paid + interest paid + principal paid = paid (issue 11). */
const parts = (c: Case) => ({
  paid: c.paidOre,
  parts: (c.feesPaidOre ?? 0) + (c.interestPaidOre ?? 0) + (c.principalPaidOre ?? 0),
});

async function world() {
  at("2026-11-20T10:00:00Z");
  const customerId = await newCustomer({ cases: 20, sends: 20 });
  const debtorId = await newDebtor(customerId, { email: false });
  /** A case of one invoice, carrying a fee and interest as steps would have added. */
  const caseOf = async (amountOre: number, feesOre: number, interestOre: number) => {
    const { caseId, voucherId } = await newCase(customerId, debtorId, { amountOre });
    const c = await getCase(customerId, caseId);
    await writeCase(c, nextVersion(c, { feesOre, interestOre }), { kind: "step-run", by: "test" });
    return { caseId, voucherId };
  };
  const pay = (caseId: string, amount: string) =>
    registerCaseVoucher(customerId, caseId, CaseVoucherInput.parse({ voucherDate: "2026-11-19", amount }), payer);
  return { customerId, debtorId, caseOf, pay };
}

describe("a merge keeps the merged cases' history", () => {
  beforeAll(() => seedProcedures());
  afterEach(() => Clock.setOffset(0));

  it("moves the paid parts with the money: both cases add up, the target's payments tab and statement list both sides' payments", async () => {
    const w = await world();
    const a = await w.caseOf(1_000_00, 70_00, 10_00);
    const b = await w.caseOf(500_00, 35_00, 5_00);
    await w.pay(a.caseId, "100,00"); // fees 70, interest 10, principal 20
    await w.pay(b.caseId, "150,00"); // fees 35, interest 5, principal 110

    // the payments paid interest accrued to their day first (case-interest.ts), so the parts are read, then summed
    const before = [await getCase(w.customerId, a.caseId), await getCase(w.customerId, b.caseId)];
    const total = (f: (c: Case) => number) => before.reduce((s, c) => s + f(c), 0);
    await mergeCases(w.customerId, a.caseId, { caseIds: [b.caseId] }, actor);
    const target = await getCase(w.customerId, a.caseId);
    const source = await getCase(w.customerId, b.caseId);
    expect(target).toMatchObject({
      paidOre: 250_00,
      feesPaidOre: 105_00,
      interestPaidOre: total((c) => c.interestPaidOre ?? 0),
      principalPaidOre: total((c) => c.principalPaidOre ?? 0),
      mergedCaseIds: [b.caseId],
    });
    expect(target.interestPaidOre).toBeGreaterThanOrEqual(15_00);
    expect(parts(target)).toEqual({ paid: 250_00, parts: 250_00 });
    expect(source).toMatchObject({ status: "merged", mergedInto: a.caseId, paidOre: 0 });
    expect(parts(source)).toEqual({ paid: 0, parts: 0 });

    // the payments tab: both payments, each naming the case it was made on
    const payments = await casePayments(w.customerId, a.caseId, "no");
    expect(payments.map((p) => [p.caseId, p.amountOre])).toEqual([
      [a.caseId, 100_00],
      [b.caseId, 150_00],
    ]);
    // the statement: both claims, the costs, both payments, and a balance that is what is left to pay
    const { csv } = await accountingDocument(w.customerId, a.caseId, "en");
    const lines = csv.trim().split(/\r?\n/);
    expect(lines.filter((l) => l.startsWith("19.11.2026;Payment"))).toHaveLength(2);
    const remaining = target.principalOre + target.feesOre + target.interestOre - target.paidOre;
    expect(remaining).toBe(total((c) => c.principalOre + c.feesOre + c.interestOre - c.paidOre));
    expect(lines.at(-1)!.split(";").at(-1)).toBe((remaining / 100).toFixed(2).replace(".", ","));
  });

  it("applies a payment queued for a case that is merged meanwhile to the case it went into", async () => {
    const w = await world();
    const a = await w.caseOf(1_000_00, 0, 0);
    const b = await w.caseOf(500_00, 0, 0);
    // registered for b and queued (its request ended before applying it), as a payment that lost b's lease is
    const c = await getCase(w.customerId, b.caseId);
    const debtor = (await getDebtorItem(w.customerId, c.debtorId))!;
    const v = buildVoucher(
      w.customerId,
      debtor,
      {
        type: VOUCHER_TYPES.payment,
        voucherDate: "2026-11-19",
        amountOre: 80_00,
        reference: `case:${b.caseId}`,
        source: "case",
      },
      payer,
    );
    const set = new ChangeSet();
    set.put(null, v);
    await commit(w.customerId, set, payer, [pendingRefOf(b.caseId, v.voucherId)]);

    await mergeCases(w.customerId, a.caseId, { caseIds: [b.caseId] }, actor);
    // the target's payments tab shows it as being applied
    expect((await pendingOf(w.customerId, b.caseId)).map((p) => p.voucherId)).toEqual([v.voucherId]);
    const applied = await applyPending(w.customerId, b.caseId, v.voucherId, payer);
    expect(applied.pending).toBe(false);
    expect((await getVoucherItem(w.customerId, v.voucherId))!.balanceOre).toBe(0);
    const target = await getCase(w.customerId, a.caseId);
    expect(target.paidOre).toBe(80_00);
    expect(parts(target)).toEqual({ paid: 80_00, parts: 80_00 });
    expect((await casePayments(w.customerId, a.caseId, "en")).map((p) => [p.caseId, p.amountOre])).toEqual([
      [a.caseId, 80_00],
    ]);
  });

  it("payments racing a merge are each applied (to the target when merged first) or refused, never left unapplied", async () => {
    const w = await world();
    const a = await w.caseOf(1_000_00, 0, 0);
    const b = await w.caseOf(1_000_00, 0, 0);
    const [merge, ...pays] = await Promise.allSettled([
      mergeCases(w.customerId, a.caseId, { caseIds: [b.caseId] }, actor),
      ...Array.from({ length: 6 }, () => w.pay(b.caseId, "25,00")),
    ]);
    expect(merge.status).toBe("fulfilled");
    let appliedOre = 0;
    for (const p of pays) {
      if (p.status === "rejected") {
        // it read the case after the merge: refused, nothing registered
        expect((p.reason as AppError).messageKey).toBe("validation.invalid");
        expect((p.reason as AppError).fields).toEqual({ amount: ["casePayments.caseNotActive"] });
        continue;
      }
      const { pending, result } = p.value;
      expect(pending).toBeFalsy();
      expect(result.data.unappliedOre).toBe(0);
      expect(result.message).not.toContain("manual");
      expect((await getVoucherItem(w.customerId, result.data.voucherId))!.balanceOre).toBe(0);
      appliedOre += 25_00;
    }
    expect(appliedOre).toBeGreaterThan(0);
    const target = await getCase(w.customerId, a.caseId);
    expect(target.paidOre).toBe(appliedOre);
    expect(parts(target)).toEqual({ paid: appliedOre, parts: appliedOre });
    expect(parts(await getCase(w.customerId, b.caseId))).toEqual({ paid: 0, parts: 0 });
    expect(await pendingOf(w.customerId, b.caseId)).toEqual([]);
    const listed = await casePayments(w.customerId, a.caseId, "en");
    expect(listed.reduce((s, p) => s + p.amountOre, 0)).toBe(appliedOre);
  });

  it("the law sees a merged case's running purring: no fee-bearing letter inside its deadline; its letter and fee are the target's", async () => {
    at("2026-11-20T10:00:00Z");
    const customerId = await newCustomer({ cases: 20, sends: 20 });
    const debtorId = await newDebtor(customerId);
    const a = await newCase(customerId, debtorId, { amountOre: 1_000_00 });
    const b = await newCase(customerId, debtorId, { amountOre: 500_00 });
    const purring = await runKind(customerId, b.caseId, "reminder");
    expect(purring.deadlineDate).toBeTruthy();
    expect(purring.feeOre).toBe(38_00);
    await recordCaseDocument({
      customerId,
      caseId: b.caseId,
      letterId: purring.letterId,
      caseStepId: purring.runId,
      kind: "reminder",
      title: "Purring",
      fileName: "purring.pdf",
      channels: ["post"],
      pdfKey: `test/${purring.letterId}.pdf`,
      size: 1,
    });

    await mergeCases(customerId, a.caseId, { caseIds: [b.caseId] }, actor);
    const target = await getCase(customerId, a.caseId);
    expect(target.feesOre).toBe(purring.feeOre);
    // the steps and documents tabs: the merged case's purring and its letter, naming their case
    expect((await caseHistoryItems(customerId, target)).map((s) => [s.caseId, s.kind])).toEqual([
      [b.caseId, "reminder"],
    ]);
    expect((await listCaseDocuments(customerId, a.caseId)).data.map((d) => [d.caseId, d.letterId])).toEqual([
      [b.caseId, purring.letterId],
    ]);

    // the dialog: inside the purring's deadline no letter is allowed, and the reason names the deadline
    const offered = (await availableSteps(customerId, a.caseId, Clock.now())).data;
    expect(offered.length).toBeGreaterThan(0);
    const letters = offered.filter((x) => ["payment-reminder", "reminder", "debt-collection-notice"].includes(x.kind));
    expect(letters.map((x) => [x.kind, x.allowed])).toEqual([
      ["payment-reminder", false],
      ["reminder", false],
      ["debt-collection-notice", false],
    ]);
    expect(offered[0]!.earliestDate! > purring.deadlineDate!).toBe(true);
    expect(offered[0]!.reasons[0]!.textEn).toContain(purring.deadlineDate!.split("-").reverse().join("."));

    // after the deadline the next letter carries the merged purring's fee on its own line, naming its case
    at(`${offered[0]!.earliestDate}T10:00:00Z`);
    const next = (await availableSteps(customerId, a.caseId, Clock.now())).data.find((s) => s.allowed)!;
    const { letter } = await prepareStep(customerId, a.caseId, { stepId: next.stepId }, Clock.now(), "preview-1");
    const fees = letter.model.amounts.fees;
    expect(fees[0]).toEqual({
      name: `Gebyr for purring (sak ${b.caseId}, slått sammen med denne)`,
      amountOre: purring.feeOre,
    });
    expect(fees.reduce((s, f) => s + f.amountOre, 0)).toBe(target.feesOre + next.feeOre);
  });

  it("the letter gives each claim its own due date, interest start and KID", async () => {
    at("2026-11-20T10:00:00Z");
    const customerId = await newCustomer({ cases: 20, sends: 20 });
    const debtorId = await newDebtor(customerId);
    const kid = (n: string) => n + kidCheckDigitMod10(n);
    const a = await newCase(customerId, debtorId, { number: "24053", dueDate: "2026-10-13", kid: kid("2405300") });
    const b = await newCase(customerId, debtorId, { number: "24071", dueDate: "2026-11-06", kid: kid("2407100") });
    await mergeCases(customerId, a.caseId, { caseIds: [b.caseId] }, actor);
    const stepId = (await availableSteps(customerId, a.caseId, Clock.now())).data[0]!.stepId;
    const { letter } = await prepareStep(customerId, a.caseId, { stepId }, Clock.now(), "preview-2");
    expect(letter.model.claims.map((c) => [c.invoiceNumber, c.dueDate, c.interestFromDate, c.kid])).toEqual([
      ["24053", "2026-10-13", "2026-10-14", kid("2405300")],
      ["24071", "2026-11-06", "2026-11-07", kid("2407100")],
    ]);
    // the texts: each claim's due date, not the first claim's for both
    expect(letter.model.letter.upperText).toContain("13.10.2026 (24053), 06.11.2026 (24071)");
    expect(letter.model.letter.upperText).not.toMatch(/forfalt til betaling 13\.10\.2026\./);
  });
});
