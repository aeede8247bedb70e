import { ulid } from "ulid";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { Clock } from "../../clock";
import { db } from "../../dynamo/db";
import { receiveAll, stopPoller } from "../../jobs/testing.db";
import { registry } from "../../jobs/registry";
import { runJob } from "../../jobs/run";
import { saveDebtor } from "../../ledger/debtors";
import { createVoucher } from "../../ledger/vouchers";
import { VOUCHER_TYPES } from "../../ledger/voucher-rules";
import { seedProcedures } from "../../procedures/seed";
import { caseStepItems } from "../steps/available";
import { getCase } from "../store";
import { actor, at, newCase, newCustomer, newDebtor, newMember } from "../testing.db";
import { saveAutoPilotSettings } from "./settings";
import { GLOBAL_SCOPE, setBulkSwitch } from "../bulk-switch";
import { autopilotPageJob } from "./autopilot.spec";
import { runAutopilotPage, startAutopilotRun } from "./run";
import { autopilotDay } from "./summary";

/** The user who saves the setting (the summary mail goes to this user, in English). */
const owner = (customerId: string) => newMember(customerId, { language: "en" });

const invoice = (customerId: string, debtorId: string, dueDate: string) =>
  createVoucher(
    customerId,
    {
      type: VOUCHER_TYPES.invoice,
      number: `A-${ulid().slice(-8)}`,
      voucherDate: "2026-05-01",
      dueDate,
      amountOre: 2_500_00,
      debtorId,
    },
    actor,
  );

describe("the full auto-pilot's evening run (issue 20)", () => {
  beforeAll(async () => {
    await seedProcedures();
    await stopPoller();
  });
  afterEach(() => Clock.setOffset(0));

  it("starts a case per debtor on overdue items no case holds and runs each case's first lawful step, once however often a page runs", async () => {
    at("2026-06-10T17:00:00Z"); // 19:00 in Oslo
    const customerId = await newCustomer();
    const userId = await owner(customerId);
    const [a, b, c, d] = await Promise.all(
      [1, 2, 3, 4].map((n) => newDebtor(customerId, { customerNumber: `2000${n}` })),
    );
    await invoice(customerId, a!, "2026-05-20");
    await invoice(customerId, a!, "2026-05-25"); // the same debtor: one case with both
    await invoice(customerId, b!, "2026-06-01");
    await invoice(customerId, c!, "2026-06-20"); // not yet due: no case
    const manual = await newCase(customerId, d!, { dueDate: "2026-05-01" }); // already in a case: left alone

    // off, semi, or a start date still to come: the schedule queues nothing for the customer
    await saveAutoPilotSettings(customerId, { mode: "full", startDate: "2026-06-11" }, userId);
    expect(await startAutopilotRun("2026-06-10")).toBe(0);
    await saveAutoPilotSettings(customerId, { mode: "full", startDate: "2026-06-10" }, userId);
    // two schedules firing at once: the same keyed page job twice
    expect(await startAutopilotRun("2026-06-10")).toBe(1);
    expect(await startAutopilotRun("2026-06-10")).toBe(1);
    const queued = (await receiveAll()).filter((j) => j.type === autopilotPageJob.type);
    expect(new Set(queued.map((j) => j.id))).toEqual(new Set([`cases.autopilot-page#${customerId}#2026-06-10#0`]));

    // the page delivered twice (and a retry after a crash is the same): one case per debtor, one step per case,
    // queued as one step batch (source autopilot) whose jobs run each case's step, also when delivered twice
    const page = { customerId, day: "2026-06-10", page: 0 };
    await runAutopilotPage(page);
    await runAutopilotPage(page);
    const jobs = await receiveAll();
    const stepRuns = jobs.filter((j) => j.type === "cases.step-run");
    expect(stepRuns).toHaveLength(4); // two cases, each queued by both runs of the page under one key
    expect(new Set(stepRuns.map((j) => j.id)).size).toBe(2);
    for (const j of stepRuns) await runJob(j, registry);
    const { data: batches } = await db().entities.batchRun.query.byCustomer({ customerId }).go();
    expect(batches.map((b) => [b.source, b.total, b.done, b.status])).toEqual([["autopilot", 2, 2, "done"]]);

    const { data: cases } = await db().entities.case.query.byNumber({ customerId }).go({ pages: "all" });
    const piloted = cases.filter((x) => x.autoPilot);
    expect(piloted.map((x) => x.debtorId).sort()).toEqual([a, b].sort());
    expect(piloted.find((x) => x.debtorId === a)!.claims).toHaveLength(2);
    for (const x of piloted) {
      const steps = await caseStepItems(customerId, String(x.caseNumber));
      expect(steps.map((s) => [s.kind, s.source])).toEqual([["payment-reminder", "autopilot"]]);
      // 19:00 is inside the sending window (08–21): the letter is queued to go tonight
      expect(steps[0]!.status).toBe("queued");
    }
    expect((await caseStepItems(customerId, manual.caseId)).length).toBe(0);
    expect((await getCase(customerId, manual.caseId)).autoPilot).toBe(false);

    // the day's figures count each once; the summary mail is one job (queued by each run of the last page under
    // one key, so the consumer sends it once), in the user's language
    expect(await autopilotDay(customerId, "2026-06-10")).toMatchObject({ started: 2, stepsRun: 2, startRefused: 0 });
    const mails = [...jobs, ...(await receiveAll())].filter((j) => j.type === "mail.send");
    expect(new Set(mails.map((m) => m.id))).toEqual(new Set([`mail.send#autopilot-summary#${customerId}#2026-06-10`]));
    expect((mails[0]!.payload as { subject: string }).subject).toBe(
      "The auto-pilot 10.06.2026: 2 cases started, 2 steps run",
    );

    // the next evening: the reminder's deadline (7 days) still runs, so nothing more is run or started
    at("2026-06-11T17:00:00Z");
    await runAutopilotPage({ customerId, day: "2026-06-11", page: 0 });
    expect(await autopilotDay(customerId, "2026-06-11")).toMatchObject({ started: 0, stepsRun: 0, waiting: 2 });
  }, 120_000);

  it("pages through many cases: each page queues the next, the summary goes once every page is done", async () => {
    at("2026-06-10T17:00:00Z");
    const customerId = await newCustomer({ cases: 60 });
    const userId = await owner(customerId);
    await saveAutoPilotSettings(customerId, { mode: "full", startDate: "2026-06-01" }, userId);
    for (let i = 0; i < 52; i++) {
      const debtorId = await newDebtor(customerId, { customerNumber: `3${String(i).padStart(4, "0")}` });
      await invoice(customerId, debtorId, "2026-05-20");
    }
    await runAutopilotPage({ customerId, day: "2026-06-10", page: 0 });
    const afterFirst = await receiveAll();
    const next = afterFirst.filter((j) => j.type === autopilotPageJob.type);
    expect(next).toHaveLength(1);
    expect(next[0]!.payload).toMatchObject({ customerId, page: 1 });
    // no summary while a page of the day is not done
    expect(afterFirst.filter((j) => j.type === "mail.send")).toHaveLength(0);
    await runAutopilotPage(next[0]!.payload as never);
    expect(await autopilotDay(customerId, "2026-06-10")).toMatchObject({ started: 52, stepsRun: 52 });
    // the page that completes the day's set sends it; page 0 delivered again sends it under the same key
    await runAutopilotPage({ customerId, day: "2026-06-10", page: 0 });
    const queued = await receiveAll(400);
    expect(new Set(queued.filter((j) => j.type === "mail.send").map((j) => j.id))).toEqual(
      new Set([`mail.send#autopilot-summary#${customerId}#2026-06-10`]),
    );
    // two pages, two batches: 50 and 2 cases
    const { data: batches } = await db().entities.batchRun.query.byCustomer({ customerId }).go();
    expect(batches.map((b) => b.total).sort((x, y) => x - y)).toEqual([2, 50]);
  }, 180_000);

  it("does nothing while staff have turned bulk actions off, for the customer or for everyone", async () => {
    at("2026-06-10T17:00:00Z");
    const customerId = await newCustomer();
    const userId = await owner(customerId);
    await saveAutoPilotSettings(customerId, { mode: "full", startDate: "2026-06-01" }, userId);
    await invoice(customerId, await newDebtor(customerId), "2026-05-20");
    await setBulkSwitch(GLOBAL_SCOPE, true, "staff-1");
    expect(await startAutopilotRun("2026-06-10")).toBe(0);
    await setBulkSwitch(GLOBAL_SCOPE, false, "staff-1");
    await setBulkSwitch(customerId, true, "staff-1");
    await runAutopilotPage({ customerId, day: "2026-06-10", page: 0 });
    const { data } = await db().entities.case.query.byNumber({ customerId }).go();
    expect(data).toEqual([]);
    expect(await autopilotDay(customerId, "2026-06-10")).toMatchObject({ started: 0, stepsRun: 0 });
    await receiveAll();
  }, 60_000);

  it("names in the summary the company debtors it started cases against that the company register marks (issue 21)", async () => {
    at("2026-06-10T17:00:00Z");
    const customerId = await newCustomer();
    const userId = await owner(customerId);
    await saveAutoPilotSettings(customerId, { mode: "full", startDate: "2026-06-01" }, userId);
    const company = async (customerNumber: string, name: string, orgNumber: string) =>
      (
        await saveDebtor(customerId, {
          type: "company",
          name,
          customerNumber,
          orgNumber,
          address: "Storgata 10",
          postcode: "0155",
          city: "Oslo",
          email: `post-${customerNumber}@firma.no`,
        })
      ).debtor.debtorId;
    await invoice(customerId, await company("7001", "Konkursbo Eksempel AS", "910000020"), "2026-05-20");
    await invoice(customerId, await company("7002", "Fjordlys Rørleggerservice AS", "910000012"), "2026-05-20");
    await runAutopilotPage({ customerId, day: "2026-06-10", page: 0 });
    const day = await autopilotDay(customerId, "2026-06-10");
    expect(day).toMatchObject({ started: 2 });
    expect(day.registerWarnings).toEqual([
      {
        caseNumber: expect.any(Number),
        name: "Konkursbo Eksempel AS",
        orgNumber: "910000020",
        warnings: ["companyRegister.bankrupt"],
      },
    ]);
    const mail = (await receiveAll()).find((j) => j.type === "mail.send")!.payload as { text: string };
    expect(mail.text).toContain(
      "The company register says this of 1 of the debtors the auto-pilot started cases against",
    );
    expect(mail.text).toContain(
      `Konkursbo Eksempel AS, case ${day.registerWarnings[0]!.caseNumber}: The entity is bankrupt.`,
    );
    expect(mail.text).not.toContain("Fjordlys");
  }, 60_000);

  it("sends the summary only to a user still of the customer", async () => {
    at("2026-06-10T17:00:00Z");
    const customerId = await newCustomer();
    const userId = await owner(customerId);
    await saveAutoPilotSettings(customerId, { mode: "full", startDate: "2026-06-01" }, userId);
    await invoice(customerId, await newDebtor(customerId), "2026-05-20");
    await db().entities.membership.delete({ customerId, userId }).go();
    await runAutopilotPage({ customerId, day: "2026-06-10", page: 0 });
    expect(await autopilotDay(customerId, "2026-06-10")).toMatchObject({ started: 1, stepsRun: 1 });
    expect((await receiveAll()).filter((j) => j.type === "mail.send")).toEqual([]);
  }, 60_000);

  it("on a Saturday evening (the window closed at 15:00) the step is planned for Monday 08:00, not sent", async () => {
    at("2026-06-13T17:00:00Z"); // Saturday 13.06.2026 19:00 in Oslo
    const customerId = await newCustomer();
    await saveAutoPilotSettings(customerId, { mode: "full", startDate: "2026-06-01" }, await owner(customerId));
    await invoice(customerId, await newDebtor(customerId), "2026-05-20");
    await runAutopilotPage({ customerId, day: "2026-06-13", page: 0 });
    for (const j of (await receiveAll()).filter((q) => q.type === "cases.step-run")) await runJob(j, registry);
    const { data } = await db().entities.case.query.byNumber({ customerId }).go();
    const steps = await caseStepItems(customerId, String(data[0]!.caseNumber));
    expect(steps.map((x) => [x.kind, x.status, x.plannedSendAt])).toEqual([
      ["payment-reminder", "planned", Date.parse("2026-06-15T06:00:00Z")],
    ]);
    await receiveAll();
  }, 60_000);
});
