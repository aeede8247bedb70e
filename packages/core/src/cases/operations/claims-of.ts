import "../entities"; // registers the entities named here
import "../../i18n/cases"; // registers the texts of the keys named here
import { db } from "../../dynamo/db";
import { AppError } from "../../util/error";
import type { CaseClaimView } from "../case-views.schema";
import { openedStatus, searchRefsOf } from "../case-rules";
import type { Case, TxEntities } from "../store";
import type { CaseStatus } from "../vocabulary";

/**
 * What merging and moving claims share: the fields of a case that follow from its claims, the lock moves, the
 * search refs of the claims a case took in.
 */

export const claimsOf = (c: Case) => c.claims as CaseClaimView[];

/** The case fields that follow its claims: the earliest due date, the claim types, the first KID and number. */
export function claimFields(
  claims: CaseClaimView[],
): Pick<Case, "claims" | "claimTypes" | "dueDate" | "kid" | "invoiceNumber"> {
  return {
    claims,
    claimTypes: [...new Set(claims.map((cl) => cl.claimType))],
    dueDate: claims.map((cl) => cl.dueDate).sort()[0]!,
    kid: claims.find((cl) => cl.kid)?.kid,
    invoiceNumber: claims.find((cl) => cl.number)?.number,
  };
}

/** A case waiting for its due date may be ready once it holds an older claim (SPEC 4 Waiting 3, Ready 4). */
export const statusByDue = (status: CaseStatus, dueDate: string, today: string): CaseStatus =>
  status === "waiting" || status === "ready" ? openedStatus(dueDate, today) : status;

/**
 * The lock of a claim moved into `toCaseId`: re-pointed when the case it leaves still holds it; created when that
 * case is closed (its locks were released at the close), failing if the item has entered another case since.
 */
export function moveLockItem(e: TxEntities, customerId: string, voucherId: string, from: Case, toCaseId: string) {
  const fromId = String(from.caseNumber);
  return from.status === "closed"
    ? e.caseClaimLock.create({ customerId, voucherId, caseId: toCaseId }).commit()
    : e.caseClaimLock
        .update({ customerId, voucherId })
        .set({ caseId: toCaseId })
        .where((a, { eq }) => eq(a.caseId, fromId))
        .commit();
}

/** "The claim {number} is already in case {caseNumber}" for a claim of a closed case another case has taken. */
export async function claimTaken(customerId: string, claim: CaseClaimView): Promise<AppError> {
  const lock = (
    await db().entities.caseClaimLock.get({ customerId, voucherId: claim.voucherId }).go({ consistent: true })
  ).data;
  const key = "cases.claimInCase" as const;
  return new AppError(
    "VALIDATION",
    key,
    { number: claim.number ?? claim.voucherId, caseNumber: lock?.caseId ?? "?" },
    {
      caseIds: [key],
    },
  );
}

/**
 * The search refs of a case that took claims in (its new numbers and KIDs), written after the change committed:
 * refs only find cases (cases/lists.ts), a put is idempotent, and keeping them out of the transaction keeps the
 * merge within DynamoDB's 100 items.
 */
export async function writeSearchRefs(c: Case): Promise<void> {
  const caseId = String(c.caseNumber);
  const refs = searchRefsOf({ ...c, claims: claimsOf(c) });
  if (refs.length)
    await db()
      .entities.caseRef.put(refs.map((ref) => ({ customerId: c.customerId, ref, caseId })))
      .go();
}
