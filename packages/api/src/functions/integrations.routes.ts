import type { RouteGroup } from "../base";
import { integrations } from "../routes/integrations";
import { exportFiles } from "../routes/integrations/export-files";

/**
 * The `integrations` function: the integration setting, accounting connections, syncs and write-backs, and the
 * export files for systems without an API (issue 22).
 */
export const integrationsRoutes: RouteGroup[] = [
  ["/integration-settings", integrations],
  ["/uni-export-files", exportFiles],
];
