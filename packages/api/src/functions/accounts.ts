import { apiHandler } from "./handler";
import { accountsRoutes } from "./accounts.routes";

/** The `accounts` API function (functions/manifest.ts): its route groups behind the shared middleware. */
export const handler = await apiHandler(accountsRoutes);
