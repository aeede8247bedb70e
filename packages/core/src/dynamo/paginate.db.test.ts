import { ulid } from "ulid";
import { describe, expect, it } from "vitest";
import "../accounts/entities"; // registers the entity the test writes (session)
import { db } from "./db";
import { pageAt } from "./list";

describe("page-numbered lists over an index", () => {
  it("reads any page of a user's sessions in index order, and an empty page past the end", async () => {
    const userId = ulid();
    const ids = Array.from({ length: 61 }, () => ulid()).sort();
    await db()
      .entities.session.put(ids.map((sessionId) => ({ sessionId, userId, tokenHash: "h", expiresAt: 4_000_000_000 })))
      .go();
    const run = ({ cursor, limit, attributes }: { cursor: string | null; limit: number; attributes?: string[] }) =>
      db()
        .entities.session.query.byUser({ userId })
        .go({ cursor, limit, ...(attributes ? { attributes: attributes as ["sessionId"] } : {}) });
    const page = async (n: number, size: number) =>
      (await pageAt(run, n, size, ["sessionId", "userId"])).map((s) => s.sessionId);
    expect(await page(1, 25)).toEqual(ids.slice(0, 25));
    expect(await page(2, 25)).toEqual(ids.slice(25, 50));
    expect(await page(3, 25)).toEqual(ids.slice(50));
    expect(await page(4, 25)).toEqual([]);
    expect(await page(7, 10)).toEqual(ids.slice(60));
  });
});
