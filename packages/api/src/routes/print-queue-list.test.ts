import "@innfri/core/cases/letter-hooks"; // the letters rendered or moved here report to their cases, as in the deployed functions
import { afterEach, describe, expect, it } from "vitest";
import { Clock } from "@innfri/core/clock";
import { db } from "@innfri/core/dynamo/db";
import { markPrint, queueForPrint } from "@innfri/core/letters/print-queue";
import { ulid } from "ulid";
import { call, createUser, signIn } from "../../test/support";

async function signedIn(opts: Parameters<typeof createUser>[0] = {}) {
  const u = await createUser(opts);
  return { ...u, token: (await signIn(u.email)).user.accessToken };
}

describe("GET /case-documents: the staff list of letters to post", () => {
  afterEach(() => Clock.setOffset(0));

  it("lists letters by status across customers with the customer's name, for admin and sales only", async () => {
    const owner = await createUser({ permission: "owner", customerName: "Printkunde AS" });
    const customerId = owner.customerId!;
    const letterId = `l-${ulid()}`;
    // queued long ago: first of the waiting letters, however many other tests left in the queue
    Clock.setNow(new Date("2020-01-02T08:00:00Z"));
    await queueForPrint({ customerId, caseId: "7", letterId, caseNumber: "2026-0007", debtorName: "Per Post" });

    Clock.setOffset(0);
    const sales = await signedIn({ type: "sales" });
    const queued = await call("GET", "/case-documents", { token: sales.token });
    expect(queued.status, JSON.stringify(queued.body)).toBe(200);
    const mine = queued.body.data.find((l: { letterId: string }) => l.letterId === letterId);
    expect(mine).toMatchObject({
      customerId,
      customerName: "Printkunde AS",
      caseNumber: "2026-0007",
      debtorName: "Per Post",
      status: "queued",
    });
    expect(queued.body).toMatchObject({ more: expect.any(Boolean), total: queued.body.data.length });

    await markPrint({ customerId, letterId }, "sent");
    const admin = await signedIn({ type: "admin" });
    const sent = await call("GET", "/case-documents?status=sent", { token: admin.token });
    expect(sent.body.data.find((l: { letterId: string }) => l.letterId === letterId)).toMatchObject({ status: "sent" });
    const after = await call("GET", "/case-documents?status=queued", { token: admin.token });
    expect(after.body.data.some((l: { letterId: string }) => l.letterId === letterId)).toBe(false);

    expect((await call("GET", "/case-documents?status=lost", { token: admin.token })).status).toBe(422);
    const user = await signedIn({ type: "user" });
    expect((await call("GET", "/case-documents", { token: user.token })).status).toBe(403);
    expect((await call("GET", "/case-documents")).status).toBe(401);
    // the list reads the customer item it names
    expect((await db().entities.customer.get({ customerId }).go()).data?.name).toBe("Printkunde AS");
  });
});
