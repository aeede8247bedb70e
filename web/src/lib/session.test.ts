import { afterEach, describe, expect, it } from "vitest";
import { jsonResponse, mockFetch } from "@/test/utils";
import {
  clearSession,
  ensureFreshSession,
  getSession,
  msUntilRefresh,
  refreshSession,
  SESSION_KEY,
  sessionFromLogin,
  setSession,
  type Session,
} from "./session";

const loginUser = (refreshToken: string, accessToken = "acc2") => ({
  user: { type: "user", id: "u1", accessToken, tokenType: "Bearer", refreshToken, expiresIn: 900 },
  customer: { id: "c1", name: "Fjord Regnskap AS", gdprTermsAccepted: true },
});

function session(overrides: Partial<Session> = {}): Session {
  return { accessToken: "acc1", refreshToken: "ref1", expiresAt: Date.now() + 5_000, type: "user", id: "u1", ...overrides };
}

afterEach(() => clearSession());

describe("session", () => {
  it("keeps the session in localStorage under innfri.session", () => {
    const s = sessionFromLogin(loginUser("ref1").user as never, 1_000);
    expect(s).toEqual({ accessToken: "acc2", refreshToken: "ref1", expiresAt: 901_000, type: "user", id: "u1" });
    setSession(s);
    expect(JSON.parse(localStorage.getItem(SESSION_KEY)!)).toEqual(s);
    clearSession();
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it("schedules the refresh 10 s before expiry", () => {
    expect(msUntilRefresh(session({ expiresAt: 100_000 }), 50_000)).toBe(40_000);
    expect(msUntilRefresh(session({ expiresAt: 100_000 }), 95_000)).toBe(0);
  });

  it("refreshes once for concurrent callers and stores the rotated tokens", async () => {
    setSession(session());
    const fetch = mockFetch(() => jsonResponse(200, loginUser("ref2")));
    const [a, b] = await Promise.all([refreshSession(), ensureFreshSession()]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(a).toEqual(b);
    expect(getSession()).toMatchObject({ accessToken: "acc2", refreshToken: "ref2" });
    expect(localStorage.getItem("innfri.customerId")).toBe("c1");
  });

  it("uses a token another tab has already rotated instead of re-using the old refresh token", async () => {
    setSession(session());
    const rotated = session({ accessToken: "other-tab", refreshToken: "ref9", expiresAt: Date.now() + 900_000 });
    localStorage.setItem(SESSION_KEY, JSON.stringify(rotated));
    const fetch = mockFetch(() => jsonResponse(200, loginUser("never")));
    await expect(refreshSession()).resolves.toEqual(rotated);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("rejects when the server refuses the refresh token", async () => {
    setSession(session());
    mockFetch(() => jsonResponse(401, { message: "Unauthenticated", code: "UNAUTHENTICATED" }));
    await expect(refreshSession()).rejects.toMatchObject({ name: "RefreshError", status: 401 });
  });

  it("does not refresh a token with time left", async () => {
    setSession(session({ expiresAt: Date.now() + 600_000 }));
    const fetch = mockFetch(() => jsonResponse(200, loginUser("ref2")));
    await ensureFreshSession();
    expect(fetch).not.toHaveBeenCalled();
  });
});
