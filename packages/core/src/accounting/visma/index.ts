/**
 * Visma eAccounting (API v2), one folder of the accounting integrations (issue 22; docs/accounting-visma.md): the
 * customer allows us at Visma's identity server (OAuth 2.0 authorization code with PKCE, our client id and secret),
 * choosing there the one company the grant reaches; every call is `Bearer <access token>`. Built from Visma's
 * published OpenAPI document (vendor-docs/visma), checked against it by `visma.contract.test.ts`, and served under
 * `npm start` and in tests by its local fake (scripts/local/fakes/visma.ts).
 */
import { AccountingError, type AccountingEnv, type AccountingProvider, type AccountingSystem } from "../provider";
import { VismaClient } from "./client";
import { authorizeUrl, revoke, token } from "./oauth";
import { syncPage } from "./sync";
import { account, companySettings, costCenter } from "./wire";
import { writeBack } from "./write-back";

/** The integrator secrets the local fake accepts: the values the spine's env gives locally (`local-<name>`). */
export const VISMA_LOCAL_SECRETS = {
  VISMA_CLIENT_ID: "local-visma-client-id",
  VISMA_CLIENT_SECRET: "local-visma-client-secret",
} as const;

export function vismaProvider(env: AccountingEnv): AccountingProvider {
  const api = (accessToken: string) => new VismaClient(env, accessToken);
  return {
    id: "visma",
    name: vismaSystem.name,
    auth: vismaSystem.auth,
    authorizeUrl: (input) => authorizeUrl(env, input),
    async connect(input) {
      if (input.kind !== "oauth" || !input.code) throw new AccountingError("refused", "Visma connects with OAuth");
      const tokens = await token(env, {
        grant_type: "authorization_code",
        code: input.code,
        redirect_uri: input.redirectUri,
        code_verifier: input.codeVerifier,
      });
      // a grant reaches the one company the user chose at Visma's login: its settings name it
      const company = await api(tokens.accessToken).value(companySettings, "GET", "/companysettings");
      const org = (company.CorporateIdentityNumber ?? "").replace(/\s+/g, "");
      return {
        tokens,
        companies: [
          {
            ref: /^\d{9}$/.test(org) ? org : "company",
            name: company.Name.trim() || "Visma eAccounting",
            ...(/^\d{9}$/.test(org) ? { orgNumber: org } : {}),
          },
        ],
      };
    },
    async refresh(tokens) {
      if (!tokens.refreshToken) throw new AccountingError("refused", "No refresh token kept: connect again");
      return token(env, { grant_type: "refresh_token", refresh_token: tokens.refreshToken }, tokens);
    },
    revoke: (tokens) => revoke(env, tokens),
    syncPage: (connection, cursor, context) => syncPage(api(connection.tokens.accessToken), cursor, context),
    async accountNumbers(connection) {
      const rows = await api(connection.tokens.accessToken).all(account, "/accounts");
      const byNumber = new Map<string, string>();
      for (const a of rows) if (a.IsActive && !byNumber.has(a.Number)) byNumber.set(a.Number, a.Name.trim());
      return [...byNumber]
        .map(([number, name]) => ({ number, name }))
        .sort((a, b) => a.number.localeCompare(b.number, "en", { numeric: true }));
    },
    async orgUnits(connection) {
      // cost center items are what a voucher row carries (CostCenterItemId1..3): those are the org units
      const centers = await api(connection.tokens.accessToken).all(costCenter, "/costcenters");
      return centers
        .filter((c) => c.IsActive !== false)
        .flatMap((c) =>
          (c.Items ?? [])
            .filter((i) => i.IsActive && i.Id)
            .map((i) => ({ id: i.Id!, name: `${c.Name.trim()}: ${i.Name.trim() || i.ShortName}` })),
        );
    },
    writeBack: (connection, entry) => writeBack(api(connection.tokens.accessToken), entry),
  };
}

export const vismaSystem: AccountingSystem = {
  id: "visma",
  name: "Visma eAccounting",
  // Visma's identity server is an OpenID Connect server that takes S256 code challenges (docs/accounting-visma.md)
  auth: { kind: "oauth", pkce: true },
  secretNames: ["VISMA_CLIENT_ID", "VISMA_CLIENT_SECRET"],
  urls: {
    production: { api: "https://eaccountingapi.vismaonline.com/v2", auth: "https://identity.vismaonline.com/connect" },
    local: { api: "/v2", auth: "/connect" },
  },
  create: vismaProvider,
};
