/**
 * The lease of a rent case as the law and the letters read it (issue 18 #9; docs/collection-law.md "The lease before
 * fravikelse (tvfbl § 13-2 (3) a)"). Pure and without texts: the step rules load it in every function that shows a
 * case's steps; the input's schema with its messages is operations/lease.schema.ts.
 */

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
