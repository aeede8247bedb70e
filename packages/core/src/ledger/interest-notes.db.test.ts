import "../cases/ledger-hooks"; // the ledger writes only where the contexts above it registered their hooks (commit-hooks.ts)
import { ulid } from "ulid";
import { afterEach, describe, expect, it } from "vitest";
import { Clock } from "../clock";
import { saveDebtor } from "./debtors";
import { createInterestNote, debtorInterest, interestProposals } from "./interest-notes";
import { VOUCHER_TYPES } from "./voucher-rules";
import { createVoucher, getVoucher } from "./vouchers";

const actor = { userId: "u-interest" };

async function setup() {
  const customerId = ulid();
  const { debtor } = await saveDebtor(customerId, { type: "person", name: "Kari Nordmann", customerNumber: "10003" });
  const invoice = (number: string, amountOre: number, dueDate: string) =>
    createVoucher(
      customerId,
      { type: VOUCHER_TYPES.invoice, number, voucherDate: "2026-05-01", dueDate, amountOre, debtorId: debtor.debtorId },
      actor,
    );
  const pay = (amountOre: number, voucherDate: string, invoiceNumber: string) =>
    createVoucher(
      customerId,
      { type: VOUCHER_TYPES.payment, voucherDate, amountOre, invoiceNumber, debtorId: debtor.debtorId },
      actor,
    );
  return { customerId, debtor, invoice, pay };
}

describe("interest notes", () => {
  afterEach(() => Clock.setOffset(0));

  it("charges NOK 302.26 on NOK 10 000 due 2026-05-15 paid 2026-08-14, one line per rate period, and only once", async () => {
    Clock.setNow(new Date("2026-09-01T10:00:00Z"));
    const { customerId, debtor, invoice, pay } = await setup();
    const inv = await invoice("R-1", 10_000_00, "2026-05-15");
    await pay(10_000_00, "2026-08-14", "R-1");
    const proposal = await debtorInterest(customerId, debtor.debtorId, "2026-09-01");
    expect(proposal.totalOre).toBe(302_26);
    expect(proposal.lines).toHaveLength(1);
    expect(proposal.lines[0]).toMatchObject({ fromDate: "2026-05-15", toDate: "2026-08-14" });
    expect(proposal.lines[0]!.periods.map((p) => [p.from, p.to, p.days])).toEqual([
      ["2026-05-16", "2026-06-30", 46],
      ["2026-07-01", "2026-08-14", 45],
    ]);
    // paid in full, late: the claim is proposed for an interest note until one is made
    const listed = async () =>
      (await interestProposals(customerId, { untilDate: "2026-09-01", page: 1, rowsPerPage: 25 })).data.map(
        (p) => p.debtorId,
      );
    expect(await listed()).toEqual([debtor.debtorId]);
    const note = await createInterestNote(customerId, debtor.debtorId, "2026-09-01", actor);
    expect(await listed()).toEqual([]);
    expect(note).toMatchObject({ type: VOUCHER_TYPES.interestCalculation, side: "debit", amountOre: 302_26 });
    expect(note.interestLines).toHaveLength(1);
    expect((await getVoucher(customerId, inv.voucherId)).interestCalculatedUntil).toBe("2026-08-14");
    // the same days are never charged twice
    await expect(createInterestNote(customerId, debtor.debtorId, "2026-09-01", actor)).rejects.toMatchObject({
      fields: { debtorId: ["interest.nothingToCharge"] },
    });
  });

  it("reduces the base after a partial payment and starts the next note the day after the last", async () => {
    Clock.setNow(new Date("2026-10-01T10:00:00Z"));
    const { customerId, debtor, invoice, pay } = await setup();
    await invoice("R-2", 10_000_00, "2026-08-01");
    await pay(4_000_00, "2026-08-31", "R-2");
    const first = await createInterestNote(customerId, debtor.debtorId, "2026-09-15", actor);
    // 2026 H2 rate on 10 000 for 30 days, then on 6 000 for 15 days
    const lines = first.interestLines as { periods: { baseOre: number; days: number }[] }[];
    expect(lines[0]!.periods.map((p) => [p.baseOre, p.days])).toEqual([
      [10_000_00, 30],
      [6_000_00, 15],
    ]);
    const next = await debtorInterest(customerId, debtor.debtorId, "2026-09-30");
    expect(next.lines[0]).toMatchObject({ fromDate: "2026-09-15", toDate: "2026-09-30", principalOre: 6_000_00 });
    expect(next.lines[0]!.periods.map((p) => p.days)).toEqual([15]);
  });

  it("lists proposals for debtors with overdue claims, and refuses a date after today", async () => {
    Clock.setNow(new Date("2026-10-01T10:00:00Z"));
    const { customerId, debtor, invoice } = await setup();
    await invoice("R-3", 1_000_00, "2026-09-01");
    const proposals = await interestProposals(customerId, { untilDate: "2026-10-01", page: 1, rowsPerPage: 25 });
    expect(proposals.total).toBe(1);
    expect(proposals.data[0]).toMatchObject({ debtorId: debtor.debtorId });
    expect(proposals.data[0]!.totalOre).toBeGreaterThan(0);
    await expect(debtorInterest(customerId, debtor.debtorId, "2026-10-02")).rejects.toMatchObject({
      fields: { untilDate: ["validation.dateInFuture"] },
    });
  });
});
