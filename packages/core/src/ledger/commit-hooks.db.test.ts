import { ulid } from "ulid";
import { describe, expect, it } from "vitest";
import { db } from "../dynamo/db";
import { AppError } from "../util/error";
import { HookMissing, registerLedgerHooks, type CreditApplied, type LedgerHooks } from "./commit-hooks";
import { saveDebtor } from "./debtors";
import { ChangeSet, commit, matchInto } from "./matching";
import { buildVoucher } from "./new-voucher";
import { getVoucherItem } from "./store";
import { VOUCHER_TYPES } from "./voucher-rules";
import { createVoucher, deleteVoucher } from "./vouchers";

/**
 * The ledger's hook points (commit-hooks.ts) on their own: this file imports no context above the ledger, so it
 * first meets the ledger with nothing registered, then registers a context of its own ("audit": it records each
 * credit applied to a debit as a ledger ref in the command's transaction) and sees what the ledger makes of it. The
 * cases' handlers are tested through the cases' payment tests (cases/operations/case-payments.db.test.ts).
 */
const actor = { userId: "u1" };

async function setup() {
  const customerId = ulid();
  const { debtor } = await saveDebtor(customerId, { type: "company", name: "Krokhol Sag AS", customerNumber: "501" });
  return { customerId, debtor, debtorId: debtor.debtorId };
}

const invoiceInput = (debtorId: string, number: string) => ({
  type: VOUCHER_TYPES.invoice,
  number,
  voucherDate: "2026-05-01",
  dueDate: "2026-05-15",
  amountOre: 1_000_00,
  debtorId,
});

/** What the audit context saw, and what it is told to do next. */
const audit = {
  committed: [] as string[],
  cancelled: 0,
  /** A ref the next credit's audit item creates: when it exists already, the item's condition fails. */
  refOf: (creditId: string) => `audit#${creditId}`,
  refuseUndo: false,
};

const auditHooks: LedgerHooks = {
  async creditApplied(customerId, port): Promise<CreditApplied> {
    const paid = port.changes.filter(
      (c) => c.after?.side === "debit" && c.before && c.after.allocations.length > c.before.allocations.length,
    );
    const credits = port.changes.filter((c) => c.after?.side === "credit").map((c) => c.after!.voucherId);
    if (paid.length === 0) return { count: 0, items: () => [] };
    return {
      count: credits.length,
      items: (e) =>
        credits.map((id) => e.ledgerRef.create({ customerId, ref: audit.refOf(id), targetId: id }).commit()),
      result: paid.map((c) => c.after!.voucherId),
      cancelled: () => (audit.cancelled += 1),
      committed: async () => {
        audit.committed.push(...credits);
      },
    };
  },
  mayUndo() {
    if (audit.refuseUndo)
      throw new AppError("VALIDATION", "validation.invalid", {}, { voucher: ["validation.invalid"] });
  },
  async itemsNamedBy() {
    return [];
  },
};

describe("the ledger's commit hooks", () => {
  it("refuse every ledger write while no context registered its handlers, writing nothing", async () => {
    const { customerId, debtor, debtorId } = await setup();
    const invoice = buildVoucher(customerId, debtor, invoiceInput(debtorId, "H-1"), actor);
    const set = new ChangeSet();
    set.put(null, invoice);
    await expect(commit(customerId, set, actor)).rejects.toBeInstanceOf(HookMissing);
    await expect(createVoucher(customerId, invoiceInput(debtorId, "H-2"), actor)).rejects.toThrow(/creditApplied/);
    expect(await getVoucherItem(customerId, invoice.voucherId)).toBeNull();
    const { data } = await db().entities.voucher.query.byDebtor({ customerId, debtorId }).go();
    expect(data).toEqual([]);
  });

  it("join a registered context's items to the command's one transaction, and tell it the outcome", async () => {
    registerLedgerHooks("audit", auditHooks);
    registerLedgerHooks("audit", auditHooks); // the same handlers again: no change
    expect(() => registerLedgerHooks("audit", { ...auditHooks })).toThrow(/twice/);

    const { customerId, debtor, debtorId } = await setup();
    const invoice = await createVoucher(customerId, invoiceInput(debtorId, "H-3"), actor);

    // a payment naming the invoice: the audit ref is written with it, and the audit hears of it once committed
    const payment = buildVoucher(
      customerId,
      debtor,
      { type: VOUCHER_TYPES.payment, voucherDate: "2026-06-01", amountOre: 400_00, invoiceNumber: "H-3" },
      actor,
    );
    const set = new ChangeSet();
    set.put(null, payment);
    await matchInto(set, customerId, payment, actor);
    let results: ReadonlyMap<string, unknown> = new Map();
    await commit(customerId, set, actor, [], (r) => (results = r));
    expect(results.get("audit")).toEqual([invoice.voucherId]);
    expect(audit.committed).toEqual([payment.voucherId]);
    const ref = await db()
      .entities.ledgerRef.get({ customerId, ref: audit.refOf(payment.voucherId) })
      .go();
    expect(ref.data?.targetId).toBe(payment.voucherId);
    expect((await getVoucherItem(customerId, invoice.voucherId))!.balanceOre).toBe(600_00);

    // the audit's item refused (its ref exists): the whole command writes nothing, and the audit is told
    const second = buildVoucher(
      customerId,
      debtor,
      { type: VOUCHER_TYPES.payment, voucherDate: "2026-06-02", amountOre: 100_00, invoiceNumber: "H-3" },
      actor,
    );
    await db()
      .entities.ledgerRef.create({ customerId, ref: audit.refOf(second.voucherId), targetId: "taken" })
      .go();
    const again = new ChangeSet();
    again.put(null, second);
    await matchInto(again, customerId, second, actor);
    await expect(commit(customerId, again, actor)).rejects.toThrow();
    expect(audit.cancelled).toBe(1);
    expect(audit.committed).toEqual([payment.voucherId]);
    expect(await getVoucherItem(customerId, second.voucherId)).toBeNull();
    expect((await getVoucherItem(customerId, invoice.voucherId))!.balanceOre).toBe(600_00);

    // may undo: the context refuses the delete, and nothing changes
    audit.refuseUndo = true;
    await expect(deleteVoucher(customerId, payment.voucherId, undefined, actor)).rejects.toBeInstanceOf(AppError);
    expect((await getVoucherItem(customerId, payment.voucherId))!.deletedAt).toBeUndefined();
    audit.refuseUndo = false;
    await deleteVoucher(customerId, payment.voucherId, undefined, actor);
    expect((await getVoucherItem(customerId, invoice.voucherId))!.balanceOre).toBe(1_000_00);
  });
});
