/**
 * PowerOffice Go (API v2), one folder of the accounting integrations (issue 22; docs/accounting-poweroffice.md): the
 * customer activates our integration in Go and types the client key it shows; with our application key that key
 * buys a 20-minute access token (OAuth2 client credentials at `{auth}/Token`), and every call carries it and our
 * `Ocp-Apim-Subscription-Key`. A client key reaches one client (company): that is the company to connect.
 */
import {
  AccountingError,
  type AccountingEnv,
  type AccountingProvider,
  type AccountingSystem,
  type Tokens,
} from "../provider";
import { PowerOfficeClient } from "./client";
import { syncPage } from "./sync";
import { department, generalLedgerAccount, integrationInformation, organizationSettings } from "./wire";
import { writeBack } from "./write-back";

/**
 * The keys the local fake (scripts/local/fakes/poweroffice.ts) accepts: the values the spine gives every secret
 * under `npm start` and in tests (accounting/env.ts `localAccountingSecret`: "local-" and the name in kebab case).
 */
export const POWEROFFICE_LOCAL_SECRETS = {
  POWEROFFICE_APPLICATION_KEY: "local-poweroffice-application-key",
  POWEROFFICE_SUBSCRIPTION_KEY: "local-poweroffice-subscription-key",
} as const;

export function powerofficeProvider(env: AccountingEnv): AccountingProvider {
  const api = new PowerOfficeClient(env);

  return {
    id: "poweroffice",
    name: "PowerOffice Go",
    auth: powerofficeSystem.auth,
    authorizeUrl() {
      throw new AccountingError("rejected", "PowerOffice Go connects with a client key, not OAuth");
    },
    async connect(input) {
      const clientKey = input.kind === "token" ? input.fields.clientKey?.trim() : undefined;
      if (!clientKey) throw new AccountingError("refused", "A client key is needed");
      const token = await api.token(clientKey);
      const info = await api.one(integrationInformation, token.accessToken, "/ClientIntegrationInformation");
      // the organisation number is a nicety: an integration without the CommonServices privilege connects without it
      const org = await api
        .one(organizationSettings, token.accessToken, "/OrganizationSettings")
        .catch((e: unknown) => {
          if (e instanceof AccountingError && (e.kind === "refused" || e.kind === "notFound")) return null;
          throw e;
        });
      const orgNumber = org?.OrganizationNumber?.replace(/\s+/g, "");
      const company = {
        ref: info.ClientId,
        name: info.ClientName?.trim() || org?.Name?.trim() || "PowerOffice Go",
        ...(orgNumber ? { orgNumber } : {}),
      };
      return { tokens: { ...token, extra: { clientKey } }, companies: [company] };
    },
    async refresh(tokens: Tokens) {
      const clientKey = tokens.extra?.clientKey;
      if (!clientKey) throw new AccountingError("refused", "No client key kept: connect again");
      return { ...tokens, ...(await api.token(clientKey)) };
    },
    async revoke() {
      // Go has no revocation: the token dies within 20 minutes, and the customer deactivates the integration in Go
    },
    syncPage: (connection, cursor) => syncPage(api, connection.tokens.accessToken, cursor),
    async accountNumbers(connection) {
      const rows = await api.all(generalLedgerAccount, connection.tokens.accessToken, "/GeneralLedgerAccounts", {});
      return rows
        .filter((a) => a.IsActive !== false)
        .map((a) => ({ number: String(a.AccountNo), name: a.Name?.trim() ?? "" }))
        .sort((a, b) => Number(a.number) - Number(b.number));
    },
    async orgUnits(connection) {
      const rows = await api.all(department, connection.tokens.accessToken, "/Departments", { isActive: true });
      return rows.map((d) => ({ id: String(d.Id), name: d.Name?.trim() || d.Code?.trim() || String(d.Id) }));
    },
    writeBack: (connection, entry) => writeBack(api, connection.tokens.accessToken, entry),
  };
}

export const powerofficeSystem: AccountingSystem = {
  id: "poweroffice",
  name: "PowerOffice Go",
  auth: { kind: "token", fields: ["clientKey"] },
  secretNames: ["POWEROFFICE_APPLICATION_KEY", "POWEROFFICE_SUBSCRIPTION_KEY"],
  urls: {
    production: { api: "https://goapi.poweroffice.net/v2", auth: "https://goapi.poweroffice.net/OAuth" },
    local: { api: "/v2", auth: "/OAuth" },
  },
  create: powerofficeProvider,
};
