import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { listActivity } from "../activity/activity";
import { newCustomer, newDebtor } from "../cases/testing.db";
import { Clock } from "../clock";
import { db } from "../dynamo/db";
import { registry } from "../jobs/registry";
import { runJob } from "../jobs/run";
import { receiveAll, stopPoller } from "../jobs/testing.db";
import { saveDebtor, debtorIdFor } from "../ledger/debtors";
import { getDebtorItem } from "../ledger/store";
import type { CompanyRecord } from "./company.schema";
import { getBrregSyncSetting, saveBrregSyncSetting } from "./settings";
import { startCompanyRegisterSync, synchronizeCustomer } from "./sync";

/** The customer's activity entries of the synchronisation (its own user id). */
const syncEntries = async (customerId: string) =>
  (await listActivity({ page: 1, rowsPerPage: 100, customerId })).data.filter((e) => e.userId === "company-register");

const company = (customerId: string, customerNumber: string, orgNumber: string, over: Record<string, string> = {}) =>
  saveDebtor(customerId, {
    type: "company",
    name: "Eksempel AS",
    customerNumber,
    orgNumber,
    address: "Storgata 10",
    postcode: "0155",
    city: "Oslo",
    ...over,
  });

/** A register answer as the cache keeps it (the register's news between two nights, without a register of our own). */
async function registerSays(record: CompanyRecord) {
  await db()
    .entities.companyRegisterCache.put({
      orgNumber: record.orgNumber,
      record: JSON.stringify(record),
      fetchedAt: Clock.nowMs(),
      expiresAt: Math.ceil(Clock.nowMs() / 1000) + 3600,
    })
    .go();
}

describe("the synchronisation with the company register (issue 21)", () => {
  beforeAll(async () => {
    await stopPoller();
  });
  afterEach(() => Clock.setOffset(0));

  it("brings the customer and its company debtors in step with the register, each change recorded once however often it runs", async () => {
    const customerId = await newCustomer({
      name: "Fjordlys Rørleggerservice AS",
      fields: { orgNumber: "910000012", address: "Gamleveien 1", postNumber: "0150", city: "Oslo" },
    });
    // bankrupt, otherwise as the register has it: its warnings are the news
    await company(customerId, "K1", "910000020", { name: "Konkursbo Eksempel AS" });
    // moved: the register's address is written
    await company(customerId, "K2", "910000063", { name: "Nordlys Regnskap AS", address: "Fjordveien 3" });
    // the register does not know it
    await company(customerId, "K3", "923609016", { name: "Ukjent AS" });
    // in step already; and a person, never compared
    await company(customerId, "K4", "910000012", { name: "FJORDLYS RØRLEGGERSERVICE AS" });
    await newDebtor(customerId, { customerNumber: "P1" });

    // off: nothing is compared
    expect(await synchronizeCustomer(customerId)).toMatchObject({ changes: [], debtorsCompared: 0 });
    await saveBrregSyncSetting(customerId, { enabled: true }, "u-owner");

    // the job twice at once, then again: the changes are recorded once
    const [a, b] = await Promise.all([synchronizeCustomer(customerId), synchronizeCustomer(customerId)]);
    const third = await synchronizeCustomer(customerId);
    expect(a.changes.length + b.changes.length + third.changes.length).toBe(4);
    expect(third.debtorsCompared).toBe(4);
    expect((await synchronizeCustomer(customerId)).changes).toEqual([]);

    const entries = await syncEntries(customerId);
    expect(entries.map((e) => `${e.targetId}: ${e.summary}`).sort()).toEqual([
      "910000012: from the company register: address, postcode, vat",
      "K1: register warnings: companyRegister.bankrupt",
      "K2: from the company register: address",
      "K3: register warnings: companyRegister.notFound",
    ]);
    expect(entries.find((e) => e.targetId === "K1")!.description.key).toBe("activity.companyRegister.debtor");

    const customer = (await db().entities.customer.get({ customerId }).go()).data!;
    expect(customer).toMatchObject({
      name: "Fjordlys Rørleggerservice AS", // the same name but for the letter case: kept as typed
      address: "Storgata 10",
      postNumber: "0155",
      isRegisteredInVatRegister: true,
    });
    expect(await getDebtorItem(customerId, debtorIdFor("K2"))).toMatchObject({
      address: "Kongens gate 5",
      city: "Oslo",
    });

    const setting = await getBrregSyncSetting(customerId);
    expect(setting).toMatchObject({ enabled: true, lastRunOn: Clock.today(), lastRunUnavailable: false });
    expect(setting.recentChanges.map((c) => c.name).sort()).toEqual([
      "Fjordlys Rørleggerservice AS",
      "Konkursbo Eksempel AS",
      "Nordlys Regnskap AS",
      "Ukjent AS",
    ]);

    // the next night the register has news of K2: it is bankrupt. Recorded once.
    Clock.setOffset(86_400_000);
    const k2 = (await db().entities.companyRegisterCache.get({ orgNumber: "910000063" }).go()).data!;
    const record = JSON.parse(k2.record!) as CompanyRecord;
    await registerSays({ ...record, bankrupt: true, warnings: ["companyRegister.bankrupt"] });
    await Promise.all([synchronizeCustomer(customerId), synchronizeCustomer(customerId)]);
    await synchronizeCustomer(customerId);
    const after = await syncEntries(customerId);
    expect(after).toHaveLength(5);
    expect(after.filter((e) => e.targetId === "K2").map((e) => e.summary)).toContain(
      "register warnings: companyRegister.bankrupt",
    );
    expect((await getBrregSyncSetting(customerId)).recentChanges[0]).toMatchObject({
      subject: "debtor",
      name: "Nordlys Regnskap AS",
      fields: [],
      warnings: ["companyRegister.bankrupt"],
    });
  }, 60_000);

  it("stops quietly when the register does not answer, and goes on the next night", async () => {
    const customerId = await newCustomer({ fields: { orgNumber: "910000098" } }); // the fake's "register down"
    await company(customerId, "K1", "910000020");
    await saveBrregSyncSetting(customerId, { enabled: true }, "u-owner");
    const run = await synchronizeCustomer(customerId);
    expect(run).toMatchObject({ changes: [], unavailable: true, debtorsCompared: 0 });
    expect(await syncEntries(customerId)).toEqual([]);
    expect(await getBrregSyncSetting(customerId)).toMatchObject({ lastRunUnavailable: true, recentChanges: [] });
  }, 30_000);

  it("queues one keyed job per customer whose synchronisation is on, and the job runs it", async () => {
    const on = await newCustomer({ fields: { orgNumber: "910000063" } });
    const off = await newCustomer();
    const turnedOff = await newCustomer();
    await saveBrregSyncSetting(on, { enabled: true }, "u-owner");
    await saveBrregSyncSetting(turnedOff, { enabled: true }, "u-owner");
    await saveBrregSyncSetting(turnedOff, { enabled: false }, "u-owner");
    await startCompanyRegisterSync("2026-12-01");
    await startCompanyRegisterSync("2026-12-01"); // the schedule twice: one job (its key)
    const queued = (await receiveAll(400)).filter((j) => j.type === "company-register.sync-customer");
    // turning it on queued a first run of the day for each (settings.ts); the night's are of 2026-12-01
    expect(queued.map((j) => j.id)).toEqual(
      expect.arrayContaining([`company-register.sync-customer#${on}#${Clock.today()}`]),
    );
    const jobs = queued.filter((j) => j.id.endsWith("#2026-12-01"));
    const ids = jobs.map((j) => j.id);
    expect(ids.filter((id) => id === `company-register.sync-customer#${on}#2026-12-01`)).toHaveLength(2);
    expect(ids.some((id) => id.includes(off) || id.includes(turnedOff))).toBe(false);
    await runJob(
      jobs.find((j) => j.id.includes(on))!,
      registry,
    );
    expect((await getBrregSyncSetting(on)).lastRunOn).toBe("2026-12-01");
  }, 60_000);
});
