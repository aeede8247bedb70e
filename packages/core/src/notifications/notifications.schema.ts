import "../i18n/notifications"; // registers the texts of the keys named here
import { z } from "zod";
import { isValidEmail } from "../util/validation";

/**
 * The customer's notification settings (SPEC 5 and 9, issue 20; docs/notifications.md): how often the reminder of
 * what waits for the customer goes out (daily … never), how long before an invoice's due date it is announced (or
 * not at all), how often the ledger report goes out, and to whom.
 */
export const REMINDER_FREQUENCIES = ["day", "week", "2weeks", "month", "3months", "6months", "never"] as const;
export type ReminderFrequency = (typeof REMINDER_FREQUENCIES)[number];
export const DUE_DATE_ALERTS = ["3days", "1week", "2weeks", "1month", "2months"] as const;
export type DueDateAlert = (typeof DUE_DATE_ALERTS)[number];
export const LEDGER_NOTIFICATIONS = ["weekly-monday", "monthly", "quarterly", "never"] as const;
export type LedgerNotification = (typeof LEDGER_NOTIFICATIONS)[number];

/** Most recipients of a customer's notifications. */
export const MAX_RECIPIENTS = 10;
/** Longest recipients text accepted (ten addresses of 254 characters and their separators). */
export const MAX_RECIPIENTS_TEXT = 2_600;

/** The addresses of a recipients text, separated by comma or semicolon (SPEC 5), blanks dropped. */
export const splitRecipients = (text: string): string[] =>
  text
    .split(/[,;]/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);

/**
 * Several e-mail addresses separated by comma or semicolon (SPEC 5 «Multiple recipient emails are separated by
 * comma or semicolon»), each a valid address, at most MAX_RECIPIENTS; the same address twice counts once. Empty:
 * none (the notifications go to the customer's owners). Parsed to the addresses, lower case.
 */
export const recipients = () =>
  z
    .string({ error: "validation.required" })
    .max(MAX_RECIPIENTS_TEXT, { error: "validation.tooLong" })
    .superRefine((text, ctx) => {
      const list = splitRecipients(text);
      if (list.some((a) => a.length > 254 || !isValidEmail(a)))
        ctx.addIssue({ code: "custom", message: "validation.recipientEmail" });
      else if (new Set(list.map((a) => a.toLowerCase())).size > MAX_RECIPIENTS)
        ctx.addIssue({ code: "custom", message: "validation.tooManyRecipients" });
    })
    .transform((text) => [...new Set(splitRecipients(text).map((a) => a.toLowerCase()))]);

export const NotificationSettingsInput = z.object({
  reminderFrequency: z.enum(REMINDER_FREQUENCIES, { error: "validation.oneOf" }),
  dueDateAlert: z.enum(DUE_DATE_ALERTS, { error: "validation.oneOf" }).nullable(),
  ledgerNotification: z.enum(LEDGER_NOTIFICATIONS, { error: "validation.oneOf" }),
  recipients: recipients(),
});
export type NotificationSettingsInput = z.input<typeof NotificationSettingsInput>;
export type NotificationSettingsData = z.output<typeof NotificationSettingsInput>;

/** What a customer that never saved its settings has: a monthly reminder, no alerts, no ledger report, to its owners. */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettingsData = {
  reminderFrequency: "month",
  dueDateAlert: null,
  ledgerNotification: "never",
  recipients: [],
};

export const NotificationSettings = z
  .object({
    reminderFrequency: z.enum(REMINDER_FREQUENCIES),
    dueDateAlert: z.enum(DUE_DATE_ALERTS).nullable(),
    ledgerNotification: z.enum(LEDGER_NOTIFICATIONS),
    recipients: z.array(z.string()).meta({ description: "The addresses; empty: the customer's owners" }),
  })
  .meta({ id: "NotificationSettings" });
export type NotificationSettingsView = z.infer<typeof NotificationSettings>;
