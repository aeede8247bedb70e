import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import "@/i18n";
import { Toaster } from "@/components/ui/toaster";
import { api, ApiError, BACKEND_ERROR_EVENT, handleApiError, serverMessage } from "./api-client";
import { setNavigator } from "./navigation";
import { clearSession, getSession, setSession } from "./session";
import { jsonResponse, mockFetch } from "@/test/utils";

const navigate = vi.fn();

beforeEach(() => {
  navigate.mockReset();
  setNavigator(navigate);
  window.history.replaceState(null, "", "/customer/dashboard?tab=1");
});

afterEach(() => {
  clearSession();
  window.history.replaceState(null, "", "/");
});

function signIn() {
  setSession({ accessToken: "acc", expiresAt: Date.now() + 900_000, type: "user", id: "u1" });
}

describe("handleApiError", () => {
  it("401: signs out, shows the timeout warning and goes to login with a way back", async () => {
    signIn();
    render(<Toaster />);
    act(() => handleApiError(new ApiError(401, "Unauthenticated", "UNAUTHENTICATED")));

    expect(getSession()).toBeNull();
    expect(localStorage.getItem("innfri.signedIn")).toBeNull();
    expect(navigate).toHaveBeenCalledWith("/login?reurl=%2Fcustomer%2Fdashboard%3Ftab%3D1", undefined);
    const toast = await screen.findByText("Økten er utløpt. Logg inn igjen.");
    expect(toast.closest("[data-sonner-toast]")).toHaveAttribute("data-type", "warning");
  });

  it("403: warns with the server message and goes to /customer", async () => {
    render(<Toaster />);
    act(() => handleApiError(new ApiError(403, "Du har ikke tilgang til dette.", "FORBIDDEN")));
    expect(await screen.findByText("Du har ikke tilgang til dette.")).toBeInTheDocument();
    expect(navigate).toHaveBeenCalledWith("/customer", undefined);
  });

  it("403 for staff without a customer: warns and goes to the admin area, never to login", async () => {
    setSession({ accessToken: "acc", expiresAt: Date.now() + 900_000, type: "sales", id: "s1" });
    window.history.replaceState(null, "", "/admin/users");
    render(<Toaster />);
    act(() => handleApiError(new ApiError(403, "", "FORBIDDEN")));
    expect(await screen.findByText("Du har ikke tilgang til denne siden.")).toBeInTheDocument();
    expect(navigate).toHaveBeenCalledWith("/admin/customers", undefined);
    expect(getSession()).not.toBeNull();
  });

  it("403 on a case page: warns but stays", async () => {
    window.history.replaceState(null, "", "/customer/cases/view/12");
    render(<Toaster />);
    act(() => handleApiError(new ApiError(403, "Ingen tilgang til saken.", "FORBIDDEN")));
    expect(await screen.findByText("Ingen tilgang til saken.")).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
  });

  it("shows one toast for the same message however often it comes", async () => {
    render(<Toaster />);
    act(() => {
      handleApiError(new ApiError(409, "Fakturaen finnes allerede.", "CONFLICT"));
      handleApiError(new ApiError(409, "Fakturaen finnes allerede.", "CONFLICT"));
      handleApiError(new ApiError(409, "Fakturaen finnes allerede.", "CONFLICT"));
    });
    await screen.findByText("Fakturaen finnes allerede.");
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getAllByText("Fakturaen finnes allerede.")).toHaveLength(1);
    expect(document.querySelector("[data-sonner-toast]")).toHaveAttribute("data-type", "error");
  });

  it("other errors with a form: a toast and the message on the form", async () => {
    render(<Toaster />);
    const setError = vi.fn();
    act(() => handleApiError(new ApiError(410, "Lenken er utløpt.", "BAD_REQUEST"), { setError }));
    expect(setError).toHaveBeenCalledWith("root.server", { type: "server", message: "Lenken er utløpt." });
    expect(await screen.findByText("Lenken er utløpt.")).toBeInTheDocument();
  });

  it("5xx: emits a backend-error event instead of a toast", () => {
    const listener = vi.fn();
    window.addEventListener(BACKEND_ERROR_EVENT, listener);
    handleApiError(new ApiError(500, "Internal", "INTERNAL"));
    window.removeEventListener(BACKEND_ERROR_EVENT, listener);
    expect(listener).toHaveBeenCalledTimes(1);
    expect((listener.mock.calls[0]![0] as CustomEvent).detail).toMatchObject({ status: 500, code: "INTERNAL" });
  });

  it("422 with a form: first message per field and a general message", () => {
    const setError = vi.fn();
    handleApiError(new ApiError(422, "Ugyldige data.", undefined, { email: ["Første", "Andre"], phone: ["Feil"] }), {
      setError,
    });
    expect(setError).toHaveBeenCalledWith("email", { type: "server", message: "Første" });
    expect(setError).toHaveBeenCalledWith("phone", { type: "server", message: "Feil" });
    expect(setError).toHaveBeenCalledWith("root.server", { type: "server", message: "Ugyldige data." });
  });

  it("422 for want of units: the toast's «Kjøp flere» goes to the page the API names, and only to one of ours", async () => {
    render(<Toaster />);
    const body = (topUp: string) => ({ message: "Ikke nok utsendelser.", details: { topUp } });
    const refusal = new ApiError(422, "Ikke nok utsendelser.", undefined, {}, body("/customer/top-up"));
    expect(refusal.topUp).toBe("/customer/top-up");
    expect(new ApiError(422, "x", undefined, {}, body("//evil.example")).topUp).toBeUndefined();
    expect(new ApiError(422, "x", undefined, {}, { message: "x" }).topUp).toBeUndefined();
    act(() => handleApiError(refusal));
    // a click without pointer events: sonner captures the pointer for swiping, which jsdom lacks
    fireEvent.click(await screen.findByRole("button", { name: "Kjøp flere" }));
    expect(navigate).toHaveBeenCalledWith("/customer/top-up", undefined);
  });
});

describe("api client", () => {
  it("sends the bearer token and Accept-Language, and reads message/error/data", async () => {
    signIn();
    const fetch = mockFetch({ "GET /v1/customers/1": () => jsonResponse(404, { error: "Fant ikke kunden." }) });
    await expect(api.get("/customers/1")).rejects.toMatchObject({ status: 404, message: "Fant ikke kunden." });
    expect(fetch.requests).toEqual([{ method: "GET", path: "/v1/customers/1", body: undefined }]);
    const headers = fetch.mock.calls[0]![1]!.headers as Record<string, string>;
    expect(headers.Authorization).toBe("Bearer acc");
    expect(headers["Accept-Language"]).toBe("no");
    expect(serverMessage({ data: "Fra data-feltet" })).toBe("Fra data-feltet");
  });

  it("refreshes a token that is about to expire before sending", async () => {
    setSession({ accessToken: "old", expiresAt: Date.now() + 5_000, type: "user", id: "u1" });
    const fetch = mockFetch({
      "POST /v1/auth/refresh": () =>
        jsonResponse(200, {
          user: {
            type: "user",
            id: "u1",
            accessToken: "new",
            tokenType: "Bearer",
            refreshToken: "ref2",
            expiresIn: 900,
          },
          customer: null,
        }),
      "GET /v1/user": () => jsonResponse(200, { ok: true }),
    });
    await api.get("/user");
    expect(fetch.requests.map((r) => `${r.method} ${r.path}`)).toEqual(["POST /v1/auth/refresh", "GET /v1/user"]);
    expect(fetch.mock.calls[0]![0]).toBe("/v1/auth/refresh");
    // by the HttpOnly cookie: no token in the body, nothing the page could have read
    expect(fetch.mock.calls[0]![1]!.body).toBeUndefined();
    expect(fetch.mock.calls[0]![1]!.credentials).toBe("same-origin");
    expect((fetch.mock.calls[1]![1]!.headers as Record<string, string>).Authorization).toBe("Bearer new");
    await waitFor(() => expect(getSession()?.accessToken).toBe("new"));
    expect(getSession()).not.toHaveProperty("refreshToken");
    expect(JSON.stringify({ ...localStorage })).not.toContain("ref2");
  });
});
