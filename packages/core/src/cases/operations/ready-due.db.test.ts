import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { Clock } from "../../clock";
import { seedProcedures } from "../../procedures/seed";
import { caseEvents } from "../lists";
import { getCase } from "../store";
import { at, newCase, newCustomer, newDebtor } from "../testing.db";
import { readyDueCases } from "./ready-due";

describe("waiting cases become ready when their due date passes (SPEC 4, issue 17)", () => {
  beforeAll(() => seedProcedures());
  afterEach(() => Clock.setOffset(0));

  it("moves a waiting case the day after its due date, once, with its event; a case due today still waits", async () => {
    at("2026-11-20T10:00:00Z");
    const customerId = await newCustomer();
    const debtorId = await newDebtor(customerId);
    const due = await newCase(customerId, debtorId, { voucherDate: "2026-11-10", dueDate: "2026-11-25" });
    const later = await newCase(customerId, debtorId, { voucherDate: "2026-11-10", dueDate: "2026-11-26" });
    expect((await getCase(customerId, due.caseId)).status).toBe("waiting");

    // 26.11: the first case's due date (25.11) has passed, the second's is today
    at("2026-11-26T00:15:00Z");
    await readyDueCases();
    expect((await getCase(customerId, due.caseId)).status).toBe("ready");
    expect((await getCase(customerId, later.caseId)).status).toBe("waiting");
    const events = (await caseEvents(customerId, due.caseId)).data;
    expect(events.at(-1)).toMatchObject({ kind: "status-changed", by: "system", status: "ready" });

    // run again (a schedule firing twice): nothing changes twice
    const version = (await getCase(customerId, due.caseId)).version;
    await readyDueCases();
    expect((await caseEvents(customerId, due.caseId)).data).toHaveLength(events.length);
    expect((await getCase(customerId, due.caseId)).version).toBe(version);

    at("2026-11-27T00:15:00Z");
    await readyDueCases();
    expect((await getCase(customerId, later.caseId)).status).toBe("ready");
  }, 60_000);
});
