import "./entities"; // registers the entities named here
import { registerSourceCredited, type CreditApplied } from "../ledger/commit-hooks";
import type { Voucher } from "../ledger/store";
import { VOUCHER_TYPES } from "../ledger/voucher-rules";
import { Clock } from "../clock";

/**
 * What the ledger's commands mean for the accounting system a voucher came from (issue 22; docs/accounting.md
 * "Write-back"), registered at the ledger's hook point "sourceCredited" (ledger/commit-hooks.ts) when this module
 * loads; cases/ledger-hooks.ts imports it, so every function that can write the ledger has it. A payment or a
 * credit note applied in collection to an invoice that came from a system becomes an outbox entry in the command's
 * own transaction (created on a condition: never twice), and one keyed job per entry posts it after the commit.
 * Credits that came from the same system are not posted back (the system has them). Write-offs are posted when the
 * user asks (POST {id}/write-offs), with the reason chosen.
 */

export const WRITE_BACK_CONTEXT = "accounting";

/**
 * How an entry's key begins: its kind and the invoice (debit) it credits, so the entries of an invoice are found by
 * the key's prefix (write-back.ts `postedTo`). The whole key: `<kind>:<debit>:<credit>:<allocation time>`.
 */
export const writeBackKeyPrefix = (kind: "payment" | "creditNote", debitId: string) => `${kind}:${debitId}:`;

type Entry = {
  customerId: string;
  key: string;
  system: string;
  kind: "payment" | "creditNote";
  voucherId: string;
  invoiceNumber: string;
  amountOre: number;
  date: string;
  status: "pending";
};

const kindOf = (credit: Voucher | undefined): Entry["kind"] | undefined =>
  credit?.type === VOUCHER_TYPES.payment
    ? "payment"
    : credit?.type === VOUCHER_TYPES.creditNote
      ? "creditNote"
      : undefined;

registerSourceCredited(WRITE_BACK_CONTEXT, async (customerId, changes, all): Promise<CreditApplied> => {
  const byId = new Map(all.flatMap((c) => (c.after ? [[c.after.voucherId, c.after] as const] : [])));
  const entries: Entry[] = [];
  for (const c of changes) {
    const debit = c.after!;
    if (!debit.number) continue;
    for (const a of debit.allocations.slice(c.before!.allocations.length)) {
      const credit = byId.get(a.voucherId);
      const kind = kindOf(credit);
      if (!kind || !credit || credit.source === debit.source) continue;
      entries.push({
        customerId,
        key: `${writeBackKeyPrefix(kind, debit.voucherId)}${a.voucherId}:${a.at}`,
        system: debit.source,
        kind,
        voucherId: debit.voucherId,
        invoiceNumber: debit.number,
        amountOre: a.amountOre,
        date: a.paidDate ?? credit.voucherDate ?? Clock.today(),
        status: "pending",
      });
    }
  }
  if (entries.length === 0) return { count: 0, items: () => [] };
  return {
    count: entries.length,
    items: (e) => entries.map((w) => (e as unknown as Tx).accountingWriteBack.create(w).commit()),
    committed: async () => {
      const [{ enqueueMany }, { writeBackJob }] = await Promise.all([
        import("../jobs/queue"),
        import("./accounting.schema"),
      ]);
      await enqueueMany(
        writeBackJob,
        entries.map((w) => ({ customerId, key: w.key, round: 0 })),
      );
    },
  };
});

type Tx = { accountingWriteBack: { create(item: Entry): { commit(): unknown } } };
