import type { RouteGroup } from "../base";
import { integrations } from "../routes/integrations";
import { exportFiles } from "../routes/integrations/export-files";
import { reminderProcesses } from "../routes/integrations/reminder-processes";

/**
 * The `integrations` function: the integration setting, accounting connections, syncs and write-backs, the export
 * files for systems without an API (issue 22), and the reminder processes (their accounts are checked against the
 * connected system).
 */
export const integrationsRoutes: RouteGroup[] = [
  ["/integration-settings", integrations],
  ["/uni-export-files", exportFiles],
  ["/reminder-processes", reminderProcesses],
];
