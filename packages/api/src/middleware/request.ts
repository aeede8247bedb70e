import { createMiddleware } from "hono/factory";
import { languageFrom } from "@innfri/core/i18n/messages";
import { log } from "@innfri/core/util/log";
import { randomUUID } from "node:crypto";
import type { AppEnv } from "../lib/context";

/** Request id (echoed as `X-Request-Id`), the caller's language, and one structured log line per request. */
export const requestContext = createMiddleware<AppEnv>(async (c, next) => {
  const requestId = c.req.header("x-request-id")?.slice(0, 64) || randomUUID();
  c.set("requestId", requestId);
  c.set("lang", languageFrom(c.req.header("accept-language")));
  const started = performance.now();
  await next();
  c.header("X-Request-Id", requestId);
  c.header("Content-Language", c.get("lang") === "en" ? "en" : "nb");
  c.header("Vary", "Accept-Language", { append: true });
  const actor = c.get("actor");
  log.info("request", {
    requestId,
    method: c.req.method,
    path: c.req.path,
    status: c.res.status,
    ms: Math.round(performance.now() - started),
    userId: actor?.userId,
    customerId: actor?.customerId ?? undefined,
  });
});
