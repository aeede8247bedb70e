import { apiHandler } from "./handler";
import { ledgerRoutes } from "./ledger.routes";

/** The `ledger` API function (functions/manifest.ts): its route groups behind the shared middleware. */
export const handler = await apiHandler(ledgerRoutes);
