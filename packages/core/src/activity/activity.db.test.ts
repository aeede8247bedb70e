import { ulid } from "ulid";
import { afterEach, describe, expect, it } from "vitest";
import { Clock } from "../clock";
import { db } from "../dynamo/db";
import { committed } from "../dynamo/transaction";
import { activityExpiresAt, activityWrite, keptSince, listActivity, recordActivity } from "./activity";

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

  afterEach(() => Clock.setOffset(0));

  it("keeps an entry the 36 months after its own: it carries its TTL, and older ones are neither listed nor counted", async () => {
    expect(new Date(activityExpiresAt(new Date("2026-11-27T15:00:00Z")) * 1000).toISOString()).toBe("2029-12-01T00:00:00.000Z");
    expect(keptSince(new Date("2029-11-30T23:59:59Z")).toISOString()).toBe("2026-11-01T00:00:00.000Z");
    expect(keptSince(new Date("2029-12-01T00:00:00Z")).toISOString()).toBe("2026-12-01T00:00:00.000Z");

    const customerId = ulid();
    const userId = ulid();
    const entry = { userId, customerId, method: "POST", route: "POST /v1/payments", status: 201, summary: "-" };
    const wholeBefore = (await listActivity({ page: 1, rowsPerPage: 1 })).total;
    Clock.setNow(new Date(Date.UTC(2026, 9, 31, 22, 0))); // 31.10.2026 23:00 in Oslo, October in UTC
    await recordActivity(entry);
    Clock.setNow(new Date(Date.UTC(2026, 10, 2, 9, 0)));
    await recordActivity(entry);
    const [old, kept] = (await db().entities.activityLog.query.byScope({ scope: customerId }).go()).data;
    expect(old!.expiresAt).toBe(Date.UTC(2029, 10, 1) / 1000);
    expect(kept!.expiresAt).toBe(Date.UTC(2029, 11, 1) / 1000);
    expect((await listActivity({ page: 1, rowsPerPage: 5, customerId })).total).toBe(2);

    // November 2029: the October 2026 entry has expired (the TTL may not have deleted it yet)
    Clock.setNow(new Date(Date.UTC(2029, 10, 15, 12, 0)));
    const mine = await listActivity({ page: 1, rowsPerPage: 5, customerId });
    expect(mine.total).toBe(1);
    expect(mine.data.map((e) => e.id)).toEqual([kept!.id]);
    expect((await listActivity({ page: 1, rowsPerPage: 5, userId })).total).toBe(1);
    expect((await listActivity({ page: 1, rowsPerPage: 5, customerId, search: "payments" })).total).toBe(1);
    expect((await listActivity({ page: 1, rowsPerPage: 1 })).total).toBe(wholeBefore + 1);
    // December 2029: nothing of 2026 is kept
    Clock.setNow(new Date(Date.UTC(2029, 11, 1, 0, 0)));
    expect((await listActivity({ page: 1, rowsPerPage: 5, customerId })).total).toBe(0);
    expect((await listActivity({ page: 1, rowsPerPage: 5, customerId })).data).toEqual([]);
  });
});
