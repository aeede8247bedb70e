import { operationsRoutes } from "./operations.routes";
import { apiHandler } from "./handler";

/** The `operations` API function (functions/manifest.ts): its route groups behind the shared middleware. */
export const handler = await apiHandler(operationsRoutes);
