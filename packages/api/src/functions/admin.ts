import { apiHandler } from "./handler";
import { adminRoutes } from "./admin.routes";

/** The `admin` API function (functions/manifest.ts): its route groups behind the shared middleware. */
export const handler = await apiHandler(adminRoutes);
