import type { CreateTableCommandInput } from "@aws-sdk/client-dynamodb";

/**
 * The one table. Keys are overloaded by ElectroDB: `pk/sk` for the item, `gsiNpk/gsiNsk` for the access
 * patterns listed in docs/data-model.md. `expiresAt` (epoch seconds) is the TTL attribute.
 */
export const TTL_ATTRIBUTE = "expiresAt";
export const GSI_NAMES = ["gsi1", "gsi2", "gsi3"] as const;

export const tableDefinition = {
  KeySchema: [
    { AttributeName: "pk", KeyType: "HASH" },
    { AttributeName: "sk", KeyType: "RANGE" },
  ],
  AttributeDefinitions: [
    { AttributeName: "pk", AttributeType: "S" },
    { AttributeName: "sk", AttributeType: "S" },
    ...GSI_NAMES.flatMap((g) => [
      { AttributeName: `${g}pk`, AttributeType: "S" as const },
      { AttributeName: `${g}sk`, AttributeType: "S" as const },
    ]),
  ],
  GlobalSecondaryIndexes: GSI_NAMES.map((g) => ({
    IndexName: g,
    KeySchema: [
      { AttributeName: `${g}pk`, KeyType: "HASH" as const },
      { AttributeName: `${g}sk`, KeyType: "RANGE" as const },
    ],
    Projection: { ProjectionType: "ALL" as const },
  })),
  BillingMode: "PAY_PER_REQUEST",
} satisfies Omit<CreateTableCommandInput, "TableName">;
