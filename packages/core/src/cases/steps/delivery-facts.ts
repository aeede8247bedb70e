import "../documents/entities"; // registers the entities named here
import { db } from "../../dynamo/db";
import { getDebtorItem } from "../../ledger/store";
import { caseMailLog } from "../../mail/mail-log";
import type { Case } from "../store";
import type { DeliveryFacts } from "./available";
import { unreachedLetters } from "./channel-rule";

/**
 * What delivery needs to decide a step (issue 18; available.ts `DeliveryFacts`): the debtor's address and e-mail
 * basis, and the case's step letters whose mail bounced and that have not reached the debtor since. Three reads
 * in parallel: the debtor, the case's documents and its mail log.
 */
export async function deliveryFacts(
  customerId: string,
  c: Case,
  debtor?: Promise<DeliveryFacts["debtor"] | undefined>,
): Promise<DeliveryFacts> {
  const caseId = String(c.caseNumber);
  const [d, docs, mails] = await Promise.all([
    debtor ?? getDebtorItem(customerId, c.debtorId),
    db().entities.caseDocument.query.byCase({ customerId, caseId }).go({ pages: "all" }),
    caseMailLog(customerId, caseId),
  ]);
  return { debtor: d ?? null, unreached: unreachedLetters(docs.data, mails) };
}
