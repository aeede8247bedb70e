import { describe, expect, it } from "vitest";
import { listActivity } from "@innfri/core/activity/activity";
import { countingCommands } from "@innfri/core/dynamo/client";
import { call } from "../../../test/support";
import { ledgerOwner, newInvoice, newKid } from "../../../test/ledger";

const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);
const activityOf = async (customerId: string) =>
  (await listActivity({ customerId, page: 1, rowsPerPage: 50 })).data.filter((e) => e.route.includes("/payments"));

describe("POST /payments: one command, one transaction", () => {
  it("pays an invoice by its KID in 5 DynamoDB round trips, with exactly one activity entry", async () => {
    const { token, customerId, userId } = await ledgerOwner();
    const kid = newKid();
    const inv = await newInvoice(token, { amount: "1 000", kid });
    const body = { voucherDate: "2026-06-01", amount: "400", kid };
    const { result: res, commands } = await countingCommands(() => call("POST", "/payments", { token, body }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: "matched", amountOre: 40000, balanceOre: 0, debtorId: inv.debtorId });
    expect(res.body.allocations).toEqual([expect.objectContaining({ voucherId: inv.id, amountOre: 40000 })]);
    // session, membership, the customer with its settings (the integration check: one collection query), the KID's
    // candidates, the one transaction
    expect(commands).toEqual(["GetItem", "GetItem", "Query", "Query", "TransactWriteItems"]);
    // what it answered is what was written
    expect((await call("GET", `/payments/${res.body.id}`, { token })).body).toMatchObject({
      id: res.body.id,
      version: res.body.version,
      balanceOre: 0,
      allocations: res.body.allocations,
    });
    expect((await call("GET", `/invoices/${inv.id}`, { token })).body).toMatchObject({ balanceOre: 60000 });
    const entries = await activityOf(customerId);
    expect(entries).toEqual([
      expect.objectContaining({ userId, customerId, method: "POST", route: "POST /v1/payments", status: 201 }),
    ]);
  });

  it("a repeat under the same Idempotency-Key writes nothing new; the activity middleware records the repeat", async () => {
    const { token, customerId } = await ledgerOwner();
    const kid = newKid();
    const inv = await newInvoice(token, { amount: "100", kid });
    const headers = { "Idempotency-Key": "bank-0001" };
    const body = { voucherDate: "2026-06-01", amount: "100", kid };
    const first = await call("POST", "/payments", { token, body, headers });
    const again = await call("POST", "/payments", { token, body, headers });
    expect(first).toMatchObject({ status: 201, body: { balanceOre: 0 } });
    expect(again).toMatchObject({ status: 201, body: { id: first.body.id, version: first.body.version } });
    expect((await call("GET", `/invoices/${inv.id}`, { token })).body).toMatchObject({ balanceOre: 0 });
    // one entry per request: the first in the payment's transaction, the repeat (no transaction) by the middleware
    expect((await activityOf(customerId)).map((e) => e.status)).toEqual([201, 201]);
    const other = await call("POST", "/payments", { token, body: { ...body, amount: "5" }, headers });
    expect(other.status).toBe(422);
    expect(await activityOf(customerId)).toHaveLength(2);
  });

  it("applies and splits in one transaction each, recorded once", async () => {
    const { token, customerId } = await ledgerOwner();
    const [kidA, kidB] = [newKid(), newKid()];
    const a = await newInvoice(token, { amount: "300", kid: kidA });
    const b = await newInvoice(token, { amount: "200", kid: kidB, debtorId: a.debtorId });
    const pay = (await call("POST", "/payments", { token, body: { voucherDate: "2026-06-01", amount: "600" } })).body;
    const { result: split, commands } = await countingCommands(() =>
      call("POST", `/payments/${pay.id}/split`, {
        token,
        body: { parts: [{ amount: "250", kid: kidA }, { amount: "150", kid: kidB }, { amount: "200" }] },
      }),
    );
    expect(split.status).toBe(200);
    expect(commands.filter((c) => c.startsWith("Transact"))).toEqual(["TransactWriteItems"]);
    expect(split.body.data.map((v: any) => v.balanceOre)).toEqual([0, 0, 20000]);
    expect((await call("GET", `/payments/${pay.id}`, { token })).status).toBe(404);
    const rest = split.body.data[2];
    const { result: applied, commands: applyCommands } = await countingCommands(() =>
      call("POST", `/payments/${rest.id}/apply`, {
        token,
        body: { allocations: [{ voucherId: a.id, amount: "50" }, { voucherId: b.id, amount: "50" }] },
      }),
    );
    expect(applied).toMatchObject({ status: 200, body: { balanceOre: 10000 } });
    expect(applyCommands.filter((c) => c.startsWith("Transact"))).toEqual(["TransactWriteItems"]);
    const [ia, ib] = await Promise.all([a, b].map((v) => call("GET", `/invoices/${v.id}`, { token })));
    expect([ia!.body.balanceOre, ib!.body.balanceOre]).toEqual([0, 0]);
    const routes = (await activityOf(customerId)).map((e) => e.route).sort();
    expect(routes).toEqual(["POST /v1/payments", "POST /v1/payments/:id/apply", "POST /v1/payments/:id/split"]);
  });

  it("racing repeats and a racing split and apply neither lose nor double money", async () => {
    const { token } = await ledgerOwner();
    const kid = newKid();
    const inv = await newInvoice(token, { amount: "1 000", kid });
    const body = { voucherDate: "2026-06-01", amount: "300", kid };
    const racing = await Promise.all(
      [1, 2, 3, 4].map(() => call("POST", "/payments", { token, body, headers: { "Idempotency-Key": "race-kid" } })),
    );
    expect(racing.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    expect(new Set(racing.map((r) => r.body.id)).size).toBe(1);
    expect((await call("GET", `/invoices/${inv.id}`, { token })).body.balanceOre).toBe(70000);

    const loose = (await call("POST", "/payments", { token, body: { voucherDate: "2026-06-02", amount: "500" } })).body;
    const [split, apply] = await Promise.all([
      call("POST", `/payments/${loose.id}/split`, { token, body: { parts: [{ amount: "250" }, { amount: "250" }] } }),
      call("POST", `/payments/${loose.id}/apply`, {
        token,
        body: { allocations: [{ voucherId: inv.id, amount: "300" }] },
      }),
    ]);
    // one of them wins; the other meets the changed payment (a split needs the whole unapplied amount)
    expect([split.status, apply.status].sort()).toEqual(split.status === 200 ? [200, 404] : [200, 422]);
    const invoice = (await call("GET", `/invoices/${inv.id}`, { token })).body;
    const all = [
      ...(await call("GET", "/payments?state=unmatched", { token })).body.data,
      ...(await call("GET", "/payments?state=matched", { token })).body.data,
    ];
    // every krone of the two payments is either still unapplied or applied to the invoice, exactly once
    expect(sum(all.map((v: any) => v.amountOre))).toBe(80000);
    expect(sum(all.map((v: any) => v.amountOre - v.balanceOre))).toBe(100000 - invoice.balanceOre);
    expect(sum(invoice.allocations.map((a: any) => a.amountOre))).toBe(100000 - invoice.balanceOre);
  });
});
