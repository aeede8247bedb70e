import { ulid } from "ulid";
import { afterEach, describe, expect, it } from "vitest";
import { countingCommands, documentClient } from "./client";
import { readCounters } from "./counters";
import { db } from "./db";

type Request = { RequestItems: Record<string, { Keys: unknown[] }> };

/**
 * Makes DynamoDB Local answer like a throttled table: each BatchGet answers at most `perCall` of its keys and hands
 * the rest back as UnprocessedKeys (inside the client's own retry, as the service's answer would be).
 */
function throttle(perCall: number) {
  const asked: number[] = [];
  documentClient().middlewareStack.add(
    (next, context) => async (args) => {
      if (context.commandName !== "BatchGetItemCommand") return next(args);
      const input = args.input as Request;
      const [table, req] = Object.entries(input.RequestItems)[0]!;
      asked.push(req.Keys.length);
      const left = req.Keys.slice(perCall);
      const unprocessed = left.length ? { [table]: { ...req, Keys: left } } : {};
      if (perCall === 0)
        return { output: { Responses: {}, UnprocessedKeys: unprocessed, $metadata: {} }, response: {} };
      const RequestItems = { [table]: { ...req, Keys: req.Keys.slice(0, perCall) } };
      const result = await next({ ...args, input: { ...input, RequestItems } });
      Object.assign(result.output as object, { UnprocessedKeys: unprocessed });
      return result;
    },
    { step: "initialize", name: "testThrottle", priority: "low" },
  );
  return asked;
}
afterEach(() => void documentClient().middlewareStack.remove("testThrottle"));

describe("a BatchGet with keys left unprocessed (the client's retry, for every caller)", () => {
  it("asks again for the keys left, so none is read as an item that does not exist (a counter as zero)", async () => {
    const scope = ulid();
    const names = ["a", "b", "c", "d", "e"];
    await db()
      .entities.counter.put(names.map((name, i) => ({ scope, name, count: i + 1 })))
      .go();
    const asked = throttle(2);
    const { result, commands } = await countingCommands(() => readCounters(scope, names));
    expect(Object.values(result).map((c) => c.count)).toEqual([1, 2, 3, 4, 5]);
    expect(asked).toEqual([5, 3, 1]);
    expect(commands).toEqual(["BatchGetItem", "BatchGetItem", "BatchGetItem"]); // each try a round trip
  });

  it("fails, rather than answer without them, when keys are still left after its tries", async () => {
    const scope = ulid();
    await db().entities.counter.put({ scope, name: "a", count: 7 }).go();
    const asked = throttle(0);
    await expect(readCounters(scope, ["a"])).rejects.toThrow(/1 key\(s\) left unprocessed after 4 tries/);
    expect(asked).toHaveLength(4);
  });
});
