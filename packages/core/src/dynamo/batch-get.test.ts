import { describe, expect, it } from "vitest";
import { getEvery } from "./batch-get";

/** A BatchGet that answers `perCall` keys a call and hands the rest back unprocessed, as a throttled table does. */
function throttled(items: Map<string, string>, perCall: number) {
  const calls: string[][] = [];
  const get = async (keys: string[]) => {
    calls.push(keys);
    const answered = keys.slice(0, perCall);
    return { data: answered.filter((k) => items.has(k)).map((k) => items.get(k)!), unprocessed: keys.slice(perCall) };
  };
  return { get, calls };
}

describe("getEvery", () => {
  it("asks again for the keys DynamoDB left unprocessed, so none is taken for an item that does not exist", async () => {
    const items = new Map([
      ["1", "Kari"],
      ["2", "Ola"],
      ["4", "Per"],
    ]);
    const { get, calls } = throttled(items, 2);
    const found = await getEvery(get, ["1", "2", "3", "4"], { pauseMs: 0 });
    expect(found.sort()).toEqual(["Kari", "Ola", "Per"]);
    expect(calls).toEqual([
      ["1", "2", "3", "4"],
      ["3", "4"],
    ]);
  });

  it("fails, rather than answer without them, when keys are still left after its tries", async () => {
    const { get, calls } = throttled(new Map([["1", "Kari"]]), 0);
    await expect(getEvery(get, ["1"], { attempts: 3, pauseMs: 0 })).rejects.toThrow(/1 key\(s\) left unprocessed/);
    expect(calls).toHaveLength(3);
  });
});
