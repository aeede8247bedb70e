import { collectionRoutes } from "./collection.routes";
import { apiHandler } from "./handler";

/** The `collection` API function (functions/manifest.ts): its route groups behind the shared middleware. */
export const handler = await apiHandler(collectionRoutes);
