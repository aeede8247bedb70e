import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { Clock } from "../../clock";
import { receiveAll, stopPoller } from "../../jobs/testing.db";
import { registry } from "../../jobs/registry";
import { runJob } from "../../jobs/run";
import { seedProcedures } from "../../procedures/seed";
import { caseEvents } from "../lists";
import { getCase } from "../store";
import { at, newCase, newCustomer, newDebtor } from "../testing.db";
import { readyDueCases, readyDueCustomer } from "./ready-due";
import { readyDueCustomerJob } from "./ready-due.spec";

describe("waiting cases become ready when their due date passes (SPEC 4, issue 17)", () => {
  beforeAll(async () => {
    await seedProcedures();
    await stopPoller();
  });
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
    expect(await readyDueCustomer(customerId, "2026-11-26")).toEqual({ ready: 1, failed: 0 });
    expect((await getCase(customerId, due.caseId)).status).toBe("ready");
    expect((await getCase(customerId, later.caseId)).status).toBe("waiting");
    const events = (await caseEvents(customerId, due.caseId)).data;
    expect(events.at(-1)).toMatchObject({ kind: "status-changed", by: "system", status: "ready" });

    // run again (a message delivered twice): nothing changes twice
    const version = (await getCase(customerId, due.caseId)).version;
    expect(await readyDueCustomer(customerId, "2026-11-26")).toEqual({ ready: 0, failed: 0 });
    expect((await caseEvents(customerId, due.caseId)).data).toHaveLength(events.length);
    expect((await getCase(customerId, due.caseId)).version).toBe(version);

    at("2026-11-27T00:15:00Z");
    await readyDueCustomer(customerId, "2026-11-27");
    expect((await getCase(customerId, later.caseId)).status).toBe("ready");
  }, 60_000);

  it("queues one keyed job per customer with waiting cases, once however often the schedule fires", async () => {
    at("2026-11-20T10:00:00Z");
    const [waiting, none] = [await newCustomer(), await newCustomer()];
    const debtorId = await newDebtor(waiting);
    const c = await newCase(waiting, debtorId, { voucherDate: "2026-11-10", dueDate: "2026-11-25" });
    at("2026-11-26T00:15:00Z");
    await readyDueCases("2026-11-26");
    await readyDueCases("2026-11-26");
    const jobs = (await receiveAll(2_000)).filter((j) => j.type === readyDueCustomerJob.type);
    const ids = new Set(jobs.map((j) => j.id));
    expect(ids.has(`cases.ready-due-customer#${waiting}#2026-11-26`)).toBe(true);
    expect(ids.has(`cases.ready-due-customer#${none}#2026-11-26`)).toBe(false); // no waiting case: no job
    await runJob(jobs.find((j) => j.id.includes(waiting))!, registry);
    expect((await getCase(waiting, c.caseId)).status).toBe("ready");
  }, 60_000);
});
