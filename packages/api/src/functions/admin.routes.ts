import type { RouteGroup } from "../base";
import { activityLogs } from "../routes/activity-logs";
import { adminResources } from "../routes/admin";
import { printQueueRoutes } from "../routes/print-queue";

/**
 * The `admin` function: staff resources (interest rates, activity logs, the admin resources) and every path no
 * other function claims (API Gateway's catch-all), so an unknown path gets the API's own 404.
 */
export const adminRoutes: RouteGroup[] = [
  ["/activity-logs", activityLogs],
  // the print queue of letters to post (before the admin resources, whose case-documents/{id} would take its paths)
  ["/case-documents", printQueueRoutes],
  // the admin resources (issue 9): interests, global messages, customer feedback, reference data
  ["/", adminResources],
];
