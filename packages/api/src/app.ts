import { cors } from "hono/cors";
import { secureHeaders } from "hono/secure-headers";
import { AppError } from "@innfri/core/util/error";
import { config } from "@innfri/core/config";
import { handleError } from "./lib/errors";
import { router } from "./lib/openapi";
import { activityLog } from "./middleware/activity";
import { requestContext } from "./middleware/request";
import { accountNumberUpdates } from "./routes/account-number-updates";
import { activityLogs } from "./routes/activity-logs";
import { adminResources } from "./routes/admin";
import { invitations } from "./routes/invitations";
import { ledger } from "./routes/ledger";
import { imports } from "./routes/ledger/imports";
import { users } from "./routes/users";
import { auth } from "./routes/auth/auth";
import { twoFactor } from "./routes/auth/two-factor";
import { customers } from "./routes/customers";
import { user } from "./routes/user";

/** The whole API, mounted at /v1: served by Lambda (lambda.ts) and by Node under `npm start`. */
export const app = router().basePath("/v1");

app.use("*", requestContext);
app.use("*", secureHeaders({ crossOriginResourcePolicy: "same-site" }));
/** Stages shared with real users: their API answers the web app's own origin only. */
const SHARED_STAGES = ["production", "staging"];
/**
 * A local web dev server (`http://localhost:<port>`, `http://127.0.0.1:<port>`) may call the API only under
 * `npm start` and on personal development stages (`sst dev`), never on production or staging (nor on a stage
 * whose name is not known).
 */
export function allowsLocalOrigins(c: { local: boolean; stage: string } = config()): boolean {
  return c.local || (!SHARED_STAGES.includes(c.stage) && c.stage !== "unknown");
}
const LOCAL_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1)(:[0-9]{1,5})?$/;

app.use(
  "*",
  cors({
    origin: (origin) =>
      origin === config().webUrl || (LOCAL_ORIGIN.test(origin) && allowsLocalOrigins()) ? origin : null,
    allowHeaders: ["Authorization", "Content-Type", "Accept-Language", "X-Request-Id"],
    exposeHeaders: ["X-Request-Id", "Content-Disposition"],
    maxAge: 600,
  }),
);

app.use("*", activityLog);

app.route("/auth", auth);
app.route("/google-2fa", twoFactor);
app.route("/user", user);
app.route("/customers", customers);
app.route("/invitations", invitations);
app.route("/users", users);
app.route("/account-number-updates", accountNumberUpdates);
app.route("/activity-logs", activityLogs);
// the admin resources (issue 9): interests, global messages, customer feedback, reference data
app.route("/", adminResources);
// the ledger (issue 4): debtors, vouchers, ledgers, integration settings, correction exports, customer vouchers
app.route("/", ledger);
// file imports into the ledger (issue 4): upload, preview, mapping, commit
app.route("/imports", imports);

app.openAPIRegistry.registerComponent("securitySchemes", "bearer", {
  type: "http",
  scheme: "bearer",
  bearerFormat: "JWT",
});
app.doc31("/openapi.json", {
  openapi: "3.1.0",
  info: {
    title: "Innfri API",
    version: "1.0.0",
    description: "Errors: 422 { message, errors } or { message, code }. Accept-Language: no (default) or en.",
  },
});

app.notFound(() => {
  throw new AppError("NOT_FOUND", "errors.routeNotFound");
});
app.onError(handleError);

export type App = typeof app;
