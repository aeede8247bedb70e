import { NotificationSettings, NotificationSettingsInput } from "@innfri/core/notifications/notifications.schema";
import { getNotificationSettings, saveNotificationSettings } from "@innfri/core/notifications/settings";
import { jsonBody, router } from "../lib/openapi";
import { secured } from "../lib/route";
import { responses } from "../lib/schemas";

const tags = ["Notifications"];

/**
 * /notification-settings: the customer's notifications (SPEC 5 and 9, issue 20; docs/notifications.md), read and
 * saved by a user with access_notification_setting (owner and accountant hold it).
 */
export const notificationSettings = router()
  .openapi(
    secured({
      role: "customer:accessNotificationSetting",
      customer: "session",
      method: "get",
      path: "/",
      tags,
      summary: "The notification settings, with the defaults while never saved",
      responses: responses(NotificationSettings),
    }),
    async (c) => c.json(await getNotificationSettings(c.get("customerId")), 200),
  )
  .openapi(
    secured({
      role: "customer:accessNotificationSetting",
      customer: "session",
      method: "put",
      path: "/",
      tags,
      summary:
        "Save the notification settings: reminderFrequency, dueDateAlert (or null), ledgerNotification, recipients (up to 10 addresses separated by comma or semicolon; empty: the owners)",
      request: { body: jsonBody(NotificationSettingsInput) },
      responses: responses(NotificationSettings),
    }),
    async (c) =>
      c.json(await saveNotificationSettings(c.get("customerId"), c.req.valid("json"), c.get("actor").userId), 200),
  );
