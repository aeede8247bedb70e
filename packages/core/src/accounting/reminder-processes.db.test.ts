import { ulid } from "ulid";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import "../cases/ledger-hooks"; // the ledger's hooks (and the write-back's, which it loads)
import { db } from "../dynamo/db";
import { createVoucher } from "../ledger/vouchers";
import { VOUCHER_TYPES } from "../ledger/voucher-rules";
import { documentTemplates } from "../letters/templates";
import { templateFor } from "../procedures";
import { CreateStepInput } from "../procedures/procedure.schema";
import { steps } from "../procedures/stores";
import { AppError } from "../util/error";
import { accountRuleOf, STANDARD_ACCOUNTS } from "./account-rule";
import { completeOAuth, redirectUriFor, startConnection } from "./connections";
import { ReminderProcessInput, MAX_REMINDER_PROCESSES } from "./reminder-process.schema";
import { listReminderProcesses, reminderProcessOf } from "./reminder-process-store";
import {
  createReminderProcess,
  processTemplateChoices,
  removeReminderProcess,
  updateReminderProcess,
} from "./reminder-processes";
import { runSync } from "./sync";
import { startSync } from "./sync-runs";
import { testServer, useTestSystem, type TestServer } from "./testing/test-system";
import { postWriteBack } from "./write-back";

const input = (v: Record<string, unknown>) => ReminderProcessInput.parse({ name: "Standard", ...v });
const create = (customerId: string, v: Record<string, unknown> = {}) => createReminderProcess(customerId, input(v));

/** What a refused save answers: its 422's fields and their parameters, or its code. */
async function refusal(p: Promise<unknown>) {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(err instanceof AppError)) throw new Error(`expected an AppError, got ${String(err)}`);
  return { code: err.code, key: err.messageKey, fields: err.fields ?? {}, params: err.fieldParams ?? {} };
}

let server: TestServer;
let restore: () => void;
beforeEach(() => {
  server = testServer([
    [
      {
        id: "1",
        type: "inv",
        no: "R-1",
        customer: { no: "K-1", name: "Kunde" },
        date: "2026-04-01",
        due: "2026-04-15",
        cents: 10_000,
      },
    ],
  ]);
  restore = useTestSystem(server);
});
afterEach(() => restore());

async function connected(customerId: string) {
  await startConnection(customerId, "visma");
  const url = new URL(await redirectUriFor(customerId, "visma", "u-1"));
  await completeOAuth(customerId, { state: url.searchParams.get("state")!, code: "good-code" });
}

describe("reminder processes: the rule and the default", () => {
  it("answers the standard chart while the customer has no process, and the default's accounts over it after", async () => {
    const customerId = ulid();
    expect(await accountRuleOf(customerId)).toEqual(STANDARD_ACCOUNTS);
    expect(await listReminderProcesses(customerId)).toEqual({ data: [], total: 0 });

    // the first process is the default even when not asked to be
    const first = await create(customerId, { name: "Privat", isDefault: false, accounts: { bank: "1930", loss: "" } });
    expect(first).toMatchObject({ isDefault: true, accounts: { bank: "1930" } });
    expect(first.rule).toEqual({ ...STANDARD_ACCOUNTS, bank: "1930" });
    expect(await accountRuleOf(customerId)).toEqual({ ...STANDARD_ACCOUNTS, bank: "1930" });

    // a second one made the default: the rule follows it, and the first is no longer the default
    const second = await create(customerId, { name: "Bedrift", isDefault: true, accounts: { feeIncome: "3900" } });
    expect(await accountRuleOf(customerId)).toEqual({ ...STANDARD_ACCOUNTS, feeIncome: "3900" });
    const { data, total } = await listReminderProcesses(customerId);
    expect(total).toBe(2);
    expect(data.map((p) => [p.name, p.isDefault])).toEqual([
      ["Bedrift", true],
      ["Privat", false],
    ]);
    // a case started with the first keeps it; a case of no process (or a removed one) follows the default
    expect((await reminderProcessOf(customerId, first.id))?.name).toBe("Privat");
    expect((await reminderProcessOf(customerId))?.name).toBe("Bedrift");
    expect((await reminderProcessOf(customerId, "gone"))?.name).toBe("Bedrift");

    // the default cannot stop being it by itself, nor go while there are others
    expect(
      await refusal(updateReminderProcess(customerId, second.id, input({ name: "Bedrift", isDefault: false }))),
    ).toMatchObject({
      code: "VALIDATION",
      fields: { isDefault: ["reminderProcesses.oneDefault"] },
    });
    expect(await refusal(removeReminderProcess(customerId, second.id))).toMatchObject({
      code: "CONFLICT",
      key: "reminderProcesses.defaultInUse",
    });
    await removeReminderProcess(customerId, first.id);
    await removeReminderProcess(customerId, second.id);
    expect(await accountRuleOf(customerId)).toEqual(STANDARD_ACCOUNTS);
    expect(await refusal(removeReminderProcess(customerId, second.id))).toMatchObject({ code: "NOT_FOUND" });
  });

  it("plans a save that lost a race again: four users adding processes at once all land, the names still once", async () => {
    const customerId = ulid();
    const names = ["Privat", "Bedrift", "Utleie", "Offentlig"];
    await Promise.all(names.map((name) => create(customerId, { name })));
    const { data } = await listReminderProcesses(customerId);
    expect(data.map((p) => p.name).sort()).toEqual([...names].sort());
    expect(data.filter((p) => p.isDefault)).toHaveLength(1);
    // the same name twice at once: one lands, the other is checked against it and refused
    const twice = await Promise.all(
      ["Kommune", "kommune"].map((name) => refusal(create(customerId, { name })).catch(() => null)),
    );
    // one answered (not an AppError: refusal throws, caught as null), the other refused on its name
    expect(twice.filter((r) => r === null)).toHaveLength(1);
    expect(twice.find((r) => r !== null)).toMatchObject({
      code: "VALIDATION",
      fields: { name: ["reminderProcesses.nameTaken"] },
    });
    expect((await listReminderProcesses(customerId)).data).toHaveLength(5);
  });

  it("keeps names unique per customer (in any case) and at most 20 processes", async () => {
    const customerId = ulid();
    const a = await create(customerId, { name: "Purring 14 dager" });
    expect(await refusal(create(customerId, { name: "  purring 14 DAGER " }))).toMatchObject({
      fields: { name: ["reminderProcesses.nameTaken"] },
    });
    // its own name again is no clash; another customer may use it
    await updateReminderProcess(customerId, a.id, input({ name: "Purring 14 dager", accounts: { loss: "7830" } }));
    await create(ulid(), { name: "Purring 14 dager" });
    for (let i = 1; i < MAX_REMINDER_PROCESSES; i++) await create(customerId, { name: `Prosess ${i}` });
    expect(await refusal(create(customerId, { name: "Én for mye" }))).toMatchObject({
      fields: { name: ["reminderProcesses.tooMany"] },
      params: { name: { max: "20" } },
    });
    expect((await listReminderProcesses(customerId)).total).toBe(MAX_REMINDER_PROCESSES);
  });

  it("takes accounts of four digits in 1000–8999 (a system's sub-account after a colon), and names that bounded", () => {
    const errors = (v: Record<string, unknown>) =>
      ReminderProcessInput.safeParse({ name: "X", ...v }).error?.issues.map((i) => [i.path.join("."), i.message]);
    expect(errors({ accounts: { bank: "192", loss: "9000", feeIncome: "0800", interestIncome: "80 50" } })).toEqual([
      ["accounts.bank", "reminderProcesses.accountFormat"],
      ["accounts.loss", "reminderProcesses.accountFormat"],
      ["accounts.feeIncome", "reminderProcesses.accountFormat"],
      ["accounts.interestIncome", "reminderProcesses.accountFormat"],
    ]);
    expect(errors({ accounts: { bank: "1920:10001", loss: " 7830 " } })).toBeUndefined();
    expect(errors({ name: "x".repeat(81) })).toEqual([["name", "validation.tooLong"]]);
    expect(errors({ name: " " })).toEqual([["name", "validation.required"]]);
  });
});

describe("reminder processes: checked against the connected system and the templates", () => {
  it("refuses an account the connected system does not have, where its list covers that part of the chart", async () => {
    const customerId = ulid();
    await connected(customerId);
    server.accounts = [
      { no: "1500", name: "Kundefordringer" },
      { no: "1920", name: "Bankinnskudd" },
      { no: "7830", name: "Tap på fordringer" },
    ];
    const refused = await refusal(create(customerId, { accounts: { bank: "1930", loss: "7830", feeIncome: "8050" } }));
    // 1930 is within the list's span (1500–7830) and not in it; 8050 lies beyond what the list covers
    expect(refused).toMatchObject({
      fields: { "accounts.bank": ["reminderProcesses.notInSystem"] },
      params: { "accounts.bank": { account: "1930", system: "Testbok" } },
    });
    expect(refused.fields["accounts.feeIncome"]).toBeUndefined();
    await create(customerId, { accounts: { bank: "1920", loss: "7830", feeIncome: "8050" } });

    // a system that does not answer does not stop the save: the accounts are then checked for their form only
    server.fault("/api/c/testbok-as/accounts", { status: 500 }, { status: 500 }, { status: 500 });
    await create(customerId, { name: "Uten svar", accounts: { bank: "1930" } });
  });

  it("takes a letter template of the step's kind only, and the letter of a case's process is that template", async () => {
    const customerId = ulid();
    const template = `mild-${ulid().toLowerCase()}`;
    await documentTemplates.create(
      {
        template,
        language: "no",
        name: `Mild purring ${template}`,
        stepKind: "reminder",
        title: "Vennlig påminnelse",
        upperText: "Vi minner om fakturaen.",
        lowerText: "Med vennlig hilsen",
        generalDocument: null,
      } as never,
      { userId: "admin" },
    );
    expect(
      await refusal(create(customerId, { templates: { reminder: "no-such-template", "payment-demand": template } })),
    ).toMatchObject({
      fields: {
        "templates.reminder": ["reminderProcesses.unknownTemplate"],
        "templates.payment-demand": ["reminderProcesses.unknownTemplate"],
      },
    });
    const p = await create(customerId, { templates: { reminder: template, "payment-reminder": "" } });
    expect(p.templates).toEqual({ reminder: template });
    expect(await processTemplateChoices()).toContainEqual({
      template,
      name: `Mild purring ${template}`,
      stepKind: "reminder",
    });

    // the step runner's read: the process's template instead of the step's own, in the debtor's language
    // (English falls back to the Norwegian text); without one, the step's own
    const step = await steps.create(
      CreateStepInput.parse({
        procedureId: `p-${template}`,
        order: 1,
        kind: "reminder",
        nameNo: "Purring",
        nameEn: "Reminder",
        deadlineDays: 14,
        waitDays: 0,
        channels: ["email"],
        letterTemplate: `none-${template}`,
        autopilot: false,
      }),
      { userId: "admin" },
    );
    const chosen = (await reminderProcessOf(customerId))!.templates.reminder;
    expect((await templateFor(step.id, "en", chosen)).letter?.title).toBe("Vennlig påminnelse");
    expect((await templateFor(step.id, "en")).letter).toBeNull();
  });

  it("posts a payment on the bank account the default process chose", async () => {
    const customerId = ulid();
    await connected(customerId);
    server.accounts = [
      { no: "1920", name: "Bank" },
      { no: "1921", name: "Bank 2" },
    ];
    await create(customerId, { accounts: { bank: "1921", loss: "7830" } });
    const { syncId } = await startSync(customerId, "manual", "u-1");
    await runSync(customerId, syncId);
    await createVoucher(
      customerId,
      { type: VOUCHER_TYPES.payment, voucherDate: "2026-05-02", amountOre: 10_000, invoiceNumber: "R-1" },
      { userId: "u-1" },
    );
    const { data } = await db().entities.accountingWriteBack.query.byKey({ customerId }).go();
    await postWriteBack(customerId, data[0]!.key);
    expect([...server.postings.values()][0]?.body).toMatchObject({ kind: "payment", cents: 10_000, account: "1921" });
  });
});
