import { router } from "../../lib/openapi";
import { connectionRoutes } from "./connection";
import { syncRoutes } from "./syncs";

/** The accounting integrations' API (issue 22), all under /integration-settings. */
export const integrations = router().route("/", connectionRoutes).route("/", syncRoutes);
