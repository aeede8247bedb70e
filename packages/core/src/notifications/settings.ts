import "./settings.entity"; // registers the entities named here
import { readCustomerAccount } from "../accounts/customer-settings";
import { db } from "../dynamo/db";
import { AppError } from "../util/error";
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  type NotificationSettingsData,
  type NotificationSettingsView,
} from "./notifications.schema";

type Stored = NonNullable<Awaited<ReturnType<typeof readCustomerAccount>>["notificationSetting"]>;

/** The settings as the API shows them: the defaults while never saved. */
export const notificationSettingsView = (s: Stored | null): NotificationSettingsView => ({
  reminderFrequency: s?.reminderFrequency ?? DEFAULT_NOTIFICATION_SETTINGS.reminderFrequency,
  dueDateAlert: s?.dueDateAlert ?? null,
  ledgerNotification: s?.ledgerNotification ?? DEFAULT_NOTIFICATION_SETTINGS.ledgerNotification,
  recipients: s?.recipients ?? [],
});

/** The customer (404 when missing or deleted) and its settings: one query. */
async function account(customerId: string) {
  const a = await readCustomerAccount(customerId);
  if (!a.customer || a.customer.deletedAt) throw new AppError("NOT_FOUND", "errors.notFound");
  return a;
}

export async function getNotificationSettings(customerId: string): Promise<NotificationSettingsView> {
  return notificationSettingsView((await account(customerId)).notificationSetting);
}

/** Replaces the settings whole (a due-date alert set to none is no longer stored); the same save twice is one. */
export async function saveNotificationSettings(
  customerId: string,
  input: NotificationSettingsData,
  userId: string,
): Promise<NotificationSettingsView> {
  await account(customerId);
  await db()
    .entities.notificationSetting.put({
      customerId,
      reminderFrequency: input.reminderFrequency,
      ledgerNotification: input.ledgerNotification,
      recipients: input.recipients,
      updatedBy: userId,
      ...(input.dueDateAlert ? { dueDateAlert: input.dueDateAlert } : {}),
    })
    .go();
  return getNotificationSettings(customerId);
}
