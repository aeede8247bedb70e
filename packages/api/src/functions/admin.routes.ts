import type { RouteGroup } from "../base";
import { activityLogs } from "../routes/activity-logs";
import { adminResources } from "../routes/admin";
import { stepCost } from "../routes/admin/step-cost";
import { stepOrders } from "../routes/admin/step-orders";

/**
 * The `admin` function: staff resources (interest rates, activity logs, global messages, feedback, reference
 * lists) and every path no other function claims (API Gateway's catch-all), so an unknown path gets the API's own 404.
 */
export const adminRoutes: RouteGroup[] = [
  ["/activity-logs", activityLogs],
  // the price of a step for a customer (issue 19; the customer-step-costs are an admin resource below)
  ["/step-cost", stepCost],
  ["/step-orders", stepOrders],
  // the admin resources (issue 9): interests, global messages, customer feedback, reference data
  ["/", adminResources],
];
