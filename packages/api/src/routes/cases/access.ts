/**
 * The declared access of the cases' routes, spread into `secured({...})`: the customer loaded in the session, read
 * by a member or staff, changed by a member, admin or superadmin (sales 403). Cases need no integration setting (the
 * ledger's pages do, SPEC 6): a case can be started from typed claims alone.
 */
export const caseRead = { role: "customer:read", customer: "session" } as const;
export const caseChange = { role: "customer:change", customer: "session" } as const;
