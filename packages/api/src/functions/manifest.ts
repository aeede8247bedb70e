/**
 * The deployed API functions and the paths API Gateway sends to each (stacks/Api.ts, scripts/bench/bundle.bench.ts).
 * Pure data, no imports: the stacks read it without loading the API. Each function serves the route groups of its
 * `functions/<name>.routes.ts` through its entry `functions/<name>.ts`; the full app (app.ts) mounts them all.
 *
 * A path `/x` routes `/v1/x` and `/v1/x/{proxy+}`; a path with a `{param}` routes exactly that (API Gateway prefers
 * it to a greedy prefix). The default function takes every other path (`/v1/{proxy+}`), so a route group added to
 * its list needs no line here, and an unknown path gets the API's own 404. `stacks/stacks.test.ts` checks that
 * every route of the full app reaches a function that serves it.
 */
export interface ApiFunction {
  /** Short name: the construct is `Api<Name>`, the entry `packages/api/src/functions/<name>.ts`. */
  name: string;
  description: string;
  /** The paths under /v1 API Gateway sends here; empty for the default function. */
  paths: readonly string[];
}

export const API_FUNCTIONS = [
  {
    name: "auth",
    description: "Sign-in, sessions, two-factor and the signed-in user",
    paths: ["/auth", "/google-2fa", "/user", "/health"],
  },
  {
    name: "accounts",
    description:
      "Customers, their users and permissions, invitations, our invoices to customers, buying plans and top-ups, referrals, notification settings, the synchronisation with the company register",
    paths: [
      "/customers",
      "/invitations",
      "/users",
      "/account-number-updates",
      "/customer-invoices",
      "/plans/available",
      "/customer-plans",
      "/top-ups",
      "/referrals",
      "/notification-settings",
      "/brreg-synchronization-settings",
    ],
  },
  {
    name: "ledger",
    description: "The ledger: debtors, vouchers, ledgers, the company register",
    paths: [
      "/debtors",
      "/invoices",
      "/late-fees",
      "/credit-notes",
      "/payments",
      "/corrections",
      "/interest-calculations",
      "/sentences",
      "/vouchers",
      "/ledgers",
      "/correction-exports",
      "/company-register",
      "/customers/{id}/vouchers",
    ],
  },
  { name: "imports", description: "File imports into the ledger", paths: ["/imports"] },
  {
    name: "integrations",
    description:
      "The integration setting, accounting system connections, syncs and write-backs, export files for systems without an API (issue 22)",
    paths: ["/integration-settings", "/uni-export-files"],
  },
  {
    name: "cases",
    description: "Collection cases: start, lists, statistics, case settings, allowances, steps, documents, email log",
    paths: ["/cases", "/case-documents/send"],
  },
  {
    name: "operations",
    description: "Case operations: pause, resume, close, merge, revert, payments, down-payment plans, notes, uploads",
    // exact paths under /cases/{id} (API Gateway prefers them to the cases function's /cases/{proxy+})
    paths: [
      "/cases/close",
      "/cases/{id}/pause",
      "/cases/{id}/resume",
      "/cases/{id}/close",
      "/cases/{id}/reopen",
      "/cases/{id}/dispute",
      "/cases/{id}/lift-dispute",
      "/cases/{id}/lease",
      "/cases/{id}/move-claims",
      "/cases/{id}/merge",
      "/cases/{id}/revert",
      "/cases/{id}/vouchers",
      "/cases/{id}/payments",
      "/cases/{id}/accounting-document",
      "/cases/{id}/down-payment-plan",
      "/cases/{id}/upload-document",
      "/cases/{id}/uploaded-documents",
      "/cases/{id}/uploaded-documents/{documentId}",
      "/case-notes",
      "/debtor-pauses-and-notes",
      // the previews of letters (they build a step's letter: the step runner's code, too big for the cases function)
      "/case-documents/preview",
      "/case-documents/multiple-preview",
      // the case settings and the resend of a mail (the cases function is at its cold-start budget)
      "/case-settings",
      // the auto-pilot's setting and its cases: they decide steps as the step dialog does
      "/auto-pilot-settings",
      "/auto-pilot",
      "/bulk-actions-status",
      "/bulk-actions-switch",
      "/customers/{id}/bulk-actions-switch",
      "/case-emails",
      "/customers/{id}/allowances",
      "/cases/{id}/emails",
      "/cases/down-payment-plans/missed",
      // a letter whose mail bounced, sent by post
      "/cases/{id}/documents/{letterId}/post",
      // the step batches and each one's cases (docs/batches.md)
      "/case-step-creation-batches",
    ],
  },
  {
    name: "collection",
    description: "The collection configuration (procedures, steps, claim types, templates, fees) and the print queue",
    paths: [
      "/procedures",
      "/steps",
      "/global-steps",
      "/procedures-after-global-step",
      "/claim-types",
      "/documents",
      "/general-documents",
      "/email-templates",
      "/fees",
      "/case-documents",
    ],
  },
  {
    name: "credit",
    description:
      "Credit checks of persons and companies through the credit bureau, and the users' verification for them",
    paths: ["/credit-checks", "/case-credit-check", "/users/{id}/credit-check", "/users/{id}/credit-check-status"],
  },
  { name: "admin", description: "Staff resources, and every path no other function claims", paths: [] },
] as const satisfies readonly ApiFunction[];

export type ApiFunctionName = (typeof API_FUNCTIONS)[number]["name"];

/** The function of API Gateway's catch-all route. */
export const DEFAULT_FUNCTION: ApiFunctionName = "admin";

/** The entry (SST handler) of a function, relative to the repository root. */
export const entryOf = (name: ApiFunctionName) => `packages/api/src/functions/${name}.handler`;
