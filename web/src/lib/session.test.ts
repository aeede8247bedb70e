import { afterEach, describe, expect, it } from "vitest";
import { jsonResponse, mockFetch } from "@/test/utils";
import {
  clearSession,
  ensureFreshSession,
  getCustomerId,
  getSession,
  msUntilRefresh,
  refreshSession,
  restoreSession,
  SIGNED_IN_KEY,
  sessionFromLogin,
  setSession,
  type Session,
} from "./session";

const loginUser = (refreshToken: string, accessToken = "acc2") => ({
  user: { type: "user", id: "u1", accessToken, tokenType: "Bearer", refreshToken, expiresIn: 900 },
  customer: { id: "c1", name: "Fjord Regnskap AS", gdprTermsAccepted: true },
});

function session(overrides: Partial<Session> = {}): Session {
  return { accessToken: "acc1", expiresAt: Date.now() + 5_000, type: "user", id: "u1", ...overrides };
}

afterEach(() => clearSession());

describe("session", () => {
  it("keeps the tokens in memory only: localStorage holds just the non-secret signed-in flag", () => {
    const s = sessionFromLogin(loginUser("ref1").user as never, 1_000);
    expect(s).toEqual({ accessToken: "acc2", expiresAt: 901_000, type: "user", id: "u1" });
    setSession(s);
    expect(getSession()).toEqual(s);
    // beside the chosen language (i18n's own key), only the flag: no token is ever stored
    const { "innfri.lang": _language, ...stored } = { ...localStorage };
    expect(stored).toEqual({ [SIGNED_IN_KEY]: "1" });
    clearSession();
    expect(getSession()).toBeNull();
    expect(localStorage.getItem(SIGNED_IN_KEY)).toBeNull();
  });

  it("schedules the refresh 10 s before expiry", () => {
    expect(msUntilRefresh(session({ expiresAt: 100_000 }), 50_000)).toBe(40_000);
    expect(msUntilRefresh(session({ expiresAt: 100_000 }), 95_000)).toBe(0);
  });

  it("refreshes by the cookie once for concurrent callers, with no token in the request", async () => {
    setSession(session());
    const fetch = mockFetch({ "POST /v1/auth/refresh": () => jsonResponse(200, loginUser("ref2")) });
    const [a, b] = await Promise.all([refreshSession(), ensureFreshSession()]);
    expect(fetch.requests).toEqual([{ method: "POST", path: "/v1/auth/refresh", body: undefined }]);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("/v1/auth/refresh");
    expect(init).toMatchObject({ method: "POST", credentials: "same-origin" });
    expect(init!.body).toBeUndefined();
    expect(a).toEqual(b);
    expect(getSession()).toEqual({ accessToken: "acc2", expiresAt: expect.any(Number), type: "user", id: "u1" });
    expect(getCustomerId()).toBe("c1");
    expect(JSON.stringify({ ...localStorage })).not.toMatch(/acc2|ref2/);
  });

  it("after a reload, restores the session from the cookie when this browser was signed in", async () => {
    const fetch = mockFetch({ "POST /v1/auth/refresh": () => jsonResponse(200, loginUser("ref2")) });
    // never signed in here: no request at all
    await expect(restoreSession()).resolves.toEqual({ session: null, expired: false });
    expect(fetch).not.toHaveBeenCalled();
    localStorage.setItem(SIGNED_IN_KEY, "1");
    const restored = await restoreSession();
    expect(restored).toMatchObject({ session: { accessToken: "acc2" }, expired: false });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("a refused cookie after a reload is a timeout: signed out, flag removed", async () => {
    localStorage.setItem(SIGNED_IN_KEY, "1");
    const fetch = mockFetch({
      "POST /v1/auth/refresh": () => jsonResponse(401, { message: "Unauthenticated", code: "UNAUTHENTICATED" }),
    });
    await expect(restoreSession()).resolves.toEqual({ session: null, expired: true });
    expect(fetch.requests.map((r) => `${r.method} ${r.path}`)).toEqual(["POST /v1/auth/refresh"]);
    expect(localStorage.getItem(SIGNED_IN_KEY)).toBeNull();
  });

  it("a reload during the refresh keeps the flag: the aborted lock or fetch is not the server's refusal", async () => {
    localStorage.setItem(SIGNED_IN_KEY, "1");
    // the document going away: Web Locks reject the pending request with an AbortError
    const locks = { request: () => Promise.reject(new DOMException("The document is not fully active", "AbortError")) };
    Object.defineProperty(navigator, "locks", { value: locks, configurable: true });
    try {
      await expect(restoreSession()).resolves.toEqual({ session: null, expired: false });
    } finally {
      Reflect.deleteProperty(navigator, "locks");
    }
    expect(localStorage.getItem(SIGNED_IN_KEY)).toBe("1");
    // and a fetch the reload cancelled (a network error to the page)
    mockFetch({ "POST /v1/auth/refresh": () => Promise.reject(new TypeError("Failed to fetch")) });
    await expect(restoreSession()).resolves.toEqual({ session: null, expired: false });
    expect(localStorage.getItem(SIGNED_IN_KEY)).toBe("1");
    // and a server error: not a refusal of the cookie
    mockFetch({ "POST /v1/auth/refresh": () => jsonResponse(503, { message: "Unavailable" }) });
    await expect(restoreSession()).resolves.toEqual({ session: null, expired: false });
    expect(localStorage.getItem(SIGNED_IN_KEY)).toBe("1");
  });

  it("rejects when the server refuses the refresh", async () => {
    setSession(session());
    const fetch = mockFetch({
      "POST /v1/auth/refresh": () => jsonResponse(401, { message: "Unauthenticated", code: "UNAUTHENTICATED" }),
    });
    await expect(refreshSession()).rejects.toMatchObject({ name: "RefreshError", status: 401 });
    expect(fetch.requests.map((r) => `${r.method} ${r.path}`)).toEqual(["POST /v1/auth/refresh"]);
  });

  it("does not refresh a token with time left", async () => {
    setSession(session({ expiresAt: Date.now() + 600_000 }));
    const fetch = mockFetch({ "POST /v1/auth/refresh": () => jsonResponse(200, loginUser("ref2")) });
    await ensureFreshSession();
    expect(fetch).not.toHaveBeenCalled();
  });
});
