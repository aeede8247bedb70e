import "../i18n/reminder-processes"; // registers the texts of the keys named here
import { z } from "zod";
import { STEP_KINDS, type StepKind } from "../law/vocabulary";
import { required } from "../util/validation";
import { STANDARD_ACCOUNTS, type AccountRule } from "./standard-accounts";

/**
 * A customer's reminder processes (SPEC 3 "Reminder process: name, income account rule, document templates";
 * docs/reminder-processes.md): the creditor's own routine («purrerutine»), named, with the accounts of its chart
 * that collection's postings use and the letter template each step kind sends. Pure: the web's form imports it.
 */

/** Most processes a customer keeps, and the longest name. */
export const MAX_REMINDER_PROCESSES = 20;
export const REMINDER_PROCESS_NAME_MAX = 80;

/** The accounts of the rule, in the order the form shows them (account-rule.ts `AccountRule`). */
export const ACCOUNT_FIELDS = [
  "bank",
  "receivables",
  "loss",
  "feeIncome",
  "interestIncome",
] as const satisfies readonly (keyof AccountRule)[];
export type AccountField = (typeof ACCOUNT_FIELDS)[number];

/**
 * An account of the chart: four digits in NS 4102's range (1000–8999), optionally with a system's sub-account after
 * a colon (Fiken's bank accounts read `1920:10001`). Empty: the standard chart's (STANDARD_ACCOUNTS).
 */
export const ACCOUNT_PATTERN = /^[1-8]\d{3}(:\d{1,10})?$/;
/** The four-digit main account of an account ("1920:10001" → 1920). */
export const mainAccount = (account: string): number => Number(account.slice(0, 4));

const account = () =>
  z.preprocess(
    (v) => (typeof v === "string" ? v.trim() || undefined : (v ?? undefined)),
    z
      .string({ error: "reminderProcesses.accountFormat" })
      .max(15, { error: "reminderProcesses.accountFormat" })
      .regex(ACCOUNT_PATTERN, { error: "reminderProcesses.accountFormat" })
      .optional(),
  );

/** The rule as chosen: only the accounts the customer filled in (the rest are the standard chart's). */
export const ChosenAccounts = z.object({
  bank: account(),
  receivables: account(),
  loss: account(),
  feeIncome: account(),
  interestIncome: account(),
});
export type ChosenAccounts = z.output<typeof ChosenAccounts>;

/** A template name (the `template` of a letter template, as steps name them): a slug. */
const templateName = z
  .string({ error: "validation.required" })
  .trim()
  .max(64, { error: "validation.tooLong" })
  .regex(/^[a-z0-9][a-z0-9-]*$/, { error: "reminderProcesses.unknownTemplate" });

/**
 * The letter template per step kind: a kind left out sends its step's own template (procedures `templateFor`).
 * Empty values are left out.
 */
export const ProcessTemplates = z.preprocess(
  (v) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).filter(([, t]) => typeof t !== "string" || t.trim() !== ""))
      : v,
  z.partialRecord(z.enum(STEP_KINDS, { error: "validation.oneOf" }), templateName),
);
export type ProcessTemplates = Partial<Record<StepKind, string>>;

export const ReminderProcessInput = z.object({
  name: required(REMINDER_PROCESS_NAME_MAX),
  /** true: this becomes the customer's default (the one before stops being it). The first process is the default. */
  isDefault: z.boolean({ error: "validation.oneOf" }).optional(),
  accounts: ChosenAccounts.default({}),
  templates: ProcessTemplates.default({}),
});
export type ReminderProcessInput = z.input<typeof ReminderProcessInput>;
export type ReminderProcessData = z.output<typeof ReminderProcessInput>;

const accountsView = z.object(
  Object.fromEntries(ACCOUNT_FIELDS.map((f) => [f, z.string()])) as Record<AccountField, z.ZodString>,
);

export const ReminderProcessView = z
  .object({
    id: z.string(),
    name: z.string(),
    isDefault: z.boolean(),
    accounts: ChosenAccounts.meta({ description: "The accounts the customer chose (absent: the standard chart's)" }),
    rule: accountsView.meta({ description: "The rule in force: the chosen accounts over NS 4102's standard ones" }),
    templates: z.record(z.string(), z.string()).meta({ description: "Letter template name per step kind" }),
    updatedAt: z.number(),
  })
  .meta({ id: "ReminderProcess" });
export type ReminderProcessView = z.infer<typeof ReminderProcessView>;

/** The rule in force of chosen accounts: each one the customer left empty is the standard chart's. */
export const ruleOf = (chosen: ChosenAccounts | undefined): AccountRule => ({
  bank: chosen?.bank ?? STANDARD_ACCOUNTS.bank,
  receivables: chosen?.receivables ?? STANDARD_ACCOUNTS.receivables,
  loss: chosen?.loss ?? STANDARD_ACCOUNTS.loss,
  feeIncome: chosen?.feeIncome ?? STANDARD_ACCOUNTS.feeIncome,
  interestIncome: chosen?.interestIncome ?? STANDARD_ACCOUNTS.interestIncome,
});

/** GET /reminder-processes/templates: the letter templates a process may choose, per step kind. */
export const ProcessTemplateChoice = z
  .object({ template: z.string(), name: z.string(), stepKind: z.enum(STEP_KINDS) })
  .meta({ id: "ReminderProcessTemplate" });
export type ProcessTemplateChoice = z.infer<typeof ProcessTemplateChoice>;
