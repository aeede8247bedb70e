/**
 * Which accounts of the customer's chart collection's postings use (SPEC 3 "Reminder process: name, income account
 * rule, document templates"): what a write-back to an accounting system books (the `account` of a WriteBack) and
 * what an export file for a system without an API lists. The defaults are the Norwegian standard chart of accounts
 * (NS 4102); a customer's reminder process may name others (reminder-processes.ts). Pure: the web shows the
 * defaults. The rule in force for a customer: account-rule.ts `accountRuleOf`.
 */
export interface AccountRule {
  /** Where money received is booked (the bank account the debtor paid to). */
  bank: string;
  /** Customer receivables: what an invoice's balance sits on until it is paid, credited or written off. */
  receivables: string;
  /** Loss on receivables: where a write-off is booked. */
  loss: string;
  /** Income from reminder and collection fees charged to the debtor and paid. */
  feeIncome: string;
  /** Income from late-payment interest charged to the debtor and paid. */
  interestIncome: string;
}

/**
 * NS 4102: 1920 bank deposits, 1500 customer receivables, 7830 loss on receivables, 8050 other interest income
 * (docs/reminder-processes.md "The accounts": why 8050 for the fees too, and what else a chart may use).
 */
export const STANDARD_ACCOUNTS: AccountRule = {
  bank: "1920",
  receivables: "1500",
  loss: "7830",
  feeIncome: "8050",
  interestIncome: "8050",
};
