import { QueryClientProvider } from "@tanstack/react-query";
import { act, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import "@/i18n";
import { setNavigator } from "@/lib/navigation";
import { createQueryClient } from "@/lib/query-client";
import { clearSession, getSession, setSession } from "@/lib/session";
import { jsonResponse, mockFetch } from "@/test/utils";
import { AuthProvider } from "./auth-provider";

const navigate = vi.fn();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
  navigate.mockReset();
  setNavigator(navigate);
  window.history.replaceState(null, "", "/customer/dashboard");
});

afterEach(() => {
  vi.useRealTimers();
  clearSession();
  window.history.replaceState(null, "", "/");
});

function renderProvider() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthProvider>
        <p>app</p>
      </AuthProvider>
    </QueryClientProvider>,
  );
}

describe("AuthProvider", () => {
  it("refreshes the token 10 s before it expires", async () => {
    setSession({ accessToken: "a1", expiresAt: Date.now() + 60_000, type: "user", id: "u1" });
    const fetch = mockFetch({
      "POST /v1/auth/refresh": () =>
        jsonResponse(200, {
          user: { type: "user", id: "u1", accessToken: "a2", tokenType: "Bearer", refreshToken: "r2", expiresIn: 900 },
          customer: null,
        }),
    });
    renderProvider();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(49_000);
    });
    expect(fetch).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_500);
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![0]).toBe("/v1/auth/refresh");
    expect(getSession()?.accessToken).toBe("a2");
  });

  it("signs out and goes to login when the refresh fails", async () => {
    setSession({ accessToken: "a1", expiresAt: Date.now() + 20_000, type: "user", id: "u1" });
    const fetch = mockFetch({
      "POST /v1/auth/refresh": () => jsonResponse(401, { message: "Unauthenticated", code: "UNAUTHENTICATED" }),
    });
    renderProvider();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(11_000);
    });
    expect(fetch.requests.map((r) => `${r.method} ${r.path}`)).toEqual(["POST /v1/auth/refresh"]);
    expect(getSession()).toBeNull();
    expect(navigate).toHaveBeenCalledWith("/login?reurl=%2Fcustomer%2Fdashboard", undefined);
  });
});
