import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { ulid } from "ulid";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { Clock } from "../clock";
import { connectionEntity } from "./connection.entity";
import { Realtime } from "./realtime";

// A stand-in for the WebSocket API's management endpoint: records what is posted, and answers 410 Gone for
// connection ids that start with "gone".
const posted: { connectionId: string; body: unknown }[] = [];
let server: Server;

beforeAll(async () => {
  server = createServer((req, res) => {
    const connectionId = decodeURIComponent(req.url!.split("/@connections/")[1] ?? "");
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      if (connectionId.startsWith("gone")) {
        res.writeHead(410, { "content-type": "application/json" }).end("{}");
        return;
      }
      posted.push({ connectionId, body: JSON.parse(body) });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  vi.stubEnv("INNFRI_REALTIME_ENDPOINT", `http://127.0.0.1:${(server.address() as AddressInfo).port}/test`);
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await new Promise((resolve) => server.close(resolve));
});

afterEach(() => {
  posted.length = 0;
  Realtime.setLocalPublisher(undefined);
  Clock.setOffset(0);
});

const channelItems = async (channel: string) =>
  (await connectionEntity().query.byChannel({ channel }).go({ pages: "all" })).data.map((c) => c.connectionId);

describe("Realtime", () => {
  it("delivers an event to every connection of the channel, and only there", async () => {
    const userId = ulid();
    const customerId = ulid();
    // Real connection ids are case-sensitive and may end in "=".
    await Realtime.connect({ connectionId: "L0SM9cOFvHcCIhw=", userId, customerId });
    await Realtime.connect({ connectionId: "l0sm9cofvhccihw=", userId: ulid(), customerId });

    await Realtime.publish(`user.${userId}`, "session.revoked", { sessionId: "s1" });
    expect(posted).toEqual([
      {
        connectionId: "L0SM9cOFvHcCIhw=",
        body: { channel: `user.${userId}`, event: "session.revoked", payload: { sessionId: "s1" } },
      },
    ]);

    posted.length = 0;
    await Realtime.publish(`customer.${customerId}`, "resource.changed", { resource: "imports", id: "i1" });
    expect(posted.map((p) => p.connectionId).sort()).toEqual(["L0SM9cOFvHcCIhw=", "l0sm9cofvhccihw="]);
  });

  it("forgets a connection that is gone, on all its channels", async () => {
    const userId = ulid();
    const customerId = ulid();
    await Realtime.connect({ connectionId: "gone-1", userId, customerId });
    await Realtime.connect({ connectionId: "live-1", userId, customerId });

    await Realtime.publish(`user.${userId}`, "session.revoked", {});

    expect(posted.map((p) => p.connectionId)).toEqual(["live-1"]);
    expect(await channelItems(`user.${userId}`)).toEqual(["live-1"]);
    expect(await channelItems(`customer.${customerId}`)).toEqual(["live-1"]);
  });

  it("removes a connection from its channels when it closes", async () => {
    const userId = ulid();
    await Realtime.connect({ connectionId: "closing-1", userId, customerId: null });
    expect(await channelItems(`user.${userId}`)).toEqual(["closing-1"]);

    await Realtime.disconnect("closing-1");

    expect(await channelItems(`user.${userId}`)).toEqual([]);
  });

  it("does not deliver to a connection older than API Gateway allows", async () => {
    const userId = ulid();
    await Realtime.connect({ connectionId: "old-1", userId, customerId: null });
    Clock.setOffset(3 * 3600 * 1000);

    await Realtime.publish(`user.${userId}`, "session.revoked", {});

    expect(posted).toEqual([]);
  });

  it("only calls the local publisher when one is set", async () => {
    const userId = ulid();
    await Realtime.connect({ connectionId: "local-1", userId, customerId: null });
    const local = vi.fn();
    Realtime.setLocalPublisher(local);

    await Realtime.publish(`user.${userId}`, "session.revoked", { sessionId: "s2" });

    expect(local).toHaveBeenCalledWith(`user.${userId}`, "session.revoked", { sessionId: "s2" });
    expect(posted).toEqual([]);
  });
});
