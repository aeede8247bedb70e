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

/** How often a BatchGet asks again for the keys DynamoDB left unprocessed, and the first pause (it doubles). */
export const BATCH_GET_RETRY = { attempts: 4, pauseMs: 25 };

type BatchGetOutput = {
  Responses?: Record<string, unknown[]>;
  UnprocessedKeys?: Record<string, { Keys?: unknown[] }>;
};
const keysLeft = (o: BatchGetOutput) =>
  Object.values(o.UnprocessedKeys ?? {}).reduce((n, k) => n + (k.Keys?.length ?? 0), 0);

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
    // A BatchGet until DynamoDB has answered every key. DynamoDB may leave keys unprocessed (throttled, or over 16 MB
    // an answer) and ElectroDB hands them back in `unprocessed` without asking again, so a caller reading `data` would
    // take them for items that do not exist (a counter read as zero, a claim lock as free, a customer's own case as
    // "not found"). Asked again here, for every BatchGet of every caller, after a pause that grows; keys still left
    // after the tries are an error (a 500 the client may send again), never a missing item. Outside the count above:
    // each try is a round trip of its own.
    doc.middlewareStack.add(
      (next, context) => async (args) => {
        const first = await next(args);
        if (context.commandName !== "BatchGetItemCommand") return first;
        const out = first.output as BatchGetOutput;
        for (let attempt = 1; keysLeft(out) > 0; attempt++) {
          if (attempt === BATCH_GET_RETRY.attempts)
            throw new Error(`BatchGet: ${keysLeft(out)} key(s) left unprocessed after ${attempt} tries`);
          await new Promise((r) => setTimeout(r, BATCH_GET_RETRY.pauseMs * 2 ** (attempt - 1)));
          const input = { ...(args.input as object), RequestItems: out.UnprocessedKeys };
          const again = (await next({ ...args, input })).output as BatchGetOutput;
          for (const [table, items] of Object.entries(again.Responses ?? {}))
            (out.Responses ??= {})[table] = [...(out.Responses[table] ?? []), ...items];
          out.UnprocessedKeys = again.UnprocessedKeys ?? {};
        }
        return first;
      },
      { step: "initialize", name: "batchGetEveryKey", priority: "high" },
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
