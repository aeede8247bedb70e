// The customer's reminder processes as GET /v1/reminder-processes answers them, for the tests of the pages that offer
// or name one (the new-case wizard, the ledger's bulk start, the case page).
import type { ReminderProcessView } from "@innfri/core/accounting/reminder-process.schema";
import { STANDARD_ACCOUNTS } from "@innfri/core/accounting/standard-accounts";
import { jsonResponse } from "./utils";

export const reminderProcess = (id: string, name: string, isDefault: boolean): ReminderProcessView => ({
  id,
  name,
  isDefault,
  accounts: {},
  rule: STANDARD_ACCOUNTS,
  templates: {},
  updatedAt: 1,
});

/** The list's answer: these processes and the standard chart. */
export const reminderProcessesAnswer = (data: ReminderProcessView[]) => () =>
  jsonResponse(200, { data, total: data.length, standard: STANDARD_ACCOUNTS });
