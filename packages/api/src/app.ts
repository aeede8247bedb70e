import { apiApp } from "./base";
import { accountsRoutes } from "./functions/accounts.routes";
import { adminRoutes } from "./functions/admin.routes";
import { authRoutes } from "./functions/auth.routes";
import { importsRoutes } from "./functions/imports.routes";
import { ledgerRoutes } from "./functions/ledger.routes";
import { casesRoutes } from "./functions/cases.routes";
import { collectionRoutes } from "./functions/collection.routes";
import { operationsRoutes } from "./functions/operations.routes";
import { creditRoutes } from "./functions/credit.routes";
import { integrationsRoutes } from "./functions/integrations.routes";

export { allowsLocalOrigins } from "./base";

/**
 * The whole API, mounted at /v1: every deployed function's route groups (functions/*.routes.ts; add a group to
 * its function's list, not here) behind the shared middleware of base.ts, and the OpenAPI document. Served by
 * Node under `npm start` and in the tests; deployed, each function serves its own groups (functions/manifest.ts)
 * and lambda.ts serves this app for the document.
 */
export const app = apiApp([
  ...authRoutes,
  ...accountsRoutes,
  ...adminRoutes,
  ...ledgerRoutes,
  ...importsRoutes,
  // the case operations before the cases: their fixed paths (/cases/close) before the cases' /cases/{id}
  ...operationsRoutes,
  ...casesRoutes,
  ...collectionRoutes,
  ...creditRoutes,
  ...integrationsRoutes,
]);

app.openAPIRegistry.registerComponent("securitySchemes", "bearer", {
  type: "http",
  scheme: "bearer",
  bearerFormat: "JWT",
});
app.doc31("/openapi.json", {
  openapi: "3.1.0",
  info: {
    title: "Innfri API",
    version: "1.0.0",
    description: "Errors: 422 { message, errors } or { message, code }. Accept-Language: no (default) or en.",
  },
});

export type App = typeof app;
