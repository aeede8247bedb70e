import type { Hono } from "hono";
import { cors } from "hono/cors";
import { secureHeaders } from "hono/secure-headers";
import { AppError } from "@innfri/core/util/error";
import { config } from "@innfri/core/config";
import type { AppEnv } from "./lib/context";
import { handleError } from "./lib/errors";
import { router } from "./lib/openapi";
import { activityLog } from "./middleware/activity";
import { requestContext } from "./middleware/request";

/**
 * A route group: a router and the path under /v1 it is mounted at. Each API function lists its groups in
 * `functions/<name>.routes.ts`; the full app (app.ts) mounts every function's list.
 */
export type RouteGroup = readonly [path: string, routes: Hono<AppEnv, any, any>];

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

/**
 * An API at /v1 serving the given route groups, in order, behind the middleware every API function shares
 * (request context, secure headers, CORS, activity log), with the one 404 and error handler. The full app and
 * each deployed function are built here, so they answer alike.
 */
export function apiApp(groups: readonly RouteGroup[]) {
  const app = router().basePath("/v1");
  app.use("*", requestContext);
  app.use("*", secureHeaders({ crossOriginResourcePolicy: "same-site" }));
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
  for (const [path, routes] of groups) app.route(path, routes);
  app.notFound(() => {
    throw new AppError("NOT_FOUND", "errors.routeNotFound");
  });
  app.onError(handleError);
  return app;
}
