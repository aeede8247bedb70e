// The calls of the reminder processes (SPEC 3; docs/reminder-processes.md): /v1/reminder-processes, and the
// connected system's account numbers the form offers (/v1/integration-settings/{id}/account-numbers).
import { queryOptions } from "@tanstack/react-query";
import type {
  ProcessTemplateChoice,
  ReminderProcessInput,
  ReminderProcessView,
} from "@innfri/core/accounting/reminder-process.schema";
import type { AccountingSystemId } from "@/lib/accounting";
import { api } from "@/lib/api-client";
import { reminderProcessesKey } from "@/lib/reminder-processes";

const base = "/reminder-processes";

// the list is read by the new-case wizard too (features/cases), so it lives in lib
export { reminderProcessesKey, reminderProcessesQuery } from "@/lib/reminder-processes";

export function processTemplatesQuery(customerId: string) {
  return queryOptions({
    queryKey: [...reminderProcessesKey(customerId), "templates"],
    queryFn: ({ signal }) =>
      api.get<{ data: ProcessTemplateChoice[] }>(`${base}/templates`, { signal }).then((r) => r.data),
    staleTime: 10 * 60_000,
  });
}

/** The connected system's accounts (a system that does not answer: the form takes typed numbers). */
export function accountNumbersQuery(customerId: string, system: AccountingSystemId) {
  return queryOptions({
    queryKey: [...reminderProcessesKey(customerId), "account-numbers", system],
    queryFn: ({ signal }) =>
      api
        .get<{ data: { number: string; name: string }[] }>(`/integration-settings/${system}/account-numbers`, {
          signal,
        })
        .then((r) => r.data),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

export const createProcess = (body: ReminderProcessInput) => api.post<ReminderProcessView>(base, body);
export const updateProcess = (id: string, body: ReminderProcessInput) =>
  api.put<ReminderProcessView>(`${base}/${encodeURIComponent(id)}`, body);
export const removeProcess = (id: string) => api.delete<{ message: string }>(`${base}/${encodeURIComponent(id)}`);
