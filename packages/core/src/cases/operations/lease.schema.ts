import "../../i18n/case-lease"; // registers the texts of the keys named here
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
