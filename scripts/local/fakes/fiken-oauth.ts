/**
 * The local Fiken's OAuth server (the document's «Authorization with OAuth2»): the authorize page, where the fake's
 * signed-in user lets the app reach their companies or not (allow: back to `redirect_uri` with `code` and `state`;
 * deny: with `error=access_denied` and `state`), the token endpoint (a code or a refresh token, HTTP Basic with the
 * local client id and secret; a refresh token is used once) and revoke (the grant and all its tokens).
 */
import { randomBytes } from "node:crypto";
import { Hono } from "hono";
import { Clock } from "@innfri/core/clock";
import { FIKEN_LOCAL_SECRETS } from "@innfri/core/accounting/fiken/index";

/** The user signed in to the local Fiken (the fake has one: Fiken's one-request rule is per user). */
export const API_USER = "kari.lysvik@example.no";
/** An access token's life (Fiken's are about a day; an hour here, so a long local run sees refreshes). */
const ACCESS_TTL_S = 3_600;

/** The OAuth server's memory: codes, grants (one per consent), access and refresh tokens of each grant. */
export class OAuthServer {
  readonly codes = new Map<string, { redirectUri: string; state: string; until: number }>();
  readonly grants = new Map<string, { user: string; revoked: boolean }>();
  readonly access = new Map<string, { grant: string; until: number }>();
  readonly refresh = new Map<string, string>();

  issue(grantId: string) {
    const accessToken = randomBytes(24).toString("base64url");
    const refreshToken = randomBytes(24).toString("base64url");
    this.access.set(accessToken, { grant: grantId, until: Clock.nowMs() + ACCESS_TTL_S * 1000 });
    this.refresh.set(refreshToken, grantId);
    return { access_token: accessToken, refresh_token: refreshToken, token_type: "bearer", expires_in: ACCESS_TTL_S };
  }
}

/** `/oauth/authorize` (the page, and the choice posted from it), `/oauth/token`, `/oauth/revoke`. */
export function oauthApp(s: OAuthServer) {
  const app = new Hono();
  app.get("/authorize", (c) => {
    const q = c.req.query();
    const redirectUri = q.redirect_uri ?? "";
    if (
      q.response_type !== "code" ||
      q.client_id !== FIKEN_LOCAL_SECRETS.FIKEN_CLIENT_ID ||
      !/^https?:\/\//.test(redirectUri) ||
      !q.state
    )
      return c.html("<!doctype html><title>Fiken (lokal)</title><p>Ugyldig forespørsel.</p>", 400);
    // its own CSP: its inline style, and its form posting here and then on to the app's redirect URI
    c.header(
      "content-security-policy",
      `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${new URL(redirectUri).origin}; ` +
        "base-uri 'none'; frame-ancestors 'none'",
    );
    return c.html(authorizePage({ redirectUri, state: q.state, user: API_USER }));
  });
  app.post("/authorize", async (c) => {
    const form = await c.req.parseBody();
    const redirectUri = String(form.redirect_uri ?? "");
    const state = String(form.state ?? "");
    if (!/^https?:\/\//.test(redirectUri)) return c.text("Bad redirect_uri", 400);
    const to = new URL(redirectUri);
    if (form.decision !== "allow") {
      to.searchParams.set("error", "access_denied");
      to.searchParams.set("error_description", "The user denied the request");
    } else {
      const code = randomBytes(16).toString("base64url");
      s.codes.set(code, { redirectUri, state, until: Clock.nowMs() + 10 * 60_000 });
      to.searchParams.set("code", code);
    }
    to.searchParams.set("state", state);
    return c.redirect(to.toString(), 302);
  });
  app.post("/token", async (c) => {
    const basic = `Basic ${Buffer.from(`${FIKEN_LOCAL_SECRETS.FIKEN_CLIENT_ID}:${FIKEN_LOCAL_SECRETS.FIKEN_CLIENT_SECRET}`).toString("base64")}`;
    if (c.req.header("authorization") !== basic)
      return c.json({ error: "invalid_client", error_description: "Client authentication failed" }, 401);
    const form = await c.req.parseBody();
    const invalid = (d: string) => c.json({ error: "invalid_grant", error_description: d }, 400);
    if (form.grant_type === "authorization_code") {
      const code = s.codes.get(String(form.code ?? ""));
      s.codes.delete(String(form.code ?? ""));
      if (!code || code.until < Clock.nowMs()) return invalid("The authorization code is invalid or expired.");
      if (form.redirect_uri !== code.redirectUri) return invalid("redirect_uri does not match");
      if (form.state !== undefined && form.state !== code.state) return invalid("state does not match");
      const grantId = randomBytes(8).toString("hex");
      s.grants.set(grantId, { user: API_USER, revoked: false });
      return c.json(s.issue(grantId));
    }
    if (form.grant_type === "refresh_token") {
      const grantId = s.refresh.get(String(form.refresh_token ?? ""));
      if (!grantId || s.grants.get(grantId)?.revoked) return invalid("The refresh token is invalid.");
      s.refresh.delete(String(form.refresh_token));
      return c.json(s.issue(grantId));
    }
    return c.json({ error: "unsupported_grant_type" }, 400);
  });
  app.post("/revoke", (c) => {
    const token = (c.req.header("authorization") ?? "").replace(/^Bearer /, "");
    const a = s.access.get(token);
    if (!a) return c.json({ error: "invalid_token" }, 401);
    s.grants.get(a.grant)!.revoked = true;
    return c.body(null, 200);
  });

  return app;
}

const escape = (v: string) =>
  v.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);

export function authorizePage(p: { redirectUri: string; state: string; user: string }): string {
  const hidden = `<input type="hidden" name="redirect_uri" value="${escape(p.redirectUri)}">
      <input type="hidden" name="state" value="${escape(p.state)}">`;
  return `<!doctype html>
<html lang="nb">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Fiken (lokal) – gi tilgang</title>
    <style>
      body { font-family: system-ui, sans-serif; background: #f4f1ea; color: #1d1d1b; margin: 0; }
      main { max-width: 28rem; margin: 4rem auto; background: #fff; padding: 2rem; border-radius: 0.5rem; }
      h1 { font-size: 1.4rem; margin-top: 0; }
      .actions { display: flex; gap: 0.75rem; margin-top: 1.5rem; }
      button { font: inherit; padding: 0.6rem 1.2rem; border-radius: 0.4rem; border: 1px solid #1d1d1b; cursor: pointer; }
      button[value="allow"] { background: #1f5f3f; color: #fff; border-color: #1f5f3f; }
      button[value="deny"] { background: #fff; color: #1d1d1b; }
      button:focus-visible { outline: 3px solid #c05b00; outline-offset: 2px; }
    </style>
  </head>
  <body>
    <main>
      <h1>Fiken (lokal)</h1>
      <p>Du er logget inn som <strong>${escape(p.user)}</strong>.</p>
      <p>Innfri ber om tilgang til regnskapet til foretakene dine i Fiken: kunder, fakturaer, kreditnotaer og
        innbetalinger, og til å føre innbetalinger, kreditnotaer og tap på fordringer.</p>
      <form method="post" action="authorize">
        ${hidden}
        <div class="actions">
          <button type="submit" name="decision" value="allow">Gi tilgang</button>
          <button type="submit" name="decision" value="deny">Avslå</button>
        </div>
      </form>
    </main>
  </body>
</html>`;
}
