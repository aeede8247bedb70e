import type { RouteGroup } from "../base";
import { integrations } from "../routes/integrations";

/** The `integrations` function: the integration setting, accounting connections, syncs and write-backs (issue 22). */
export const integrationsRoutes: RouteGroup[] = [["/integration-settings", integrations]];
