import { apiHandler } from "./handler";
import { creditRoutes } from "./credit.routes";

/** The `credit` API function (functions/manifest.ts): its route groups behind the shared middleware. */
export const handler = await apiHandler(creditRoutes);
