import { casesRoutes } from "./cases.routes";
import { apiHandler } from "./handler";

/** The `cases` API function (functions/manifest.ts): its route groups behind the shared middleware. */
export const handler = await apiHandler(casesRoutes);
