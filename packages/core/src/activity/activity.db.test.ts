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
});
