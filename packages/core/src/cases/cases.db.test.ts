import { afterEach, describe, expect, it } from "vitest";
import { Clock } from "../clock";
import { db } from "../dynamo/db";
import { t } from "../i18n/all";
import { VOUCHER_TYPES } from "../ledger/voucher-rules";
import { saveDebtor } from "../ledger/debtors";
import { createVoucher } from "../ledger/vouchers";
import { AppError } from "../util/error";
import { consume, readAllowance } from "../billing/entitlements";
import { StartCaseInput, type StartCaseInput as StartIn } from "./case.schema";
import { openCase } from "./open";
import { startCase } from "./start";
import { afterStepRun, caseWriteItems, getCase, nextVersion, releaseClaimItems } from "./store";
import { caseStatistics, caseSteps } from "./statistics";
import { committed } from "../dynamo/transaction";
import { seedDemoCases } from "./demo";
import { listCases } from "./lists";
import { seedProcedures } from "../procedures/seed";
import { newCustomer, newDebtor } from "./testing.db";

const actor = { userId: "u-cases" };

export async function caseWorld(opts: { customer?: Record<string, string>; allowance?: number } = {}) {
  await seedProcedures(); // the procedures cases follow (creates only what is missing)
  const customerId = await newCustomer({
    name: "Saksbehandler AS",
    fields: opts.customer,
    ...(opts.allowance === 0 ? { allowance: false } : { cases: opts.allowance ?? 10, sends: 10 }),
  });
  const debtor = { debtorId: await newDebtor(customerId, { email: false }) };
  const invoice = (number: string, amountOre = 1_000_00, dueDate = "2026-10-01", debtorId = debtor.debtorId) =>
    createVoucher(
      customerId,
      { type: VOUCHER_TYPES.invoice, number, voucherDate: "2026-09-01", dueDate, amountOre, debtorId },
      actor,
    );
  const start = (body: Partial<StartIn>, req?: Parameters<typeof startCase>[3]) =>
    startCase(customerId, StartCaseInput.parse({ debtorId: debtor.debtorId, ...body }), actor, req);
  return { customerId, debtor, invoice, start };
}

/** The message key of a refusal (its first field's). */
async function refusal(p: Promise<unknown>): Promise<string> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(err instanceof AppError)) throw err ?? new Error("no refusal");
  return Object.values(err.fields ?? {})[0]?.[0] ?? err.messageKey;
}

describe("starting a case", () => {
  afterEach(() => Clock.setOffset(0));

  it("starts a case from open items: number 1, ready when overdue, claims locked, a case of the allowance used", async () => {
    Clock.setNow(new Date("2026-11-20T10:00:00Z"));
    const w = await caseWorld({ allowance: 2 });
    const a = await w.invoice("F-1", 1_000_00, "2026-10-01");
    const b = await w.invoice("F-2", 500_00, "2026-11-01");
    const { case: c, created } = await w.start({ voucherIds: [b.voucherId, a.voucherId] });
    expect(created).toBe(true);
    expect(c).toMatchObject({
      caseNumber: 1,
      status: "ready",
      principalOre: 1_500_00,
      dueDate: "2026-10-01",
      invoiceNumber: "F-1",
      procedureId: "person",
      claimTypes: ["invoice"],
    });
    expect((await getCase(w.customerId, "1")).claims).toHaveLength(2);
    expect((await readAllowance(w.customerId)).cases).toBe(1);
    // the same item cannot be in a second active case
    expect(await refusal(w.start({ voucherIds: [a.voucherId] }))).toBe("cases.claimInCase");
    const { data: events } = await db().entities.caseEvent.query.byCase({ customerId: w.customerId, caseId: "1" }).go();
    expect(events.map((e) => e.kind)).toEqual(["created"]);
  });

  it("gives concurrent starts distinct, consecutive numbers", async () => {
    const w = await caseWorld({ allowance: 20 });
    const items = await Promise.all(Array.from({ length: 6 }, (_, i) => w.invoice(`K-${i}`)));
    const started = await Promise.all(items.map((v) => w.start({ voucherIds: [v.voucherId] })));
    expect(started.map((s) => s.case.caseNumber).sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6]);
    expect((await readAllowance(w.customerId)).cases).toBe(14);
  });

  it("starts 16 cases of one customer at once: numbered 1..16 without a gap, none refused (issue 20)", async () => {
    const w = await caseWorld({ allowance: 20 });
    const debtors = await Promise.all(
      Array.from({ length: 16 }, (_, i) => newDebtor(w.customerId, { customerNumber: String(30_000 + i), email: false })),
    );
    const items = await Promise.all(debtors.map((d, i) => w.invoice(`M-${i}`, 1_000_00, "2026-10-01", d)));
    const started = await Promise.allSettled(
      items.map((v, i) => w.start({ debtorId: debtors[i]!, voucherIds: [v.voucherId] })),
    );
    expect(started.filter((s) => s.status === "rejected")).toEqual([]);
    const numbers = started.map((s) => (s as PromiseFulfilledResult<{ case: { caseNumber: number } }>).value.case.caseNumber);
    expect(numbers.sort((x, y) => x - y)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    expect((await readAllowance(w.customerId)).cases).toBe(4);
  }, 60_000);

  it("lets only one of two concurrent starts take the same open item", async () => {
    const w = await caseWorld();
    const v = await w.invoice("D-1");
    const results = await Promise.allSettled([
      w.start({ voucherIds: [v.voucherId] }),
      w.start({ voucherIds: [v.voucherId] }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const failed = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(Object.values((failed.reason as AppError).fields ?? {})[0]).toEqual(["cases.claimInCase"]);
  });

  it("starts one case for a retried request with the same Idempotency-Key, and refuses the key with another body", async () => {
    const w = await caseWorld();
    const v = await w.invoice("I-1");
    const body = {
      voucherIds: [v.voucherId],
      claims: [{ number: "T-1", voucherDate: "2026-09-01", dueDate: "2026-10-01", amount: "250" }],
    };
    const req = { key: "k-1", method: "POST", path: "/cases", body };
    const [one, two] = await Promise.all([w.start(body as never, req), w.start(body as never, req)]);
    expect(one.case.caseNumber).toBe(two.case.caseNumber);
    expect([one.created, two.created].sort()).toEqual([false, true]);
    const again = await w.start(body as never, req);
    expect(again).toMatchObject({ created: false, case: { caseNumber: one.case.caseNumber, principalOre: 1_250_00 } });
    expect((await readAllowance(w.customerId)).cases).toBe(9);
    expect(
      await refusal(w.start({ voucherIds: [], claims: body.claims } as never, { ...req, body: { other: 1 } })),
    ).toBe("validation.idempotencyKeyReused");
  });

  it("refuses by the rules of SPEC 5 and 8, with texts in both languages", async () => {
    const w = await caseWorld();
    const v = await w.invoice("R-1", 50);
    expect(await refusal(w.start({ voucherIds: [v.voucherId] }))).toBe("cases.belowMinimumOwed");
    expect(() => StartCaseInput.parse({ debtorId: w.debtor.debtorId })).toThrow();
    const other = await saveDebtor(w.customerId, { type: "company", name: "Annen AS", customerNumber: "2" });
    const o = await w.invoice("R-2", 1_000_00, "2026-10-01", other.debtor.debtorId);
    expect(await refusal(w.start({ voucherIds: [o.voucherId] }))).toBe("cases.otherDebtor");
    // a debtor abroad starts a case (reminders and the inkassovarsel go); the law refuses its forced steps
    const abroad = await saveDebtor(w.customerId, {
      type: "person",
      name: "Sven Svensson",
      customerNumber: "3",
      postcode: "111 22",
      city: "Stockholm",
      country: "SE",
    });
    const s = await w.invoice("R-3", 1_000_00, "2026-10-01", abroad.debtor.debtorId);
    const started = await startCase(
      w.customerId,
      StartCaseInput.parse({ debtorId: abroad.debtor.debtorId, voucherIds: [s.voucherId] }),
      actor,
    );
    expect(started.case).toMatchObject({ foreign: true, debtorCountry: "SE" });
    const empty = await caseWorld({ allowance: 0 });
    const e = await empty.invoice("R-4");
    expect(await refusal(empty.start({ voucherIds: [e.voucherId] }))).toBe("cases.notEnoughCases");
    const missing = await caseWorld({ customer: { accountNumber: "" } });
    const m = await missing.invoice("R-5");
    expect(await refusal(missing.start({ voucherIds: [m.voucherId] }))).toBe("cases.missingCustomerInformation");
    expect(t("en", "cases.missingCustomerInformation")).toBe("Missing customer information: check before starting");
    expect(t("en", "cases.foreignCustomer")).toBe("Foreign customer: forced recovery is impossible");
    expect(t("en", "cases.notEnoughCases")).toBe("Not enough cases");
    expect(t("no", "cases.notEnoughSends")).toBe("Ikke nok utsendelser.");
  });

  it("saves a case not started, which uses no case until opened", async () => {
    Clock.setNow(new Date("2026-09-20T10:00:00Z"));
    const w = await caseWorld({ allowance: 1 });
    const v = await w.invoice("O-1", 1_000_00, "2026-10-01");
    const { case: c } = await w.start({ voucherIds: [v.voucherId], open: false });
    expect(c.status).toBe("not-started");
    expect((await readAllowance(w.customerId)).cases).toBe(1);
    const opened = await openCase(w.customerId, "1", {}, actor);
    expect(opened.status).toBe("waiting");
    expect((await readAllowance(w.customerId)).cases).toBe(0);
    expect(await refusal(openCase(w.customerId, "1", {}, actor))).toBe("cases.notStartable");
  });

  it("uses sends in half-sends: post half, e-mail one, refused when out", async () => {
    const w = await caseWorld({ allowance: 1 });
    const use = (channel: "post" | "email") =>
      committed(
        db()
          .transaction.write((e) => consume(e, w.customerId, { kind: "step", channels: [channel] }))
          .go(),
      );
    await use("post");
    expect((await readAllowance(w.customerId)).sends).toBe(9.5);
    for (let i = 0; i < 9; i++) await use("email");
    await expect(use("email")).rejects.toThrow();
    await use("post");
    expect((await readAllowance(w.customerId)).halfSends).toBe(0);
  });

  it("seeds the demo cases once", async () => {
    Clock.setNow(new Date("2026-11-20T10:00:00Z"));
    const w = await caseWorld({ allowance: 0 });
    await saveDebtor(w.customerId, {
      type: "sole-proprietorship",
      name: "Hansen Snekkerverksted",
      customerNumber: "10002",
    });
    await saveDebtor(w.customerId, { type: "person", name: "Ola Nordmann", customerNumber: "10003" });
    expect(await seedDemoCases(w.customerId)).toBe(3);
    expect(await seedDemoCases(w.customerId)).toBe(0);
    const list = await listCases(w.customerId, {
      page: 1,
      rowsPerPage: 10,
      sort: { field: "caseNumber", desc: false },
      filters: { debtorId: undefined },
    });
    expect(list.data.map((c) => [c.caseNumber, c.status, c.procedureId])).toEqual([
      [1, "ready", "person"],
      [2, "waiting", "sole-proprietorship"],
      [3, "not-started", "person"],
    ]);
    expect(list.total).toBe(3);
  });

  it("composes with a step run (send used in the same transaction) and a close (claims freed)", async () => {
    Clock.setNow(new Date("2026-11-20T10:00:00Z"));
    const w = await caseWorld({ allowance: 5 });
    const v = await w.invoice("S-1", 1_000_00, "2026-10-01");
    const { case: started } = await w.start({ voucherIds: [v.voucherId] });
    const step = { stepId: "st-1", kind: "reminder", name: "Purring", at: Clock.nowMs() };
    const ran = afterStepRun(started, step, 35_00);
    await committed(
      db()
        .transaction.write((e) => [
          ...caseWriteItems(e, started, ran, { kind: "step-run", by: "u", data: { stepId: "st-1" } }),
          ...consume(e, w.customerId, { kind: "step", channels: ["email"], caseId: "1" }),
        ])
        .go(),
    );
    expect(await getCase(w.customerId, "1")).toMatchObject({ status: "active", feesOre: 35_00, stepKey: "reminder" });
    expect((await readAllowance(w.customerId)).halfSends).toBe(18);
    const steps = Object.fromEntries((await caseSteps(w.customerId)).data.map((s) => [s.step, s.count]));
    expect(steps).toMatchObject({ none: 0, reminder: 1 });
    const closed = nextVersion(ran, {
      status: "closed",
      closeReason: "case-paid-in-full",
      closedAt: Clock.nowMs(),
      paidOre: 1_035_00,
    });
    await committed(
      db()
        .transaction.write((e) => [
          ...caseWriteItems(e, ran, closed, { kind: "closed", by: "u" }),
          ...releaseClaimItems(e, ran),
        ])
        .go(),
    );
    const stats = await caseStatistics(w.customerId, {});
    expect(stats).toMatchObject({
      total: 1,
      closed: 1,
      open: 0,
      registeredOre: 1_035_00,
      paymentsReceivedOre: 1_035_00,
      outstandingOre: 0,
    });
    // the item is free again once its case is closed
    const again = await w.start({ voucherIds: [v.voucherId] });
    expect(again.case.caseNumber).toBe(2);
  });

  it("fits a case of 50 claims, with a key and the activity entry, in one transaction", async () => {
    const w = await caseWorld();
    const items = [];
    for (let i = 0; i < 50; i++) items.push(await w.invoice(`M-${i}`, 100_00));
    const activity = {
      entry: { userId: "u", customerId: w.customerId, method: "POST", route: "/v1/cases", status: 201, summary: "" },
      written: false,
    };
    const { case: c } = await startCase(
      w.customerId,
      StartCaseInput.parse({ debtorId: w.debtor.debtorId, voucherIds: items.map((v) => v.voucherId) }),
      { userId: "u", activity },
      { key: "big", method: "POST", path: "/cases", body: {} },
    );
    expect(c.principalOre).toBe(5_000_00);
    expect(activity.written).toBe(true);
  });
});
