// The notification settings tab's calls (GET/PUT /notification-settings, issue 20).
import { queryOptions } from "@tanstack/react-query";
import type {
  NotificationSettingsInput,
  NotificationSettingsView,
} from "@innfri/core/notifications/notifications.schema";
import { api } from "@/lib/api-client";

export const notificationSettingsKey = (customerId: string) => ["customer", customerId, "notification-settings"];

export function notificationSettingsQuery(customerId: string) {
  return queryOptions({
    queryKey: notificationSettingsKey(customerId),
    queryFn: ({ signal }) => api.get<NotificationSettingsView>("/notification-settings", { signal }),
  });
}

export const saveNotificationSettings = (settings: NotificationSettingsInput) =>
  api.put<NotificationSettingsView>("/notification-settings", settings);
