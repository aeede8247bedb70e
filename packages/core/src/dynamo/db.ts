import { Service } from "electrodb";
import { ActivityLogEntity } from "../activity/activity-log.entity";
import {
  AccountNumberUpdateEntity,
  CustomerEntity,
  CustomerPermissionEntity,
  DeletionRequestEntity,
  EmailChangeEntity,
  IbanLockEntity,
  InvitationEntity,
  LoginThrottleEntity,
  MembershipEntity,
  OneTimeTokenEntity,
  OrgNumberLockEntity,
  PendingRegistrationEntity,
  SessionEntity,
  UserEmailEntity,
  UserEntity,
} from "../accounts/entities";
import { BatchRunEntity } from "../jobs/batch-run.entity";
import { JobRunEntity } from "../jobs/job-run.entity";
import { InterestRateEntity } from "../ledger/interest/interest-rate.entity";
import { FeeRowEntity } from "../law/fee-row.entity";
import { DebtorEntity, LedgerImportEntity, LedgerRefEntity, VoucherEntity } from "../ledger/entities";
import { IntegrationSettingEntity, LedgerSettingEntity } from "../ledger/settings.entity";
import { config } from "../config";
import { CounterEntity } from "./counter.entity";
import { UniqueEntity } from "./unique.entity";
import { referenceEntities } from "../reference/entities";
import { procedureEntities } from "../procedures/entities";
import { letterEntities } from "../letters/entities";
import { GlobalMessageDismissalEntity, GlobalMessageEntity } from "../support/global-message.entity";
import { CustomerFeedbackEntity } from "../support/customer-feedback.entity";
import { documentClient } from "./client";
import { PrintBatchEntity, PrintLetterEntity } from "../letters/print-queue.entity";
import { caseEntities } from "../cases/entities";
import { caseDocumentEntities } from "../cases/documents/entities";
import { MailLogEntity } from "../mail/mail-log.entity";

const entities = {
  user: UserEntity,
  userEmail: UserEmailEntity,
  customer: CustomerEntity,
  membership: MembershipEntity,
  session: SessionEntity,
  oneTimeToken: OneTimeTokenEntity,
  loginThrottle: LoginThrottleEntity,
  pendingRegistration: PendingRegistrationEntity,
  jobRun: JobRunEntity,
  batchRun: BatchRunEntity,
  debtor: DebtorEntity,
  voucher: VoucherEntity,
  ledgerRef: LedgerRefEntity,
  ledgerImport: LedgerImportEntity,
  customerPermission: CustomerPermissionEntity,
  ibanLock: IbanLockEntity,
  invitation: InvitationEntity,
  orgNumberLock: OrgNumberLockEntity,
  accountNumberUpdate: AccountNumberUpdateEntity,
  emailChange: EmailChangeEntity,
  activityLog: ActivityLogEntity,
  deletionRequest: DeletionRequestEntity,
  interestRate: InterestRateEntity,
  feeRow: FeeRowEntity,
  counter: CounterEntity,
  unique: UniqueEntity,
  ...referenceEntities,
  ...procedureEntities,
  ...letterEntities,
  globalMessage: GlobalMessageEntity,
  globalMessageDismissal: GlobalMessageDismissalEntity,
  customerFeedback: CustomerFeedbackEntity,
  // the customer's settings, in the collection "customerAccount" with the customer (dynamo/keys.ts)
  integrationSetting: IntegrationSettingEntity,
  ledgerSetting: LedgerSettingEntity,
  // letters to post and their daily print batches (letters/print-queue.ts)
  printLetter: PrintLetterEntity,
  printBatch: PrintBatchEntity,
  // cases (issue 10): the case setting and allowance are in the collection "customerAccount" too
  ...caseEntities,
  // a case's letters, step responses and the mail log (cases/documents, mail/mail-log.ts)
  ...caseDocumentEntities,
  mailLog: MailLogEntity,
};

let service: Service<typeof entities> | undefined;

/**
 * The app-wide ElectroDB service over the one table, for entities, collections and transactions. Built on
 * first use, so the table name is read from configuration after the runtime has set it.
 */
export function db(): Service<typeof entities> {
  if (!service) {
    const client = documentClient();
    const table = config().tableName;
    for (const entity of Object.values(entities)) {
      entity.setClient(client);
      entity.setTableName(table);
    }
    service = new Service(entities, { client, table });
  }
  return service;
}
