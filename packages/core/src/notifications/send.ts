import "./settings.entity"; // registers the entities named here
import "../accounts/entities"; // registers the entities named here
import "../ledger/entities"; // registers the entities named here
import "../i18n/notifications"; // registers the texts of the keys named here
import { createHash } from "node:crypto";
import { liveCustomerIds } from "../accounts/customer-ids";
import { readCustomerAccount } from "../accounts/customer-settings";
import { CASE_COUNTERS } from "../cases/case-rules";
import { overdueItemsNotInCase } from "../cases/claim-locks";
import { Clock } from "../clock";
import { config } from "../config";
import { readCounters } from "../dynamo/counters";
import { db } from "../dynamo/db";
import { t, type Language } from "../i18n/messages";
import { addDays, showDate } from "../law/dates";
import { counterItems, counters } from "../ledger/ledger-counters";
import { paragraphsMail } from "../mail/compose";
import type { Mail } from "../mail/mail.jobs";
import { formatNok } from "../util/format-money";
import { notificationSettingsView } from "./settings";
import { dueDatesAnnouncedOn, isLedgerReportDay, isReminderDay, reportPeriodStart } from "./periods";
import type { NotificationSettingsView } from "./notifications.schema";

/**
 * The notifications of a day (issue 20, docs/notifications.md). The schedule `notifications` (07:00 Oslo time) runs
 * `startNotifications`, which queues one job per customer keyed by customer and day (`notifications.customer`); the
 * queue's groups are the customers. A customer's job (`notifyCustomer`) reads its settings and, for what is due that
 * day (the reminder, the due-date alert, the ledger report), builds the mail once per language and queues it to each
 * recipient keyed by kind, customer, day and recipient: a job delivered twice, retried halfway, or a schedule that
 * fires twice sends each mail once. Nothing is sent when there is nothing to tell.
 */

/** Most overdue open items the reminder reads to count those no case holds (past it: "at least"). */
export const MAX_REMINDER_ITEMS = 2_000;
/** Invoices a due-date alert lists by name (the rest as "and N more"). */
export const ALERT_LINES = 20;

export type NotificationKind = "reminder" | "alert" | "report";

/** The schedule's job: one keyed `notifications.customer` job per customer for the day. */
export async function startNotifications(day: string = Clock.today()): Promise<number> {
  const ids = await liveCustomerIds();
  const [{ enqueueEach }, { notifyCustomerJob }] = await Promise.all([
    import("../jobs/queue"),
    import("./notifications.spec"),
  ]);
  await enqueueEach(
    notifyCustomerJob,
    ids.map((customerId) => ({ customerId, day })),
  );
  return ids.length;
}

interface Recipient {
  email: string;
  lang: Language;
  name?: string;
}

/**
 * Who gets the customer's notifications: the addresses of the settings, each in the language of the customer's user
 * with that address, else of the user who saved them; without addresses, the customer's owners in their languages.
 * Users deleted or no longer members are left out.
 */
export async function recipientsOf(customerId: string, settings: { recipients: string[]; updatedBy?: string }) {
  const { data: members } = await db().entities.membership.query.byCustomer({ customerId }).go({ pages: "all" });
  const users = members.length
    ? (
        await db()
          .entities.user.get(members.map((m) => ({ userId: m.userId })))
          .go({ attributes: ["userId", "email", "firstName", "language", "deletedAt"] })
      ).data.filter((u) => !u.deletedAt)
    : [];
  const permissionOf = new Map(members.map((m) => [m.userId, m.permission]));
  if (settings.recipients.length === 0)
    return users
      .filter((u) => permissionOf.get(u.userId) === "owner")
      .map((u): Recipient => ({ email: u.email.toLowerCase(), lang: u.language, name: u.firstName }));
  const byEmail = new Map(users.map((u) => [u.email.toLowerCase(), u]));
  const saver = users.find((u) => u.userId === settings.updatedBy);
  return settings.recipients.map((email): Recipient => {
    const user = byEmail.get(email);
    return { email, lang: user?.language ?? saver?.language ?? "no", name: user?.firstName };
  });
}

/** What is due for the customer on `day` by its settings. */
export function dueOn(s: NotificationSettingsView, day: string) {
  return {
    reminder: isReminderDay(s.reminderFrequency, day),
    alert: s.dueDateAlert ? dueDatesAnnouncedOn(s.dueDateAlert, day) : null,
    report:
      s.ledgerNotification !== "never" && isLedgerReportDay(s.ledgerNotification, day) ? s.ledgerNotification : null,
  };
}

/** A notification's content in one language: its subject and paragraphs, and the page its button opens. */
type Content = (lang: Language) => { subject: string; paragraphs: string[]; button: { label: string; path: string } };

const money = (ore: number) => formatNok(ore);

/** The reminder: what waits for the customer; null when nothing does. */
async function reminderContent(customerId: string, customer: string, day: string): Promise<Content | null> {
  const [{ items, more }, cases, payments, creditNotes] = await Promise.all([
    overdueItemsNotInCase(customerId, day, MAX_REMINDER_ITEMS),
    readCounters(customerId, [CASE_COUNTERS.status("ready")]),
    counters(customerId, "list#payments:unmatched"),
    counters(customerId, "list#creditNotes:unmatched"),
  ]);
  const ready = cases[CASE_COUNTERS.status("ready")]!.count;
  if (items.length + ready + payments.count + creditNotes.count === 0) return null;
  const overdueOre = items.reduce((s, v) => s + v.balanceOre, 0);
  return (lang) => ({
    subject: t(lang, "notifications.reminderSubject", { customer }),
    paragraphs: [
      t(lang, "notifications.reminderIntro", { customer, date: showDate(day) }),
      [
        ...(items.length
          ? [
              t(lang, more ? "notifications.reminderOverdueMore" : "notifications.reminderOverdue", {
                count: items.length,
                amount: money(overdueOre),
              }),
            ]
          : []),
        ...(ready ? [t(lang, "notifications.reminderReady", { count: ready })] : []),
        ...(payments.count
          ? [t(lang, "notifications.reminderPayments", { count: payments.count, amount: money(payments.amountOre) })]
          : []),
        ...(creditNotes.count
          ? [
              t(lang, "notifications.reminderCreditNotes", {
                count: creditNotes.count,
                amount: money(creditNotes.amountOre),
              }),
            ]
          : []),
      ].join("\n"),
    ],
    button: { label: t(lang, "notifications.open"), path: "/customer/dashboard" },
  });
}

/** The due-date alert: the open items due in `range`; null when there are none. */
async function alertContent(
  customerId: string,
  customer: string,
  range: { from: string; to: string },
): Promise<Content | null> {
  const { data, cursor } = await db()
    .entities.voucher.query.openItems({ customerId })
    .between({ dueDate: range.from }, { dueDate: `${range.to}~` })
    .go({
      limit: ALERT_LINES,
      attributes: ["voucherId", "number", "debtorName", "balanceOre", "dueDate"],
    });
  if (data.length === 0) return null;
  const total = cursor ? (await counters(customerId, "open#", { from: range.from, to: range.to })).count : data.length;
  const date = range.from === range.to ? showDate(range.from) : `${showDate(range.from)}–${showDate(range.to)}`;
  return (lang) => ({
    subject: t(lang, total === 1 ? "notifications.alertSubjectOne" : "notifications.alertSubject", {
      count: total,
      date,
    }),
    paragraphs: [
      t(lang, "notifications.alertIntro", { customer, date }),
      [
        ...data.map((v) =>
          t(lang, "notifications.alertLine", {
            number: v.number ?? "–",
            debtor: v.debtorName,
            amount: money(v.balanceOre),
            dueDate: showDate(v.dueDate),
          }),
        ),
        ...(total > data.length ? [t(lang, "notifications.alertMore", { count: total - data.length })] : []),
      ].join("\n"),
    ],
    button: { label: t(lang, "notifications.ledgerLink"), path: "/customer/ledger" },
  });
}

/** The ledger report: the open items now and the payments of the period before `day` (always sent when due). */
async function reportContent(
  customerId: string,
  customer: string,
  day: string,
  frequency: NonNullable<ReturnType<typeof dueOn>["report"]>,
): Promise<Content> {
  const from = reportPeriodStart(frequency, day);
  const to = addDays(day, -1);
  const [open, received, unmatched] = await Promise.all([
    counterItems(customerId, "open#"),
    counters(customerId, "paid#", { from, to }),
    counters(customerId, "list#payments:unmatched"),
  ]);
  const sum = (rows: [string, { count: number; amountOre: number }][]) =>
    rows.reduce((s, [, f]) => ({ count: s.count + f.count, amountOre: s.amountOre + f.amountOre }), {
      count: 0,
      amountOre: 0,
    });
  const all = sum(open);
  const overdue = sum(open.filter(([due]) => due < day));
  const over90 = sum(open.filter(([due]) => due < addDays(day, -90)));
  const f = (x: { count: number; amountOre: number }) => ({ count: x.count, amount: money(x.amountOre) });
  return (lang) => ({
    subject: t(lang, "notifications.reportSubject", { customer, from: showDate(from), to: showDate(to) }),
    paragraphs: [
      t(lang, "notifications.reportIntro", { customer, date: showDate(day) }),
      [
        t(lang, "notifications.reportOpen", f(all)),
        t(lang, "notifications.reportOverdue", f(overdue)),
        t(lang, "notifications.reportOver90", f(over90)),
        t(lang, "notifications.reportReceived", { ...f(received), from: showDate(from), to: showDate(to) }),
        ...(unmatched.count ? [t(lang, "notifications.reportUnmatched", f(unmatched))] : []),
      ].join("\n"),
    ],
    button: { label: t(lang, "notifications.ledgerLink"), path: "/customer/ledger" },
  });
}

/** The key of one notification mail: its kind, customer, day and recipient (hashed: a key is short, no address). */
export const notificationKey = (kind: NotificationKind, customerId: string, day: string, email: string) =>
  `notify#${kind}#${customerId}#${day}#${createHash("sha256").update(email).digest("hex").slice(0, 24)}`;

/**
 * One customer's notifications of `day` (the job `notifications.customer`): the kinds sent, and to how many.
 * Read again when the job runs: a customer deleted, or settings changed since the schedule fired, count as they are.
 */
export async function notifyCustomer(
  customerId: string,
  day: string,
): Promise<{ kinds: NotificationKind[]; recipients: number }> {
  const account = await readCustomerAccount(customerId);
  if (!account.customer || account.customer.deletedAt) return { kinds: [], recipients: 0 };
  const settings = notificationSettingsView(account.notificationSetting);
  const due = dueOn(settings, day);
  if (!due.reminder && !due.alert && !due.report) return { kinds: [], recipients: 0 };
  const customer = account.customer.name;
  const [reminder, alert, report] = await Promise.all([
    due.reminder ? reminderContent(customerId, customer, day) : null,
    due.alert ? alertContent(customerId, customer, due.alert) : null,
    due.report ? reportContent(customerId, customer, day, due.report) : null,
  ]);
  const toSend = (
    [
      ["reminder", reminder],
      ["alert", alert],
      ["report", report],
    ] as const
  ).filter((x): x is readonly [NotificationKind, Content] => x[1] !== null);
  if (toSend.length === 0) return { kinds: [], recipients: 0 };
  const recipients = await recipientsOf(customerId, {
    recipients: settings.recipients,
    updatedBy: account.notificationSetting?.updatedBy,
  });
  const [{ enqueue }, { sendMailJob }] = await Promise.all([import("../jobs/queue"), import("../mail/mail.jobs")]);
  const webUrl = config().webUrl;
  for (const [kind, content] of toSend)
    for (const r of recipients) {
      const c = content(r.lang);
      const mail: Mail = paragraphsMail({
        lang: r.lang,
        to: r.email,
        subject: c.subject,
        paragraphs: [
          r.name ? t(r.lang, "mail.greeting", { name: r.name }) : t(r.lang, "notifications.greeting"),
          ...c.paragraphs,
        ],
        button: { label: c.button.label, url: `${webUrl}${c.button.path}` },
        footer: `${t(r.lang, "notifications.footer", { customer })}\n${t(r.lang, "notifications.settingsLink")}: ${webUrl}/customer/settings/notification-settings`,
      });
      await enqueue(sendMailJob, mail, { key: notificationKey(kind, customerId, day, r.email), customerId });
    }
  return { kinds: toSend.map(([k]) => k), recipients: recipients.length };
}
