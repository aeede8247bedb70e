import { reminderProcessOf } from "./reminder-process-store";
import { ruleOf } from "./reminder-process.schema";
import type { AccountRule } from "./standard-accounts";

/**
 * Which accounts of the customer's chart collection's postings use (SPEC 3 "Reminder process: name, income account
 * rule, document templates"): what a write-back to an accounting system books (the `account` of a WriteBack) and
 * what an export file for a system without an API lists. The defaults are the Norwegian standard chart of accounts
 * (NS 4102, standard-accounts.ts); a customer's reminder process may name others (reminder-processes.ts,
 * docs/reminder-processes.md).
 */
export { STANDARD_ACCOUNTS, type AccountRule } from "./standard-accounts";

/**
 * The rule in force for a customer: its default reminder process's (each account it left empty the standard
 * chart's), else the standard chart's.
 */
export async function accountRuleOf(customerId: string): Promise<AccountRule> {
  return ruleOf((await reminderProcessOf(customerId))?.accounts);
}
