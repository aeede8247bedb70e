import { apiHandler } from "./handler";
import { integrationsRoutes } from "./integrations.routes";

/** The `integrations` API function (functions/manifest.ts): its route groups behind the shared middleware. */
export const handler = await apiHandler(integrationsRoutes);
