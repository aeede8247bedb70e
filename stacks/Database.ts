import { Duration, RemovalPolicy } from "aws-cdk-lib";
import { BackupPlan, BackupPlanRule, BackupResource, BackupVault } from "aws-cdk-lib/aws-backup";
import { Schedule } from "aws-cdk-lib/aws-events";
import { StackContext, Table, type TableProps } from "sst/constructs";
import { GSI_NAMES, TTL_ATTRIBUTE, tableDefinition } from "../packages/core/src/dynamo/table";
import { stageSettings } from "./settings";

/**
 * The backup plan (scale-review.md 3.4, issue 17; docs/deploy.md "Records and backups"): PITR reaches every second of
 * the last 35 days, so daily full copies only need to bridge a week (7 days, not 35: each is a full copy of the
 * table); monthly copies are kept 6 years, moved to cold storage after a month (AWS Backup's minimum stay in cold
 * storage is 90 days, so deletion is at least 90 days after the move).
 */
export const PITR_DAYS = 35;
export const BACKUP_DAILY_DAYS = 7;
export const BACKUP_MONTHLY_DAYS = 6 * 366;
export const BACKUP_MONTHLY_COLD_AFTER_DAYS = 30;

const FIELD_TYPES = { S: "string", N: "number", B: "binary" } as const;
const keyOf = (schema: readonly { AttributeName: string; KeyType: string }[], type: "HASH" | "RANGE") =>
  schema.find((key) => key.KeyType === type)?.AttributeName;

/** The one table, shaped by packages/core/src/dynamo/table.ts, the same definition the local runtime creates. */
export function Database({ stack, app }: StackContext) {
  const { production } = stageSettings(app);
  const fields: TableProps["fields"] = Object.fromEntries(
    tableDefinition.AttributeDefinitions.map((a) => [a.AttributeName, FIELD_TYPES[a.AttributeType]]),
  );
  const globalIndexes: TableProps["globalIndexes"] = Object.fromEntries(
    GSI_NAMES.map((name) => {
      const index = tableDefinition.GlobalSecondaryIndexes.find((gsi) => gsi.IndexName === name)!;
      return [name, { partitionKey: keyOf(index.KeySchema, "HASH")!, sortKey: keyOf(index.KeySchema, "RANGE"), projection: "all" }];
    }),
  );

  const table = new Table(stack, "Data", {
    fields,
    primaryIndex: { partitionKey: keyOf(tableDefinition.KeySchema, "HASH")!, sortKey: keyOf(tableDefinition.KeySchema, "RANGE") },
    globalIndexes,
    timeToLiveAttribute: TTL_ATTRIBUTE,
    cdk: {
      table: {
        pointInTimeRecovery: true,
        deletionProtection: production,
        removalPolicy: production ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
      },
    },
  });

  // AWS Backup (production): PITR reaches back 35 days in the table's own account; these recovery points sit in a
  // vault whose lock no function or deployer can lift once it is fixed (compliance mode after 3 days), kept daily
  // for 7 days and monthly for 6 years (the ledger's 5 years after the financial year), the monthly ones in cold
  // storage after 30 days (needs AWS Backup's advanced DynamoDB features, opted in once per account and region).
  // The lock's minimum is the shortest retention (the dailies'). docs/deploy.md, "Restore".
  if (production) {
    const vault = new BackupVault(stack, "TableVault", {
      removalPolicy: RemovalPolicy.RETAIN,
      lockConfiguration: {
        minRetention: Duration.days(BACKUP_DAILY_DAYS),
        maxRetention: Duration.days(BACKUP_MONTHLY_DAYS + 31),
        changeableFor: Duration.days(3),
      },
    });
    const plan = new BackupPlan(stack, "TableBackup", {
      backupVault: vault,
      backupPlanRules: [
        new BackupPlanRule({
          ruleName: "Daily",
          scheduleExpression: Schedule.cron({ hour: "1", minute: "0" }), // UTC, after the night's scheduled work
          deleteAfter: Duration.days(BACKUP_DAILY_DAYS),
        }),
        new BackupPlanRule({
          ruleName: "Monthly",
          scheduleExpression: Schedule.cron({ day: "1", hour: "2", minute: "0" }),
          moveToColdStorageAfter: Duration.days(BACKUP_MONTHLY_COLD_AFTER_DAYS),
          deleteAfter: Duration.days(BACKUP_MONTHLY_DAYS),
        }),
      ],
    });
    plan.addSelection("Table", { resources: [BackupResource.fromDynamoDbTable(table.cdk.table)] });
    stack.addOutputs({ BackupVault: vault.backupVaultName });
  }

  return { table };
}
