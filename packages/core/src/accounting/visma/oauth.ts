/**
 * Visma's identity server (an OpenID Connect server; `https://identity.vismaonline.com/connect`): the authorization
 * code grant with PKCE (S256), tokens at `/token` with our client id and secret (HTTP Basic, RFC 6749 § 2.3.1),
 * refresh with the refresh token that `offline_access` gives, revocation at `/revocation` (RFC 7009). The API's
 * OpenAPI document has no securitySchemes: each operation names the scopes it needs in its description, and the
 * developer portal (developer.vismaonline.com, "Authentication") names `ea:api` and `offline_access` as required.
 */
import { Clock } from "../../clock";
import { AccountingError, type AccountingEnv, type Tokens } from "../provider";
import { failure, jsonOf, send } from "./client";
import { tokenAnswer } from "./wire";

/**
 * The scopes of the operations we call: `ea:api` (every eAccounting call), `offline_access` (a refresh token),
 * `ea:sales` (customers, customer invoices, invoice payments, company settings), `ea:accounting` (accounts, cost
 * centers, vouchers and the over/under-payment voucher), `ea:purchase_readonly` (GET /bankaccounts, which names
 * only the purchase scopes).
 */
export const VISMA_SCOPES = ["ea:api", "offline_access", "ea:sales", "ea:accounting", "ea:purchase_readonly"] as const;

function client(env: AccountingEnv): { id: string; secret: string } {
  const id = env.secrets.VISMA_CLIENT_ID;
  const secret = env.secrets.VISMA_CLIENT_SECRET;
  if (!id || !secret) throw new AccountingError("unavailable", "VISMA_CLIENT_ID or VISMA_CLIENT_SECRET is not set");
  return { id, secret };
}

function authBase(env: AccountingEnv): string {
  if (!env.authUrl) throw new AccountingError("unavailable", "Visma's identity server URL is not set");
  return env.authUrl;
}

export function authorizeUrl(
  env: AccountingEnv,
  input: { state: string; redirectUri: string; codeChallenge?: string },
): string {
  const url = new URL(`${authBase(env)}/authorize`);
  url.searchParams.set("client_id", client(env).id);
  url.searchParams.set("redirect_uri", input.redirectUri);
  url.searchParams.set("response_type", "code");
  url.searchParams.set("scope", VISMA_SCOPES.join(" "));
  url.searchParams.set("state", input.state);
  // the user picks the company the grant reaches in Visma's own login
  url.searchParams.set("prompt", "select_account");
  if (input.codeChallenge) {
    url.searchParams.set("code_challenge", input.codeChallenge);
    url.searchParams.set("code_challenge_method", "S256");
  }
  return url.toString();
}

async function post(env: AccountingEnv, path: "/token" | "/revocation", form: Record<string, string | undefined>) {
  const { id, secret } = client(env);
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(form)) if (v !== undefined) body.set(k, v);
  return send(env, `${authBase(env)}${path}`, {
    method: "POST",
    headers: {
      accept: "application/json",
      "content-type": "application/x-www-form-urlencoded",
      authorization: `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString("base64")}`,
    },
    body: body.toString(),
  });
}

/** A code or a refresh token exchanged for tokens; a grant the server refuses (400/401) is "refused". */
export async function token(
  env: AccountingEnv,
  form: Record<string, string | undefined>,
  kept?: Tokens,
): Promise<Tokens> {
  const response = await post(env, "/token", form);
  const body = await jsonOf(response);
  if (!response.ok) {
    if (response.status === 400 || response.status === 401)
      throw new AccountingError("refused", "Visma refused the grant", { status: response.status });
    throw failure(response.status, response.headers, body);
  }
  const parsed = tokenAnswer.safeParse(body);
  if (!parsed.success) throw new AccountingError("malformed", "Visma's token answer is not as documented");
  const t = parsed.data;
  return {
    accessToken: t.access_token,
    // a refresh keeps the refresh token when the server sends no new one
    ...((t.refresh_token ?? kept?.refreshToken) ? { refreshToken: t.refresh_token ?? kept?.refreshToken } : {}),
    ...(t.expires_in !== undefined ? { expiresAt: Clock.nowMs() + t.expires_in * 1000 } : {}),
  };
}

/** Best effort: the server forgets the refresh token (and with it the grant); a failure is swallowed. */
export async function revoke(env: AccountingEnv, tokens: Tokens): Promise<void> {
  const [value, hint] = tokens.refreshToken
    ? [tokens.refreshToken, "refresh_token"]
    : [tokens.accessToken, "access_token"];
  await post(env, "/revocation", { token: value, token_type_hint: hint }).catch(() => undefined);
}
