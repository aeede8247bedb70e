// The customer's accounting integration as the web reads it (issue 22; the routes of /v1/integration-settings): the
// integration setting with its connection, and the one call that both
// the ledger (its «Synkroniser») and the integration pages make — a sync now. Shared here because the ledger's pages,
// the sidebar and the accounting feature all read it, and a feature may not import another.
import { api } from "./api-client";

export const ACCOUNTING_SYSTEM_IDS = ["fiken", "tripletex", "poweroffice", "visma"] as const;
export type AccountingSystemId = (typeof ACCOUNTING_SYSTEM_IDS)[number];
export type IntegrationKind = "file" | AccountingSystemId;

export interface SyncResult {
  created: number;
  skipped: number;
  matched: number;
  unmatched: number;
  debtorsCreated: number;
}

/** One sync from the system into the ledger (GET /integration-settings/{id}/syncs/{syncId}). */
export interface SyncView {
  syncId: string;
  status: "running" | "done" | "failed";
  trigger: "manual" | "schedule";
  /** Who started a manual sync: the user's name (or e-mail); null for the nightly schedule. */
  startedBy: string | null;
  startedAt: number;
  endedAt: number | null;
  result: SyncResult | null;
  issues: { message: string; externalId?: string }[];
  /** A message key of the server's `integrations` catalogue. */
  error: string | null;
}

export type ConnectionStatus = "disconnected" | "chooseCompany" | "connected" | "reconnect";

export interface SystemCompany {
  ref: string;
  name: string;
  orgNumber?: string;
}

export interface Connection {
  status: ConnectionStatus;
  companyName: string | null;
  companyRef: string | null;
  /** Only while choosing a company. */
  companies?: SystemCompany[];
  connectedAt: number | null;
  lastSync: SyncView | null;
  syncing: boolean;
  writeBacksFailed: number;
  /** Other systems whose invoices the ledger holds (their numbers are skipped when this one syncs). */
  otherSystemsInLedger?: AccountingSystemId[];
}

/** GET /integration-settings: how the customer's books reach the ledger (null: not chosen yet). */
export interface IntegrationSettingView {
  integration: IntegrationKind;
  createdAt: number;
  importMappings: Record<string, unknown>;
  /** Null for file import (and absent from servers that predate the systems). */
  connection?: Connection | null;
}

export function isAccountingSystem(value: string | null | undefined): value is AccountingSystemId {
  return (ACCOUNTING_SYSTEM_IDS as readonly string[]).includes(value ?? "");
}

/** The accounting system the customer chose, or undefined (none, or file import). */
export function chosenSystem(setting: IntegrationSettingView | null | undefined): AccountingSystemId | undefined {
  return setting && isAccountingSystem(setting.integration) ? setting.integration : undefined;
}

/** POST /integration-settings/{id}/import: a sync now; 202 with its id (while one runs, the running one's). */
export const startSync = (system: AccountingSystemId) =>
  api.post<{ syncId: string }>(`/integration-settings/${system}/import`);

/** Why a balance is written off, as the systems take it (Fiken's write-off types; Tripletex's voucher text). */
export const WRITE_OFF_REASONS = ["collectionFailed", "debtorBankrupt", "irrecoverable"] as const;
export type WriteOffReason = (typeof WRITE_OFF_REASONS)[number];

/**
 * POST /integration-settings/{id}/write-offs: posts the write-off of invoices that came from the system and were
 * written off in the ledger (the ledger's write-off, then this); each invoice once. 202 with how many were queued.
 */
export const postWriteOffs = (system: AccountingSystemId, voucherIds: string[], reason: WriteOffReason) =>
  api.post<{ queued: number }>(`/integration-settings/${system}/write-offs`, { voucherIds, reason });

/** The realtime batch of a sync (`batch.progress`/`batch.done`). */
export const syncBatchId = (syncId: string) => `sync:${syncId}`;

/** Under the ledger's key: what changes the connection or syncs refreshes the ledger's pages too. */
export const accountingKey = (customerId: string) => ["ledger", customerId, "accounting"] as const;
