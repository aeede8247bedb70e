// The signed-in session: tokens in localStorage ("innfri.session"), the loaded customer id
// ("innfri.customerId"), and the token refresh (10 s before expiry, one refresh at a time across tabs).
import { useSyncExternalStore } from "react";
import { currentLanguage } from "@/i18n";
import { USER_TYPES, type UserType } from "./permissions";
import { API_BASE } from "@/config/env";

export const SESSION_KEY = "innfri.session";
export const CUSTOMER_KEY = "innfri.customerId";
/** Refresh the access token this long before it expires (SPEC section 9). */
export const REFRESH_MARGIN_MS = 10_000;

export interface Session {
  accessToken: string;
  refreshToken: string;
  /** Epoch milliseconds when the access token expires. */
  expiresAt: number;
  type: UserType;
  id: string;
}

export interface Customer {
  id: string;
  name: string;
  orgNumber?: string;
  email?: string;
  gdprTermsAccepted: boolean;
  permission?: string;
}

export interface LoginUser {
  type: UserType;
  id: string;
  accessToken: string;
  tokenType: string;
  refreshToken: string;
  /** Seconds. */
  expiresIn: number;
}

export interface LoginResult {
  user: LoginUser;
  customer: Customer | null;
}

export class RefreshError extends Error {
  constructor(
    public readonly status: number,
    message = "Token refresh failed",
  ) {
    super(message);
    this.name = "RefreshError";
  }
}

function isSession(value: unknown): value is Session {
  if (!value || typeof value !== "object") return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.accessToken === "string" &&
    typeof v.refreshToken === "string" &&
    typeof v.expiresAt === "number" &&
    typeof v.id === "string" &&
    (USER_TYPES as readonly unknown[]).includes(v.type)
  );
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function readSession(): Session | null {
  try {
    const raw = storage()?.getItem(SESSION_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isSession(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function readCustomerId(): string | null {
  return storage()?.getItem(CUSTOMER_KEY) ?? null;
}

let session: Session | null = readSession();
let customerId: string | null = readCustomerId();
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function getSession(): Session | null {
  return session;
}

export function setSession(next: Session) {
  session = next;
  storage()?.setItem(SESSION_KEY, JSON.stringify(next));
  emit();
}

export function getCustomerId(): string | null {
  return customerId;
}

export function setCustomerId(id: string | null) {
  customerId = id;
  if (id) storage()?.setItem(CUSTOMER_KEY, id);
  else storage()?.removeItem(CUSTOMER_KEY);
  emit();
}

export function clearSession() {
  const had = session !== null || customerId !== null;
  session = null;
  customerId = null;
  storage()?.removeItem(SESSION_KEY);
  storage()?.removeItem(CUSTOMER_KEY);
  if (had) emit();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, () => null);
}

export function sessionFromLogin(user: LoginUser, now = Date.now()): Session {
  return {
    accessToken: user.accessToken,
    refreshToken: user.refreshToken,
    expiresAt: now + user.expiresIn * 1000,
    type: user.type,
    id: user.id,
  };
}

/** Milliseconds until the refresh is due (never negative). */
export function msUntilRefresh(s: Session, now = Date.now()): number {
  return Math.max(0, s.expiresAt - REFRESH_MARGIN_MS - now);
}

export function needsRefresh(s: Session, now = Date.now()): boolean {
  return msUntilRefresh(s, now) === 0;
}

// Another tab signed in, refreshed or signed out: follow it.
if (typeof window !== "undefined") {
  window.addEventListener("storage", (event) => {
    if (event.key !== null && event.key !== SESSION_KEY && event.key !== CUSTOMER_KEY) return;
    session = readSession();
    customerId = readCustomerId();
    emit();
  });
}

async function postRefresh(refreshToken: string): Promise<LoginResult> {
  let res: Response;
  try {
    res = await fetch(`${API_BASE}/auth/refresh`, {
      method: "POST",
      headers: {
        Accept: "application/json",
        "Content-Type": "application/json",
        "Accept-Language": currentLanguage(),
      },
      body: JSON.stringify({ refreshToken }),
    });
  } catch {
    throw new RefreshError(0, "Network error during token refresh");
  }
  if (!res.ok) throw new RefreshError(res.status);
  return (await res.json()) as LoginResult;
}

async function doRefresh(started: Session): Promise<Session> {
  // Another tab may have rotated the refresh token already: then use its result instead of re-using ours
  // (a reused refresh token revokes the whole family on the server).
  const stored = readSession();
  if (stored && stored.refreshToken !== started.refreshToken && !needsRefresh(stored)) {
    session = stored;
    emit();
    return stored;
  }
  const current = stored ?? started;
  const result = await postRefresh(current.refreshToken);
  const next = sessionFromLogin(result.user);
  setSession(next);
  if (result.customer) setCustomerId(result.customer.id);
  return next;
}

let inflight: Promise<Session> | null = null;

/** Refresh the access token once, however many callers ask at the same time (and across tabs, where Web Locks exist). */
export function refreshSession(): Promise<Session> {
  const started = session;
  if (!started) return Promise.reject(new RefreshError(401, "No session"));
  if (!inflight) {
    const locks = typeof navigator !== "undefined" ? navigator.locks : undefined;
    const run = locks
      ? locks.request("innfri.session.refresh", () => doRefresh(started)).then((s) => s as unknown as Session)
      : doRefresh(started);
    inflight = run.finally(() => {
      inflight = null;
    });
  }
  return inflight;
}

/** The session with an access token that is good for at least REFRESH_MARGIN_MS more, or null when signed out. */
export async function ensureFreshSession(): Promise<Session | null> {
  const s = session;
  if (!s) return null;
  if (!needsRefresh(s)) return s;
  return refreshSession();
}
