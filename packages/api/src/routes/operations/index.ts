import { router } from "../../lib/openapi";
import { downPaymentPlanRoutes } from "./down-payment-plans";

/**
 * The case operations' API (issue 11, docs/case-operations.md), mounted at the root of /v1 by the `operations`
 * function: everything a caseworker does to a running case. Each part mounts its router here, one line each; under
 * /cases a router with fixed paths (`/close`) comes before one with `/{id}`. Every path must be listed in
 * functions/manifest.ts (`operations`), or API Gateway sends it to the cases function (stacks.test.ts names it).
 */
export const operations = router();
operations.route("/cases", downPaymentPlanRoutes);
