import { config, stageSecret } from "../config";
import type { AccountingEnv, AccountingSystem } from "./provider";

/**
 * Where the spine calls a system (docs/accounting.md "Where a system answers"): deployed, the system's production
 * URLs and our integrator secrets from the stage's SST secrets (`FIKEN_CLIENT_ID` …, read at cold start by
 * `loadSecrets`); under `npm start` and in tests, the system's local fake mounted at `${WEB_URL}/_local/<id>`
 * (scripts/local/server.ts) with fixed local secrets the fakes accept. `INNFRI_<ID>_URL` overrides the mount either
 * way (a test's own fake), as INNFRI_CREDITSAFE_URL does for the credit bureau.
 */

/** The spine's per-request time limit (provider.ts `AccountingEnv.timeoutMs`). */
export const REQUEST_TIMEOUT_MS = 10_000;

/** The value of a secret under `npm start` and in tests, which the local fakes accept (`local-fiken-client-id`). */
export const localAccountingSecret = (name: string): string => `local-${name.toLowerCase().replace(/_/g, "-")}`;

/** The local secrets of the names the systems use, for the fakes to import (scripts/local/fakes/<id>.ts). */
export const LOCAL_ACCOUNTING_SECRETS: Readonly<Record<string, string>> = new Proxy(
  {},
  { get: (_, name) => (typeof name === "string" ? localAccountingSecret(name) : undefined) },
);

const join = (base: string, path: string | undefined) => (path === undefined ? undefined : `${base}${path}`);

/** The local mount of a system's fake, or the URL that overrides it; undefined deployed without an override. */
export function localBaseOf(system: Pick<AccountingSystem, "id">): string | undefined {
  const override = process.env[`INNFRI_${system.id.toUpperCase()}_URL`];
  if (override) return override.replace(/\/$/, "");
  const c = config();
  return c.local ? `${c.webUrl}/_local/${system.id}` : undefined;
}

/** True when the system answers from its local fake (the web then shows "Fiken (lokal)"). */
export const isLocal = (system: Pick<AccountingSystem, "id">): boolean => localBaseOf(system) !== undefined;

/** The system's environment, as its adapter's `create` takes it. */
export function accountingEnv(system: AccountingSystem, fetchImpl?: typeof fetch): AccountingEnv {
  const base = localBaseOf(system);
  const urls = base
    ? { api: join(base, system.urls.local.api)!, auth: join(base, system.urls.local.auth) }
    : system.urls.production;
  const local = config().local;
  const secrets = Object.fromEntries(
    system.secretNames.map((name) => [name, stageSecret(name) ?? (local ? localAccountingSecret(name) : undefined)]),
  );
  return {
    apiUrl: urls.api.replace(/\/$/, ""),
    ...(urls.auth ? { authUrl: urls.auth.replace(/\/$/, "") } : {}),
    secrets,
    timeoutMs: REQUEST_TIMEOUT_MS,
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  };
}
