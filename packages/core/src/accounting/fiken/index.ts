/**
 * Fiken (API v2), one folder of the accounting integrations (issue 22; docs/accounting-fiken.md): OAuth2
 * authorisation code at fiken.no/oauth (no PKCE: the document names none), tokens by HTTP Basic with our client id
 * and secret, refreshed with the refresh token, revoked at `/oauth/revoke`; the companies the user let the app reach
 * are the ones to choose from (by slug). Every API call is one at a time per connection (client.ts).
 */
import { Clock } from "../../clock";
import {
  AccountingError,
  type AccountingEnv,
  type AccountingProvider,
  type AccountingSystem,
  type Tokens,
} from "../provider";
import { localAccountingSecret } from "../env";
import { FikenClient } from "./client";
import { syncPage } from "./sync";
import { account, company, project } from "./wire";
import { writeBack } from "./write-back";

/** The client id and secret the local fake (scripts/local/fakes/fiken.ts) accepts: the spine's local secrets. */
export const FIKEN_LOCAL_SECRETS = {
  FIKEN_CLIENT_ID: localAccountingSecret("FIKEN_CLIENT_ID"),
  FIKEN_CLIENT_SECRET: localAccountingSecret("FIKEN_CLIENT_SECRET"),
} as const;

/** The accounts a payment can be booked on: the chart's bank and cash accounts (1900–1999, with their sub-accounts). */
export const PAYMENT_ACCOUNTS = { fromAccount: 1900, toAccount: 1999 } as const;

const tokensOf = (
  t: { access_token: string; refresh_token?: string; expires_in?: number },
  before?: Tokens,
): Tokens => {
  const refreshToken = t.refresh_token ?? before?.refreshToken;
  return {
    accessToken: t.access_token,
    ...(refreshToken ? { refreshToken } : {}),
    ...(t.expires_in !== undefined ? { expiresAt: Clock.nowMs() + t.expires_in * 1000 } : {}),
  };
};

export function fikenProvider(env: AccountingEnv): AccountingProvider {
  const api = new FikenClient(env);
  const base = (slug: string) => `/companies/${encodeURIComponent(slug)}`;
  return {
    id: "fiken",
    name: "Fiken",
    auth: fikenSystem.auth,
    authorizeUrl({ state, redirectUri }) {
      const url = new URL(`${env.authUrl ?? ""}/authorize`);
      url.searchParams.set("response_type", "code");
      url.searchParams.set("client_id", env.secrets.FIKEN_CLIENT_ID ?? "");
      url.searchParams.set("redirect_uri", redirectUri);
      url.searchParams.set("state", state);
      return url.toString();
    },
    async connect(input) {
      if (input.kind !== "oauth") throw new AccountingError("refused", "Fiken connects with OAuth, not tokens");
      const answer = await api.token({
        grant_type: "authorization_code",
        code: input.code,
        redirect_uri: input.redirectUri,
        ...(input.state ? { state: input.state } : {}),
      });
      const tokens = tokensOf(answer);
      const companies = (await api.all(company, "/companies", tokens.accessToken, { sortBy: "name asc" }))
        // a company without Fiken's API module answers 403 to everything: not one to choose
        .filter((c) => c.hasApiAccess !== false)
        .map((c) => ({
          ref: c.slug,
          name: c.name.trim() || c.slug,
          ...(c.organizationNumber ? { orgNumber: c.organizationNumber.replace(/\s+/g, "") } : {}),
        }));
      return { tokens, companies };
    },
    async refresh(tokens) {
      if (!tokens.refreshToken) throw new AccountingError("refused", "No refresh token kept: connect again");
      return tokensOf(await api.token({ grant_type: "refresh_token", refresh_token: tokens.refreshToken }), tokens);
    },
    async revoke(tokens) {
      await api.revoke(tokens.accessToken).catch(() => undefined);
    },
    syncPage: (connection, cursor) => syncPage(api, connection.tokens.accessToken, connection.companyRef, cursor),
    async accountNumbers(connection) {
      const rows = await api.all(account, `${base(connection.companyRef)}/accounts`, connection.tokens.accessToken, {
        ...PAYMENT_ACCOUNTS,
      });
      return rows.map((a) => ({ number: a.code, name: a.name?.trim() ?? "" }));
    },
    async orgUnits(connection) {
      // Fiken has no departments; its projects are the dimension a sale is booked on
      const rows = await api.all(project, `${base(connection.companyRef)}/projects`, connection.tokens.accessToken, {
        completed: false,
      });
      return rows.map((p) => ({
        id: String(p.projectId),
        name: [p.number?.trim(), p.name?.trim()].filter(Boolean).join(" ") || `Prosjekt ${p.projectId}`,
      }));
    },
    writeBack: (connection, entry) => writeBack(api, connection.tokens.accessToken, connection.companyRef, entry),
  };
}

export const fikenSystem: AccountingSystem = {
  id: "fiken",
  name: "Fiken",
  auth: { kind: "oauth", pkce: false },
  secretNames: ["FIKEN_CLIENT_ID", "FIKEN_CLIENT_SECRET"],
  urls: {
    production: { api: "https://api.fiken.no/api/v2", auth: "https://fiken.no/oauth" },
    local: { api: "/api/v2", auth: "/oauth" },
  },
  create: fikenProvider,
};
