/** The values of the accounting items' enumerations (entities.ts), apart so the views (accounting.schema.ts) need no entity. */
export const CONNECTION_STATUSES = ["disconnected", "chooseCompany", "connected", "reconnect"] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];
export const SYNC_STATUSES = ["running", "done", "failed"] as const;
export const WRITE_BACK_KINDS = ["writeOff", "payment", "creditNote"] as const;
export const WRITE_BACK_STATUSES = ["pending", "done", "failed"] as const;
