/** Pure rules of debtors (SPEC 3), imported by the web too. */
export const DEBTOR_TYPES = ["person", "sole-proprietorship", "company"] as const;
export type DebtorType = (typeof DEBTOR_TYPES)[number];

/** Lower case, single spaces, no accents folded away (æøå stay): the key of name and city searches. */
export const normaliseName = (name: string) => name.trim().toLowerCase().replace(/\s+/g, " ");
