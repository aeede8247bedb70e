import type { Context } from "hono";

/**
 * The client's IP address, for the per-address sign-in limit (core accounts/throttle.ts): in Lambda the source IP
 * API Gateway saw (HTTP API v2 `requestContext.http.sourceIp`, REST v1 `requestContext.identity.sourceIp`);
 * under `npm start` the socket's remote address (@hono/node-server passes `incoming`). Never a header such as
 * X-Forwarded-For, which the client chooses. Null when unknown (the app called in-process, as tests do).
 */
export function clientIp(c: Context): string | null {
  const env = c.env as
    | {
        requestContext?: { http?: { sourceIp?: string }; identity?: { sourceIp?: string } };
        event?: { requestContext?: { http?: { sourceIp?: string }; identity?: { sourceIp?: string } } };
        incoming?: { socket?: { remoteAddress?: string } };
      }
    | undefined;
  const ctx = env?.requestContext ?? env?.event?.requestContext;
  const ip = ctx?.http?.sourceIp ?? ctx?.identity?.sourceIp ?? env?.incoming?.socket?.remoteAddress;
  return typeof ip === "string" && ip.length > 0 && ip.length <= 64 ? ip.replace(/^::ffff:/, "") : null;
}
