import { Entity } from "electrodb";
import { registerEntities } from "../dynamo/db";
import { Clock } from "../clock";
import { customerAccountKey, SERVICE } from "../dynamo/keys";
import { DUE_DATE_ALERTS, LEDGER_NOTIFICATIONS, REMINDER_FREQUENCIES } from "./notifications.schema";

/**
 * The customer's notification settings (SPEC 9, issue 20): reminder frequency, due-date alert (absent: none),
 * ledger report, recipients (absent or empty: the customer's owners) and who saved them. An item of the customer's
 * collection "customerAccount" (dynamo/keys.ts `customerAccountKey`), written by notifications/settings.ts alone.
 * Stored under its first name, "ledger-setting" (the ledger kept these before notifications were sent), so settings
 * saved before stay as they were.
 */
export const NotificationSettingEntity = new Entity({
  model: { entity: "ledger-setting", version: "1", service: SERVICE },
  attributes: {
    customerId: { type: "string", required: true },
    reminderFrequency: { type: REMINDER_FREQUENCIES, required: true },
    dueDateAlert: { type: DUE_DATE_ALERTS },
    ledgerNotification: { type: LEDGER_NOTIFICATIONS, required: true },
    recipients: { type: "list", items: { type: "string" } },
    /** The user who last saved them: the language of a recipient who is no user of the customer. */
    updatedBy: { type: "string" },
    updatedAt: { type: "number", watch: "*", required: true, default: () => Clock.nowMs(), set: () => Clock.nowMs() },
  },
  indexes: { byCustomer: customerAccountKey() },
});

export const notificationSettingEntities = { notificationSetting: NotificationSettingEntity };

registerEntities(notificationSettingEntities);
