import { apiHandler } from "./handler";
import { authRoutes } from "./auth.routes";

/** The `auth` API function (functions/manifest.ts): its route groups behind the shared middleware. */
export const handler = await apiHandler(authRoutes);
