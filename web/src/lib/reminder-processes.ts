// The customer's reminder processes as the web reads them (SPEC 3; docs/reminder-processes.md): the settings tab
// edits them (features/accounting) and the new-case wizard lets a case follow one (features/cases). Shared here,
// since a feature may not import another.
import { queryOptions } from "@tanstack/react-query";
import type { ReminderProcessView } from "@innfri/core/accounting/reminder-process.schema";
import type { AccountRule } from "@innfri/core/accounting/standard-accounts";
import { api } from "./api-client";

export const reminderProcessesKey = (customerId: string) => ["reminder-processes", customerId] as const;

/** GET /reminder-processes: the processes by name (at most 20) and NS 4102's standard accounts. */
export function reminderProcessesQuery(customerId: string) {
  return queryOptions({
    queryKey: reminderProcessesKey(customerId),
    queryFn: ({ signal }) =>
      api.get<{ data: ReminderProcessView[]; total: number; standard: AccountRule }>("/reminder-processes", {
        signal,
      }),
  });
}
