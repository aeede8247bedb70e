import type { Context } from "hono";

type Env =
  | {
      requestContext?: { http?: { sourceIp?: string }; identity?: { sourceIp?: string } };
      event?: { requestContext?: { http?: { sourceIp?: string }; identity?: { sourceIp?: string } } };
      incoming?: { socket?: { remoteAddress?: string } };
    }
  | undefined;

/**
 * The client's IP address, for the per-address sign-in limit (core accounts/throttle.ts).
 * - Deployed, the web reaches the API through CloudFront (`/v1/*`, stacks/Web.ts), so the source IP API Gateway
 *   sees is CloudFront's edge: one address for everyone near it. CloudFront then sends the viewer's own address in
 *   `CloudFront-Viewer-Address` ("ip:port"), and that is the one counted.
 * - Otherwise the source IP API Gateway saw (HTTP API v2 `requestContext.http.sourceIp`, REST v1
 *   `requestContext.identity.sourceIp`); under `npm start` the socket's remote address.
 * Never X-Forwarded-For, which any client writes. A client that goes around CloudFront straight to the API
 * Gateway address can write `CloudFront-Viewer-Address` too: that only moves it between per-address counts, while
 * the per-account limit holds (docs/decisions.md; a secret origin header closes it, see docs/deploy.md).
 * Null when unknown (the app called in-process, as tests do).
 */
export function clientIp(c: Context): string | null {
  const viewer = viewerAddress(c.req.header("cloudfront-viewer-address"));
  if (viewer) return viewer;
  const env = c.env as Env;
  const ctx = env?.requestContext ?? env?.event?.requestContext;
  const ip = ctx?.http?.sourceIp ?? ctx?.identity?.sourceIp ?? env?.incoming?.socket?.remoteAddress;
  return typeof ip === "string" && ip.length > 0 && ip.length <= 64 ? ip.replace(/^::ffff:/, "") : null;
}

/** "198.51.100.10:46532" or "2001:db8::1:46532" → the address without its port; null when it is not one. */
export function viewerAddress(value: string | undefined): string | null {
  if (!value || value.length > 64) return null;
  const at = value.lastIndexOf(":");
  if (at <= 0 || !/^\d{1,5}$/.test(value.slice(at + 1))) return null;
  const ip = value.slice(0, at);
  return /^[0-9a-fA-F:.]+$/.test(ip) ? ip.replace(/^::ffff:/, "") : null;
}
