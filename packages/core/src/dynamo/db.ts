import { Service, type Entity } from "electrodb";
import { ActivityLogEntity } from "../activity/activity-log.entity";
import type { accountEntities } from "../accounts/entities";
import type { accountingEntities } from "../accounting/entities";
import type { customerInvoiceEntities } from "../billing/invoices/invoice.entity";
import type { entitlementEntities } from "../billing/entitlements.entity";
import type { billingEntities } from "../billing/plan-stores";
import type { purchaseEntities } from "../billing/purchase.entity";
import type { billingRunEntities } from "../billing/billing-run.entity";
import type { referralEntities } from "../billing/referral.entity";
import type { caseEntities } from "../cases/entities";
import type { caseDocumentEntities } from "../cases/documents/entities";
import type { caseSettingEntities } from "../cases/settings.entity";
import type { autopilotEntities } from "../cases/autopilot/entities";
import type { bulkSwitchEntities } from "../cases/bulk-switch";
import type { casePauseEntities } from "../cases/operations/pause.entity";
import type { caseNoteEntities } from "../cases/operations/case-notes.entity";
import type { creditCheckEntities } from "../credit-check/entities";
import type { companyRegisterEntities } from "../company-register/entities";
import type { brregSyncSettingEntities } from "../company-register/settings.entity";
import { config } from "../config";
import { BatchRunEntity } from "../jobs/batch-run.entity";
import { JobRunEntity } from "../jobs/job-run.entity";
import type { feeRowEntities } from "../law/fee-row.entity";
import type { ledgerEntities } from "../ledger/entities";
import type { interestRateEntities } from "../ledger/interest/interest-rate.entity";
import type { ledgerSettingEntities } from "../ledger/settings.entity";
import type { letterEntities } from "../letters/entities";
import type { mailLogEntities } from "../mail/mail-log.entity";
import type { notificationSettingEntities } from "../notifications/settings.entity";
import type { printQueueEntities } from "../letters/print-queue.entity";
import type { procedureEntities } from "../procedures/entities";
import type { referenceEntities } from "../reference/entities";
import type { customerFeedbackEntities } from "../support/customer-feedback.entity";
import type { globalMessageEntities } from "../support/global-message.entity";
import { documentClient } from "./client";
import { CounterEntity } from "./counter.entity";
import { UniqueEntity } from "./unique.entity";

/** The entities of the shared machinery (counters, uniqueness, jobs, the activity log): every function has them. */
const kernelEntities = {
  counter: CounterEntity,
  unique: UniqueEntity,
  jobRun: JobRunEntity,
  batchRun: BatchRunEntity,
  activityLog: ActivityLogEntity,
};

/**
 * Every entity of every context, by its name in `db().entities` (types only: a context's entities are loaded
 * with the context). A new context: its entity module ends with `registerEntities(<its map>)`, and its map's type
 * is added here.
 */
type AllEntities = typeof kernelEntities &
  typeof accountEntities &
  typeof ledgerEntities &
  typeof ledgerSettingEntities &
  typeof notificationSettingEntities &
  typeof interestRateEntities &
  typeof feeRowEntities &
  typeof referenceEntities &
  typeof procedureEntities &
  typeof letterEntities &
  typeof printQueueEntities &
  typeof globalMessageEntities &
  typeof customerFeedbackEntities &
  typeof caseEntities &
  typeof caseSettingEntities &
  typeof autopilotEntities &
  typeof caseDocumentEntities &
  typeof mailLogEntities &
  typeof casePauseEntities &
  typeof caseNoteEntities &
  typeof customerInvoiceEntities &
  typeof entitlementEntities &
  typeof billingEntities &
  typeof purchaseEntities &
  typeof billingRunEntities &
  typeof referralEntities &
  typeof bulkSwitchEntities &
  typeof creditCheckEntities &
  typeof companyRegisterEntities &
  typeof brregSyncSettingEntities &
  typeof accountingEntities;

/** ElectroDB's Entity of any schema. */
type AnyEntity = Entity<any, any, any, any>;

/** `Service.join`, which ElectroDB's constructor uses per entity and does not declare in its types. */
type Joinable = { join(name: string, entity: AnyEntity, config: { client: unknown; table: string }): void };

const registered: Record<string, AnyEntity> = { ...kernelEntities };
let service: Service<AllEntities> | undefined;

/**
 * Adds a context's entities to the service (called once by the context's entity module when it loads). Per
 * context so that a Lambda function bundles the entities of the contexts its routes use and no other (cold start,
 * docs/architecture.md); a module that names an entity imports the module that registers it
 * (dynamo/registry.test.ts checks that). Collections and transactions span whatever is registered: a module that
 * reads a collection imports every member's entity module (accounts/customer-settings.ts).
 */
export function registerEntities(entities: Record<string, AnyEntity>): void {
  for (const [name, entity] of Object.entries(entities)) {
    if (registered[name] === entity) continue;
    if (registered[name]) throw new Error(`Two entities registered as "${name}"`);
    registered[name] = entity;
    // registered after the first use (a context loaded by `import()`): joined to the service built already
    if (service)
      (service as unknown as Joinable).join(name, entity, { client: documentClient(), table: config().tableName });
  }
}

/**
 * The app-wide ElectroDB service over the one table, for entities, collections and transactions. Built on
 * first use, so the table name is read from configuration after the runtime has set it. Its type names every
 * context's entities; at run time it holds those registered (the contexts this function loaded).
 */
export function db(): Service<AllEntities> {
  if (!service) {
    const client = documentClient();
    const table = config().tableName;
    for (const entity of Object.values(registered)) {
      entity.setClient(client);
      entity.setTableName(table);
    }
    service = new Service(registered as unknown as AllEntities, { client, table });
  }
  return service;
}
