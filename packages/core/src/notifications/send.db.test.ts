import { ulid } from "ulid";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { Clock } from "../clock";
import { db } from "../dynamo/db";
import { receiveAll, stopPoller } from "../jobs/testing.db";
import { registry } from "../jobs/registry";
import { runJob } from "../jobs/run";
import { createVoucher } from "../ledger/vouchers";
import { VOUCHER_TYPES } from "../ledger/voucher-rules";
import { seedProcedures } from "../procedures/seed";
import { actor, newCase, newCustomer, newDebtor, newMember } from "../cases/testing.db";
import { notifyCustomerJob } from "./notifications.spec";
import { notificationKey, notifyCustomer, startNotifications } from "./send";
import { saveNotificationSettings } from "./settings";
import { NotificationSettingsInput } from "./notifications.schema";

const invoice = (customerId: string, debtorId: string, dueDate: string, amountOre = 2_500_00) =>
  createVoucher(
    customerId,
    {
      type: VOUCHER_TYPES.invoice,
      number: `F-${ulid().slice(-6)}`,
      voucherDate: "2026-10-01",
      dueDate,
      amountOre,
      debtorId,
    },
    actor,
  );

type Mail = { to: string; subject: string; text: string };
const mailsOf = async (customerId: string) =>
  (await receiveAll(400))
    .filter((j) => j.type === "mail.send" && j.id.includes(customerId))
    .map((j) => ({ id: j.id, ...(j.payload as Mail) }));

const save = (customerId: string, input: NotificationSettingsInput, userId: string) =>
  saveNotificationSettings(customerId, NotificationSettingsInput.parse(input), userId);

describe("the notifications of a day (issue 20)", () => {
  beforeAll(async () => {
    await seedProcedures();
    await stopPoller();
  });
  afterEach(() => Clock.setOffset(0));

  it("reminds the owners on the 1st of the month of what waits, in each owner's language, once however often the job runs", async () => {
    const customerId = await newCustomer({ name: "Påminnelse AS" });
    const ownerNo = await newMember(customerId, { language: "no" });
    const ownerEn = await newMember(customerId, { language: "en" });
    await newMember(customerId, { permission: "accountant" }); // not an owner: not a default recipient
    const [a, b] = await Promise.all([
      newDebtor(customerId, { customerNumber: "1" }),
      newDebtor(customerId, { customerNumber: "2", name: "Per Hansen" }),
    ]);
    await invoice(customerId, a, "2026-11-10", 1_234_50);
    await invoice(customerId, a, "2026-11-20", 1_000_00);
    await invoice(customerId, b, "2026-12-20"); // not due: not counted
    await newCase(customerId, b, { dueDate: "2026-10-15" }); // its claim is in a case: not counted

    // never saved: the default monthly reminder, on the 1st only
    expect(await notifyCustomer(customerId, "2026-11-30")).toEqual({ kinds: [], recipients: 0 });
    expect(await notifyCustomer(customerId, "2026-12-01")).toEqual({ kinds: ["reminder"], recipients: 2 });
    await notifyCustomer(customerId, "2026-12-01"); // the job again (a retry): the same keys
    const mails = await mailsOf(customerId);
    expect(mails).toHaveLength(4);
    expect(new Set(mails.map((m) => m.id)).size).toBe(2);
    const byUser = (id: string) => mails.find((m) => m.to === `${id.toLowerCase()}@example.test`)!;
    const [no, en] = [byUser(ownerNo), byUser(ownerEn)];
    expect(no.subject).toBe("Dette venter på behandling hos Påminnelse AS");
    expect(no.text).toContain("Forfalte fakturaer som ikke er i en sak: 2 (2\u00a0234,50\u00a0kr)");
    expect(no.text).toContain("per 01.12.2026");
    expect(no.text).toContain("/customer/settings/notification-settings");
    expect(en.subject).toBe("Waiting for action at Påminnelse AS");
    expect(en.text).toContain("Overdue invoices not in a case: 2 (2\u00a0234,50\u00a0kr)");
    expect(mails[0]!.id).toBe(`mail.send#${notificationKey("reminder", customerId, "2026-12-01", mails[0]!.to)}`);
  }, 60_000);

  it("sends nothing when nothing waits, and nothing on 'never'", async () => {
    const customerId = await newCustomer();
    const userId = await newMember(customerId);
    expect(await notifyCustomer(customerId, "2026-12-01")).toEqual({ kinds: [], recipients: 0 });
    const debtor = await newDebtor(customerId);
    await invoice(customerId, debtor, "2026-11-01");
    await save(
      customerId,
      { reminderFrequency: "never", dueDateAlert: null, ledgerNotification: "never", recipients: "" },
      userId,
    );
    expect(await notifyCustomer(customerId, "2026-12-01")).toEqual({ kinds: [], recipients: 0 });
    expect(await mailsOf(customerId)).toEqual([]);
  }, 60_000);

  it("announces invoices the chosen time before their due date, and sends the ledger report on Mondays, to the recipients given", async () => {
    const customerId = await newCustomer({ name: "Varsel AS" });
    const userId = await newMember(customerId, { language: "en" });
    const debtor = await newDebtor(customerId, { name: "Ola Nordmann" });
    const due = await invoice(customerId, debtor, "2026-12-07", 500_00);
    await invoice(customerId, debtor, "2026-12-08");
    await invoice(customerId, debtor, "2026-08-01", 300_00); // more than 90 days overdue on 30.11
    await save(
      customerId,
      {
        reminderFrequency: "never",
        dueDateAlert: "1week",
        ledgerNotification: "weekly-monday",
        recipients: `regnskap@varsel.test; ${userId.toLowerCase()}@example.test ,`,
      },
      userId,
    );
    // Monday 30.11.2026: the alert of 07.12 and the weekly report, to both addresses, in English (the user's own
    // language, and the language of the user who saved them for the other)
    expect(await notifyCustomer(customerId, "2026-11-30")).toEqual({ kinds: ["alert", "report"], recipients: 2 });
    const mails = await mailsOf(customerId);
    expect(mails.map((m) => m.to).sort()).toEqual(
      [
        `${userId.toLowerCase()}@example.test`,
        `${userId.toLowerCase()}@example.test`,
        "regnskap@varsel.test",
        "regnskap@varsel.test",
      ].sort(),
    );
    const alert = mails.find((m) => m.to === "regnskap@varsel.test" && m.subject.includes("due"))!;
    expect(alert.subject).toBe("1 invoice falls due on 07.12.2026");
    expect(alert.text).toContain(`Invoice ${due.number}, Ola Nordmann: 500,00\u00a0kr, due 07.12.2026`);
    expect(alert.text).toMatch(/^Hello,/);
    const report = mails.find((m) => m.to === "regnskap@varsel.test" && m.subject.startsWith("Ledger report"))!;
    expect(report.subject).toBe("Ledger report for Varsel AS, 23.11.2026–29.11.2026");
    expect(report.text).toContain("Open items: 3 (3\u00a0300,00\u00a0kr)");
    expect(report.text).toContain("Of these overdue: 1 (300,00\u00a0kr)");
    expect(report.text).toContain("Overdue by more than 90 days: 1 (300,00\u00a0kr)");
    // Tuesday: the alert of 08.12 only
    expect(await notifyCustomer(customerId, "2026-12-01")).toEqual({ kinds: ["alert"], recipients: 2 });
    await receiveAll(400);
  }, 60_000);

  it("queues one job per customer for the day, once however often the schedule fires, and leaves deleted customers out", async () => {
    const [live, gone] = [await newCustomer(), await newCustomer()];
    await db().entities.customer.patch({ customerId: gone }).set({ deletedAt: Date.now() }).go();
    await startNotifications("2026-12-01");
    await startNotifications("2026-12-01");
    const jobs = (await receiveAll(2_000)).filter((j) => j.type === notifyCustomerJob.type);
    const ids = new Set(jobs.map((j) => j.id));
    expect(ids.has(`notifications.customer#${live}#2026-12-01`)).toBe(true);
    expect(ids.has(`notifications.customer#${gone}#2026-12-01`)).toBe(false);
    expect(jobs.filter((j) => j.id === `notifications.customer#${live}#2026-12-01`)).toHaveLength(2); // one key
    // the job runs the customer's notifications (none due for a customer without anything waiting)
    await runJob(
      jobs.find((j) => j.id.includes(live))!,
      registry,
    );
  }, 60_000);
});

describe("the recipients field (SPEC 5)", () => {
  it("takes addresses separated by comma or semicolon, at most 10, each valid", () => {
    const parse = (recipients: string) =>
      NotificationSettingsInput.safeParse({
        reminderFrequency: "day",
        dueDateAlert: null,
        ledgerNotification: "never",
        recipients,
      });
    expect(parse(" a@firma.no;B@firma.no , a@firma.no;; ").data?.recipients).toEqual(["a@firma.no", "b@firma.no"]);
    expect(parse("").data?.recipients).toEqual([]);
    expect(parse("a@firma.no; ikke-en-adresse").error?.issues[0]?.message).toBe("validation.recipientEmail");
    const eleven = Array.from({ length: 11 }, (_, i) => `p${i}@firma.no`).join(",");
    expect(parse(eleven).error?.issues[0]?.message).toBe("validation.tooManyRecipients");
    expect(parse(eleven.split(",").slice(0, 10).join(";")).success).toBe(true);
  });
});
