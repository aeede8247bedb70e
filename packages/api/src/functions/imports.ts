import { apiHandler } from "./handler";
import { importsRoutes } from "./imports.routes";

/** The `imports` API function (functions/manifest.ts): its route groups behind the shared middleware. */
export const handler = await apiHandler(importsRoutes);
