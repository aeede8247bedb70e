import { ulid } from "ulid";
import { afterEach, describe, expect, it } from "vitest";
import { Clock } from "../clock";
import { db } from "../dynamo/db";
import { saveDebtor } from "../ledger/debtors";
import { VOUCHER_TYPES } from "../ledger/voucher-rules";
import { createVoucher } from "../ledger/vouchers";
import { seedProcedures } from "../procedures/seed";
import { StartCaseInput } from "./case.schema";
import { seedDemoCases } from "./demo";
import { caseEvents } from "./lists";
import { openCase } from "./open";
import { availableSteps } from "./steps/available";
import { runStep } from "./steps/run";
import { startCase } from "./start";
import { newCustomer } from "./testing.db";

/** A customer able to start cases (procedures seeded, an allowance unless `allowance: 0`). */
async function world(opts: { allowance?: number } = {}) {
  await seedProcedures();
  const customerId = await newCustomer({
    name: "Saksbehandler AS",
    ...(opts.allowance === 0 ? { allowance: false } : { cases: 5, sends: 10 }),
  });
  return { customerId };
}

/** A user of the customer with a name (the one case events show as `byName`). */
async function member(customerId: string, firstName: string, lastName: string, permission = "owner") {
  const userId = ulid();
  await db()
    .entities.user.create({
      userId,
      email: `${userId.toLowerCase()}@example.test`,
      firstName,
      lastName,
      phone: "+47 22 00 00 00",
      passwordHash: "x",
    })
    .go();
  await db().entities.membership.create({ customerId, userId, permission }).go();
  return userId;
}

describe("who did it: byName on case events (issue 10, the events tab)", () => {
  afterEach(() => Clock.setOffset(0));

  it("created, opened and step-run events carry the user's name; the step-run names the step", async () => {
    Clock.setNow(new Date("2026-11-20T10:00:00Z")); // Friday 11:00 Oslo: a sending window
    const w = await world();
    const userId = await member(w.customerId, "Kari", "Saksbehandler");
    const { debtor } = await saveDebtor(w.customerId, {
      type: "person",
      name: "Per Hansen",
      customerNumber: "20001",
      postcode: "0150",
      city: "Oslo",
      address: "Gata 3",
      email: "per.hansen@example.test",
    });
    const v = await createVoucher(
      w.customerId,
      {
        type: VOUCHER_TYPES.invoice,
        number: "N-1",
        voucherDate: "2026-09-01",
        dueDate: "2026-10-01",
        amountOre: 1_000_00,
        debtorId: debtor.debtorId,
      },
      { userId },
    );
    const { case: c } = await startCase(
      w.customerId,
      StartCaseInput.parse({ debtorId: debtor.debtorId, voucherIds: [v.voucherId], open: false }),
      { userId },
    );
    const id = String(c.caseNumber);
    await openCase(w.customerId, id, {}, { userId });
    const [reminder] = (await availableSteps(w.customerId, id, Clock.now())).data;
    await runStep(w.customerId, id, { stepId: reminder!.stepId }, { userId });
    const events = (await caseEvents(w.customerId, id)).data;
    expect(events.map((e) => [e.kind, e.byName])).toEqual([
      ["created", "Kari Saksbehandler"],
      ["opened", "Kari Saksbehandler"],
      ["step-run", "Kari Saksbehandler"],
    ]);
    expect(events[2]!.data).toMatchObject({
      kind: "payment-reminder",
      name: "Betalingspåminnelse",
      channels: ["email"],
    });
  });

  it("the demo cases are the owner's", async () => {
    Clock.setNow(new Date("2026-11-20T10:00:00Z"));
    const w = await world({ allowance: 0 });
    await saveDebtor(w.customerId, { type: "person", name: "Kari Nordmann", customerNumber: "10001" });
    await saveDebtor(w.customerId, {
      type: "sole-proprietorship",
      name: "Hansen Snekkerverksted",
      customerNumber: "10002",
    });
    await saveDebtor(w.customerId, { type: "person", name: "Ola Nordmann", customerNumber: "10003" });
    await member(w.customerId, "Anne", "Regnskap", "accountant");
    await member(w.customerId, "Olav", "Eier", "owner");
    expect(await seedDemoCases(w.customerId)).toBe(3);
    const events = (await caseEvents(w.customerId, "1")).data;
    expect(events.map((e) => [e.kind, e.byName])).toEqual([["created", "Olav Eier"]]);
  });
});
