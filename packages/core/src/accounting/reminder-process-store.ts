import "./entities"; // registers the entities named here
import "../i18n/reminder-processes"; // registers the texts of the keys named here
import { db } from "../dynamo/db";
import { AppError } from "../util/error";
import { sharedRead } from "../util/shared-reads";
import type { StoredProcess } from "./entities";
import { ruleOf, type ChosenAccounts, type ReminderProcessView } from "./reminder-process.schema";

/**
 * The reads of a customer's reminder processes (docs/reminder-processes.md), light enough for every function that
 * makes a letter or posts to a system: the list, one process, the process a case follows and the accounts the
 * customer chose. The commands (which check against the connected system) are reminder-processes.ts.
 */

export type Item = { processes: StoredProcess[]; defaultId?: string; version: number };

export async function readItem(customerId: string, consistent = false): Promise<Item | null> {
  const { data } = await db().entities.reminderProcesses.get({ customerId }).go({ consistent });
  return data ? { processes: data.processes, defaultId: data.defaultId, version: data.version } : null;
}

export const viewOf = (p: StoredProcess, defaultId: string | undefined): ReminderProcessView => ({
  id: p.id,
  name: p.name,
  isDefault: p.id === defaultId,
  accounts: p.accounts,
  rule: ruleOf(p.accounts),
  templates: p.templates as Record<string, string>,
  updatedAt: p.updatedAt,
});

const byName = (a: StoredProcess, b: StoredProcess) => a.name.localeCompare(b.name, "nb");

/** GET /reminder-processes: every process of the customer (at most 20), by name; `total` their number. */
export async function listReminderProcesses(
  customerId: string,
): Promise<{ data: ReminderProcessView[]; total: number }> {
  const item = await readItem(customerId);
  const data = [...(item?.processes ?? [])].sort(byName).map((p) => viewOf(p, item?.defaultId));
  return { data, total: data.length };
}

export async function getReminderProcess(customerId: string, id: string): Promise<ReminderProcessView> {
  const item = await readItem(customerId);
  const p = item?.processes.find((x) => x.id === id);
  if (!p) throw new AppError("NOT_FOUND", "reminderProcesses.notFound");
  return viewOf(p, item!.defaultId);
}

/**
 * The process a case follows: the one it was started with while that exists, else the customer's default; null
 * when the customer has none (the steps' own templates and the standard chart then apply).
 */
export async function reminderProcessOf(customerId: string, id?: string | null): Promise<StoredProcess | null> {
  const item = await sharedRead(`reminder-processes:${customerId}`, () => readItem(customerId));
  if (!item) return null;
  return (
    (id ? item.processes.find((p) => p.id === id) : undefined) ??
    item.processes.find((p) => p.id === item.defaultId) ??
    null
  );
}

/** Whether the customer has a process of this id (a case started with it names it). */
export async function hasReminderProcess(customerId: string, id: string): Promise<boolean> {
  return !!(await readItem(customerId))?.processes.some((p) => p.id === id);
}

/** The accounts the customer chose in its default process (empty: none chosen; the systems' own defaults apply). */
export async function chosenAccounts(customerId: string): Promise<ChosenAccounts> {
  return (await reminderProcessOf(customerId))?.accounts ?? {};
}
