import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeSocket } from "@/test/fake-socket";
import { clearSession, setCustomerId, setSession } from "./session";
import { subscribeRealtime, type RealtimeMessage } from "./realtime";

beforeEach(() => {
  FakeSocket.install();
  setSession({ accessToken: "acc1", expiresAt: Date.now() + 60_000, type: "user", id: "u1" });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  clearSession();
});

const progress = {
  channel: "customer.c1",
  event: "batch.progress",
  payload: { batchId: "ledger.import#i1", kind: "ledger.import", total: 10, done: 4, failed: 0, status: "running" },
};

describe("realtime", () => {
  it("shares one socket with the bearer token, decodes the typed events and drops the rest", () => {
    const a: RealtimeMessage[] = [];
    const b: RealtimeMessage[] = [];
    const stopA = subscribeRealtime({ onEvent: (m) => a.push(m) });
    const stopB = subscribeRealtime({ onEvent: (m) => b.push(m) });
    expect(FakeSocket.all).toHaveLength(1);
    const socket = FakeSocket.all[0]!;
    expect(socket.protocols).toEqual(["bearer", "acc1"]);

    socket.receive(progress);
    socket.receive({ event: "pong" });
    socket.receive({ channel: "customer.c1", event: "batch.progress", payload: { batchId: "x" } });
    socket.receive("not json");
    expect(a).toEqual([progress]);
    expect(b).toEqual([progress]);

    stopA();
    expect(socket.closed).toBe(false);
    stopB();
    expect(socket.closed).toBe(true);
  });

  it("calls onConnect at each open, reconnecting after a close while someone listens", () => {
    vi.useFakeTimers();
    const onConnect = vi.fn();
    const stop = subscribeRealtime({ onEvent: () => {}, onConnect });
    FakeSocket.all[0]!.onopen?.();
    expect(onConnect).toHaveBeenCalledTimes(1);

    FakeSocket.all[0]!.close(); // the server went away
    vi.advanceTimersByTime(1_000);
    expect(FakeSocket.all).toHaveLength(2);
    FakeSocket.all[1]!.onopen?.();
    expect(onConnect).toHaveBeenCalledTimes(2);
    stop();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(2);
  });

  it("a listener joining a socket already open catches up at once; one joining before the open waits for it", () => {
    const stopFirst = subscribeRealtime({ onEvent: () => {} });
    const early = vi.fn();
    const stopEarly = subscribeRealtime({ onEvent: () => {}, onConnect: early });
    expect(early).not.toHaveBeenCalled();
    FakeSocket.all[0]!.onopen?.();
    expect(early).toHaveBeenCalledTimes(1);

    // e.g. an import's page starts listening after the batch it follows is done: it must read the import again
    const late = vi.fn();
    const stopLate = subscribeRealtime({ onEvent: () => {}, onConnect: late });
    expect(FakeSocket.all).toHaveLength(1);
    expect(late).toHaveBeenCalledTimes(1);
    expect(early).toHaveBeenCalledTimes(1);
    stopLate();
    stopEarly();
    stopFirst();
  });

  it("opens nothing without a session", () => {
    clearSession();
    const stop = subscribeRealtime({ onEvent: () => {} });
    expect(FakeSocket.all).toHaveLength(0);
    stop();
  });

  it("keeps the socket over a token refresh, opens it again for another customer or user, closes it at sign-out", () => {
    const stop = subscribeRealtime({ onEvent: () => {} });
    expect(FakeSocket.open()).toHaveLength(1);

    setSession({ accessToken: "acc2", expiresAt: Date.now() + 60_000, type: "user", id: "u1" });
    expect(FakeSocket.all).toHaveLength(1);

    // the server subscribed the first socket to the old customer's channel
    setCustomerId("c2");
    expect(FakeSocket.all).toHaveLength(2);
    expect(FakeSocket.open()).toEqual([FakeSocket.all[1]]);
    expect(FakeSocket.all[1]!.protocols).toEqual(["bearer", "acc2"]);

    setSession({ accessToken: "acc3", expiresAt: Date.now() + 60_000, type: "user", id: "u2" });
    expect(FakeSocket.open()).toEqual([FakeSocket.all[2]]);
    expect(FakeSocket.all[2]!.protocols).toEqual(["bearer", "acc3"]);

    clearSession();
    expect(FakeSocket.open()).toHaveLength(0);
    setSession({ accessToken: "acc4", expiresAt: Date.now() + 60_000, type: "user", id: "u2" });
    expect(FakeSocket.open()).toHaveLength(1);
    stop();
    expect(FakeSocket.open()).toHaveLength(0);
    setSession({ accessToken: "acc5", expiresAt: Date.now() + 60_000, type: "user", id: "u3" });
    expect(FakeSocket.all).toHaveLength(4);
  });
});
