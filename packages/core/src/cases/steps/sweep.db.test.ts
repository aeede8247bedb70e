import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { drainJobs } from "../../../../api/test/jobs";
import { Clock } from "../../clock";
import { config } from "../../config";
import { documentClient } from "../../dynamo/client";
import { db } from "../../dynamo/db";
import { queueLetter } from "../../letters/letter-queue";
import { seedProcedures } from "../../procedures/seed";
import { listCaseDocuments } from "../documents/case-documents";
import { actor, at, newCase, newCustomer, newDebtor } from "../testing.db";
import { availableSteps, caseStepItems } from "./available";
import { runStep } from "./run";
import { customersWithDueLetters, NONE_DUE, queuePlannedLetters, releasePlannedLetters } from "./sweep";

const SUNDAY = "2026-11-29T12:00:00Z";
const MONDAY_OPEN = Date.parse("2026-11-30T07:00:00Z"); // Monday 08:00 in Oslo: the window opens
const MONDAY = "2026-11-30T07:05:00Z";

let debtors = 0;
/** A case whose first letter is run on Sunday: planned for Monday's window. */
async function plannedLetter(customer?: string) {
  const customerId = customer ?? (await newCustomer({ cases: 5, sends: 10 }));
  const debtorId = await newDebtor(customerId, { customerNumber: String(10_000 + ++debtors) });
  const { caseId } = await newCase(customerId, debtorId, { voucherDate: "2026-11-01", dueDate: "2026-11-15" });
  const offered = (await availableSteps(customerId, caseId, Clock.now())).data.find((s) => s.allowed)!;
  const { step } = await runStep(customerId, caseId, { stepId: offered.stepId }, actor, { now: Clock.now() });
  expect(step).toMatchObject({ status: "planned", plannedSendAt: MONDAY_OPEN });
  return { customerId, caseId, step };
}

const stepOf = async (l: { customerId: string; caseId: string }) => (await caseStepItems(l.customerId, l.caseId))[0]!;
const documents = async (l: { customerId: string; caseId: string }) =>
  (await listCaseDocuments(l.customerId, l.caseId)).data.length;
const marker = async (customerId: string) =>
  (await db().entities.plannedLetters.get({ customerId }).go({ consistent: true })).data;

describe("planned letters, released per customer (issue 20)", () => {
  beforeAll(() => seedProcedures());
  afterEach(() => Clock.setOffset(0));

  it("a letter not yet due stays planned; two customers' due letters are each released once when the sweep fires twice", async () => {
    at(SUNDAY);
    const a = await plannedLetter();
    const b = await plannedLetter();
    expect(await marker(a.customerId)).toMatchObject({ dueAt: MONDAY_OPEN });

    // Sunday's sweep: nothing is due, no customer's release is queued
    expect(await customersWithDueLetters(Clock.now())).toEqual([]);
    expect(await queuePlannedLetters(SUNDAY)).toBe(0);
    await drainJobs({ timeoutMs: 30_000 });
    expect(await stepOf(a)).toMatchObject({ status: "planned", sweep: "planned" });

    // Monday 08:05: the schedule fires twice for one occurrence, then again for the next
    at(MONDAY);
    expect((await customersWithDueLetters(Clock.now())).sort()).toEqual([a.customerId, b.customerId].sort());
    expect(await queuePlannedLetters("2026-11-30T07:00:00Z")).toBe(2);
    expect(await queuePlannedLetters("2026-11-30T07:00:00Z")).toBe(2); // its jobs are keyed: they run once
    await drainJobs({ timeoutMs: 60_000 });
    expect(await queuePlannedLetters("2026-11-30T07:15:00Z")).toBe(0); // settled: nothing due is left
    await drainJobs({ timeoutMs: 30_000 });
    for (const l of [a, b]) {
      expect(await stepOf(l)).toMatchObject({ status: "queued", sweep: "done" });
      expect(await documents(l)).toBe(1);
      expect(await marker(l.customerId)).toMatchObject({ dueAt: NONE_DUE });
    }
  }, 120_000);

  it("a release killed halfway and retried queues each letter once; a page queues the next until every due letter is out", async () => {
    at(SUNDAY);
    const first = await plannedLetter();
    const others = [await plannedLetter(first.customerId), await plannedLetter(first.customerId)];
    const later = await plannedLetter(first.customerId);
    // one letter not due on Monday: planned for Tuesday
    await db()
      .entities.caseStep.patch({ customerId: later.customerId, caseId: later.caseId, runId: later.step.runId })
      .set({ plannedSendAt: MONDAY_OPEN + 86_400_000 })
      .go();
    at(MONDAY);
    // a run killed after queueing the first letter's job, before marking its step queued
    await queueLetter(first.step.letter as never);
    const page = { customerId: first.customerId, at: "2026-11-30T07:00:00Z", page: 0 };
    // a page of one: it releases one letter and queues page 1 (keyed), which releases the rest
    expect(await releasePlannedLetters(page, Clock.now(), 1)).toEqual({ queued: 1 });
    await drainJobs({ timeoutMs: 60_000 });
    expect(await releasePlannedLetters(page, Clock.now(), 1)).toEqual({ queued: 0 }); // the page again: nothing left
    await drainJobs({ timeoutMs: 30_000 });
    for (const l of [first, ...others]) {
      expect(await stepOf(l)).toMatchObject({ status: "queued", sweep: "done" });
      expect(await documents(l)).toBe(1);
    }
    expect(await stepOf(later)).toMatchObject({ status: "planned", sweep: "planned" });
    // the customer's item moved to the letter left
    expect(await marker(first.customerId)).toMatchObject({ dueAt: MONDAY_OPEN + 86_400_000 });
  }, 120_000);

  it("a step planned before the index was per customer is moved to its customer and released (one-off backfill)", async () => {
    at(SUNDAY);
    const l = await plannedLetter();
    // as written before: under the one key of all customers, and no planned-letters item
    await documentClient().send(
      new UpdateCommand({
        TableName: config().tableName,
        Key: db().entities.caseStep.get({ customerId: l.customerId, caseId: l.caseId, runId: l.step.runId }).params().Key,
        UpdateExpression: "SET gsi1pk = :pk",
        ConditionExpression: "attribute_exists(pk)",
        ExpressionAttributeValues: { ":pk": "$innfri#sweep_planned" },
      }),
    );
    await db().entities.plannedLetters.delete({ customerId: l.customerId }).go();
    at(MONDAY);
    expect(await customersWithDueLetters(Clock.now())).toEqual([]);
    expect(await queuePlannedLetters("2026-11-30T07:00:00Z")).toBe(1);
    await drainJobs({ timeoutMs: 60_000 });
    expect(await stepOf(l)).toMatchObject({ status: "queued", sweep: "done" });
    expect(await documents(l)).toBe(1);
  }, 120_000);
});
