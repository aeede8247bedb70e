/**
 * The key of name searches: Unicode NFC (so a name typed with combining accents and one typed precomposed meet),
 * trimmed, lower case, single spaces. Customers use it as it is (accounts/customer-account.ts `nameKeyOf`); the
 * debtors' key folds Norwegian letters and accents on top of it (ledger/debtor-rules.ts `normaliseName`).
 */
export const normaliseName = (name: string) => name.normalize("NFC").trim().toLowerCase().replace(/\s+/g, " ");
