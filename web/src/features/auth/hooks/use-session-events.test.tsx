import { waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { subscribeRealtime } from "@/lib/realtime";
import { clearSession, setSession } from "@/lib/session";
import { FakeSocket } from "@/test/fake-socket";
import { jsonResponse, mockFetch, renderWithClient } from "@/test/utils";
import { useSessionEvents } from "./use-session-events";

function Listener({ userId }: { userId: string | undefined }) {
  useSessionEvents(userId);
  return null;
}

const user = { id: "u1", type: "user", email: "kari@example.com", name: "Kari" };

beforeEach(() => {
  FakeSocket.install();
  setSession({ accessToken: "acc1", expiresAt: Date.now() + 60_000, type: "user", id: "u1" });
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe("useSessionEvents", () => {
  it("re-checks the user once when the server revokes sessions, and ignores the other events", async () => {
    const fetch = mockFetch({ "GET /v1/user": () => jsonResponse(200, user) });
    const { unmount } = renderWithClient(<Listener userId="u1" />);
    expect(FakeSocket.open()).toHaveLength(1);
    const socket = FakeSocket.all[0]!;

    socket.receive({ channel: "customer.c1", event: "resource.changed", payload: { resource: "imports", id: "i1" } });
    socket.receive({ event: "session.revoked" }); // no channel: not a message of ours
    expect(fetch).not.toHaveBeenCalled();

    socket.receive({ channel: "user.u1", event: "session.revoked", payload: { exceptSessionId: "s2" } });
    await waitFor(() => expect(fetch.requests).toEqual([{ method: "GET", path: "/v1/user", body: undefined }]));
    unmount();
    expect(FakeSocket.open()).toHaveLength(0);
  });

  it("shares the tab's one socket with the other listeners, and opens none while signed out", () => {
    const stopImports = subscribeRealtime({ onEvent: () => {} });
    const { unmount } = renderWithClient(<Listener userId="u1" />);
    expect(FakeSocket.all).toHaveLength(1);
    unmount();
    expect(FakeSocket.open()).toHaveLength(1); // the other listener still hears it
    stopImports();
    expect(FakeSocket.open()).toHaveLength(0);

    renderWithClient(<Listener userId={undefined} />).unmount();
    expect(FakeSocket.all).toHaveLength(1);
  });
});
