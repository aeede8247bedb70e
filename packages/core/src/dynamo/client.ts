import { AsyncLocalStorage } from "node:async_hooks";
import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { withoutSdkLogging } from "../util/aws-clients";

let doc: DynamoDBDocumentClient | undefined;

/** The commands sent while `countingCommands` runs, by the async context that sent them, and the items they read. */
const sent = new AsyncLocalStorage<{ commands: string[]; items: number }>();

/** The items a command's answer says it read: a Query's ScannedCount (before filters), a BatchGet's, a GetItem's. */
const itemsRead = (out: Record<string, unknown> | undefined): number => {
  if (!out) return 0;
  if (typeof out.ScannedCount === "number") return out.ScannedCount;
  if (out.Responses && typeof out.Responses === "object")
    return Object.values(out.Responses as Record<string, unknown[]>).reduce((n, r) => n + r.length, 0);
  return out.Item ? 1 : 0;
};

/** One DocumentClient per process; the endpoint comes from AWS_ENDPOINT_URL_DYNAMODB when local. */
export function documentClient(): DynamoDBDocumentClient {
  if (!doc) {
    doc = DynamoDBDocumentClient.from(withoutSdkLogging(new DynamoDBClient({})), {
      marshallOptions: { removeUndefinedValues: true },
    });
    // every command the client sends (ElectroDB's included) is one round trip: noted for `countingCommands`
    doc.middlewareStack.add(
      (next, context) => async (args) => {
        const tally = sent.getStore();
        tally?.commands.push(String(context.commandName ?? "command").replace(/Command$/, ""));
        const result = await next(args);
        if (tally) tally.items += itemsRead(result.output as Record<string, unknown> | undefined);
        return result;
      },
      { step: "initialize", name: "countRoundTrips" },
    );
  }
  return doc;
}

/**
 * Runs `work` and names the DynamoDB commands it sent (GetItem, Query, TransactWriteItems …), one per round trip,
 * with the number of items they read (`itemsRead`: what a list page costs, e.g. that its total is not a walk of
 * keys): how a test proves what a request costs. Only the commands of `work`'s own async context are counted, so
 * requests running beside it do not disturb the count.
 */
export async function countingCommands<T>(
  work: () => Promise<T>,
): Promise<{ result: T; commands: string[]; itemsRead: number }> {
  const tally = { commands: [] as string[], items: 0 };
  const result = await sent.run(tally, work);
  return { result, commands: tally.commands, itemsRead: tally.items };
}
