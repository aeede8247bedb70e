import "./entities"; // registers the entities named here
import "../letters/entities"; // registers the entities named here
import "../i18n/reminder-processes"; // registers the texts of the keys named here
import { ulid } from "ulid";
import { Clock } from "../clock";
import { db } from "../dynamo/db";
import { isConditionFailure } from "../dynamo/errors";
import type { MessageKey } from "../i18n/messages";
import { documentTemplates } from "../letters/templates";
import { STEP_KINDS } from "../law/vocabulary";
import { AppError } from "../util/error";
import { log } from "../util/log";
import { getConnection, withConnection } from "./connections";
import type { StoredProcess } from "./entities";
import { readItem, viewOf, type Item } from "./reminder-process-store";
import {
  ACCOUNT_FIELDS,
  mainAccount,
  MAX_REMINDER_PROCESSES,
  type ProcessTemplateChoice,
  type ReminderProcessData,
  type ReminderProcessView,
} from "./reminder-process.schema";
import { systemOf } from "./systems";

/**
 * The commands of a customer's reminder processes (SPEC 3; docs/reminder-processes.md): create, update (whole) and
 * remove, checked against the connected system's accounts and the letter templates; and the templates a process may
 * choose. All of a customer's processes are one item (accounting/entities.ts `ReminderProcessesEntity`), written
 * whole on its version. The reads: reminder-process-store.ts.
 */

/** GET /reminder-processes/templates: the letter templates (by template name) a process may choose per step kind. */
export async function processTemplateChoices(): Promise<ProcessTemplateChoice[]> {
  const { data } = await documentTemplates.list({
    page: 1,
    rowsPerPage: 100,
    sort: { field: "name", desc: false },
    filters: { language: "no" },
  });
  // in the ladder's order (a reminder before a notice before a demand ...), by name within a kind
  const rung = (kind: string) => STEP_KINDS.indexOf(kind as (typeof STEP_KINDS)[number]);
  return data
    .flatMap((d) =>
      d.stepKind === "down-payment-plan" ? [] : [{ template: d.template, name: d.name, stepKind: d.stepKind }],
    )
    .sort((a, b) => rung(a.stepKind) - rung(b.stepKind));
}

type Errors = { fields: Record<string, MessageKey[]>; params: Record<string, Record<string, string>> };
const refuse = (e: Errors, field: string, key: MessageKey, params?: Record<string, string>) => {
  (e.fields[field] ??= []).push(key);
  if (params) e.params[field] = params;
};

/**
 * The system's accounts, when a system is connected and answers; null otherwise (the accounts are then only checked
 * for their form: a system that does not answer does not stop a customer from saving its routine).
 */
async function systemAccounts(customerId: string): Promise<{ system: string; numbers: Set<string> } | null> {
  const c = await getConnection(customerId);
  if (!c || c.status !== "connected") return null;
  try {
    const rows = await withConnection(customerId, (p, conn) => p.accountNumbers(conn));
    return { system: systemOf(c.system)?.name ?? c.system, numbers: new Set(rows.map((r) => r.number)) };
  } catch (err) {
    log.info("reminderProcesses.accountsUnread", { customerId, error: String(err) });
    return null;
  }
}

/**
 * The checks that need the table or the system: a chosen account must be one of the connected system's accounts
 * where its list covers that part of the chart (Fiken lists only its bank accounts, 1900–1999: the others cannot be
 * checked against it), and a chosen template must be a letter template of that step kind.
 */
async function checkReferences(customerId: string, input: ReminderProcessData, e: Errors): Promise<void> {
  const chosen = ACCOUNT_FIELDS.filter((f) => input.accounts[f]);
  const kinds = Object.entries(input.templates) as [string, string][];
  const [system, templates] = await Promise.all([
    chosen.length ? systemAccounts(customerId) : null,
    Promise.all(kinds.map(([, t]) => documentTemplates.get(`${t}-no`).catch(() => null))),
  ]);
  if (system && system.numbers.size) {
    const mains = [...system.numbers].map(mainAccount).filter((n) => Number.isFinite(n));
    const [low, high] = [Math.min(...mains), Math.max(...mains)];
    for (const f of chosen) {
      const a = input.accounts[f]!;
      const main = mainAccount(a);
      if (main >= low && main <= high && !system.numbers.has(a))
        refuse(e, `accounts.${f}`, "reminderProcesses.notInSystem", { account: a, system: system.system });
    }
  }
  kinds.forEach(([kind], i) => {
    if (templates[i]?.stepKind !== kind) refuse(e, `templates.${kind}`, "reminderProcesses.unknownTemplate");
  });
}

const nameKey = (name: string) => name.trim().toLocaleLowerCase("nb");

/** A save that lost a race to another (the item's version moved): planned again on what is stored now. */
class LostRace extends Error {}

/**
 * A save read, checked and written again while it loses races (two users adding a process at once both land, each
 * checked against the other's), a bounded number of times; then a 409.
 */
async function saving<T>(step: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await step();
    } catch (err) {
      if (!(err instanceof LostRace)) throw err;
      if (attempt >= 5) throw new AppError("CONFLICT", "errors.conflict");
    }
  }
}

/** Writes the item whole on its version (or on its absence); a lost race is `LostRace` (`saving` plans again). */
async function write(customerId: string, prior: Item | null, next: Omit<Item, "version">): Promise<void> {
  const put = db().entities.reminderProcesses.put({
    customerId,
    processes: next.processes,
    ...(next.defaultId ? { defaultId: next.defaultId } : {}),
    version: (prior?.version ?? 0) + 1,
  });
  try {
    if (prior) await put.where((a, { eq }) => eq(a.version, prior.version)).go();
    else await put.where((a, { notExists }) => notExists(a.customerId)).go();
  } catch (err) {
    if (isConditionFailure(err)) throw new LostRace();
    throw err;
  }
}

/** Every check of a save: bounds and uniqueness on the item read, then the references; one 422 with every field. */
async function checked(customerId: string, item: Item | null, input: ReminderProcessData, id: string | null) {
  const e: Errors = { fields: {}, params: {} };
  const others = (item?.processes ?? []).filter((p) => p.id !== id);
  if (!id && others.length >= MAX_REMINDER_PROCESSES)
    refuse(e, "name", "reminderProcesses.tooMany", { max: String(MAX_REMINDER_PROCESSES) });
  if (others.some((p) => nameKey(p.name) === nameKey(input.name))) refuse(e, "name", "reminderProcesses.nameTaken");
  if (id && input.isDefault === false && item?.defaultId === id) refuse(e, "isDefault", "reminderProcesses.oneDefault");
  await checkReferences(customerId, input, e);
  if (Object.keys(e.fields).length) throw new AppError("VALIDATION", "validation.invalid", {}, e.fields, e.params);
}

export async function createReminderProcess(
  customerId: string,
  input: ReminderProcessData,
): Promise<ReminderProcessView> {
  return saving(async () => {
    const item = await readItem(customerId, true);
    await checked(customerId, item, input, null);
    const now = Clock.nowMs();
    const p: StoredProcess = {
      id: ulid(),
      name: input.name,
      accounts: input.accounts,
      templates: input.templates,
      createdAt: now,
      updatedAt: now,
    };
    // the first process is the default whatever was asked: a customer with processes always has one
    const defaultId = input.isDefault || !item?.defaultId ? p.id : item.defaultId;
    await write(customerId, item, { processes: [...(item?.processes ?? []), p], defaultId });
    return viewOf(p, defaultId);
  });
}

/** PUT /reminder-processes/{id}: name, accounts and templates replaced; `isDefault: true` makes it the default. */
export async function updateReminderProcess(
  customerId: string,
  id: string,
  input: ReminderProcessData,
): Promise<ReminderProcessView> {
  return saving(async () => {
    const item = await readItem(customerId, true);
    const before = item?.processes.find((p) => p.id === id);
    if (!item || !before) throw new AppError("NOT_FOUND", "reminderProcesses.notFound");
    await checked(customerId, item, input, id);
    const p: StoredProcess = {
      ...before,
      name: input.name,
      accounts: input.accounts,
      templates: input.templates,
      updatedAt: Clock.nowMs(),
    };
    const defaultId = input.isDefault ? id : item.defaultId;
    await write(customerId, item, { processes: item.processes.map((x) => (x.id === id ? p : x)), defaultId });
    return viewOf(p, defaultId);
  });
}

/**
 * DELETE /reminder-processes/{id}. The default goes only as the last one (make another the default first); cases
 * started with a removed process follow the default from then on.
 */
export async function removeReminderProcess(customerId: string, id: string): Promise<void> {
  return saving(async () => {
    const item = await readItem(customerId, true);
    if (!item?.processes.some((p) => p.id === id)) throw new AppError("NOT_FOUND", "reminderProcesses.notFound");
    const rest = item.processes.filter((p) => p.id !== id);
    if (item.defaultId === id && rest.length) throw new AppError("CONFLICT", "reminderProcesses.defaultInUse");
    await write(customerId, item, { processes: rest, defaultId: rest.length ? item.defaultId : undefined });
  });
}
