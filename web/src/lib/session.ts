// The signed-in session (DESIGN 4a). The access token lives in memory only; the refresh token is an HttpOnly
// cookie the server sets on sign-in and refresh, sent by the browser to POST /v1/auth/refresh alone, so no
// script can read either from storage. A reload (or a new tab) starts with no token and refreshes by the
// cookie. localStorage holds only the non-secret flag "innfri.signedIn" ("1"): it says whether a cookie
// refresh is worth trying at start (and whether its failure is a timeout), and its changes tell other tabs
// that the user signed in or out. Refreshes run 10 s before expiry, one at a time across tabs (Web Locks), so
// two tabs never present the same cookie (a reused refresh token revokes the session).
import { useSyncExternalStore } from "react";
import { currentLanguage } from "@/i18n";
import type { CustomerView, LoginResultView } from "@innfri/core/accounts/account-views.schema";
import type { UserType } from "./permissions";
import { API_BASE } from "@/config/env";

/** The one localStorage key of the session: "1" while signed in somewhere in this browser, no token. */
export const SIGNED_IN_KEY = "innfri.signedIn";
/** Fired on window when another tab signed out (the auth provider sends a signed-in page to login). */
export const SIGNED_OUT_ELSEWHERE_EVENT = "innfri:signed-out-elsewhere";
/** Refresh the access token this long before it expires (SPEC section 9). */
export const REFRESH_MARGIN_MS = 10_000;

export interface Session {
  accessToken: string;
  /** Epoch milliseconds when the access token expires. */
  expiresAt: number;
  type: UserType;
  id: string;
}

/** A customer account as the API answers it (core accounts/account-views.schema.ts). */
export type Customer = CustomerView;

/** POST /auth/login (and the 2FA login): the tokens and the chosen customer. */
export type LoginResult = LoginResultView;

export class RefreshError extends Error {
  constructor(
    public readonly status: number,
    message = "Token refresh failed",
  ) {
    super(message);
    this.name = "RefreshError";
  }
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

const signedInHere = () => storage()?.getItem(SIGNED_IN_KEY) === "1";

let session: Session | null = null;
let customerId: string | null = null;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function getSession(): Session | null {
  return session;
}

export function setSession(next: Session) {
  session = next;
  if (!signedInHere()) storage()?.setItem(SIGNED_IN_KEY, "1");
  emit();
}

export function getCustomerId(): string | null {
  return customerId;
}

export function setCustomerId(id: string | null) {
  customerId = id;
  emit();
}

/** Bumped by every sign-out, so a refresh that was under way then cannot bring the session back. */
let epoch = 0;

function forget(): boolean {
  epoch += 1;
  const had = session !== null || customerId !== null;
  session = null;
  customerId = null;
  return had;
}

/** Signed out (or the session ended): forget the tokens here and tell the other tabs. */
export function clearSession() {
  const had = forget();
  storage()?.removeItem(SIGNED_IN_KEY);
  if (had) emit();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, () => null);
}

export function sessionFromLogin(user: LoginResult["user"], now = Date.now()): Session {
  return { accessToken: user.accessToken, expiresAt: now + user.expiresIn * 1000, type: user.type, id: user.id };
}

/** Milliseconds until the refresh is due (never negative). */
export function msUntilRefresh(s: Session, now = Date.now()): number {
  return Math.max(0, s.expiresAt - REFRESH_MARGIN_MS - now);
}

export function needsRefresh(s: Session, now = Date.now()): boolean {
  return msUntilRefresh(s, now) === 0;
}

async function postRefresh(): Promise<LoginResult> {
  let res: Response;
  try {
    // No body: the browser sends the HttpOnly cookie (same origin in both runtimes).
    res = await fetch(`${API_BASE}/auth/refresh`, {
      method: "POST",
      credentials: "same-origin",
      headers: { Accept: "application/json", "Accept-Language": currentLanguage() },
    });
  } catch {
    throw new RefreshError(0, "Network error during token refresh");
  }
  if (!res.ok) throw new RefreshError(res.status);
  return (await res.json()) as LoginResult;
}

async function doRefresh(): Promise<Session> {
  const started = epoch;
  const result = await postRefresh();
  if (epoch !== started) throw new RefreshError(401, "Signed out during the refresh");
  const next = sessionFromLogin(result.user);
  customerId = result.customer?.id ?? customerId;
  setSession(next);
  return next;
}

let inflight: Promise<Session> | null = null;

/** Refresh by the cookie once, however many callers ask at the same time (and one tab at a time, where Web Locks exist). */
function refreshOnce(): Promise<Session> {
  if (!inflight) {
    const locks = typeof navigator !== "undefined" ? navigator.locks : undefined;
    const run = locks
      ? locks.request("innfri.session.refresh", () => doRefresh()).then((s) => s as unknown as Session)
      : doRefresh();
    inflight = run.finally(() => {
      inflight = null;
    });
  }
  return inflight;
}

/** Refresh the access token (the session must exist). */
export function refreshSession(): Promise<Session> {
  if (!session) return Promise.reject(new RefreshError(401, "No session"));
  return refreshOnce();
}

/** The session with an access token that is good for at least REFRESH_MARGIN_MS more, or null when signed out. */
export async function ensureFreshSession(): Promise<Session | null> {
  const s = session;
  if (!s) return null;
  if (!needsRefresh(s)) return s;
  return refreshSession();
}

/**
 * After a reload or in a new tab: the session from the cookie, when this browser was signed in. Answers
 * `expired: true` when it was, but the server refused (revoked or run out), so the user is told.
 */
export async function restoreSession(): Promise<{ session: Session | null; expired: boolean }> {
  if (session) return { session, expired: false };
  if (!signedInHere()) return { session: null, expired: false };
  try {
    return { session: await refreshOnce(), expired: false };
  } catch (error) {
    // Only the server's refusal (401) ends the session. A network error or a server error, or this page going away
    // mid-refresh (a reload aborts the fetch, and the Web Lock rejects with an AbortError once the document is no
    // longer active), keeps the flag: the next page refreshes by the cookie (the server's grace covers an answer
    // that was lost).
    if (!(error instanceof RefreshError) || error.status !== 401) return { session: null, expired: false };
    clearSession();
    return { session: null, expired: true };
  }
}

let started: Promise<{ session: Session | null; expired: boolean }> | null = null;

/** The page's first answer of restoreSession (the guards wait for it once); later calls see the live session. */
export async function initialSession(): Promise<{ session: Session | null; expired: boolean }> {
  if (!started) {
    started = restoreSession();
    return started;
  }
  await started;
  return { session, expired: false };
}

// Another tab signed in or out: follow it.
if (typeof window !== "undefined") {
  window.addEventListener("storage", (event) => {
    if (event.key !== null && event.key !== SIGNED_IN_KEY) return;
    if (event.newValue === "1") {
      if (!session) void restoreSession().then(() => emit());
    } else if (forget()) {
      emit();
      window.dispatchEvent(new Event(SIGNED_OUT_ELSEWHERE_EVENT));
    }
  });
}
