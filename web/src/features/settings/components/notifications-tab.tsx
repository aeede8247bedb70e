import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import {
  DUE_DATE_ALERTS,
  LEDGER_NOTIFICATIONS,
  MAX_RECIPIENTS,
  NotificationSettingsInput,
  REMINDER_FREQUENCIES,
  type NotificationSettingsView,
} from "@innfri/core/notifications/notifications.schema";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { SelectField } from "@/components/ui/select-field";
import { Spinner } from "@/components/ui/spinner";
import { FormError, TextField } from "@/components/ui/text-field";
import { useCurrentUser } from "@/lib/current-user";
import { notificationSettingsKey, notificationSettingsQuery, saveNotificationSettings } from "../api/notifications";

/** The select's value for "no due-date alert" (the API's null). */
const NONE = "none";

interface Values {
  reminderFrequency: NotificationSettingsView["reminderFrequency"];
  dueDateAlert: string;
  ledgerNotification: NotificationSettingsView["ledgerNotification"];
  recipients: string;
}

const valuesOf = (s: NotificationSettingsView): Values => ({
  reminderFrequency: s.reminderFrequency,
  dueDateAlert: s.dueDateAlert ?? NONE,
  ledgerNotification: s.ledgerNotification,
  recipients: s.recipients.join("; "),
});

/** The form's values as the API takes them ("none" → null). */
const inputOf = (v: Values): NotificationSettingsInput => ({
  ...v,
  dueDateAlert: v.dueDateAlert === NONE ? null : (v.dueDateAlert as NotificationSettingsInput["dueDateAlert"]),
});

/**
 * /customer/settings/notification-settings (SPEC 2 settings tab, guarded by access_notification_setting; issue 20,
 * docs/notifications.md): how often the customer is reminded of what waits, how long before a due date invoices are
 * announced, how often the ledger report comes, and to whom (several addresses separated by comma or semicolon).
 */
export function NotificationsTab() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const customerId = user?.customer?.id ?? "";
  const settings = useQuery({ ...notificationSettingsQuery(customerId), enabled: !!customerId });
  if (!settings.data) return <Spinner label={t("app.loading")} />;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("settings.notifications.heading")}</CardTitle>
        <CardDescription>{t("settings.notifications.text")}</CardDescription>
      </CardHeader>
      <CardContent>
        <NotificationsForm customerId={customerId} saved={settings.data} />
      </CardContent>
    </Card>
  );
}

function NotificationsForm({ customerId, saved }: { customerId: string; saved: NotificationSettingsView }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<Values>({
    // the API's own schema (its messages are the server's keys), on the values as the API takes them
    resolver: (values, context, options) =>
      zodResolver(NotificationSettingsInput)(inputOf(values) as never, context, options as never) as never,
    defaultValues: valuesOf(saved),
  });
  const mutation = useMutation({
    mutationFn: saveNotificationSettings,
    meta: { setError: form.setError },
    onSuccess: (data) => queryClient.setQueryData(notificationSettingsKey(customerId), data),
  });
  const onSubmit = form.handleSubmit(async () => {
    try {
      const next = await mutation.mutateAsync(inputOf(form.getValues()));
      form.reset(valuesOf(next));
      toast.success(t("common.saved"), { id: "notification-settings" });
    } catch {
      // on the form
    }
  });
  const { errors, isSubmitting } = form.formState;
  // the three choices, each a select with its hint below (the hint describes the select)
  const selects = [
    ["reminderFrequency", REMINDER_FREQUENCIES],
    ["dueDateAlert", [NONE, ...DUE_DATE_ALERTS]],
    ["ledgerNotification", LEDGER_NOTIFICATIONS],
  ] as const;
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="grid max-w-lg gap-4"
      aria-label={t("settings.notifications.heading")}
    >
      <FormError message={errors.root?.server?.message} />
      {selects.map(([key, values]) => (
        <div key={key} className="grid gap-2">
          <SelectField
            label={t(`settings.notifications.${key}`)}
            options={values.map((o) => ({ value: o, label: t(`settings.notifications.${key}Options.${o}` as never) }))}
            error={errors[key]?.message}
            aria-describedby={`${key}-hint`}
            {...form.register(key)}
          />
          <p id={`${key}-hint`} className="text-sm text-neutral-700">
            {t(`settings.notifications.${key}Hint`)}
          </p>
        </div>
      ))}
      <TextField
        label={t("settings.notifications.recipients")}
        description={t("settings.notifications.recipientsHint", { max: MAX_RECIPIENTS })}
        type="text"
        inputMode="email"
        autoComplete="off"
        error={errors.recipients?.message}
        {...form.register("recipients")}
      />
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <Spinner /> : null}
          {t("common.save")}
        </Button>
      </div>
    </form>
  );
}
