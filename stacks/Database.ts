import { RemovalPolicy } from "aws-cdk-lib";
import { StackContext, Table, type TableProps } from "sst/constructs";
import { GSI_NAMES, TTL_ATTRIBUTE, tableDefinition } from "../packages/core/src/dynamo/table";
import { stageSettings } from "./settings";

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

  return { table };
}
