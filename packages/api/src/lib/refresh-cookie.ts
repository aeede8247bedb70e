// The web's refresh token (DESIGN 4a): an HttpOnly, Secure, SameSite=Strict cookie sent only to the refresh
// call, so no script of the page can read it. Sign-in, two-factor sign-in and refresh set it (their bodies keep
// the token for API clients); POST /auth/refresh takes it when the body has no token; sign-out removes it.
// Browsers treat http://localhost and 127.0.0.1 as secure contexts, so Secure works under `npm start` too.
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { SESSION_SECONDS } from "@innfri/core/accounts/token";

export const REFRESH_COOKIE = "innfri_refresh";
/** The one path the browser sends it to (the app is mounted at /v1). */
export const REFRESH_COOKIE_PATH = "/v1/auth/refresh";

const attributes = { path: REFRESH_COOKIE_PATH, httpOnly: true, secure: true, sameSite: "Strict" } as const;

export function setRefreshCookie(c: Context, refreshToken: string) {
  setCookie(c, REFRESH_COOKIE, refreshToken, { ...attributes, maxAge: SESSION_SECONDS });
}

export function readRefreshCookie(c: Context): string | undefined {
  const value = getCookie(c, REFRESH_COOKIE);
  return value && value.length <= 512 ? value : undefined;
}

export function clearRefreshCookie(c: Context) {
  deleteCookie(c, REFRESH_COOKIE, attributes);
}

/** Sets the cookie when the answer is a session (not a two-factor challenge) and hands the answer back. */
export function withRefreshCookie<T>(c: Context, result: T): T {
  const user = (result as { user?: { refreshToken?: unknown } }).user;
  if (typeof user?.refreshToken === "string") setRefreshCookie(c, user.refreshToken);
  return result;
}
