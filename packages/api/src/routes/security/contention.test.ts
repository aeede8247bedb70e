/**
 * G9 (security review 2): a change whose retries run out under contention answers 503 BUSY with Retry-After, in
 * the caller's language, never 500, and writes nothing. The contention is injected where DynamoDB answers
 * (test/dynamo-faults.ts), so the commands' own retries run to their end.
 */
import { Clock } from "@innfri/core/clock";
import { afterEach, describe, expect, it } from "vitest";
import { caseOwner, newCase } from "../../../test/cases";
import { injectFaults, type Fault } from "../../../test/dynamo-faults";
import { ledgerOwner, newInvoice } from "../../../test/ledger";
import { call } from "../../../test/support";

const BUSY = {
  no: "Mange endringer skjer samtidig akkurat nå, så endringen ble ikke lagret. Prøv igjen om et øyeblikk.",
  en: "Many changes are happening at once right now, so this change was not saved. Please try again in a moment.",
};

/** Every transaction fails with `fault` while `work` runs. */
async function contended<T>(fault: Fault, work: () => Promise<T>): Promise<{ result: T; injected: number }> {
  const faults = injectFaults((command) => (command.startsWith("TransactWrite") ? fault : undefined));
  try {
    const result = await work();
    return { result, injected: faults.injected };
  } finally {
    faults.restore();
  }
}

describe("retries run out under contention (G9)", () => {
  afterEach(() => Clock.setOffset(0));

  it.each([
    ["a conflict", { cancel: "TransactionConflict" }],
    ["a version that keeps changing", { cancel: "ConditionalCheckFailed" }],
    ["throttling inside the transaction", { cancel: "ThrottlingError" }],
    ["a throttled call", { error: "ProvisionedThroughputExceededException" }],
  ] as [string, Fault][])("a ledger payment meeting %s answers 503 BUSY with Retry-After, writes nothing", async (_, fault) => {
    const { token } = await ledgerOwner();
    const inv = await newInvoice(token, { amount: "1000" });
    const body = { voucherDate: "2026-05-01", amount: "100", invoiceNumber: inv.number };
    for (const lang of ["no", "en"] as const) {
      const { result: res, injected } = await contended(fault, () => call("POST", "/payments", { token, body, lang }));
      expect(injected).toBeGreaterThan(0);
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("1");
      expect(res.body).toEqual({ message: BUSY[lang], code: "BUSY" });
    }
    expect((await call("GET", "/payments", { token })).body.total).toBe(0);
    // once the contention is over, the same request goes through
    expect((await call("POST", "/payments", { token, body })).status).toBe(201);
  });

  it("a case payment whose retries run out answers 503 BUSY, and the case is unchanged", async () => {
    Clock.setNow(new Date("2026-11-20T10:00:00Z"));
    const { token } = await caseOwner();
    const { case: c } = await newCase(token, { amount: "1000" });
    const body = { type: "payment", voucherDate: "2026-11-19", amount: "100" };
    const { result: res } = await contended({ cancel: "TransactionConflict" }, () =>
      call("POST", `/cases/${c.id}/vouchers`, { token, body, lang: "en" }),
    );
    expect(res).toMatchObject({ status: 503, body: { code: "BUSY", message: BUSY.en } });
    const after = await call("GET", `/cases/${c.id}/payments`, { token });
    expect([after.body.total, after.body.pending ?? []]).toEqual([0, []]);
  }, 60_000); // every retry of the payment's commit waits its growing pause before the 503
});
