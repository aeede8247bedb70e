import "../i18n/integrations"; // registers the texts of the keys named here
import "../i18n/ledger"; // registers the texts of the keys named here
import "../i18n/resources"; // registers the texts of the keys named here
import { z } from "zod";
import { jobSpec } from "../jobs/define";
import { IntegrationSetting, INTEGRATIONS } from "../ledger/integration-setting-view.schema";
import { date, pastDate } from "../ledger/ledger.schema";
import { isCalendarDate } from "../ledger/interest/interest-rate.schema";
import { CONNECTION_STATUSES, SYNC_STATUSES, WRITE_BACK_KINDS, WRITE_BACK_STATUSES } from "./entity-values";

/** The accounting integrations' views, inputs and jobs (issue 22; the routes of docs/api.md "Accounting integrations"). */

const id = z.string().min(1).max(80);

export const SyncView = z
  .object({
    syncId: z.string(),
    status: z.enum(SYNC_STATUSES),
    trigger: z.enum(["manual", "schedule"]),
    /** Who started a manual sync: the user's name (or e-mail); null for the nightly schedule or a user gone. */
    startedBy: z.string().nullable(),
    startedAt: z.number(),
    endedAt: z.number().nullable(),
    result: z
      .object({
        created: z.number(),
        skipped: z.number(),
        matched: z.number(),
        unmatched: z.number(),
        debtorsCreated: z.number(),
      })
      .nullable(),
    issues: z.array(z.object({ message: z.string(), externalId: z.string().optional() })),
    /** A message key (`integrations.unavailable` …), or null. */
    error: z.string().nullable(),
  })
  .meta({ id: "SyncView" });
export type SyncView = z.infer<typeof SyncView>;

export const ConnectionView = z
  .object({
    status: z.enum(CONNECTION_STATUSES),
    companyName: z.string().nullable(),
    companyRef: z.string().nullable(),
    companies: z.array(z.object({ ref: z.string(), name: z.string(), orgNumber: z.string().optional() })),
    connectedAt: z.number().nullable(),
    lastSync: SyncView.nullable(),
    syncing: z.boolean(),
    writeBacksFailed: z.number(),
    /** Other systems whose invoices the ledger holds: their numbers are skipped when this one syncs. */
    otherSystemsInLedger: z.array(z.string()),
  })
  .meta({ id: "AccountingConnection" });
export type ConnectionView = z.infer<typeof ConnectionView>;

/** GET /integration-settings: the ledger's setting with the connection of the system chosen (null for "file"). */
export const IntegrationSettingDetail = IntegrationSetting.extend({ connection: ConnectionView.nullable() }).meta({
  id: "IntegrationSettingDetail",
});
export type IntegrationSettingDetail = z.infer<typeof IntegrationSettingDetail>;

export const SystemsView = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      auth: z.union([
        z.object({ kind: z.literal("oauth"), pkce: z.boolean() }),
        z.object({ kind: z.literal("token"), fields: z.array(z.string()) }),
      ]),
      local: z.boolean(),
    }),
  ),
});

export const WriteBackView = z
  .object({
    key: z.string(),
    kind: z.enum(WRITE_BACK_KINDS),
    invoiceNumber: z.string(),
    amountOre: z.number(),
    date: z.string(),
    status: z.enum(WRITE_BACK_STATUSES),
    error: z.string().nullable(),
    externalId: z.string().nullable(),
    updatedAt: z.number(),
  })
  .meta({ id: "WriteBack" });
export type WriteBackView = z.infer<typeof WriteBackView>;

export const ChooseIntegrationInput = z.object({ integration: z.enum(INTEGRATIONS, { error: "validation.oneOf" }) });
export const RedirectUriQuery = z.object({ customerId: id, integrationId: id });
export const OAuthInput = z.object({
  state: z.string({ error: "validation.required" }).min(1, { error: "validation.required" }).max(200),
  code: z.string({ error: "validation.required" }).min(1, { error: "validation.required" }).max(2000),
});
export const CompanyInput = z.object({
  companyRef: z.string({ error: "validation.required" }).min(1, { error: "validation.required" }).max(200),
});
export const TokenConnectInput = z.object({
  fields: z.record(z.string().max(60), z.string().max(2000)).refine((f) => Object.keys(f).length <= 10),
});
export const WRITE_OFF_REASONS = ["collectionFailed", "debtorBankrupt", "irrecoverable"] as const;
export const WriteOffsInput = z.object({
  voucherIds: z
    .array(z.string().min(1).max(80))
    .min(1, { error: "validation.required" })
    .max(50, { error: "validation.tooLong" }),
  reason: z.enum(WRITE_OFF_REASONS, { error: "validation.oneOf" }),
});

/** The last day a period from `from` may end: one year on, less a day (a file covers one year at most). */
export function lastDayOf(from: string): string {
  const d = new Date(`${from}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + 1);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/**
 * POST /uni-export-files: a period (to not after today, at most a year) and the request's key (the web makes one per
 * submit): the same period and key again answers the file the first made.
 */
export const ExportFileInput = z
  .object({
    from: date(),
    to: pastDate(),
    requestKey: z.string().trim().max(100, { error: "validation.tooLong" }).optional(),
  })
  .superRefine((v, ctx) => {
    // the order and length only of two dates that are dates (zod runs this after a field's own refusal too)
    if (![v.from, v.to].every((d) => typeof d === "string" && isCalendarDate(d))) return;
    if (v.to < v.from) ctx.addIssue({ code: "custom", path: ["to"], message: "validation.dateOrder" });
    else if (v.to > lastDayOf(v.from))
      ctx.addIssue({ code: "custom", path: ["to"], message: "exportFiles.periodTooLong" });
  });
export type ExportFileInput = z.infer<typeof ExportFileInput>;

export const ExportFileView = z
  .object({
    id: z.string(),
    from: z.string(),
    to: z.string(),
    fileName: z.string(),
    rows: z.number(),
    totalOre: z.number(),
    createdAt: z.number(),
  })
  .meta({ id: "AccountingExportFile" });
export type ExportFileView = z.infer<typeof ExportFileView>;

const jobId = z.string().min(1).max(40);

/** One sync of a customer (sync.ts `runSync`): keyed by customer and sync, and by its round when waited out. */
export const syncJob = jobSpec({
  type: "accounting.sync",
  schema: z.object({ customerId: jobId, syncId: jobId, round: z.number().int().min(0).max(10_000) }),
  key: (p) => `${p.customerId}#${p.syncId}#${p.round}`,
});

/** A connected customer's nightly sync (sync.ts `startNightlySyncs` fans them out): keyed by customer and day. */
export const syncCustomerJob = jobSpec({
  type: "accounting.sync-customer",
  schema: z.object({ customerId: jobId, day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }),
  key: (p) => `${p.customerId}#${p.day}`,
});

/** Posting one outbox entry (write-back.ts): keyed by its key and the round (a retry is a new round). */
export const writeBackJob = jobSpec({
  type: "accounting.write-back",
  schema: z.object({ customerId: jobId, key: z.string().min(1).max(160), round: z.number().int().min(0).max(1000) }),
  key: (p) => `${p.customerId}#${p.key}#${p.round}`,
});
