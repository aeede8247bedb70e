import "./entities"; // registers the entities named here
import "../i18n/ledger"; // registers the texts of the keys named here
import { db } from "../dynamo/db";
import { committed, TransactionCanceledError } from "../dynamo/transaction";
import { AppError } from "../util/error";
import { getDebtor, searchRefs } from "./debtors";
import { debtorsJoin } from "./ledger-counters";

/**
 * Removes a debtor that has no vouchers (a debtor with vouchers is its ledger's history and stays: 409), with
 * its search references and its place in the debtors counter, in one transaction conditioned on the version read.
 */
export async function deleteDebtor(customerId: string, debtorId: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const debtor = await getDebtor(customerId, debtorId);
    const { data } = await db()
      .entities.voucher.query.byDebtor({ customerId, debtorId })
      .go({ limit: 1, attributes: ["voucherId"] });
    if (data.length > 0) throw new AppError("CONFLICT", "ledger.debtorHasVouchers");
    try {
      await committed(
        db()
          .transaction.write(({ debtor: debtors, ledgerRef, counter }) => [
            debtors
              .delete({ customerId, debtorId })
              .where((a, { eq }) => eq(a.version, debtor.version))
              .commit(),
            ...searchRefs(debtor).map((ref) => ledgerRef.delete({ customerId, ref }).commit()),
            debtorsJoin({ counter }, customerId, -1),
          ])
          .go(),
      );
      return;
    } catch (err) {
      if (!(err instanceof TransactionCanceledError)) throw err;
      // another debtor created at the same moment held the counter: try again; a changed debtor is a 409
      if (err.conditionFailed || attempt >= 3) throw new AppError("CONFLICT", "errors.conflict");
    }
  }
}
