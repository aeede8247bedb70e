import { db } from "../dynamo/db";
import { committed, TransactionCanceledError } from "../dynamo/transaction";
import { AppError } from "../util/error";
import { getDebtor, searchRefs } from "./debtors";

/**
 * Removes a debtor that has no vouchers (a debtor with vouchers is its ledger's history and stays: 409), with
 * its search references, in one transaction conditioned on the version read.
 */
export async function deleteDebtor(customerId: string, debtorId: string): Promise<void> {
  const debtor = await getDebtor(customerId, debtorId);
  const { data } = await db()
    .entities.voucher.query.byDebtor({ customerId, debtorId })
    .go({ limit: 1, attributes: ["voucherId"] });
  if (data.length > 0) throw new AppError("CONFLICT", "ledger.debtorHasVouchers");
  try {
    await committed(
      db()
        .transaction.write(({ debtor: debtors, ledgerRef }) => [
          debtors
            .delete({ customerId, debtorId })
            .where((a, { eq }) => eq(a.version, debtor.version))
            .commit(),
          ...searchRefs(debtor).map((ref) => ledgerRef.delete({ customerId, ref }).commit()),
        ])
        .go(),
    );
  } catch (err) {
    if (err instanceof TransactionCanceledError) throw new AppError("CONFLICT", "errors.conflict");
    throw err;
  }
}
