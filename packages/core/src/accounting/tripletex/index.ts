/**
 * Tripletex (API v2), one folder of the accounting integrations (issue 22; docs/accounting-tripletex.md): the
 * customer types an employee token; with our consumer token it makes a session token at
 * `PUT /token/session/:create`, and every call is HTTP Basic `<company id or 0>:<session token>`. An accountant's
 * token reaches its clients too (`/company/>withLoginAccess`): those are the companies to choose from.
 */
import { Clock } from "../../clock";
import {
  AccountingError,
  type AccountingEnv,
  type AccountingProvider,
  type AccountingSystem,
  type Connection,
  type Tokens,
} from "../provider";
import { localAccountingSecret } from "../env";
import { TripletexClient, type Auth } from "./client";
import { syncPage } from "./sync";
import { account, client, department, loggedInUser, sessionToken } from "./wire";
import { writeBack } from "./write-back";

/** The consumer token the local fake (scripts/local/fakes/tripletex.ts) accepts: the spine's env gives it locally. */
export const TRIPLETEX_LOCAL_SECRETS = {
  TRIPLETEX_CONSUMER_TOKEN: localAccountingSecret("TRIPLETEX_CONSUMER_TOKEN"),
} as const;

/** A session lives until its expirationDate; we ask for two days and renew after one (the date is Tripletex's day). */
const SESSION_DAYS = 2;

const day = (offset: number) =>
  new Date(Date.parse(`${Clock.today()}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);

export function tripletexProvider(env: AccountingEnv): AccountingProvider {
  const api = new TripletexClient(env);

  async function session(employeeToken: string): Promise<{ accessToken: string; expiresAt: number }> {
    const consumerToken = env.secrets.TRIPLETEX_CONSUMER_TOKEN;
    if (!consumerToken) throw new AccountingError("unavailable", "TRIPLETEX_CONSUMER_TOKEN is not set");
    const expirationDate = day(SESSION_DAYS);
    const query = { consumerToken, employeeToken, expirationDate };
    const made = await api.value(sessionToken, "PUT", "/token/session/:create", { query, session: true });
    const until = Date.parse(`${made.expirationDate ?? expirationDate}T00:00:00Z`);
    return {
      accessToken: made.token,
      expiresAt: (Number.isFinite(until) ? until : Date.parse(`${expirationDate}T00:00:00Z`)) - 86_400_000,
    };
  }

  /** The Basic user: 0 for the employee's own company, a client's id for an accountant's client. */
  const auth = (c: Connection): Auth => ({
    sessionToken: c.tokens.accessToken,
    companyId: c.companyRef === c.tokens.extra?.companyId ? "0" : c.companyRef,
  });

  return {
    id: "tripletex",
    name: "Tripletex",
    auth: tripletexSystem.auth,
    authorizeUrl() {
      throw new AccountingError("rejected", "Tripletex connects with tokens, not OAuth");
    },
    async connect(input) {
      const employeeToken = input.kind === "token" ? input.fields.employeeToken?.trim() : undefined;
      if (!employeeToken) throw new AccountingError("refused", "An employee token is needed");
      const s = await session(employeeToken);
      const own: Auth = { sessionToken: s.accessToken, companyId: "0" };
      const me = await api.value(loggedInUser, "GET", "/token/session/>whoAmI", {
        query: { fields: "companyId,company(id,name,organizationNumber)" },
        auth: own,
      });
      const companyId = me.company?.id ?? me.companyId;
      if (companyId === null || companyId === undefined)
        throw new AccountingError("malformed", "whoAmI names no company");
      // an employee of one company may have no accountant's access at all: then it reaches its own company only
      const clients = await api
        .all(client, "/company/>withLoginAccess", { fields: "id,name,organizationNumber" }, own)
        .catch((e: unknown) => {
          if (e instanceof AccountingError && (e.kind === "refused" || e.kind === "notFound")) return [];
          throw e;
        });
      const companies = [
        { id: companyId, name: me.company?.name ?? "", organizationNumber: me.company?.organizationNumber },
        ...clients,
      ]
        .filter((c, i, all) => all.findIndex((o) => o.id === c.id) === i)
        .map((c) => ({
          ref: String(c.id),
          name: c.name?.trim() || `Tripletex ${c.id}`,
          ...(c.organizationNumber ? { orgNumber: c.organizationNumber.replace(/\s+/g, "") } : {}),
        }));
      return { tokens: { ...s, extra: { employeeToken, companyId: String(companyId) } }, companies };
    },
    async refresh(tokens: Tokens) {
      const employeeToken = tokens.extra?.employeeToken;
      if (!employeeToken) throw new AccountingError("refused", "No employee token kept: connect again");
      return { ...tokens, ...(await session(employeeToken)) };
    },
    async revoke(tokens) {
      const own: Auth = { sessionToken: tokens.accessToken, companyId: "0" };
      await api
        .call("DELETE", `/token/session/${encodeURIComponent(tokens.accessToken)}`, { auth: own })
        .catch(() => undefined);
    },
    syncPage: (connection, cursor) => syncPage(api, auth(connection), cursor),
    async accountNumbers(connection) {
      const rows = await api.all(
        account,
        "/ledger/account",
        { isInactive: false, fields: "id,number,name,isInactive" },
        auth(connection),
      );
      return rows
        .map((a) => ({ number: String(a.number), name: a.name?.trim() ?? "" }))
        .sort((a, b) => Number(a.number) - Number(b.number));
    },
    async orgUnits(connection) {
      const rows = await api.all(
        department,
        "/department",
        { isInactive: false, fields: "id,name,isInactive" },
        auth(connection),
      );
      return rows.map((d) => ({ id: String(d.id), name: d.name?.trim() ?? "" }));
    },
    writeBack: (connection, entry) => writeBack(api, auth(connection), entry),
  };
}

export const tripletexSystem: AccountingSystem = {
  id: "tripletex",
  name: "Tripletex",
  auth: { kind: "token", fields: ["employeeToken"] },
  secretNames: ["TRIPLETEX_CONSUMER_TOKEN"],
  urls: { production: { api: "https://tripletex.no/v2" }, local: { api: "/v2" } },
  create: tripletexProvider,
};
