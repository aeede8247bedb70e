import type { EntityItem } from "electrodb";
import { AccountingConnectionEntity, CONNECTED_LIST } from "./entities"; // registers the entities named here
import "../i18n/integrations"; // registers the texts of the keys named here
import { createHash, randomBytes } from "node:crypto";
import { Clock } from "../clock";
import { config } from "../config";
import { db } from "../dynamo/db";
import { isConditionFailure } from "../dynamo/errors";
import { AppError, fieldError } from "../util/error";
import { log } from "../util/log";
import { accountingEnv } from "./env";
import { AccountingError, type AccountingProvider, type AccountingSystem, type Tokens } from "./provider";
import { sealJson, unseal, unsealJson, seal } from "./sealed";
import { systemOf } from "./systems";

/**
 * A customer's connection to its accounting system (issue 22; docs/accounting.md "Connecting"): OAuth with a
 * one-use state (10 minutes) and PKCE where the system offers it, or tokens typed in; the tokens sealed at rest;
 * refreshed a minute before they expire and once after an `unauthorized`; a refusal of the grant puts the
 * connection in `reconnect`. The connection is one item of the customer (entities.ts), always written whole on its
 * `version`, so two refreshes at once keep one token pair.
 */

export type ConnectionItem = EntityItem<typeof AccountingConnectionEntity>;

const STATE_TTL_MS = 10 * 60_000;
/** Tokens are refreshed this long before they expire. */
export const REFRESH_AHEAD_MS = 60_000;

/** Tests swap the provider's fetch; everything else makes it from the system and its environment. */
export const providerOf = (system: AccountingSystem): AccountingProvider => system.create(accountingEnv(system));

/** The system of an id we offer, or a 404. */
export function offered(id: string): AccountingSystem {
  const system = systemOf(id);
  if (!system) throw new AppError("NOT_FOUND", "integrations.notOffered");
  return system;
}

/** An adapter's failure as the user meets it: the system's silence is a 503, a refused grant a 409. */
export function asAppError(err: unknown): unknown {
  if (!(err instanceof AccountingError)) return err;
  if (err.kind === "refused") return new AppError("CONFLICT", "integrations.refused");
  if (err.kind === "rejected")
    return new AppError("CONFLICT", "integrations.rejected", { detail: err.details.detail ?? "" });
  return new AppError("BUSY", "integrations.unavailable");
}

export async function getConnection(customerId: string): Promise<ConnectionItem | null> {
  const { data } = await db().entities.accountingConnection.get({ customerId }).go({ consistent: true });
  return data ?? null;
}

/** Writes the connection whole over the version read (`null`: none yet); false when another write came first. */
export async function putConnection(
  prior: ConnectionItem | null,
  next: Omit<ConnectionItem, "version" | "createdAt" | "updatedAt"> & { createdAt?: number },
): Promise<boolean> {
  const item = { ...next, version: (prior?.version ?? 0) + 1, createdAt: prior?.createdAt ?? Clock.nowMs() };
  const put = db().entities.accountingConnection.put(item as never);
  try {
    if (prior) await put.where((a, { eq }) => eq(a.version, prior.version)).go();
    else await put.where((a, { notExists }) => notExists(a.customerId)).go();
    return true;
  } catch (err) {
    if (isConditionFailure(err)) return false;
    throw err;
  }
}

/** The fields of a connection with nothing in it: chosen, not (or no longer) connected. */
const bare = (customerId: string, system: string) => ({ customerId, system, status: "disconnected" as const });

/** Starts the connection of a chosen system (`disconnected`), dropping another system's (revoked first). */
export async function startConnection(customerId: string, systemId: string): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const current = await getConnection(customerId);
    if (current?.system === systemId) return;
    if (current?.sealedTokens) await revokeConnection(customerId, current);
    if (await putConnection(current, bare(customerId, systemId))) return;
  }
  throw new AppError("CONFLICT", "errors.conflict");
}

/** The connection of the chosen system `id` (404 when another or none is chosen). */
async function connectionFor(customerId: string, id: string): Promise<ConnectionItem> {
  const c = await getConnection(customerId);
  if (!c || c.system !== id) throw new AppError("NOT_FOUND", "integrations.notChosen");
  return c;
}

const stateHashOf = (state: string) => createHash("sha256").update(state).digest("base64url");

/** Where the system sends the browser back: the web's return page (SPEC 2 `/integration/oauth`). */
export const returnUri = () => `${config().webUrl}/integration/oauth`;

/**
 * GET redirect-uri: the system's authorize URL with a fresh state (stored 10 minutes, one use) and, where the
 * system takes PKCE, the S256 challenge of a verifier kept sealed with the state.
 */
export async function redirectUriFor(customerId: string, id: string, userId: string): Promise<string> {
  const system = offered(id);
  await connectionFor(customerId, id);
  if (system.auth.kind !== "oauth") throw new AppError("CONFLICT", "integrations.tokenOnly");
  const state = randomBytes(32).toString("base64url");
  const verifier = system.auth.pkce ? randomBytes(48).toString("base64url") : undefined;
  const redirectUri = returnUri();
  await db()
    .entities.accountingOAuthState.create({
      stateHash: stateHashOf(state),
      customerId,
      system: id,
      redirectUri,
      userId,
      ...(verifier ? { sealedVerifier: await seal(customerId, verifier) } : {}),
      expiresAt: Math.ceil((Clock.nowMs() + STATE_TTL_MS) / 1000),
    })
    .go();
  const codeChallenge = verifier ? createHash("sha256").update(verifier).digest("base64url") : undefined;
  return providerOf(system).authorizeUrl({ state, redirectUri, ...(codeChallenge ? { codeChallenge } : {}) });
}

/** Takes the state (deleted on a condition: one use) of the customer; 422 when unknown, used, expired or another's. */
async function takeState(customerId: string, state: string) {
  const invalid = fieldError("state", "integrations.stateInvalid");
  try {
    const { data } = await db()
      .entities.accountingOAuthState.delete({ stateHash: stateHashOf(state) })
      .where((a, { eq }) => eq(a.customerId, customerId))
      .go({ response: "all_old" });
    if (!data || data.expiresAt * 1000 < Clock.nowMs()) throw invalid;
    return data;
  } catch (err) {
    if (isConditionFailure(err)) throw invalid;
    throw err;
  }
}

/** Keeps what `connect` answered: connected to the one company, or choosing among several. */
async function connected(
  customerId: string,
  system: AccountingSystem,
  tokens: Tokens,
  companies: { ref: string; name: string; orgNumber?: string }[],
): Promise<void> {
  const current = await connectionFor(customerId, system.id);
  const sealedTokens = await sealJson(customerId, tokens);
  const one = companies.length === 1 ? companies[0]! : undefined;
  const next = {
    ...bare(customerId, system.id),
    sealedTokens,
    ...(one
      ? { status: "connected" as const, companyRef: one.ref, companyName: one.name, connectedAt: Clock.nowMs() }
      : { status: "chooseCompany" as const, companies: companies.slice(0, 200) }),
    ...(one ? { syncList: CONNECTED_LIST } : {}),
  };
  if (!(await putConnection(current, next))) throw new AppError("CONFLICT", "errors.conflict");
}

/** POST oauth {state, code}: the code the system gave the browser, exchanged for tokens. */
export async function completeOAuth(customerId: string, input: { state: string; code: string }): Promise<void> {
  const taken = await takeState(customerId, input.state);
  const system = offered(taken.system);
  const codeVerifier = taken.sealedVerifier ? await unseal(customerId, taken.sealedVerifier) : undefined;
  try {
    const { tokens, companies } = await providerOf(system).connect({
      kind: "oauth",
      code: input.code,
      redirectUri: taken.redirectUri,
      state: input.state,
      ...(codeVerifier ? { codeVerifier } : {}),
    });
    await connected(customerId, system, tokens, companies);
  } catch (err) {
    if (err instanceof AccountingError && err.kind === "refused") throw fieldError("code", "integrations.refused");
    throw asAppError(err);
  }
}

/** POST {id}/connect {fields}: the tokens a token system takes (each field named; a refusal is 422 on each). */
export async function connectWithTokens(customerId: string, id: string, fields: Record<string, string>): Promise<void> {
  const system = offered(id);
  if (system.auth.kind !== "token") throw new AppError("CONFLICT", "integrations.oauthOnly");
  const missing = system.auth.fields.filter((f) => !fields[f]?.trim());
  if (missing.length)
    throw new AppError(
      "VALIDATION",
      "validation.invalid",
      {},
      Object.fromEntries(missing.map((f) => [`fields.${f}`, ["validation.required"]])),
    );
  await connectionFor(customerId, id);
  try {
    const { tokens, companies } = await providerOf(system).connect({ kind: "token", fields });
    await connected(customerId, system, tokens, companies);
  } catch (err) {
    if (err instanceof AccountingError && err.kind === "refused")
      throw new AppError(
        "VALIDATION",
        "validation.invalid",
        {},
        Object.fromEntries(system.auth.fields.map((f) => [`fields.${f}`, ["integrations.tokenRefused"]])),
      );
    throw asAppError(err);
  }
}

/** PUT {id}/company {companyRef}: the company chosen among those the user reaches. */
export async function chooseCompany(customerId: string, id: string, companyRef: string): Promise<void> {
  const current = await connectionFor(customerId, id);
  if (current.status !== "chooseCompany") throw new AppError("CONFLICT", "integrations.notChoosing");
  const company = (current.companies ?? []).find((c) => c.ref === companyRef);
  if (!company) throw fieldError("companyRef", "integrations.companyUnknown");
  const { companies: _, ...rest } = current;
  const next = {
    ...rest,
    status: "connected" as const,
    companyRef: company.ref,
    companyName: company.name,
    connectedAt: Clock.nowMs(),
    syncList: CONNECTED_LIST,
  };
  if (!(await putConnection(current, next))) throw new AppError("CONFLICT", "errors.conflict");
}

export async function revokeConnection(customerId: string, c: ConnectionItem): Promise<void> {
  const system = systemOf(c.system);
  if (!system || !c.sealedTokens) return;
  try {
    await providerOf(system).revoke(await unsealJson<Tokens>(customerId, c.sealedTokens));
  } catch (err) {
    // best effort (provider.ts): we forget the tokens whatever the system said
    log.info("accounting.revokeFailed", { customerId, system: c.system, kind: (err as AccountingError).kind });
  }
}

/** PUT {id}/reset: tokens revoked and dropped, the cursor dropped; the ledger kept. */
export async function resetConnection(customerId: string, id: string): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const current = await connectionFor(customerId, id);
    await revokeConnection(customerId, current);
    const next = { ...bare(customerId, id), ...(current.lastSyncId ? { lastSyncId: current.lastSyncId } : {}) };
    if (await putConnection(current, next)) return;
  }
  throw new AppError("CONFLICT", "errors.conflict");
}

/** A call to the connected system with the customer's tokens (see `withConnection`). */
export type SystemCall<T> = (
  provider: AccountingProvider,
  connection: { tokens: Tokens; companyRef: string },
) => Promise<T>;

/** Tokens refreshed and kept; the other refresh's tokens when one came first. */
async function refreshed(customerId: string, c: ConnectionItem, provider: AccountingProvider, tokens: Tokens) {
  let fresh: Tokens;
  try {
    fresh = await provider.refresh(tokens);
  } catch (err) {
    if (err instanceof AccountingError && (err.kind === "refused" || err.kind === "unauthorized")) {
      await markReconnect(customerId);
      throw new AccountingError("refused", "the system refused the refresh");
    }
    throw err;
  }
  const { companies: _, ...rest } = c;
  if (await putConnection(c, { ...rest, sealedTokens: await sealJson(customerId, fresh) })) return fresh;
  const now = await getConnection(customerId);
  if (!now?.sealedTokens || now.status !== "connected") throw new AccountingError("refused", "disconnected meanwhile");
  return unsealJson<Tokens>(customerId, now.sealedTokens);
}

/** The connection can no longer be used: the customer connects again. */
export async function markReconnect(customerId: string): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const c = await getConnection(customerId);
    if (!c || c.status !== "connected") return;
    const { syncList: _, sealedTokens: __, ...rest } = c;
    if (await putConnection(c, { ...rest, status: "reconnect" })) return;
  }
}

/**
 * Calls the customer's connected system: refreshes the tokens a minute before they expire, and once after an
 * `unauthorized`; a refusal (of the grant or the refresh) puts the connection in `reconnect` and is thrown as
 * `refused`. Other failures are thrown as the adapter threw them (the caller decides: a route answers 503, a sync
 * waits or retries).
 */
export async function withConnection<T>(customerId: string, call: SystemCall<T>, systemId?: string): Promise<T> {
  const c = await getConnection(customerId);
  if (!c || c.status !== "connected" || !c.sealedTokens || !c.companyRef || (systemId && c.system !== systemId))
    throw new AppError("CONFLICT", "integrations.notConnected");
  const provider = providerOf(offered(c.system));
  let tokens = await unsealJson<Tokens>(customerId, c.sealedTokens);
  if (tokens.expiresAt !== undefined && tokens.expiresAt - REFRESH_AHEAD_MS <= Clock.nowMs())
    tokens = await refreshed(customerId, c, provider, tokens);
  try {
    return await call(provider, { tokens, companyRef: c.companyRef });
  } catch (err) {
    if (!(err instanceof AccountingError)) throw err;
    if (err.kind === "refused") {
      await markReconnect(customerId);
      throw err;
    }
    if (err.kind !== "unauthorized") throw err;
    const again = (await getConnection(customerId)) ?? c;
    tokens = await refreshed(customerId, again, provider, tokens);
    try {
      return await call(provider, { tokens, companyRef: c.companyRef });
    } catch (second) {
      if (second instanceof AccountingError && (second.kind === "unauthorized" || second.kind === "refused")) {
        await markReconnect(customerId);
        throw new AccountingError("refused", "unauthorized after a refresh");
      }
      throw second;
    }
  }
}
