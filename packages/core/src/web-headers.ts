/**
 * The security headers of the web app (DESIGN 4a), one definition for both runtimes: the local server of
 * `npm start` (scripts/local/server.ts) and the CloudFront response-headers policy (stacks/Web.ts).
 *
 * Vite emits no inline script (index.html has one `<script type="module" src>`), so scripts come from the
 * page's own origin only. Styles allow 'unsafe-inline' because sonner and Radix write style elements and
 * attributes at run time; no script can be injected through them. The API is on the page's own origin in both
 * runtimes (CloudFront routes /v1/* to the HTTP API); `connectSrc` adds what is not, the deployed realtime
 * WebSocket (`wss://<id>.execute-api.<region>.amazonaws.com`).
 */
export function webCsp(connectSrc: string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${["'self'", ...connectSrc].join(" ")}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export const REFERRER_POLICY = "strict-origin-when-cross-origin";

/** The headers of every page and file of the web app (the API sets its own with hono's secureHeaders). */
export const WEB_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "content-security-policy": webCsp(),
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": REFERRER_POLICY,
};
