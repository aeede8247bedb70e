import { isActiveStatus } from "../case-rules";
import type { CaseClaimView } from "../case-views.schema";
import { caseNumberInText, caseNumberOfKid, legacyCaseKid, legacyCaseNumberOfKid } from "../kid-agreement";
import { getCaseSettings } from "../settings";
import { getCaseItem, mergeTargetOf, type Case } from "../store";

/**
 * The case a payment names by itself when neither a claim's KID nor an invoice number finds an open item (issue 18
 * #13, docs/collection-law.md "KID only under a KID agreement"): a KID made from the case number under the
 * customer's KID agreement (kid-agreement.ts `caseKid`) or by the old rule (`legacyCaseKid`: letters sent before the
 * agreement became a setting carry it), or the case number the letters without a KID ask for
 * («Merk betalingen med saksnummer 123») in the payment's reference or text. Only an active case (a merged one
 * answers for the case it went into); null otherwise. Read only on that path: a payment a claim's KID or number
 * matches costs no extra read.
 */
export async function caseNamedBy(
  customerId: string,
  credit: { kid?: string | null; reference?: string | null; description?: string | null },
): Promise<Case | null> {
  const kid = credit.kid?.replace(/\s/g, "") || null;
  const { kidAgreement } = kid ? await getCaseSettings(customerId) : { kidAgreement: null };
  // each way a payment may name a case, with what the case must satisfy; the first that holds wins
  const ways: [number | null, (c: Case) => boolean][] = [
    // a case with a KID of its own had that KID in its letters, never one made from its number
    [kid && kidAgreement ? caseNumberOfKid(kid, kidAgreement) : null, (c) => !c.kid],
    // the old KID holds the debtor's customer number too: it must be this case's
    [kid ? legacyCaseNumberOfKid(kid) : null, (c) => !c.kid && legacyCaseKid(c.customerNumber, c.caseNumber) === kid],
    [caseNumberInText(credit.reference) ?? caseNumberInText(credit.description), () => true],
  ];
  for (const [caseNumber, holds] of ways) {
    if (caseNumber === null) continue;
    const read = await getCaseItem(customerId, String(caseNumber));
    if (!read || !holds(read)) continue;
    const c = read.status === "merged" ? await mergeTargetOf(read) : read;
    return isActiveStatus(c.status) ? c : null;
  }
  return null;
}

/** The voucher ids of a case's claims (its open items are what a payment naming it pays, oldest due first). */
export const claimIdsOf = (c: Case): string[] => (c.claims as CaseClaimView[]).map((cl) => cl.voucherId);
