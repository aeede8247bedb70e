/**
 * The yardstick of DESIGN.md section 8's cold-start target: the smallest API function our stack allows (Hono, the
 * DynamoDB client, ElectroDB, zod, one route), bundled and loaded by bundle.bench.ts beside the real functions in
 * the same run, so each function's module load reads as a ratio to it (≤ 1.5×) rather than as an absolute time
 * that differs from machine to machine. Not deployed, not imported by the product.
 *
 * It does at module load what every function of ours does: defines an ElectroDB entity, a zod schema and a Hono
 * app with the Lambda adapter; like core/dynamo/db.ts it builds the DocumentClient on the first request, not at
 * load. The route validates its input with zod and reads one item through ElectroDB.
 */
import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { Entity } from "electrodb";
import { Hono } from "hono";
import { handle } from "hono/aws-lambda";
import { z } from "zod";

const note = new Entity({
  model: { entity: "note", version: "1", service: "minimal" },
  attributes: {
    customerId: { type: "string", required: true },
    noteId: { type: "string", required: true },
    text: { type: "string", required: true },
  },
  indexes: {
    byId: {
      pk: { field: "pk", composite: ["customerId"] },
      sk: { field: "sk", composite: ["noteId"] },
    },
  },
});

let client: DynamoDBDocumentClient | undefined;
const connected = () => {
  if (!client) {
    client = DynamoDBDocumentClient.from(new DynamoDBClient({}), { marshallOptions: { removeUndefinedValues: true } });
    note.setClient(client);
    note.setTableName(process.env.SST_Table_tableName_Data ?? "minimal");
  }
  return note;
};

const Params = z.object({ customerId: z.string().min(1).max(40), noteId: z.string().min(1).max(40) });

const app = new Hono().get("/v1/notes/:customerId/:noteId", async (c) => {
  const parsed = Params.safeParse(c.req.param());
  if (!parsed.success) return c.json({ errors: parsed.error.issues }, 422);
  const { data } = await connected().get(parsed.data).go();
  return data ? c.json(data) : c.json({ message: "Not found" }, 404);
});

export const handler = handle(app);
