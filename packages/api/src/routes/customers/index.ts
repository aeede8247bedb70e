import { router } from "../../lib/openapi";
import { customerRoutes } from "./customers";
import { deletionRoutes } from "./deletion";
import { logoRoutes } from "./logo";
import { permissionRoutes } from "./permissions";
import { userRoutes } from "./users";

/**
 * Everything under /customers, one file per sub-resource. The customer's own routes come first (`/deleted` and
 * `/set-customer` before `/{id}`), and the deletions before the logo (`/force-delete/{id}` before `/{id}/logo`).
 * (The customer's vouchers live with the ledger.)
 */
export const customers = router()
  .route("/", customerRoutes)
  .route("/", deletionRoutes)
  .route("/", logoRoutes)
  .route("/", userRoutes)
  .route("/", permissionRoutes);
