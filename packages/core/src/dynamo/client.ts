import { AsyncLocalStorage } from "node:async_hooks";
import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";

let doc: DynamoDBDocumentClient | undefined;

/** The commands sent while `countingCommands` runs, by the async context that sent them. */
const sent = new AsyncLocalStorage<string[]>();

/** One DocumentClient per process; the endpoint comes from AWS_ENDPOINT_URL_DYNAMODB when local. */
export function documentClient(): DynamoDBDocumentClient {
  if (!doc) {
    doc = DynamoDBDocumentClient.from(new DynamoDBClient({}), {
      marshallOptions: { removeUndefinedValues: true },
    });
    // every command the client sends (ElectroDB's included) is one round trip: noted for `countingCommands`
    doc.middlewareStack.add(
      (next, context) => (args) => {
        sent.getStore()?.push(String(context.commandName ?? "command").replace(/Command$/, ""));
        return next(args);
      },
      { step: "initialize", name: "countRoundTrips" },
    );
  }
  return doc;
}

/**
 * Runs `work` and names the DynamoDB commands it sent (GetItem, Query, TransactWriteItems …), one per round trip:
 * how a test proves what a request costs. Only the commands of `work`'s own async context are counted, so requests
 * running beside it do not disturb the count.
 */
export async function countingCommands<T>(work: () => Promise<T>): Promise<{ result: T; commands: string[] }> {
  const commands: string[] = [];
  const result = await sent.run(commands, work);
  return { result, commands };
}
