import "../cases/ledger-hooks"; // the ledger writes only where the contexts above it registered their hooks (commit-hooks.ts)
import { ulid } from "ulid";
import { afterEach, describe, expect, it } from "vitest";
import { Clock } from "../clock";
import { db } from "../dynamo/db";
import { kidCheckDigitMod10 } from "../util/identifiers";
import { listDebtors, saveDebtor } from "./debtors";
import { counterItems, DEBTORS } from "./ledger-counters";
import { createInterestNote, interestProposals } from "./interest-notes";
import { debtorLedger, listVouchers } from "./lists";
import { splitPayment } from "./matching";
import { searchVouchers } from "./search";
import { createVoucher, deleteVoucher, restoreVoucher, updateVoucher } from "./vouchers";
import { contributions, VOUCHER_TYPES } from "./voucher-rules";

const actor = { userId: "u1" };
const kid = (base: string) => base + kidCheckDigitMod10(base);

async function setup(name = "Fjordkaffe AS") {
  const customerId = ulid();
  const { debtor } = await saveDebtor(customerId, {
    type: "company",
    name,
    customerNumber: "10001",
    orgNumber: "998877660",
  });
  const base = { voucherDate: "2026-05-01", debtorId: debtor.debtorId };
  return { customerId, debtor, base };
}

/** Every counter item of the customer equals the sum of what its vouchers contribute (voucher-rules), recounted. */
async function expectCountersEqualRecount(customerId: string) {
  const { data: vouchers } = await db().entities.voucher.query.byId({ customerId }).go({ pages: "all" });
  const recount = new Map<string, { count: number; amountOre: number }>();
  for (const v of vouchers)
    for (const [name, c] of contributions(v)) {
      const r = recount.get(name) ?? { count: 0, amountOre: 0 };
      recount.set(name, { count: r.count + c.count, amountOre: r.amountOre + c.amountOre });
    }
  // every counter of the ledger's scope but the debtors' (which no voucher moves)
  const stored = (await counterItems(customerId, "")).filter(([name]) => name !== DEBTORS);
  const kept = Object.fromEntries(stored.filter(([, c]) => c.count !== 0 || c.amountOre !== 0));
  expect(kept).toEqual(Object.fromEntries(recount));
}

describe("deleted vouchers (B7)", () => {
  it("are neither open nor unapplied: lists, the debtor's ledger and the counters agree with a recount", async () => {
    const { customerId, debtor, base } = await setup();
    const inv = await createVoucher(
      customerId,
      { ...base, type: VOUCHER_TYPES.invoice, number: "F-1", dueDate: "2026-05-15", amountOre: 1_000_00 },
      actor,
    );
    const cn = await createVoucher(
      customerId,
      { ...base, type: VOUCHER_TYPES.creditNote, number: "KN-1", amountOre: 200_00, invoiceNumber: "nope" },
      actor,
    );
    expect(cn.balanceOre).toBe(200_00);
    await deleteVoucher(customerId, cn.voucherId, "creditNotes", actor);
    await deleteVoucher(customerId, inv.voucherId, "claims", actor);
    const deleted = await listVouchers(customerId, "creditNotes", "deleted", { page: 1, rowsPerPage: 10, desc: true });
    expect(deleted).toMatchObject({ total: 1, totalAmountOre: 0 });
    const ledger = await debtorLedger(customerId, debtor.debtorId);
    expect(ledger.lines.map((l) => l.openOre)).toEqual([0, 0]);
    expect(ledger.totals).toEqual({ openOre: 0, unmatchedOre: 0, balanceOre: 0 });
    await expectCountersEqualRecount(customerId);
    // restored, it is open again with its whole amount
    await restoreVoucher(customerId, cn.voucherId, "creditNotes", actor);
    const unmatched = await listVouchers(customerId, "creditNotes", "unmatched", {
      page: 1,
      rowsPerPage: 10,
      desc: true,
    });
    expect(unmatched).toMatchObject({ total: 1, totalAmountOre: 200_00 });
    await expectCountersEqualRecount(customerId);
  });
});

describe("voucher search for payments (B1)", () => {
  it("finds a payment by its KID and by the invoice number it names, with type 4", async () => {
    const { customerId, base } = await setup();
    const k = kid("5000500005");
    const pay = await createVoucher(
      customerId,
      { ...base, type: VOUCHER_TYPES.payment, amountOre: 300_00, kid: k, invoiceNumber: "700024" },
      actor,
    );
    expect(pay.balanceOre).toBe(300_00); // nothing to pay: it waits
    const byKid = await searchVouchers(customerId, {
      kid: k,
      type: VOUCHER_TYPES.payment,
      page: 1,
      rowsPerPage: 25,
      desc: false,
    });
    expect(byKid.data.map((v) => v.voucherId)).toEqual([pay.voucherId]);
    const byNumber = await searchVouchers(customerId, {
      number: "700024",
      type: VOUCHER_TYPES.payment,
      page: 1,
      rowsPerPage: 25,
      desc: false,
    });
    expect(byNumber).toMatchObject({ total: 1, totalAmountOre: 300_00 });
    // the invoice it names, once entered, is found by the same number (as an invoice) and is paid by it on restore
    await createVoucher(
      customerId,
      { ...base, type: VOUCHER_TYPES.invoice, number: "700024", dueDate: "2026-05-15", amountOre: 500_00 },
      actor,
    );
    const both = await searchVouchers(customerId, { number: "700024", page: 1, rowsPerPage: 25, desc: false });
    expect(both.data.map((v) => v.type).sort()).toEqual([VOUCHER_TYPES.invoice, VOUCHER_TYPES.payment]);
    // a changed KID: found by the new one, no longer by the old
    const k2 = kid("5000500006");
    await updateVoucher(
      customerId,
      pay.voucherId,
      "payments",
      { kid: k2, reference: undefined, description: undefined },
      actor,
    );
    expect((await searchVouchers(customerId, { kid: k, page: 1, rowsPerPage: 25, desc: false })).total).toBe(0);
    expect((await searchVouchers(customerId, { kid: k2, page: 1, rowsPerPage: 25, desc: false })).total).toBe(1);
  });

  it("finds the parts of a split payment, not the removed original", async () => {
    const { customerId, base } = await setup();
    const k = kid("6000600006");
    const pay = await createVoucher(
      customerId,
      { ...base, type: VOUCHER_TYPES.payment, amountOre: 500_00, kid: k },
      actor,
    );
    const parts = await splitPayment(customerId, pay.voucherId, [{ amountOre: 200_00 }, { amountOre: 300_00 }], actor);
    const found = await searchVouchers(customerId, { kid: k, page: 1, rowsPerPage: 25, desc: false });
    expect(found.data.map((v) => v.voucherId).sort()).toEqual(parts.map((p) => p.voucherId).sort());
  });
});

describe("debtor search without Norwegian letters (usability 3.11)", () => {
  it('finds "Bjørnstad" by "bjornstad", "bjoernstad" and "Bjørn", and a city typed without ø', async () => {
    const customerId = ulid();
    await saveDebtor(customerId, { type: "person", name: "Kari Bjørnstad", customerNumber: "1", city: "Tromsø" });
    await saveDebtor(customerId, { type: "person", name: "Bjørnstad Eiendom", customerNumber: "2", city: "Bodø" });
    await saveDebtor(customerId, { type: "person", name: "Ærlig Åsen", customerNumber: "3" });
    const names = async (s: Record<string, string>) =>
      (await listDebtors(customerId, { page: 1, rowsPerPage: 25, ...s })).data.map((d) => d.name);
    expect(await names({ name: "bjornstad" })).toEqual(["Bjørnstad Eiendom"]);
    expect(await names({ name: "BJOERNSTAD" })).toEqual(["Bjørnstad Eiendom"]);
    expect(await names({ name: "Bjørn" })).toEqual(["Bjørnstad Eiendom"]);
    expect(await names({ name: "aerlig aas" })).toEqual(["Ærlig Åsen"]);
    expect(await names({ name: "arlig asen" })).toEqual(["Ærlig Åsen"]);
    expect(await names({ city: "tromso" })).toEqual(["Kari Bjørnstad"]);
  });
});

describe("interest notes (B11)", () => {
  afterEach(() => Clock.setOffset(0));

  it("are numbered in sequence, and a debtor charged up to the date leaves the proposals", async () => {
    Clock.setNow(new Date("2026-10-01T10:00:00Z"));
    const customerId = ulid();
    const debtors = [];
    for (const n of ["1", "2"]) {
      const { debtor } = await saveDebtor(customerId, { type: "person", name: `Kari ${n}`, customerNumber: n });
      await createVoucher(
        customerId,
        {
          type: VOUCHER_TYPES.invoice,
          number: `R-${n}`,
          voucherDate: "2026-05-01",
          dueDate: "2026-06-01",
          amountOre: 10_000_00,
          debtorId: debtor.debtorId,
        },
        actor,
      );
      debtors.push(debtor);
    }
    const until = { untilDate: "2026-09-01", page: 1, rowsPerPage: 25 };
    expect((await interestProposals(customerId, until)).total).toBe(2);
    const first = await createInterestNote(customerId, debtors[0]!.debtorId, "2026-09-01", actor);
    expect(first).toMatchObject({ type: VOUCHER_TYPES.interestCalculation, number: "1" });
    const left = await interestProposals(customerId, until);
    expect(left.total).toBe(1);
    expect(left.data.map((p) => p.debtorId)).toEqual([debtors[1]!.debtorId]);
    const second = await createInterestNote(customerId, debtors[1]!.debtorId, "2026-09-01", actor);
    expect(second.number).toBe("2");
    expect((await interestProposals(customerId, until)).total).toBe(0);
    // a later date has new interest days again
    expect((await interestProposals(customerId, { ...until, untilDate: "2026-09-30" })).total).toBe(2);
  });
});
