import "../../i18n/case-pause"; // registers the texts of the keys named here
import { z } from "zod";
import { optional, pastDate } from "../../ledger/ledger.schema";
import { postcode, required } from "../../util/validation";

/**
 * The lease a rent case's fravikelse stands on (issue 18 #9; docs/collection-law.md "The lease before fravikelse
 * (tvfbl § 13-2 (3) a)"). Pure: the web's dialog validates with the same schema.
 */

/** The longest street address, city and document id kept with a lease. */
export const MAX_LEASE_ADDRESS = 200;
export const MAX_LEASE_CITY = 100;

/**
 * PUT /cases/{id}/lease: the creditor confirms a written lease signed by the tenant with the clause by which the
 * tenant accepts fravikelse if the rent is not paid (the checkbox must be ticked), names the leased premises, and
 * may give the lease's date and the uploaded copy of it (a case document of POST /cases/{id}/upload-document).
 */
export const RecordLeaseInput = z.object({
  clauseConfirmed: z.literal(true, { error: "caseLease.confirmClause" }),
  leaseDate: optional(pastDate()),
  address: required(MAX_LEASE_ADDRESS),
  postcode: postcode(),
  city: required(MAX_LEASE_CITY),
  documentId: optional(z.string().trim().max(40, { error: "validation.tooLong" })),
});
export type RecordLeaseInput = z.input<typeof RecordLeaseInput>;
export type RecordLease = z.output<typeof RecordLeaseInput>;

/** The premises of a recorded lease (the case's `lease`). */
export interface LeasePremises {
  clauseConfirmed?: boolean;
  address: string;
  postcode: string;
  city: string;
}

/** Is a lease with the fravikelse clause and its premises recorded (what the law asks before the rent notice)? */
export const hasLease = (c: { lease?: LeasePremises | null }) =>
  !!c.lease?.clauseConfirmed && !!c.lease.address && !!c.lease.postcode;

/** The leased premises in one line: «Storgata 2, 0155 Oslo» (the letters' {{lease.premises}}). */
export const premisesOf = (l: LeasePremises) => `${l.address}, ${l.postcode} ${l.city}`;
