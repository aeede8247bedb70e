import { Entity } from "electrodb";
import { registerEntities } from "../dynamo/db";
import { primaryKey, SERVICE, timestamps } from "../dynamo/keys";
import { CHECK_PURPOSES, RISK_CLASSES, VERIFICATION_STATES } from "./credit.schema";

/**
 * The credit check's items (issue 21; docs/credit-check.md), written by credit-check/ alone.
 *
 * A check: that it was made, of whom, why (a person's justified need), by whom and when, and who sends the person
 * the copy (gjenpartsbrev). Kept as the customer's record of its checks; never the person's result, which lives in
 * the report item for 24 hours. Keyed by a ULID, so the customer's checks read newest first and by time.
 */
export const CreditCheckEntity = new Entity({
  model: { entity: "credit-check", version: "1", service: SERVICE },
  attributes: {
    customerId: { type: "string", required: true },
    checkId: { type: "string", required: true },
    kind: { type: ["person", "company"] as const, required: true },
    subjectName: { type: "string", required: true },
    orgNumber: { type: "string" },
    /** A person's birth date (YYYY-MM-DD) when given or carried by the fødselsnummer; the number itself is never kept. */
    birthDate: { type: "string" },
    purpose: { type: CHECK_PURPOSES },
    caseId: { type: "string" },
    provider: { type: "string", required: true },
    byUserId: { type: "string", required: true },
    byName: { type: "string" },
    at: { type: "number", required: true },
    /** A company's risk class (the history shows it; a person's is not kept). */
    riskClass: { type: RISK_CLASSES },
    /** When the report stops being readable (a person's: 24 hours after the check); absent: kept. */
    reportUntil: { type: "number" },
    /** The copy to the person checked: who sends it (the bureau), and when it was recorded. */
    noticeCopyBy: { type: ["bureau", "customer"] as const },
    noticeCopyAt: { type: "number" },
    /** An Idempotency-Key check: the hashed key and the request's fingerprint (command/idempotency.ts). */
    requestKey: { type: "string" },
    requestHash: { type: "string" },
    createdAt: timestamps.createdAt,
  },
  indexes: { byCustomer: primaryKey(["customerId"], ["checkId"]) },
});

/**
 * A check's report, as the bureau answered it in our words (credit.schema.ts CreditReport, JSON). A person's
 * carries `expiresAt` (epoch seconds, the table's TTL: 24 hours) and is also refused when read after it, as
 * DynamoDB deletes expired items within a day or two.
 */
export const CreditReportEntity = new Entity({
  model: { entity: "credit-report", version: "1", service: SERVICE },
  attributes: {
    customerId: { type: "string", required: true },
    checkId: { type: "string", required: true },
    report: { type: "string", required: true },
    expiresAt: { type: "number" },
    createdAt: timestamps.createdAt,
  },
  indexes: { byCheck: primaryKey(["customerId", "checkId"]) },
});

/**
 * A user's verification for credit checks (SPEC 4: it may stay pending up to one business day): asked by the user,
 * given by staff once the bureau has set the user up.
 */
export const CreditVerificationEntity = new Entity({
  model: { entity: "credit-verification", version: "1", service: SERVICE },
  attributes: {
    userId: { type: "string", required: true },
    status: { type: VERIFICATION_STATES, required: true },
    requestedAt: { type: "number" },
    verifiedAt: { type: "number" },
    verifiedBy: { type: "string" },
    ...timestamps,
  },
  indexes: { byUser: primaryKey(["userId"]) },
});

export const creditCheckEntities = {
  creditCheck: CreditCheckEntity,
  creditReport: CreditReportEntity,
  creditVerification: CreditVerificationEntity,
};

registerEntities(creditCheckEntities);
