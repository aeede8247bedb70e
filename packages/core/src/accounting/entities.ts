import { CustomAttributeType, Entity } from "electrodb";
import { registerEntities } from "../dynamo/db";
import { gsiKey, primaryKey, SERVICE, timestamps } from "../dynamo/keys";
import { CONNECTION_STATUSES, SYNC_STATUSES, WRITE_BACK_KINDS, WRITE_BACK_STATUSES } from "./entity-values";

/**
 * The accounting integrations' items (issue 22; docs/accounting.md, docs/data-model.md), all in the customer's
 * partition but the OAuth attempts (found by their state alone). The integration chosen stays the ledger's
 * `integrationSetting`; what connects it to a system is the connection here.
 */

/**
 * The customer's hold on its accounting system: one item per customer (the system chosen). The tokens are sealed
 * (sealed.ts) and never leave the spine. `syncList` is set while connected: the sparse index the nightly sync lists
 * the customers by. `cursor` is where the next sync starts (the adapter's `resumeFrom`); `runningSyncId` the sync
 * holding the customer (one at a time). Always written whole (put, on `version`), so the sparse index stays right.
 */
export const AccountingConnectionEntity = new Entity({
  model: { entity: "accounting-connection", version: "1", service: SERVICE },
  attributes: {
    customerId: { type: "string", required: true },
    system: { type: "string", required: true },
    status: { type: CONNECTION_STATUSES, required: true },
    sealedTokens: { type: "string" },
    companyRef: { type: "string" },
    companyName: { type: "string" },
    /** The companies the user reaches, while choosing one. */
    companies: { type: CustomAttributeType<{ ref: string; name: string; orgNumber?: string }[]>("any") },
    connectedAt: { type: "number" },
    syncList: { type: "string" },
    cursor: { type: "string" },
    runningSyncId: { type: "string" },
    lastSyncId: { type: "string" },
    version: { type: "number", required: true, default: 0 },
    ...timestamps,
  },
  indexes: {
    byCustomer: primaryKey(["customerId"]),
    connected: gsiKey("gsi1", ["syncList"], ["customerId"]),
  },
});

/** The sparse index's one partition: the connected customers (the nightly sync's fan-out). */
export const CONNECTED_LIST = "accounting-connected";

/**
 * An OAuth attempt: its state (the hash of it: the state itself is only in the user's browser and the system's
 * redirect), the customer and system, the PKCE verifier sealed, and a TTL (10 minutes; also checked on use, as TTL
 * deletes late). Deleted on use, on a condition: one use.
 */
export const AccountingOAuthStateEntity = new Entity({
  model: { entity: "accounting-oauth-state", version: "1", service: SERVICE },
  attributes: {
    stateHash: { type: "string", required: true },
    customerId: { type: "string", required: true },
    system: { type: "string", required: true },
    redirectUri: { type: "string", required: true },
    sealedVerifier: { type: "string" },
    userId: { type: "string", required: true },
    /** Epoch seconds: the table's TTL attribute. */
    expiresAt: { type: "number", required: true },
  },
  indexes: { byState: primaryKey(["stateHash"]) },
});

/**
 * One sync of a customer (`SyncView`), newest first by its ULID. `page` and `pageCursor` are where it is: the page
 * it works on and the cursor that page was read at; the page's rows are stored before they are written
 * (sync-pages.ts), so a killed run writes the same rows again and imports nothing twice.
 */
export const AccountingSyncEntity = new Entity({
  model: { entity: "accounting-sync", version: "1", service: SERVICE },
  attributes: {
    customerId: { type: "string", required: true },
    syncId: { type: "string", required: true },
    system: { type: "string", required: true },
    status: { type: SYNC_STATUSES, required: true },
    trigger: { type: ["manual", "schedule"] as const, required: true },
    userId: { type: "string", required: true },
    startedAt: { type: "number", required: true },
    endedAt: { type: "number" },
    page: { type: "number", required: true, default: 0 },
    pageCursor: { type: "string" },
    /** The page's rows are stored (sync-pages.ts) and not yet written through. */
    pageStored: { type: "boolean" },
    /** Tries of the system that did not answer, in a row (reset by a page that went through). */
    unavailableTries: { type: "number" },
    result: {
      type: "map",
      properties: {
        created: { type: "number", required: true },
        skipped: { type: "number", required: true },
        matched: { type: "number", required: true },
        unmatched: { type: "number", required: true },
        debtorsCreated: { type: "number", required: true },
      },
    },
    issues: { type: CustomAttributeType<{ message: string; externalId?: string }[]>("any") },
    error: { type: "string" },
    ...timestamps,
  },
  indexes: { byCustomer: primaryKey(["customerId"], ["syncId"]) },
});

/**
 * The outbox of what collection posts back to the system (write-back.ts): one item per entry, its `key` ours and
 * stable (`writeOff:<voucherId>`, `payment:<credit>:<debit>` …), created in the ledger command's own transaction on
 * a condition (never twice), and posted by one keyed job. `gsi1` lists them newest first.
 */
export const AccountingWriteBackEntity = new Entity({
  model: { entity: "accounting-write-back", version: "1", service: SERVICE },
  attributes: {
    customerId: { type: "string", required: true },
    key: { type: "string", required: true },
    system: { type: "string", required: true },
    kind: { type: WRITE_BACK_KINDS, required: true },
    voucherId: { type: "string", required: true },
    invoiceNumber: { type: "string", required: true },
    amountOre: { type: "number", required: true },
    date: { type: "string", required: true },
    reason: { type: "string" },
    status: { type: WRITE_BACK_STATUSES, required: true },
    error: { type: "string" },
    externalId: { type: "string" },
    tries: { type: "number", required: true, default: 0 },
    /** The job round that posts it (a retry asked for is a new round: jobs are keyed by it). */
    round: { type: "number", required: true, default: 0 },
    ...timestamps,
  },
  indexes: {
    byKey: primaryKey(["customerId"], ["key"]),
    newest: gsiKey("gsi1", ["customerId"], ["createdAt", "key"]),
  },
});

/**
 * An export file for a system without an API (export-files.ts; docs/accounting.md "Export files for systems without
 * an API"): what collection did to the customer's receivables in one period, kept as a record in S3 (`key`). The id is
 * the hash of the period and the request key, so the same request twice finds the file the first made; `gsi1` lists
 * them newest first, counted by the customer's counter `export-files` (kept in the same transaction).
 */
export const AccountingExportFileEntity = new Entity({
  model: { entity: "accounting-export-file", version: "1", service: SERVICE },
  attributes: {
    customerId: { type: "string", required: true },
    fileId: { type: "string", required: true },
    from: { type: "string", required: true },
    to: { type: "string", required: true },
    fileName: { type: "string", required: true },
    /** Where the record lives (storage/export-records.ts). */
    key: { type: "string", required: true },
    rows: { type: "number", required: true },
    /** The sum of the rows' amounts (each row is one amount, debited on one account and credited on another). */
    totalOre: { type: "number", required: true },
    language: { type: ["no", "en"] as const, required: true },
    createdBy: { type: "string", required: true },
    ...timestamps,
  },
  indexes: {
    byId: primaryKey(["customerId"], ["fileId"]),
    newest: gsiKey("gsi1", ["customerId"], ["createdAt", "fileId"]),
  },
});

export const accountingEntities = {
  accountingExportFile: AccountingExportFileEntity,
  accountingConnection: AccountingConnectionEntity,
  accountingOAuthState: AccountingOAuthStateEntity,
  accountingSync: AccountingSyncEntity,
  accountingWriteBack: AccountingWriteBackEntity,
};

registerEntities(accountingEntities);
