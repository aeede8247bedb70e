import { ulid } from "ulid";
import { describe, expect, it } from "vitest";
import { db } from "../dynamo/db";
import { committed } from "../dynamo/transaction";
import { activityWrite, listActivity, recordActivity } from "./activity";

describe("activity entries and their counters", () => {
  it("counts the log, the customer's and the user's entries from counters moved with each entry", async () => {
    const userId = ulid();
    const customerId = ulid();
    await db()
      .entities.user.create({
        userId,
        email: `kari-${userId.toLowerCase()}@firma.test`,
        firstName: "Kari",
        lastName: "Nordmann",
        phone: "41234567",
        passwordHash: "",
      })
      .go();
    const before = (await listActivity({ page: 1, rowsPerPage: 5 })).total;
    // a command's entry, written in its own transaction without the user's address
    const entry = {
      userId,
      customerId,
      method: "POST",
      route: "POST /v1/payments",
      status: 201,
      summary: "POST /v1/payments",
    };
    await committed(
      db()
        .transaction.write((e) => [...activityWrite(e, entry)])
        .go(),
    );
    await recordActivity({ ...entry, method: "PUT", route: "PUT /v1/customers/:id", targetId: customerId });
    await recordActivity({ userId, method: "POST", route: "POST /v1/users", status: 201, summary: "POST /v1/users" });

    const mine = await listActivity({ page: 1, rowsPerPage: 1, customerId });
    expect(mine.total).toBe(2);
    expect(mine.data).toHaveLength(1);
    expect(mine.data[0]).toMatchObject({
      userName: "Kari Nordmann",
      userEmail: `kari-${userId.toLowerCase()}@firma.test`,
      route: "PUT /v1/customers/:id",
      description: { key: "activity.customer.update", params: { who: "Kari Nordmann", target: customerId } },
    });
    const second = await listActivity({ page: 2, rowsPerPage: 1, customerId });
    expect(second.data[0]).toMatchObject({
      route: "POST /v1/payments",
      description: { key: "activity.payments.create", params: { who: "Kari Nordmann", target: "" } },
    });
    expect((await listActivity({ page: 1, rowsPerPage: 5, userId })).total).toBe(3);
    expect((await listActivity({ page: 1, rowsPerPage: 5 })).total).toBe(before + 3);
    // a search narrows the list: its total is what it matches
    expect((await listActivity({ page: 1, rowsPerPage: 5, userId, search: "payments" })).total).toBe(1);
  });

  it("spreads the whole log's index over shards and pages through them merged, older unsharded entries included", async () => {
    const customerId = ulid();
    const route = `POST /v1/probe-${customerId}`;
    const entry = { userId: ulid(), customerId, method: "POST", route, status: 201, summary: route };
    for (let i = 0; i < 30; i++) await recordActivity(entry);
    // an entry written before the shards: listed under "activity"
    await db()
      .entities.activityLog.create({
        ...entry,
        id: ulid(),
        at: "2026-01-01T00:00:00.000Z",
        userEmail: "",
        scope: customerId,
      })
      .go();
    const items = (await db().entities.activityLog.query.byScope({ scope: customerId }).go({ pages: "all" })).data;
    const listed = new Set(items.map((e) => e.listed));
    expect(listed.has("activity")).toBe(true);
    expect([...listed].filter((l) => /^activity#[0-7]$/.test(l)).length).toBeGreaterThan(2);
    expect([...listed].every((l) => /^activity(#[0-7])?$/.test(l))).toBe(true);

    const pages = [];
    for (let page = 1; page <= 4; page++) {
      const res = await listActivity({ page, rowsPerPage: 10, search: customerId });
      expect(res.total).toBe(31);
      pages.push(...res.data);
    }
    expect(pages).toHaveLength(31);
    expect(new Set(pages.map((e) => e.id)).size).toBe(31);
    const order = pages.map((e) => `${e.at}#${e.id}`);
    expect(order).toEqual([...order].sort().reverse());
    expect(pages.at(-1)!.at).toBe("2026-01-01T00:00:00.000Z");
  });
});
