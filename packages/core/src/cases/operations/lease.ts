import "../../i18n/case-lease"; // registers the texts of the keys named here
import "../entities"; // registers the entities named here
import "./case-notes.entity"; // registers the entities named here (the uploaded lease)
import { Clock } from "../../clock";
import { db } from "../../dynamo/db";
import { AppError } from "../../util/error";
import { actorName } from "../actor-names";
import type { CaseActor } from "../start";
import { caseCommand } from "../command";
import { nextVersion, type Case } from "../store";
import { statusRefusal } from "./case-actor";
import { premisesOf } from "../lease-rules";
import type { RecordLease } from "./lease.schema";

/**
 * The lease a rent case's fravikelse stands on (issue 18 #9; docs/collection-law.md "The lease before fravikelse
 * (tvfbl § 13-2 (3) a)"). Fravikelse without a judgment needs a written lease, signed by the tenant, in which the
 * tenant accepts fravikelse if the rent is not paid; the product cannot read the lease, so the creditor confirms
 * the clause, names the leased premises (the letters name them, not the debtor's address) and may attach the
 * uploaded lease. Until it is recorded the rent notice and the eviction are refused (steps/available.ts). A second
 * record replaces the first; the events keep each. Written with its event in one transaction conditioned on the
 * case's version.
 */

/** A closed or merged case takes no lease: its claims are done, or collected by the case it went into. */
const done = (c: Case) => c.status === "closed" || c.status === "merged";

/** PUT /cases/{id}/lease: records the lease on a rent case (422 on another case, or on a document not of the case). */
export async function recordLease(
  customerId: string,
  caseId: string,
  input: RecordLease,
  actor: CaseActor,
): Promise<Case> {
  const byName = await actorName(actor);
  return caseCommand(customerId, caseId, actor, async (before) => {
    if (done(before)) throw statusRefusal("caseLease.caseDone");
    if (!before.rent) throw statusRefusal("caseLease.notRent");
    if (input.documentId) {
      const { data } = await db()
        .entities.caseUpload.get({ customerId, caseId: String(before.caseNumber), documentId: input.documentId })
        .go({ consistent: true });
      if (!data) throw new AppError("VALIDATION", "caseLease.noDocument", {}, { documentId: ["caseLease.noDocument"] });
    }
    const lease = {
      clauseConfirmed: true,
      ...(input.leaseDate ? { leaseDate: input.leaseDate } : {}),
      address: input.address,
      postcode: input.postcode,
      city: input.city,
      ...(input.documentId ? { documentId: input.documentId } : {}),
      by: actor.userId,
      ...(byName ? { byName } : {}),
      at: Clock.nowMs(),
    };
    const data = {
      premises: premisesOf(lease),
      ...(input.leaseDate ? { leaseDate: input.leaseDate } : {}),
      ...(input.documentId ? { documentId: input.documentId } : {}),
    };
    return {
      after: nextVersion(before, { lease }),
      event: { kind: "lease-recorded", by: actor.userId, byName, data },
    };
  });
}
