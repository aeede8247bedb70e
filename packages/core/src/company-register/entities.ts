import { Entity } from "electrodb";
import { registerEntities } from "../dynamo/db";
import { primaryKey, SERVICE } from "../dynamo/keys";

/**
 * The company register's items (issue 21, docs/company-register.md).
 *
 * `companyRegisterCache`: what the register answered for an organisation number, kept a short while so an import,
 * the auto-pilot's evening and the synchronisation ask it once per number (`lookups.ts`). Open public data
 * (Enhetsregisteret, NLOD), no customer's: keyed by the number alone, removed by DynamoDB's TTL (`expiresAt`).
 */
export const CompanyRegisterCacheEntity = new Entity({
  model: { entity: "company-register-cache", version: "1", service: SERVICE },
  attributes: {
    orgNumber: { type: "string", required: true },
    /** The register's record (company.schema.ts CompanyRecord) as JSON; absent when the register has none. */
    record: { type: "string" },
    fetchedAt: { type: "number", required: true },
    /** Epoch seconds: DynamoDB's TTL removes it (a read also checks `fetchedAt`). */
    expiresAt: { type: "number", required: true },
  },
  indexes: { byOrgNumber: primaryKey(["orgNumber"]) },
});

/**
 * What the synchronisation last saw of a company it keeps in step (the customer itself, or a company debtor): the
 * register's warnings then. A change of warnings is recorded once: the item is written conditioned on its version
 * in the transaction that records the change (sync.ts). Absent: no warnings seen.
 */
export const CompanyRegisterSeenEntity = new Entity({
  model: { entity: "company-register-seen", version: "1", service: SERVICE },
  attributes: {
    customerId: { type: "string", required: true },
    /** "customer", or the debtor's id. */
    subjectId: { type: "string", required: true },
    orgNumber: { type: "string", required: true },
    warnings: { type: "list", items: { type: "string" }, required: true },
    version: { type: "number", required: true },
    checkedAt: { type: "number", required: true },
  },
  indexes: { bySubject: primaryKey(["customerId"], ["subjectId"]) },
});

export const companyRegisterEntities = {
  companyRegisterCache: CompanyRegisterCacheEntity,
  companyRegisterSeen: CompanyRegisterSeenEntity,
};

registerEntities(companyRegisterEntities);
