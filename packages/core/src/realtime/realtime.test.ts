import { describe, expect, it } from "vitest";
import { Realtime } from "./realtime";

describe("Realtime", () => {
  it("reads the handshake token from the bearer subprotocol, else from ?token=", () => {
    expect(Realtime.bearerToken("bearer, abc.def", undefined)).toBe("abc.def");
    expect(Realtime.bearerToken("Bearer,abc", "q")).toBe("abc");
    expect(Realtime.bearerToken("graphql-ws", "q")).toBe("q");
    expect(Realtime.bearerToken("bearer", undefined)).toBeUndefined();
  });

  it("subscribes a user to their own channel and their current customer's", () => {
    expect(Realtime.channelsFor({ userId: "u1", customerId: "c1" })).toEqual(["user.u1", "customer.c1"]);
    expect(Realtime.channelsFor({ userId: "u1", customerId: null })).toEqual(["user.u1"]);
  });

  it("sends every event as { channel, event, payload }", () => {
    expect(JSON.parse(Realtime.message("user.u1", "session.revoked", { sessionId: "s" }))).toEqual({
      channel: "user.u1",
      event: "session.revoked",
      payload: { sessionId: "s" },
    });
  });
});
